/**
 * `pnpm bench viewer` (or `pnpm --filter @freightkit/ui bench:viewer`): how fast the document viewer shows a file,
 * as users get it. Builds bench/viewer for production (Vite, React's production mode), serves the build from a
 * static server that answers range requests under the portal's Content-Security-Policy, drives Debian's Chromium
 * with Playwright and prints:
 *   1. the time to the first visible page of a generated 200-page PDF in `DocumentViewer`, opened cold (nothing of
 *      the viewer loaded yet) and warm (the open button was hovered first, which loads the viewer's code and
 *      starts pdf.js's worker: ADR 060), beside pdf.js's own viewer (`PDFViewer` from pdfjs-dist/web/pdf_viewer)
 *      on the same file, built and served the same way, and the ratio of each to it (issue 25's bar: ≤ 1.0);
 *   2. main-thread long tasks (PerformanceObserver 'longtask', over 50 ms) while an 8-page TIFF opens and its
 *      neighbouring pages and thumbnails draw (issue 25's bar: none).
 * A benchmark, not a test: it prints numbers and never fails on them.
 *
 * Options (env): RUNS (samples of each case, median printed; default 5), BENCH_HOVER_MS (how long the button is
 * hovered before the click in the warm case; default 300), BENCH_PARTS (`pdf`, `tiff` or `pdf,tiff`, the default),
 * BENCH_VERBOSE (also print when each long task started and how long it took, in ms from the click),
 * BENCH_TRACE (a file: one more TIFF open is recorded as a Chromium trace there, from the click on, for
 * chrome://tracing or the DevTools performance panel; `BENCH_TRACE_JS=1` adds the JavaScript sampling profiler,
 * which names the functions of each task but slows them).
 * Its headline figures go to `pnpm bench`'s closing table (scripts/bench-summary.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPage } from '../../../scripts/bench-page.ts';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';
import { contentSecurityPolicy } from '../../../apps/tms-sandbox/src/http/security.ts';
import { makePdf } from '../scripts/make-document-fixtures.mjs';

const runs = Number(process.env['RUNS'] ?? 5);
/** Which parts to run: `pdf`, `tiff` or both (BENCH_PARTS=pdf,tiff). */
const parts = (process.env['BENCH_PARTS'] ?? 'pdf,tiff').split(',');
const hoverMs = Number(process.env['BENCH_HOVER_MS'] ?? 300);
const root = fileURLToPath(new URL('./viewer/', import.meta.url));

/** A little-endian multi-page RGB TIFF of `pages` × `width` × `height` (uncompressed). */
function makeBigTiff(pages: number, width: number, height: number): Buffer {
  const pageBytes = width * height * 3;
  const ifdSize = 2 + 9 * 12 + 4;
  const bitsSize = 6;
  const per = pageBytes + bitsSize + ifdSize;
  const buffer = Buffer.alloc(8 + per * pages);
  buffer.write('II', 0, 'latin1');
  buffer.writeUInt16LE(42, 2);
  buffer.writeUInt32LE(8 + pageBytes + bitsSize, 4);
  for (let p = 0; p < pages; p += 1) {
    const base = 8 + p * per;
    for (let i = 0; i < pageBytes; i += 3) {
      const x = (i / 3) % width;
      const y = Math.floor(i / 3 / width);
      buffer[base + i] = (x + p * 40) & 255;
      buffer[base + i + 1] = y & 255;
      buffer[base + i + 2] = ((x ^ y) + p * 20) & 255;
    }
    const bits = base + pageBytes;
    [8, 8, 8].forEach((v, i) => buffer.writeUInt16LE(v, bits + i * 2));
    const ifd = bits + bitsSize;
    const entries = [
      [256, 4, 1, width],
      [257, 4, 1, height],
      [258, 3, 3, bits],
      [259, 3, 1, 1],
      [262, 3, 1, 2],
      [273, 4, 1, base],
      [277, 3, 1, 3],
      [278, 4, 1, height],
      [279, 4, 1, pageBytes],
    ] as const;
    buffer.writeUInt16LE(entries.length, ifd);
    entries.forEach(([tag, type, count, value], i) => {
      const at = ifd + 2 + i * 12;
      buffer.writeUInt16LE(tag, at);
      buffer.writeUInt16LE(type, at + 2);
      buffer.writeUInt32LE(count, at + 4);
      if (type === 3 && count === 1) buffer.writeUInt16LE(value, at + 8);
      else buffer.writeUInt32LE(value, at + 8);
    });
    const next = p + 1 < pages ? 8 + (p + 1) * per + pageBytes + bitsSize : 0;
    buffer.writeUInt32LE(next, ifd + 2 + entries.length * 12);
  }
  return buffer;
}

