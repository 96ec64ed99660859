#!/usr/bin/env node
/**
 * Viewer benchmark (prints numbers; not a timed test):
 *   1. time to the first visible page of a generated 200-page PDF in our DocumentViewer, and in
 *      pdf.js's own viewer code path (pdfjs-dist/web/pdf_viewer.mjs) on the same file;
 *   2. main-thread long tasks (PerformanceObserver 'longtask') while a multi-page TIFF opens.
 * Serves bench/viewer with Vite and drives Debian's Chromium with Playwright.
 *
 * Run: pnpm --filter @freightkit/ui bench:viewer   (RUNS=n for more samples; default 3)
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { makePdf } from '../scripts/make-document-fixtures.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, 'viewer');
const runs = Number(process.env.RUNS ?? 3);
// Same flags as scripts/chromium.ts (kept in sync by hand: this script is plain Node).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** A little-endian multi-page RGB TIFF of `pages` × `width` × `height` (uncompressed). */
function makeBigTiff(pages, width, height) {
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
    ];
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

const generated = join(root, 'public', 'generated');
mkdirSync(generated, { recursive: true });
writeFileSync(join(generated, 'bench-200.pdf'), makePdf(200, 'FreightKit 200-page bench'));
writeFileSync(join(generated, 'bench.tiff'), makeBigTiff(8, 1275, 1650)); // 8 letter pages at 150 dpi

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 0, host: '127.0.0.1', fs: { allow: [join(here, '../../..')] } },
  optimizeDeps: {
    include: ['pdfjs-dist', 'pdfjs-dist/web/pdf_viewer.mjs', 'utif', 'react', 'react-dom/client'],
  },
});
await server.listen();
const address = server.httpServer.address();
const origin = `http://127.0.0.1:${address.port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function measure(which) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/?case=${which}`, { timeout: 180_000, waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 120_000 });
  const result = await page.evaluate(() => window.__bench);
  await context.close();
  if (result.error) throw new Error(`${which}: ${result.error}`);
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  await measure('ours-pdf'); // warm-up: Vite transforms and pre-bundles on first request
  await measure('pdfjs-pdf');
  const ours = [];
  const reference = [];
  for (let i = 0; i < runs; i += 1) {
    ours.push((await measure('ours-pdf')).firstPageMs);
    reference.push((await measure('pdfjs-pdf')).firstPageMs);
  }
  const tiff = [];
  await measure('ours-tiff');
  for (let i = 0; i < runs; i += 1) tiff.push(await measure('ours-tiff'));
  const fmt = (ms) => `${ms.toFixed(0)} ms`;
  console.log(`\nViewer benchmark (${runs} runs each, median; dev server, ${chromiumPath})`);
  console.log('200-page PDF, time to first visible page');
  console.log(`  FreightKit DocumentViewer     ${fmt(median(ours))}   [${ours.map(fmt).join(', ')}]`);
  console.log(
    `  pdf.js PDFViewer (pdf_viewer) ${fmt(median(reference))}   [${reference.map(fmt).join(', ')}]`,
  );
  console.log('8-page TIFF (1275 × 1650 RGB), opening + 3 s');
  console.log(`  first page                    ${fmt(median(tiff.map((r) => r.firstPageMs)))}`);
  console.log(
    `  main-thread long tasks        ${tiff.map((r) => `${r.longTasks.count} (total ${fmt(r.longTasks.totalMs)}, max ${fmt(r.longTasks.maxMs)})`).join('; ')}`,
  );
} finally {
  await browser.close();
  await server.close();
}
