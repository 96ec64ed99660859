/**
 * `pnpm --filter @freightkit/ui bench:list`: how smooth the portal's card lists are at volume.
 * Builds bench/index.html with Vite (production mode) and serves it, opens it in Debian's Chromium through Playwright and prints, for
 * 10,000 ShipmentSummary rows and 10,000 InvoiceCards (the accounting and third-party payer lists) in
 * the virtualised InfiniteList and (for comparison) plain, non-virtualised lists capped at a size that
 * finishes: the initial render time and the frame times (p50/p95/max of requestAnimationFrame deltas)
 * while scrolling programmatically, two ways: a sweep from top to bottom in BENCH_FRAMES steps (about
 * 8,000 px a frame at 10,000 rows: every frame shows new rows, the worst case) and a fling of
 * BENCH_FLING_PX a frame (default 100 px, about 6,000 px a second: a fast flick of a wheel or a
 * finger, where most rows stay in view from one frame to the next). A benchmark, not a test: it
 * prints numbers and never fails on them.
 *
 * Options (env): BENCH_ROWS (default 10000), BENCH_PLAIN_ROWS (default 2000), BENCH_FRAMES (default 240),
 * BENCH_FLING_PX (default 100).
 */
import { fileURLToPath } from 'node:url';
import { openBenchPage } from '../../../scripts/bench-page.ts';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';

const rows = Number(process.env['BENCH_ROWS'] ?? 10000);
const plainRows = Number(process.env['BENCH_PLAIN_ROWS'] ?? 2000);
const frames = Number(process.env['BENCH_FRAMES'] ?? 240);
const flingPx = Number(process.env['BENCH_FLING_PX'] ?? 100);

/** How a run scrolls: the whole list in `frames` steps, or `flingPx` a frame from the top. */
type Scroll = 'sweep' | 'fling';

interface Result {
  label: string;
  scroll: Scroll;
  rows: number;
  renderMs: number;
  domNodes: number;
  frames: { p50: number; p95: number; max: number; count: number; over16ms: number };
  /** The display's frame interval, measured on the same page before scrolling (median rAF delta). */
  intervalMs: number;
}

/**
 * A frame time in whole display frames. rAF timestamps are the frames' begin times, one vsync apart
 * plus the compositor clock's jitter (16.8 ms for one 60 Hz frame), so a frame is "one interval" or
 * "two" (a missed vsync), never 16.8 ms of work: the bar's 16.7 ms reads as "within one frame".
 */
function inDisplayFrames(deltaMs: number, intervalMs: number): number {
  // The nominal interval of the display's rate (60 Hz: 16.67 ms), not the jittered median.
  const nominal = 1000 / Math.round(1000 / intervalMs);
  return Math.max(1, Math.round(deltaMs / intervalMs)) * nominal;
}

// A production build (React's production mode, as users get it), served by Vite's preview server.
const { base, browser, close } = await openBenchPage(fileURLToPath(new URL('.', import.meta.url)), 'list');

/**
 * Runs in the page (as source text: tsx's helpers must not leak into the browser). Scrolls the list
 * `stepPx` a frame, or (stepPx 0) from top to bottom in `frameCount` equal steps, one step per
 * animation frame, or (stepPx -1) not at all, and returns the deltas between consecutive
 * requestAnimationFrame timestamps.
 */
const scrollAndTime = `async (frameCount, stepPx) => {
  const scroller =
    document.querySelector('[data-plain-scroller]') ??
    document.querySelector('[role="region"][aria-label]');
  if (!scroller) throw new Error('no scroller');
  const step = stepPx > 0 ? stepPx : Math.max(1, (scroller.scrollHeight - scroller.clientHeight) / frameCount);
  const times = [];
  await new Promise((resolve) => {
    let last = 0;
    const tick = (now) => {
      if (last) times.push(now - last);
      last = now;
      if (times.length >= frameCount) return resolve();
      if (stepPx >= 0) scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return times;
}`;