// Generated before the build, so the build's copy of public/ carries them.
const generated = join(root, 'public', 'generated');
mkdirSync(generated, { recursive: true });
writeFileSync(join(generated, 'bench-200.pdf'), makePdf(200, 'FreightKit 200-page bench'));
writeFileSync(join(generated, 'bench.tiff'), makeBigTiff(8, 1275, 1650)); // 8 letter pages at 150 dpi

interface BenchResult {
  firstPageMs?: number;
  longTasks?: { count: number; totalMs: number; maxMs: number; at: string[] };
  requests?: number;
  error?: string;
}

// Vite's preview server answers range requests but does not say so on a whole answer; a CDN or nginx does
// (`Accept-Ranges: bytes`), and pdf.js reads ranges only from a server that says it can.
const { base, browser, close } = await openBenchPage(root, 'viewer', {
  // The portal's own policy, as the sandbox serves it: no eval, workers from same-origin files or blob: only.
  headers: { 'Content-Security-Policy': contentSecurityPolicy, 'Accept-Ranges': 'bytes' },
});

/**
 * One sample in a fresh browser context (a cold HTTP cache, as a first visit); CSP violations fail it. Our cases
 * open the viewer by a click on its button, `hovered` for BENCH_HOVER_MS first (as a mouse does) or not at all
 * (a script's click: no hover, no focus, as a tap or a keyboard shortcut would give no warning either).
 */
async function measure(which: string, hovered = false, traceTo?: string): Promise<BenchResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/generated/')) requests += 1;
  });
  await page.goto(`${base}/?case=${which}`, { timeout: 180_000, waitUntil: 'domcontentloaded' });
  if (which !== 'pdfjs-pdf') {
    await page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, null, {
      timeout: 120_000,
    });
    if (traceTo) {
      const categories = [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'v8.execute',
        'blink.user_timing',
        'toplevel',
        'loading',
      ];
      if (process.env['BENCH_TRACE_JS'])
        categories.push('disabled-by-default-v8.cpu_profiler', 'disabled-by-default-devtools.timeline.stack');
      await browser.startTracing(page, { path: traceTo, categories });
    }
    if (hovered) {
      await page.hover('#open');
      await page.waitForTimeout(hoverMs);
      await page.click('#open');
    } else {
      await page.evaluate(() => {
        document.getElementById('open')?.click();
      });
    }
  }
  await page.waitForFunction(() => (window as { __bench?: unknown }).__bench !== undefined, null, {
    timeout: 120_000,
  });
  const result = await page.evaluate(() => (window as unknown as { __bench: BenchResult }).__bench);
  if (traceTo) await browser.stopTracing();
  await context.close();
  if (result.error) throw new Error(`${which}: ${result.error}`);
  if (violations.length > 0) throw new Error(`${which}: ${violations.join('\n')}`);
  return { ...result, requests };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
