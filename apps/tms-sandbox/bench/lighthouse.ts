/**
 * `pnpm --filter @freightkit/tms-sandbox bench:lighthouse` (or `pnpm bench lighthouse`): Lighthouse's
 * performance score and Largest Contentful Paint for the portal's first pages, as a phone and a desktop
 * would see them (issue 25). Serves the built portal (`apps/portal/dist`; build it first with
 * `pnpm --filter @freightkit/portal build`) from a seeded in-memory sandbox on a loopback port, the way
 * a CDN would (precompressed files, ADR 061), and runs Lighthouse in Debian's Chromium (chrome-launcher,
 * nothing downloaded) with its simulated throttling: the default mobile settings (a mid-range phone on
 * slow 4G) and its desktop settings.
 *
 * Pages: `/login` signed out; `/dashboard` and a shipment's details signed in as the dispatcher. The
 * session is signed in once through the form (Puppeteer on the same browser) and put back into local
 * storage before each signed-in run; each run starts with an empty HTTP cache, no service worker and
 * no cache storage, as a first visit with a remembered session does.
 *
 * Prints the median of the runs per page and form factor beside issue 25's bar (mobile score ≥ 90 and
 * LCP ≤ 2.5 s; desktop score ≥ 98), and for the mobile runs what the LCP waited on (the longest request
 * chain) and what each large response costs it in the run's own simulation (`lanternCosts.ts`, ADR 081).
 * A benchmark, not a test: it prints numbers and never fails on them.
 *
 * Options (env): BENCH_RUNS (runs per page and form factor, default 3); BENCH_LH_PAGES (comma-separated
 * labels: login,dashboard,shipment); BENCH_LH_FORMS (mobile,desktop); BENCH_LH_REPORTS (a folder: the
 * median run's JSON report of each page and its trace, for DevTools' Performance panel, are written
 * there); BENCH_LH_HTTP1=1 (serve HTTP/1.1, see below);
 * BENCH_PORTAL_DIR (another build of the portal, e.g. an older one to compare with);
 * BENCH_LH_COMPARE (a second build, served beside the first from its own sandbox: each run of a page is
 * followed by the same run on it, so both builds meet the machine's same moments. Sets of the same
 * build taken minutes apart differ by 10–20 points on this machine, more than most changes move them).
 */
import { serve } from '@hono/node-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { createSandbox } from '../src/app.ts';
import { formatLcpCosts, lcpCosts, shortFileName } from './lanternCosts.ts';
import { demoPassword } from '../src/personas.ts';
import { testConfig } from '../src/testing.ts';

const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const pickedPages = process.env['BENCH_LH_PAGES']?.split(',');
const pickedForms = process.env['BENCH_LH_FORMS']?.split(',');
const reportsDir = process.env['BENCH_LH_REPORTS'];
const portalDir =
  process.env['BENCH_PORTAL_DIR'] ?? fileURLToPath(new URL('../../portal/dist', import.meta.url));
const comparedDir = process.env['BENCH_LH_COMPARE'];
for (const dir of [portalDir, comparedDir]) {
  if (dir !== undefined && !existsSync(`${dir}/index.html`)) {
    console.error(`No built portal in ${dir}. Build it first: pnpm --filter @freightkit/portal build`);
    process.exit(2);
  }
}

/**
 * A CDN or any current host serves HTTP/2, which browsers speak only over TLS: the portal's files travel on
 * one connection, and Lighthouse's simulation models them so. Over HTTP/1.1 it allows six connections and
 * charges a round trip per request beyond them. The sandbox serves HTTP/2 here with a throwaway self-signed
 * certificate (openssl) that this Chromium is told to accept; BENCH_LH_HTTP1=1 measures plain HTTP/1.1.
 */
const http1 = process.env['BENCH_LH_HTTP1'] === '1';
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fk-lighthouse-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]),
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true });
  return pair;
}

/** One build of the portal, served from a seeded in-memory sandbox of its own on a loopback port. */
interface Build {
  /** `main` for the first build, `compared` for BENCH_LH_COMPARE's. */
  readonly name: string;
  readonly base: string;
  close(): Promise<void>;
}

async function serveBuild(name: string, dir: string): Promise<Build> {
  const sandbox = await createSandbox(testConfig({ portalDir: dir, environment: 'production' }), {
    log: () => {},
  });
  const server = http1
    ? serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' })
    : serve({
        fetch: sandbox.app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        createServer: createSecureServer,
        serverOptions: { ...selfSignedCertificate(), allowHTTP1: true },
      });
  await new Promise((resolve) => server.once('listening', resolve));
  if (http1) (server as Server).keepAliveTimeout = 60_000;
  const port = String((server.address() as AddressInfo).port);
  return {
    name,
    base: `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`,
    close: async () => {
      server.close();
      await sandbox.close();
    },
  };
}

