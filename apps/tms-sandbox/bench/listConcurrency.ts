/**
 * `pnpm bench lists` (`pnpm --filter @freightkit/tms-sandbox bench:lists`): the main lists under load —
 * the booking list, the tracking list (first pages of 50) and Accounting's invoice list (first page of
 * 20) — from 10 and then 100 clients at once, each sending its next request when the last one
 * answered, as Swiftline grows: as seeded (about 340 shipments), 10,000 and 100,000 shipments (each
 * delivered one invoiced, `addVolumeShipments`). It prints p50/p99 and requests a second for each, and
 * hands the headline figures to `pnpm bench`'s table (issue 25's bar: the booking list at 100
 * connections and 100,000 shipments, p99 ≤ 250 ms).
 *
 * The deployment shape is a PostgreSQL server (ADR 055): `pnpm bench lists` starts a throwaway Debian
 * PostgreSQL through `scripts/postgres.mjs` (FK_TEST_DATABASE_URL) and the sandbox uses its pool of 10
 * connections. PGlite runs one statement at a time, so 100 clients there only queue behind each other:
 * `BENCH_ENGINES=postgres,pglite` adds PGlite, at 10 clients unless BENCH_PGLITE_CLIENTS says more.
 * The clients are autocannon's, in a Node process of their own sending HTTP over loopback (ADR 067): the
 * sandbox's process does only the server's work, as a deployment's would, though on this machine the
 * generator and PostgreSQL still share its cores.
 *
 * A benchmark, not a test: it prints numbers and never fails on them.
 *
 * Each point runs for BENCH_SECONDS (15 s, issue 25's method): a point of 1,000 requests at 100
 * connections is 10 requests a connection, and its p99 then measures the first burst (100 requests
 * arriving at once on new sockets) more than the steady state.
 *
 * Options (env): BENCH_SIZES (default "10000,100000"; as seeded always runs first), BENCH_CLIENTS
 * (default "10,100"), BENCH_SECONDS (per client count and list, default 15), BENCH_REQUESTS (a number of
 * requests per point instead of a duration), BENCH_ENGINES (default "postgres"), BENCH_PGLITE_CLIENTS
 * (default "10").
 */
import { serve } from '@hono/node-server';
import { apiKeyHeader, apiKeyOf } from '@freightkit/api';
import { InvoiceListFilter } from '@freightkit/domain';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';
import { createSandbox } from '../src/app.ts';
import { addVolumeShipments } from '../src/areas/shipments/volume.ts';
import { demoPassword } from '../src/personas.ts';
import { testConfig } from '../src/testing.ts';
import { adminQuery, databaseUrlFor, testServerUrl } from '../src/testServer.ts';

const sizes = (process.env['BENCH_SIZES'] ?? '10000,100000').split(',').map(Number);
const clientCounts = (process.env['BENCH_CLIENTS'] ?? '10,100').split(',').map(Number);
/** How long each point runs: a number of requests (BENCH_REQUESTS) or of seconds (BENCH_SECONDS, default 15). */
const pointLength: Length =
  process.env['BENCH_REQUESTS'] === undefined
    ? { seconds: Number(process.env['BENCH_SECONDS'] ?? 15) }
    : { count: Number(process.env['BENCH_REQUESTS']) };
const engines = (process.env['BENCH_ENGINES'] ?? 'postgres').split(',');
const pgliteClients = (process.env['BENCH_PGLITE_CLIENTS'] ?? '10').split(',').map(Number);

/** The lists, as the portal's screens first ask for them. */
const lists = [
  ['booking', '/api/v2/shipments?view=booking&page=1&pageSize=50'],
  ['tracking', '/api/v2/shipments?view=tracking&page=1&pageSize=50'],
  ['invoices', `/api/v2/invoices?status=${String(InvoiceListFilter.All)}&page=1&pageSize=20`],
] as const;

interface Point {
  engine: string;
  shipments: number;
  list: string;
  clients: number;
  p50: number;
  p99: number;
  perSecond: number;
  total: number;
}

/** A point's length: so many requests, or so many seconds. */
type Length = { readonly count: number } | { readonly seconds: number };

/** autocannon's command line, run by this Node in a child process of its own. */
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** The part of autocannon's `--json` report read here. */
interface AutocannonReport {
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly requests: { readonly total: number };
  readonly duration: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
}

/**
 * Requests of `path` (a number, or for a number of seconds) from `clients` closed-loop connections (each
 * sends its next request when the last one answered), sent by autocannon in its own process over
 * loopback, so the server's process does only the server's work. Every answer must be a 200.
 */
async function run(
  base: string,
  headers: Record<string, string>,
  path: string,
  clients: number,
  length: Length,
) {
  // `-L 10`: autocannon notices that the last answer came on its next sample tick (1 s by default), which
  // would add up to a second to the duration and cut the requests a second of a 4-second run by a fifth.
  const args = [
    autocannonCli,
    '--json',
    '--no-progress',
    '-L',
    '10',
    '-c',
    String(clients),
    ...('count' in length ? ['-a', String(length.count)] : ['-d', String(length.seconds)]),
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(base + path);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`autocannon exited with ${String(code)} on ${path}`);
  const report = JSON.parse(output) as AutocannonReport;
  if (
    report.non2xx + report.errors + report.timeouts > 0 ||
    ('count' in length && report.requests.total < length.count)
  )
    throw new Error(
      `${path}: ${String(report.non2xx)} answers not 2xx, ${String(report.errors)} errors, ${String(report.timeouts)} timeouts, ${String(report.requests.total)} answered`,
    );
  // The total the list reports, from one more request: autocannon reads bodies without keeping them.
  const response = await fetch(base + path, { headers });
  const body = (await response.json()) as { totalCount?: number };
  if (response.status !== 200) throw new Error(`${path} answered ${String(response.status)}`);
  return {
    p50: report.latency.p50,
    p99: report.latency.p99,
    perSecond: report.requests.total / report.duration,
    total: body.totalCount ?? 0,
  };
}