try {
  console.log(
    `\nViewer benchmark (production builds, static server with range requests and the portal's CSP;`,
  );
  console.log(`${String(runs)} runs each, median; hover before the warm open ${String(hoverMs)} ms)`);
  if (parts.includes('pdf')) {
    // Warm-up: the first Chromium start and disk cache of the build, for each side.
    for (const which of ['ours-pdf', 'pdfjs-pdf']) await measure(which);
    const cold: number[] = [];
    const warm: number[] = [];
    const reference: number[] = [];
    let fileRequests = { cold: 0, reference: 0 };
    for (let i = 0; i < runs; i += 1) {
      const ours = await measure('ours-pdf');
      cold.push(ours.firstPageMs ?? Number.NaN);
      warm.push((await measure('ours-pdf', true)).firstPageMs ?? Number.NaN);
      const theirs = await measure('pdfjs-pdf');
      reference.push(theirs.firstPageMs ?? Number.NaN);
      fileRequests = { cold: ours.requests ?? 0, reference: theirs.requests ?? 0 };
    }
    const ref = median(reference);
    const ratio = (ms: number) => (ms / ref).toFixed(2);
    console.log('200-page PDF, time to the first visible page');
    console.log(`  pdf.js PDFViewer (pdf_viewer)       ${fmt(ref)}   [${reference.map(fmt).join(', ')}]`);
    console.log(
      `  FreightKit DocumentViewer, cold     ${fmt(median(cold))}   ratio ${ratio(median(cold))}   [${cold.map(fmt).join(', ')}]`,
    );
    console.log(
      `  FreightKit DocumentViewer, hovered  ${fmt(median(warm))}   ratio ${ratio(median(warm))}   [${warm.map(fmt).join(', ')}]`,
    );
    console.log(
      `  requests for the file (last run)    ours ${String(fileRequests.cold)}, pdf.js ${String(fileRequests.reference)}`,
    );
    // Ratios to pdf.js's viewer (issue 25's bar: ≤ 1.0), the milliseconds of both sides in the label.
    for (const [how, times] of [
      ['cold', cold],
      ['after a hover', warm],
    ] as const) {
      await reportBenchRow({
        bench: 'viewer',
        what: `200-page PDF, first page, ${how}: ours ${fmt(median(times))} ÷ pdf.js viewer ${fmt(ref)}`,
        value: median(times) / ref,
        unit: '×',
        better: 'lower',
        bar: 1,
      });
    }
  }
  if (parts.includes('tiff')) {
    await measure('ours-tiff');
    const tiff: BenchResult[] = [];
    for (let i = 0; i < runs; i += 1) tiff.push(await measure('ours-tiff'));
    console.log('8-page TIFF (1275 × 1650 RGB), from the click (no hover) to the first page + 3 s');
    console.log(
      `  first page                          ${fmt(median(tiff.map((r) => r.firstPageMs ?? Number.NaN)))}`,
    );
    console.log(
      `  main-thread long tasks              median ${String(median(tiff.map((r) => r.longTasks?.count ?? 0)))}   [${tiff
        .map(
          (r) =>
            `${String(r.longTasks?.count)} (total ${fmt(r.longTasks?.totalMs ?? 0)}, max ${fmt(r.longTasks?.maxMs ?? 0)})`,
        )
        .join('; ')}]`,
    );
    if (process.env['BENCH_VERBOSE']) console.log(tiff.map((r) => r.longTasks?.at.join(' ')).join('\n'));
    const trace = process.env['BENCH_TRACE'];
    if (trace) {
      const traced = await measure('ours-tiff', false, trace);
      console.log(
        `  traced open (${trace}): first page ${fmt(traced.firstPageMs ?? Number.NaN)}, long tasks ${traced.longTasks?.at.join(' ') ?? ''}`,
      );
    }
    await reportBenchRow({
      bench: 'viewer',
      what: '8-page TIFF open, main-thread long tasks a run (median)',
      value: median(tiff.map((r) => r.longTasks?.count ?? 0)),
      unit: 'long tasks',
      better: 'lower',
      bar: 0,
    });
    await reportBenchRow({
      bench: 'viewer',
      what: '8-page TIFF, first page (median, cold click)',
      value: median(tiff.map((r) => r.firstPageMs ?? Number.NaN)),
      unit: 'ms',
      better: 'lower',
    });
  }
} finally {
  await close();
}