const builds = [await serveBuild('main', portalDir)];
if (comparedDir !== undefined) builds.push(await serveBuild('compared', comparedDir));

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...chromiumArgs, '--headless=new', ...(http1 ? [] : ['--ignore-certificate-errors'])],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(chrome.port)}` });

/** Issue 25's bar per form factor. */
const bars = { mobile: { score: 90, lcpMs: 2500 }, desktop: { score: 98, lcpMs: Number.POSITIVE_INFINITY } };
type Form = keyof typeof bars;

/** Signs in through the form and returns the local-storage entries that hold the session. */
async function signIn(base: string): Promise<Record<string, string>> {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"], input[name="email"]').fill('dispatch@swiftline.test');
  await page.locator('input[type="password"]').fill(demoPassword);
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => !location.pathname.startsWith('/login') && location.pathname !== '/', {
    timeout: 60_000,
  });
  const entries = await page.evaluate(() => {
    const kept: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key !== null) kept[key] = window.localStorage.getItem(key) ?? '';
    }
    return kept;
  });
  await page.close();
  return entries;
}

/** The first shipment's details page, as the dispatcher's shipment list links to it. */
async function firstShipmentAddress(base: string, session: Record<string, string>): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, session);
  await page.goto(`${base}/all-shipments`);
  const link = await page.waitForSelector('main a[href*="/preview"]', { timeout: 60_000 });
  const href = (await link?.evaluate((a) => a.getAttribute('href'))) ?? '';
  await page.close();
  return href;
}

/**
 * Before each run: the session written into local storage (or local storage emptied for a signed-out
 * page), then everything else of the origin cleared: the HTTP cache, the service worker, cache storage,
 * IndexedDB. Lighthouse's own reset keeps local storage (it leaves sign-ins alone), so the runs do it here
 * and tell Lighthouse to leave storage as it is.
 */
async function prepare(base: string, session: Record<string, string> | null): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${base}/not-found`);
  await page.evaluate((entries) => {
    window.localStorage.clear();
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, session ?? {});
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'cookies,file_systems,indexeddb,service_workers,cache_storage,websql,shader_cache',
  });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

interface Run {
  readonly score: number;
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly tbtMs: number;
  readonly lhr: RunnerResult['lhr'];
  /** The whole result, for the LCP costs of the median mobile run (`lanternCosts.ts`). */
  readonly result: RunnerResult;
}

let lighthouseVersion = '';

async function runLighthouse(url: string, form: Form): Promise<Run> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  lighthouseVersion = lhr.lighthouseVersion;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories['performance']?.score ?? Number.NaN) * 100),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    lhr,
    result,
  };
}

const median = <T>(items: readonly T[], by: (item: T) => number): T => {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
};

interface NetworkRequest {
  readonly url: string;
  readonly networkRequestTime: number;
  readonly networkEndTime: number;
  readonly transferSize: number;
}

/**
 * The page load as a chain of waits, from the run's own (unthrottled) network log: requests that start
 * while others are still under way belong to the same step; a request that starts only after every
 * earlier one ended waited on something (a script to run, a response to arrive), so it begins the next
 * step. Steps up to the LCP the run observed, then the LCP element.
 */
function chainOfWaits(lhr: RunnerResult['lhr']): string[] {
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
  ).toSorted((a, b) => a.networkRequestTime - b.networkRequestTime);
  const metrics = (lhr.audits['metrics']?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const lcp = metrics?.['observedLargestContentfulPaint'] ?? Number.POSITIVE_INFINITY;
  const steps: { start: number; end: number; kb: number; names: string[] }[] = [];
  for (const request of requests) {
    if (request.networkRequestTime > lcp) break;
    const name = shortFileName(request.url);
    const step = steps.at(-1);
    if (step === undefined || request.networkRequestTime > step.end) {
      steps.push({
        start: request.networkRequestTime,
        end: request.networkEndTime,
        kb: request.transferSize / 1024,
        names: [name],
      });
    } else {
      step.end = Math.max(step.end, request.networkEndTime);
      step.kb += request.transferSize / 1024;
      step.names.push(name);
    }
  }
  const element = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node?.snippet;
  return [
    ...steps.map(
      (step) =>
        `    ${String(Math.round(step.start)).padStart(5)}–${String(Math.round(step.end)).padEnd(5)} ms ` +
        `${String(step.names.length).padStart(3)} requests ${String(Math.round(step.kb)).padStart(4)} KB  ` +
        `${step.names.slice(0, 4).join(', ')}${step.names.length > 4 ? ', …' : ''}`,
    ),
    `    LCP observed at ${String(Math.round(lcp))} ms: ${element ?? 'unknown element'}`,
  ];
}

