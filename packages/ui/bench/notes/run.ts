/**
 * Note rendering benchmark (issue 24): serves bench/notes with Vite, opens it in Chromium (Debian's, with the
 * project's flags) and prints the median time to render and lay out a 200,000-character note three ways: one
 * giant word through the kit's SafeHtml (broken every 40 characters, cut after 2,000), 200,000 characters of
 * ordinary words through SafeHtml, and the same giant word laid out whole as the portal did before. A
 * measurement, not a test: it never fails on a number.
 *
 *   pnpm --filter @freightkit/ui bench:notes [-- --runs 5]
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { reportBenchRow } from '../../../../scripts/bench-summary.ts';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const root = fileURLToPath(new URL('.', import.meta.url));
const kinds = ['giantWord', 'ordinaryWords', 'giantWordUnbroken'] as const;
const labels: Record<(typeof kinds)[number], string> = {
  giantWord: 'one 200,000-character word, SafeHtml',
  ordinaryWords: '200,000 characters of words, SafeHtml',
  giantWordUnbroken: 'one 200,000-character word, whole in a plain paragraph',
};

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 0, host: '127.0.0.1' },
  optimizeDeps: { entries: ['main.tsx'] },
});
await server.listen();
const address = server.resolvedUrls?.local[0];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  if (!address) throw new Error('Vite did not report a URL');
  const page = await browser.newPage();
  await page.goto(address, { waitUntil: 'load', timeout: 180_000 });
  await page.waitForFunction(() => '__renderNote' in window, undefined, { timeout: 180_000 });
  const results: Record<string, number> = {};
  for (const kind of kinds) {
    const times: number[] = [];
    // The whole-word layout can take tens of seconds a run: it gets fewer runs.
    const count = kind === 'giantWordUnbroken' ? Math.min(runs, 2) : runs;
    for (let i = 0; i <= count; i += 1) {
      const ms = await page.evaluate(
        (k) => (window as unknown as { __renderNote: (kind: string) => number }).__renderNote(k),
        kind,
      );
      if (i > 0) times.push(ms); // the first run warms up
    }
    results[kind] = median(times);
  }
  console.log(`Note render + layout, 600 px column, median of ${runs} runs (whole-word: 2):`);
  for (const kind of kinds) console.log(`  ${labels[kind].padEnd(54)} ${results[kind]?.toFixed(1)} ms`);
  const ratio = (results['giantWord'] ?? NaN) / (results['ordinaryWords'] ?? NaN);
  console.log(`  giant word / ordinary words: ${ratio.toFixed(2)}×`);
  // The headline: the hostile note's render beside the same length of ordinary words (no issue-25 bar).
  await reportBenchRow({
    bench: 'notes',
    what: 'one 200,000-character word through SafeHtml, render + layout',
    value: results['giantWord'] ?? NaN,
    unit: 'ms',
    better: 'lower',
    peer: { label: 'ordinary words', value: results['ordinaryWords'] ?? NaN },
  });
} finally {
  await browser.close();
  await server.close();
}
