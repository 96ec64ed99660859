/**
 * `pnpm --filter @freightkit/portal bench:map`: how the load board's map draws and moves with many
 * loads. Builds bench/map/index.html with Vite (production mode), opens it in Debian's Chromium and
 * prints, for 2,000 loads and (side by side) 200: the time to the first painted map, the markers
 * drawn (loads that overlap share one), and the frame times (p50/p95/max of requestAnimationFrame
 * deltas) while the map is dragged one step a frame and while it zooms in and out with the + and −
 * keys. A benchmark, not a test: it prints numbers and never fails on them.
 *
 * Options (env): BENCH_PINS (default 2000), BENCH_PEER_PINS (default 200), BENCH_FRAMES (default 240).
 */
import type { Page } from 'playwright';
import { fileURLToPath } from 'node:url';
import { openBenchPage } from '../../../../scripts/bench-page.ts';
import { reportBenchRow } from '../../../../scripts/bench-summary.ts';

const pins = Number(process.env['BENCH_PINS'] ?? 2000);
const peerPins = Number(process.env['BENCH_PEER_PINS'] ?? 200);
const frames = Number(process.env['BENCH_FRAMES'] ?? 240);

const { base, browser, close } = await openBenchPage(fileURLToPath(new URL('.', import.meta.url)), 'map');

/**
 * Runs in the page (as source text, so tsx's helpers stay out of the browser). Drags the map's
 * surface by a few pixels each animation frame (pointer events, as a mouse drag sends them) and
 * returns the deltas between consecutive requestAnimationFrame timestamps.
 */
const dragAndTime = `async (frameCount) => {
  const surface = document.querySelector('[data-point-map-surface]');
  if (!surface) throw new Error('no map surface');
  const box = surface.getBoundingClientRect();
  let x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const send = (type) => surface.dispatchEvent(new PointerEvent(type, { pointerId: 1, button: 0, clientX: x, clientY: y, bubbles: true }));
  send('pointerdown');
  const times = [];
  await new Promise((resolve) => {
    let last = 0;
    const tick = (now) => {
      if (last) times.push(now - last);
      last = now;
      if (times.length >= frameCount) return resolve();
      // Back and forth across a third of the map, so the markers and basemap really move.
      x += Math.floor(times.length / 60) % 2 === 0 ? 4 : -4;
      send('pointermove');
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  send('pointerup');
  return times;
}`;

/** Zooms in and out with the keys, one step a frame, and returns the frame deltas. */
const zoomAndTime = `async (frameCount) => {
  const surface = document.querySelector('[data-point-map-surface]');
  surface.focus();
  const times = [];
  await new Promise((resolve) => {
    let last = 0;
    const tick = (now) => {
      if (last) times.push(now - last);
      last = now;
      if (times.length >= frameCount) return resolve();
      // Four steps in (2× each, to 16×), four out, and again.
      const key = Math.floor(times.length / 4) % 2 === 0 ? '+' : '-';
      surface.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return times;
}`;

interface Frames {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly over16ms: number;
}

const framesOf = (deltas: readonly number[]): Frames => {
  const sorted = [...deltas].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    p50: pick(0.5),
    p95: pick(0.95),
    max: sorted.at(-1) ?? NaN,
    over16ms: sorted.filter((d) => d > 1000 / 60 + 1).length,
  };
};

async function measure(count: number) {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A warm-up load, so parsing and compiling the code are not counted as render time.
  await page.goto(`${base}/index.html?count=10`, { timeout: 120_000 });
  await page.waitForFunction('window.__bench !== undefined', null, { timeout: 120_000 });
  await page.goto(`${base}/index.html?count=${count}`, { timeout: 300_000 });
  await page.waitForFunction('window.__bench !== undefined', null, { timeout: 300_000 });
  const { renderMs, markers } = await page.evaluate<{ renderMs: number; markers: number }>('window.__bench');
  const pan = framesOf(await page.evaluate<number[]>(`(${dragAndTime})(${frames})`));
  const zoom = framesOf(await page.evaluate<number[]>(`(${zoomAndTime})(${Math.min(frames, 64)})`));
  await page.close();
  return { count, renderMs, markers, pan, zoom };
}

try {
  const results = [await measure(pins), await measure(peerPins)];
  const f = (n: number) => n.toFixed(1).padStart(9);
  console.log(
    `\nLoad board map benchmark — Chromium ${browser.version()}, ${frames} drag frames, 64 zoom frames\n`,
  );
  console.log(
    'loads  markers  render ms   pan p50   pan p95   pan max  >16.7ms  zoom p50  zoom p95  zoom max',
  );
  for (const r of results) {
    console.log(
      `${String(r.count).padStart(5)}${String(r.markers).padStart(9)}${f(r.renderMs)} ${f(r.pan.p50)} ${f(r.pan.p95)} ${f(r.pan.max)}${String(r.pan.over16ms).padStart(9)} ${f(r.zoom.p50)} ${f(r.zoom.p95)} ${f(r.zoom.max)}`,
    );
  }
  const [big, small] = results as [(typeof results)[number], (typeof results)[number]];
  console.log(
    `\n${pins} ÷ ${peerPins} loads: render ${(big.renderMs / small.renderMs).toFixed(2)}×, pan p95 ${(big.pan.p95 / small.pan.p95).toFixed(2)}×, zoom p95 ${(big.zoom.p95 / small.zoom.p95).toFixed(2)}×.`,
  );
  console.log('Frame times are requestAnimationFrame deltas (16.7 ms is 60 frames a second).');
  const peer = `${String(peerPins)} loads`;
  await reportBenchRow({
    bench: 'map',
    what: `${String(pins)} loads: first map`,
    value: big.renderMs,
    unit: 'ms',
    better: 'lower',
    peer: { label: peer, value: small.renderMs },
  });
  await reportBenchRow({
    bench: 'map',
    what: `${String(pins)} loads: drag, frame p95`,
    value: big.pan.p95,
    unit: 'ms',
    better: 'lower',
    peer: { label: peer, value: small.pan.p95 },
    bar: 1000 / 60 + 0.1,
  });
} finally {
  await close();
}