/** One of the long-tasks audit's rows: a main-thread task, in the simulation's time. */
interface LongTask {
  readonly url: string;
  readonly startTime: number;
  readonly duration: number;
}

/**
 * What the run's total blocking time is made of: the simulated long tasks after the first paint, their
 * time past 50 ms summed by what Lighthouse attributes them to. A script's tasks are its code running
 * (React rendering is the entry's `index.js`); the page's own address means style, layout and paint
 * with no script on the stack. A figure to point the next change at, not a measure in itself: the
 * audit lists the longest tasks only, so the sum can fall short of the report's TBT.
 */
function blockingByAttribution(lhr: RunnerResult['lhr']): string[] {
  const tasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const byUrl = new Map<string, { blocking: number; tasks: number }>();
  for (const task of tasks) {
    if (task.startTime < firstPaint || task.duration <= 50) continue;
    const name = URL.canParse(task.url) ? shortFileName(task.url) : task.url;
    const entry = byUrl.get(name) ?? { blocking: 0, tasks: 0 };
    entry.blocking += task.duration - 50;
    entry.tasks += 1;
    byUrl.set(name, entry);
  }
  if (byUrl.size === 0) return [];
  return [
    '    blocking after the first paint (simulated long tasks, time past 50 ms, by attribution):',
    ...[...byUrl]
      .toSorted((a, b) => b[1].blocking - a[1].blocking)
      .map(
        ([name, entry]) =>
          `      ${String(Math.round(entry.blocking)).padStart(5)} ms in ${String(entry.tasks).padStart(2)} tasks  ${name}`,
      ),
  ];
}

/** The trace events `removedByScript` reads: Chromium's timeline, with Lighthouse's invalidation tracking. */
interface TraceEvent {
  readonly name: string;
  readonly ts: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly data?: {
      readonly documentLoaderURL?: string;
      readonly reason?: string;
      readonly nodeName?: string;
      readonly stackTrace?: readonly unknown[];
    };
  };
}

/**
 * How many layout objects a script took out of the page after its first paint, by element. Lighthouse's
 * trace records each one with the script stack that removed it (about 1.5 ms each on this machine, four
 * times that in the simulation), so placeholders an answer throws away show up here before they show up
 * in the blocking time (ADR 084). Text nodes are counted with their element.
 */
function removedByScript(trace: { readonly traceEvents: readonly TraceEvent[] }): string[] {
  const events = trace.traceEvents;
  const navigation = events.findLast(
    (event) => event.name === 'navigationStart' && /^http/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (navigation === undefined) return [];
  const mainThread = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && mainThread(event));
  const byElement = new Map<string, number>();
  let total = 0;
  for (const event of events) {
    const data = event.args?.data;
    if (event.name !== 'LayoutInvalidationTracking' || !mainThread(event)) continue;
    if (data?.reason !== 'Removed from layout' || !data.stackTrace?.length) continue;
    if (event.ts < (firstPaint?.ts ?? navigation.ts)) continue;
    total += 1;
    const element = (data.nodeName ?? '?').replace(/ id='[^']*'/, '');
    if (element !== '#text') byElement.set(element, (byElement.get(element) ?? 0) + 1);
  }
  if (total === 0) return ['    taken out of the layout by script after the first paint: nothing'];
  const largest = [...byElement]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([element, count]) => `${element} × ${String(count)}`);
  return [
    `    taken out of the layout by script after the first paint: ${String(total)} layout objects (${largest.join(', ')})`,
  ];
}

