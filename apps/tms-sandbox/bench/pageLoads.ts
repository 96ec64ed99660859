/**
 * `pnpm --filter @freightkit/tms-sandbox bench:pages`: how long the portal's slowest pages take to load,
 * and what they wait for. Serves the built portal (`apps/portal/dist`; build it first) from a seeded
 * in-memory sandbox on a loopback port, signs in through the form in Debian's Chromium, and loads each
 * page afresh several times (a full page load, as a reload or a link from a mail does; the browser's
 * cache warm, as on a second visit). For each it prints the time to the page's first content and to its
 * first document thumbnail (pdf.js drawing the page), p50 and max, and the API calls of the last load in
 * the order they answered: the chain a reader waits through. A benchmark, not a test: it prints numbers
 * and never fails on them.
 *
 * Options (env): BENCH_LOADS (loads per page, default 5).
 */
import { serve } from '@hono/node-server';
import { chromium, type Page } from 'playwright';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';
import { createSandbox } from '../src/app.ts';
import { demoPassword } from '../src/personas.ts';
import { testConfig } from '../src/testing.ts';

const loads = Number(process.env['BENCH_LOADS'] ?? 5);
const portalDir = fileURLToPath(new URL('../../portal/dist', import.meta.url));
if (!existsSync(`${portalDir}/index.html`)) {
  console.error('Build the portal first: pnpm --filter @freightkit/portal build');
  process.exit(2);
}

const sandbox = await createSandbox(testConfig({ portalDir, environment: 'local' }), { log: () => {} });
const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
(server as Server).keepAliveTimeout = 60_000;
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/** A page to time: who opens it, how its address is found, what its first content is. */
interface Target {
  readonly label: string;
  readonly user: string;
  readonly viewport: { width: number; height: number };
  /** From the signed-in landing page, the address to load. */
  readonly address: (page: Page) => Promise<string>;
  /** The page's own first content (not the shell's). */
  readonly content: (page: Page) => Promise<unknown>;
}

const firstLink = async (page: Page, path: string, pattern: string) => {
  await page.goto(`${base}${path}`);
  const link = page.locator(`main a[href*="${pattern}"]`).first();
  await link.waitFor({ timeout: 60_000 });
  return (await link.getAttribute('href')) ?? '';
};

const targets: Target[] = [
  {
    label: 'invoice preview (dispatcher)',
    user: 'dispatch@swiftline.test',
    viewport: { width: 1280, height: 900 },
    address: (page) => firstLink(page, '/accounting', '/preview'),
    content: (page) => page.getByRole('heading', { name: /^Invoice \d+/ }).waitFor({ timeout: 60_000 }),
  },
  {
    label: "shipment's documents (driver, phone)",
    user: 'driver@swiftline.test',
    viewport: { width: 412, height: 860 },
    address: async (page) =>
      (await firstLink(page, '/all-shipments', '/preview')).replace(/preview\/?.*$/, 'preview/documents'),
    content: (page) => page.getByRole('heading', { name: 'Documents' }).first().waitFor({ timeout: 60_000 }),
  },
];

/** Resolves when a document thumbnail (an image or canvas pdf.js drew) is in the page. */
const thumbnailDrawn = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('main img[src^="blob:"], main img[src^="data:"], main canvas') !== null,
    null,
    { timeout: 60_000, polling: 50 },
  );

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

try {
  const rows: Record<string, string>[] = [];
  const chains: string[] = [];
  for (const target of targets) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: target.viewport });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByLabel('Email').fill(target.user);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/', {
      timeout: 60_000,
    });
    const address = await target.address(page);
    const content: number[] = [];
    const thumbnail: number[] = [];
    let chain: string[] = [];
    // One more load than measured: the first warms the browser's cache of the portal's files.
    for (let i = 0; i <= loads; i += 1) {
      const started = Date.now();
      const answered: string[] = [];
      const onResponse = (response: { url: () => string }) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/'))
          answered.push(`${String(Date.now() - started).padStart(5)} ms  ${url.pathname}${url.search}`);
      };
      page.on('response', onResponse);
      await page.goto(`${base}${address}`);
      await target.content(page);
      const contentMs = Date.now() - started;
      await thumbnailDrawn(page);
      const thumbnailMs = Date.now() - started;
      page.off('response', onResponse);
      if (i === 0) continue;
      content.push(contentMs);
      thumbnail.push(thumbnailMs);
      chain = answered;
    }
    rows.push({
      page: target.label,
      'content p50 ms': String(percentile(content, 0.5)),
      'content max ms': String(Math.max(...content)),
      'thumbnail p50 ms': String(percentile(thumbnail, 0.5)),
      'thumbnail max ms': String(Math.max(...thumbnail)),
      'API calls': String(chain.length),
    });
    await reportBenchRow({
      bench: 'pages',
      what: `${target.label}: first content, p50`,
      value: percentile(content, 0.5),
      unit: 'ms',
      better: 'lower',
    });
    chains.push(`\n${target.label}: ${address}\n${chain.join('\n')}`);
    await context.close();
  }
  console.log(`\nFull page loads, ${String(loads)} each (warm browser cache), Chromium ${browser.version()}`);
  console.table(rows);
  console.log('\nAPI answers of the last load, by time from the start of the load:');
  for (const chain of chains) console.log(chain);
} finally {
  await browser.close();
  server.close();
  await sandbox.close();
}