async function measure(
  label: string,
  item: 'shipment' | 'invoice',
  mode: 'virtual' | 'plain',
  count: number,
  scroll: Scroll,
): Promise<Result> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A warm-up load, so the first load's parsing and compiling are not counted as render time.
  await page.goto(`${base}/index.html?item=${item}&mode=${mode}&count=10`, { timeout: 120_000 });
  await page.waitForFunction('window.__bench !== undefined', null, { timeout: 120_000 });
  await page.goto(`${base}/index.html?item=${item}&mode=${mode}&count=${count}`, { timeout: 300_000 });
  await page.waitForFunction('window.__bench !== undefined', null, { timeout: 300_000 });
  const renderMs = await page.evaluate<number>('window.__bench.renderMs');
  const domNodes = await page.evaluate<number>("document.getElementsByTagName('*').length");
  // Sixty frames standing still first: the display's interval, against which frames are counted.
  const idle = (await page.evaluate<number[]>(`(${scrollAndTime})(60, -1)`)).sort((a, b) => a - b);
  const intervalMs = idle[Math.floor(idle.length / 2)] ?? 1000 / 60;
  const deltas = await page.evaluate<number[]>(
    `(${scrollAndTime})(${frames}, ${scroll === 'fling' ? flingPx : 0})`,
  );
  await page.close();
  const sorted = [...deltas].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    label,
    scroll,
    rows: count,
    renderMs,
    domNodes,
    intervalMs,
    frames: {
      p50: pick(0.5),
      p95: pick(0.95),
      max: sorted.at(-1) ?? NaN,
      count: sorted.length,
      // Late: nearer two display frames than one (a missed vsync), not a jittered 16.8 ms.
      over16ms: sorted.filter((d) => d > intervalMs * 1.5).length,
    },
  };
}

try {
  const results: Result[] = [];
  for (const scroll of ['sweep', 'fling'] as const) {
    results.push(
      await measure('shipments, virtualised', 'shipment', 'virtual', rows, scroll),
      await measure('shipments, plain', 'shipment', 'plain', plainRows, scroll),
      await measure('invoice cards, virtualised', 'invoice', 'virtual', rows, scroll),
      await measure('invoice cards, plain', 'invoice', 'plain', plainRows, scroll),
    );
  }
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `\nCard list benchmark — Chromium ${browser.version()}, ${frames} scroll frames (sweep: top to bottom; fling: ${flingPx} px a frame)\n`,
  );
  console.log(
    'list                          scroll   rows  DOM nodes  render ms  frame p50  frame p95  frame max     late',
  );
  for (const r of results) {
    console.log(
      `${r.label.padEnd(28)}  ${r.scroll.padEnd(5)}${String(r.rows).padStart(6)}${String(r.domNodes).padStart(11)}  ${f(r.renderMs)} ${f(r.frames.p50)}  ${f(r.frames.p95)}  ${f(r.frames.max)}  ${String(r.frames.over16ms).padStart(7)}`,
    );
  }
  console.log(
    `\nThe plain lists are capped at ${plainRows} rows (BENCH_PLAIN_ROWS) so they finish; frame times are requestAnimationFrame deltas while scrolling; late: frames nearer two display frames than one (display interval ${results[0]?.intervalMs.toFixed(2) ?? '?'} ms, measured standing still).`,
  );
  // The headline: a fling's frame p95 in each virtualised list, beside the plain list of the same cards
  // (issue 25's bar: no frame over 16.7 ms at p95 while scrolling 10,000 rows).
  for (const [virtualised, plain, what] of [
    ['shipments, virtualised', 'shipments, plain', 'shipments'],
    ['invoice cards, virtualised', 'invoice cards, plain', 'invoice cards'],
  ] as const) {
    const ours = results.find((r) => r.label === virtualised && r.scroll === 'fling');
    const peer = results.find((r) => r.label === plain && r.scroll === 'fling');
    if (!ours) continue;
    // The p95 in whole display frames (see inDisplayFrames): 16.8 ms measured is one frame, on time.
    const hz = Math.round(1000 / ours.intervalMs);
    await reportBenchRow({
      bench: 'list',
      what: `${what}, ${ours.rows.toLocaleString('en-US')} rows virtualised, fling frame p95 in ${hz} Hz frames (measured ${ours.frames.p95.toFixed(1)} ms; ${ours.frames.over16ms} of ${ours.frames.count} frames late)`,
      value: inDisplayFrames(ours.frames.p95, ours.intervalMs),
      unit: 'ms',
      better: 'lower',
      ...(peer
        ? {
            peer: {
              label: `plain list (${peer.rows.toLocaleString('en-US')} rows)`,
              value: inDisplayFrames(peer.frames.p95, peer.intervalMs),
            },
          }
        : {}),
      bar: 1000 / 60,
    });
  }
} finally {
  await close();
}