/** A page's figures from its runs on one build: the closing table's row and the median run. */
async function summarize(form: Form, label: string, build: Build, done: readonly Run[]) {
  const middle = median(done, (run) => run.score);
  const bar = bars[form];
  const lcpMs = median(done, (run) => run.lcpMs).lcpMs;
  const meets = middle.score >= bar.score && lcpMs <= bar.lcpMs;
  // `pnpm bench`'s closing table: the score and the LCP (medians) beside issue 25's bars; the first build's.
  if (build === builds[0]) {
    await reportBenchRow({
      bench: 'lighthouse',
      what: `${form} ${label}, performance score (median of ${String(done.length)})`,
      value: middle.score,
      unit: 'score',
      better: 'higher',
      bar: bar.score,
    });
    await reportBenchRow({
      bench: 'lighthouse',
      what: `${form} ${label}, LCP (median of ${String(done.length)})`,
      value: lcpMs,
      unit: 'ms',
      better: 'lower',
      ...(Number.isFinite(bar.lcpMs) ? { bar: bar.lcpMs } : {}),
    });
  }
  const row: Record<string, string> = {
    form,
    page: label,
    ...(builds.length > 1 ? { build: build.name } : {}),
    'score (median)': String(middle.score),
    scores: done.map((run) => run.score).join(' · '),
    'LCP s (median)': (lcpMs / 1000).toFixed(2),
    'FCP s': (median(done, (run) => run.fcpMs).fcpMs / 1000).toFixed(2),
    'TBT ms': String(Math.round(median(done, (run) => run.tbtMs).tbtMs)),
    bar: form === 'mobile' ? '≥ 90, LCP ≤ 2.5 s' : '≥ 98',
    meets: meets ? 'yes' : 'no',
  };
  return { row, middle };
}

try {
  // Each build's own sandbox signs the dispatcher in and names its first shipment (the same seed, so the
  // same shipment, but each build is asked).
  const signedIn: { session: Record<string, string>; shipment: string }[] = [];
  for (const build of builds) {
    const session = await signIn(build.base);
    signedIn.push({ session, shipment: await firstShipmentAddress(build.base, session) });
  }
  const pages = [
    { label: 'login', path: () => '/login', signedIn: false },
    { label: 'dashboard', path: () => '/dashboard', signedIn: true },
    { label: 'shipment', path: (b: number) => signedIn[b]?.shipment ?? '/', signedIn: true },
  ].filter((page) => pickedPages === undefined || pickedPages.includes(page.label));
  const forms = (['mobile', 'desktop'] as const).filter(
    (form) => pickedForms === undefined || pickedForms.includes(form),
  );
  const rows: Record<string, string>[] = [];
  const notes: string[] = [];
  for (const form of forms) {
    for (const page of pages) {
      const done: Run[][] = builds.map(() => []);
      for (let i = 0; i < runs; i += 1) {
        // One run on each build in turn, so a busy moment of the machine falls on both alike.
        for (const [b, build] of builds.entries()) {
          // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART): that run is taken again.
          for (let attempt = 1; ; attempt += 1) {
            await prepare(build.base, page.signedIn ? (signedIn[b]?.session ?? null) : null);
            try {
              done[b]?.push(await runLighthouse(`${build.base}${page.path(b)}`, form));
              break;
            } catch (error) {
              if (attempt === 3) throw error;
              console.warn(`${form} ${page.label}: ${String(error)}; running it again.`);
            }
          }
        }
      }
      for (const [b, build] of builds.entries()) {
        const { row, middle } = await summarize(form, page.label, build, done[b] ?? []);
        rows.push(row);
        const named = builds.length > 1 ? `, ${build.name}` : '';
        if (form === 'mobile')
          notes.push(
            `\n${page.label} (${page.path(b)}), mobile${named}:`,
            ...chainOfWaits(middle.lhr),
            ...blockingByAttribution(middle.lhr),
            ...removedByScript(middle.result.artifacts.Trace),
            ...formatLcpCosts(await lcpCosts(middle.result)),
          );
        if (reportsDir !== undefined) {
          const file = `${form}-${page.label}${b === 0 ? '' : `-${build.name}`}`;
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(join(reportsDir, `${file}.json`), JSON.stringify(middle.lhr));
          // The run's own trace beside it, for reading its tasks in DevTools' Performance panel.
          writeFileSync(
            join(reportsDir, `${file}.trace.json`),
            JSON.stringify(middle.result.artifacts.Trace),
          );
        }
      }
    }
  }
  console.log(
    `\nLighthouse ${lighthouseVersion}, simulated throttling, ` +
      `${String(runs)} runs each${builds.length > 1 ? ` on each build in turn (compared: ${comparedDir ?? ''})` : ''}, ` +
      `${http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS'}, ${await browser.version()}`,
  );
  console.table(rows);
  if (notes.length > 0) {
    console.log(
      '\nWhat each median mobile run waited on, unthrottled (steps of requests, each after the last):',
    );
    for (const line of notes) console.log(line);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  for (const build of builds) await build.close();
}
