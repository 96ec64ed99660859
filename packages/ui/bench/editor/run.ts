/**
 * Typing-latency benchmark of the note editor: serves bench/editor with Vite, opens it in Chromium
 * (Playwright, Debian chromium with the project's flags), types into a 5,000-word note and prints the
 * p50/p95 latency per keystroke (keydown to the next frame after the update). A measurement, not a test:
 * it never fails on a number.
 *
 *   pnpm --filter @freightkit/ui bench:editor [-- --keys 200]
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { reportBenchRow } from '../../../../scripts/bench-summary.ts';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.ts';

const keysArg = process.argv.indexOf('--keys');
const keys = keysArg > 0 ? Number(process.argv[keysArg + 1]) : 200;
const root = fileURLToPath(new URL('.', import.meta.url));

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 0, host: '127.0.0.1' },
  // Pre-bundle everything the page needs up front, so the page does not reload mid-benchmark.
  optimizeDeps: { entries: ['main.tsx'] },
});
await server.listen();
const address = server.resolvedUrls?.local[0];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  if (!address) throw new Error('Vite did not report a URL');
  const page = await browser.newPage();
  await page.goto(address, { waitUntil: 'domcontentloaded', timeout: 180_000 });
  const editor = page.getByRole('textbox', { name: 'Comment' });
  await editor.waitFor({ timeout: 180_000 });
  const words = await editor.evaluate((element) => element.textContent.split(/\s+/).filter(Boolean).length);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { __samples: number[] }).__samples = samples;
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        requestAnimationFrame(() => {
          setTimeout(() => {
            samples.push(performance.now() - start);
          }, 0);
        });
      },
      true,
    );
  });
  // Warm up, then measure.
  await page.keyboard.type(' warm up', { delay: 20 });
  await page.evaluate(() => {
    (window as unknown as { __samples: number[] }).__samples.length = 0;
  });
  const text = 'the quick reefer passed the lumper at the dock ';
  for (let i = 0; i < keys; i++) {
    await page.keyboard.type(text[i % text.length] ?? ' ', { delay: 0 });
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(200);
  const samples = await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples);
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`NoteEditor typing latency over ${sorted.length} keystrokes in a ${words}-word note:`);
  console.log(
    `  p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  // The headline: the p95 keystroke, against one frame at 60 Hz as its floor (no issue-25 bar).
  await reportBenchRow({
    bench: 'editor',
    what: `NoteEditor keystroke p95, ${String(words)}-word note`,
    value: percentile(sorted, 95),
    unit: 'ms',
    better: 'lower',
    peer: { label: 'one frame at 60 Hz', value: 1000 / 60 },
  });
} finally {
  await browser.close();
  await server.close();
}
