// @ts-check
// Benchmark of the legibility check (ADR 040): the worker's time on a 12-megapixel photo (4000×3000
// JPEG) in Chromium, and the main thread's longest task while it runs — the check is off the main
// thread, so that task should stay short. Run: pnpm bench legibility (tsx bench/legibility.mjs [runs=5])
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { reportBenchRow } from '../scripts/bench-summary.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const runs = Number(process.argv[2] ?? 5);
const workerEntry = fileURLToPath(
  new URL('../apps/portal/src/areas/capture/legibility/legibility.worker.ts', import.meta.url),
);

// The worker as the portal ships it: one ES module bundling the measuring code.
const outDir = mkdtempSync(join(tmpdir(), 'freightkit-bench-'));
await build({
  configFile: false,
  logLevel: 'error',
  build: { outDir, lib: { entry: workerEntry, formats: ['es'], fileName: 'worker' }, minify: true },
});
const workerFile = readdirSync(outDir).find((name) => name.startsWith('worker'));
if (!workerFile) throw new Error('The worker was not built.');
const workerCode = readFileSync(join(outDir, workerFile), 'utf8');

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
// A page and the worker served from one origin (module workers need one).
await page.route('http://bench.test/**', (route) =>
  route.request().url().endsWith('/worker.js')
    ? route.fulfill({ contentType: 'text/javascript', body: workerCode })
    : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
);
await page.goto('http://bench.test/');

const results = await page.evaluate(async (count) => {
  // A 12-megapixel "photo" of a page: paper, lines of words, encoded as a camera would (JPEG).
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d');
  context.fillStyle = '#ececec';
  context.fillRect(0, 0, 4000, 3000);
  context.fillStyle = '#222';
  for (let y = 200; y < 2800; y += 60) for (let x = 200; x < 3700; x += 180) context.fillRect(x, y, 140, 24);
  const photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });

  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry);
  }).observe({ type: 'longtask', buffered: false });

  const worker = new Worker('/worker.js', { type: 'module' });
  const once = (id) =>
    new Promise((resolve) => {
      worker.onmessage = (event) => {
        if (event.data.id === id) resolve(event.data);
      };
      worker.postMessage({ id, file: photo });
    });
  await once(0); // warm-up: compiles the worker's code
  const out = [];
  for (let i = 1; i <= count; i++) {
    // The longest gap between frames on the main thread while the check runs (a long task shows here too).
    let longestGap = 0;
    let last = performance.now();
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const start = performance.now();
    const answer = await once(i);
    const end = performance.now();
    ticking = false;
    const tasks = longTasks.filter((t) => t.startTime + t.duration >= start && t.startTime <= end);
    out.push({
      checkMs: end - start,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      longestGapMs: longestGap,
      problems: answer.ok ? answer.problems : ['unreadable'],
      bytes: photo.size,
    });
  }
  worker.terminate();
  return out;
}, runs);
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const first = results[0];
console.log(
  `Legibility check, 12 MP JPEG (4000×3000, ${Math.round((first?.bytes ?? 0) / 1024)} KB), ${runs} runs in Chromium:`,
);
for (const [i, r] of results.entries())
  console.log(
    `  run ${i + 1}: check ${r.checkMs.toFixed(0)} ms · main thread longest task ${r.longestTaskMs.toFixed(0)} ms (longest gap ${r.longestGapMs.toFixed(0)} ms) · ${r.problems.join(', ') || 'legible'}`,
  );
console.log(
  `  median: check ${median(results.map((r) => r.checkMs)).toFixed(0)} ms · main thread longest task ${median(results.map((r) => r.longestTaskMs)).toFixed(0)} ms (a long task is one over 50 ms; 0 = none)`,
);
await reportBenchRow({
  bench: 'legibility',
  what: '12 MP photo: check in the worker, median',
  value: median(results.map((r) => r.checkMs)),
  unit: 'ms',
  better: 'lower',
});
await reportBenchRow({
  bench: 'legibility',
  what: '12 MP photo: main thread longest task, median',
  value: median(results.map((r) => r.longestTaskMs)),
  unit: 'ms',
  better: 'lower',
  // A long task is one over 50 ms; the check belongs off the main thread.
  bar: 50,
});