/** Every list at every size and client count on one database. */
async function benchOn(engine: string, databaseUrl: string | undefined, counts: readonly number[]) {
  const sandbox = await createSandbox(testConfig({ databaseUrl }), { log: () => {} });
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  // Kept-alive sockets sit idle while shipments are added; Node's 5-second default would close them.
  (server as Server).keepAliveTimeout = 10 * 60_000;
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  // The carrier's administrator opens every list, Accounting included.
  const signIn = await fetch(`${base}/api/v2/auth/authorize_user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'admin@swiftline.test', password: demoPassword }),
  });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}`, [apiKeyHeader]: apiKeyOf(token) ?? '' };
  const { db } = sandbox.services;
  const held = async () =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shipments s JOIN companies c ON c.id = s.company_id WHERE c.name = 'Swiftline Carriers'`,
      )
    ).rows[0]?.n ?? 0;

  const points: Point[] = [];
  for (const size of [0, ...sizes]) {
    if (size > 0) {
      const started = performance.now();
      const added = await addVolumeShipments(db, 'Swiftline Carriers', size);
      console.log(
        `\n${engine}: added ${added.toLocaleString('en-US')} shipments (and their invoices) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    const shipments = await held();
    for (const [list, path] of lists) {
      // Warm the plans, caches and sockets.
      await run(base, headers, path, 4, { count: 40 });
      for (const clients of counts)
        points.push({
          engine,
          shipments,
          list,
          clients,
          ...(await run(base, headers, path, clients, pointLength)),
        });
    }
    console.log(`\n${engine}, ${shipments.toLocaleString('en-US')} shipments`);
    console.table(
      points
        .filter((p) => p.shipments === shipments)
        .map((p) => ({
          list: p.list,
          clients: p.clients,
          'p50 ms': p.p50.toFixed(1),
          'p99 ms': p.p99.toFixed(1),
          'requests/s': p.perSecond.toFixed(0),
          'rows matched': p.total,
        })),
    );
  }
  server.close();
  await sandbox.close();
  return points;
}

console.log(
  `The main lists under load over HTTP: ${'count' in pointLength ? `${String(pointLength.count)} requests` : `${String(pointLength.seconds)} s`} per list and client count, each client sending its next request when the last one answered.`,
);
const all: Point[] = [];
if (engines.includes('postgres')) {
  const server = testServerUrl();
  if (server === undefined) {
    console.log('\nPostgreSQL: not measured (no FK_TEST_DATABASE_URL; `pnpm bench lists` starts one).');
  } else {
    // A database of its own on the server, with PGlite's collation, dropped afterwards.
    const database = `fk_bench_lists_${String(process.pid)}`;
    await adminQuery(
      server,
      `CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
    );
    try {
      all.push(...(await benchOn('PostgreSQL', databaseUrlFor(server, database), clientCounts)));
    } finally {
      await adminQuery(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  }
}
if (engines.includes('pglite')) all.push(...(await benchOn('PGlite', undefined, pgliteClients)));

console.log('\nAll points');
console.table(
  all.map((p) => ({
    engine: p.engine,
    shipments: p.shipments,
    list: p.list,
    clients: p.clients,
    'p50 ms': Math.round(p.p50 * 10) / 10,
    'p99 ms': Math.round(p.p99 * 10) / 10,
    'requests/s': Math.round(p.perSecond),
  })),
);

// The headline rows: the largest size measured, on the server when it ran.
const largest = Math.max(...all.map((p) => p.shipments));
const headline = all.filter((p) => p.shipments === largest && p.engine === (all[0]?.engine ?? ''));
const seededOf = (p: Point) =>
  all.find(
    (s) => s.engine === p.engine && s.list === p.list && s.clients === p.clients && s.shipments < 1000,
  );
for (const p of headline) {
  if (p.clients !== Math.max(...clientCounts)) continue;
  const seeded = seededOf(p);
  await reportBenchRow({
    bench: 'lists',
    what: `${p.list} list, ${String(p.clients)} connections, ${largest.toLocaleString('en-US')} shipments, p99 (${p.engine})`,
    value: p.p99,
    unit: 'ms',
    better: 'lower',
    ...(seeded ? { peer: { label: `as seeded (${String(seeded.shipments)})`, value: seeded.p99 } } : {}),
    ...(p.list === 'booking' ? { bar: 250 } : {}),
  });
  await reportBenchRow({
    bench: 'lists',
    what: `${p.list} list, ${String(p.clients)} connections, ${largest.toLocaleString('en-US')} shipments, requests a second (${p.engine})`,
    value: p.perSecond,
    unit: '/s',
    better: 'higher',
    ...(seeded
      ? { peer: { label: `as seeded (${String(seeded.shipments)})`, value: seeded.perSecond } }
      : {}),
  });
}
