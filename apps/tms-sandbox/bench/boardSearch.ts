/**
 * `pnpm --filter @freightkit/tms-sandbox bench:board`: how fast the load board answers at volume.
 *
 * Starts a seeded sandbox listening on a loopback port (the real HTTP path: routing, authentication,
 * the contract's query parsing, the radius search in the database), then asks for the
 * board the way carriers do — around one of the 200 largest cities, within 50–250 miles, some with
 * an equipment mask or a destination, sorted by pickup, distance or rate per mile — from N clients
 * at once, each sending its next request when the last one answered. It prints p50/p95/p99 and the
 * throughput at 10 and 50 clients, first over the board as seeded (2,400 loads) and then with loads
 * added up to 100,000, side by side with their ratio. It does all that twice: on PGlite (the default,
 * one connection) and on a PostgreSQL server (ADR 055: `pnpm bench board` starts a throwaway Debian
 * PostgreSQL through `scripts/postgres.mjs`, which hands its URL over in FK_TEST_DATABASE_URL), then
 * prints the 100,000-load figures of both side by side. A benchmark, not a test: it prints numbers and
 * never fails on them.
 *
 * Options (env): BENCH_LOADS (default 100000), BENCH_REQUESTS (per client count, default 400),
 * BENCH_CLIENTS (default "10,50"), FK_TEST_DATABASE_URL (the server; without it, PGlite only).
 */
import { serve } from '@hono/node-server';
import { apiKeyHeader, apiKeyOf } from '@freightkit/api';
import { EquipmentType } from '@freightkit/domain';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';
import { createSandbox } from '../src/app.ts';
import { adminQuery, databaseUrlFor, testServerUrl } from '../src/testServer.ts';
import { boardLoadCount, boardLoads, insertLoads, random } from '../src/areas/load-board/seed.ts';
import { readPlaces, type PlaceRow } from '../src/areas/load-board/locations.ts';
import { demoPassword } from '../src/personas.ts';
import { testConfig } from '../src/testing.ts';

const targetLoads = Number(process.env['BENCH_LOADS'] ?? 100_000);
const requestsPerRun = Number(process.env['BENCH_REQUESTS'] ?? 400);
const clientCounts = (process.env['BENCH_CLIENTS'] ?? '10,50').split(',').map(Number);

/** The board searches a dispatcher runs: a city, a radius, sometimes equipment or a destination. */
function searches(places: readonly PlaceRow[], count: number): string[] {
  const cities = places
    .filter((p) => p.kind === 'district')
    .sort((a, b) => b.population - a.population)
    .slice(0, 200);
  // The board's own generator, with a seed of its own: every run asks the same questions.
  const next = random(17);
  const pickOf = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const masks = [EquipmentType.Van, EquipmentType.Reefer, EquipmentType.FlatBed | EquipmentType.StepDeck];
  const sorts = ['pickupDate', 'distance', 'ratePerMile'] as const;
  return Array.from({ length: count }, () => {
    const origin = pickOf(cities);
    const query = new URLSearchParams({
      originLatitude: String(origin.latitude),
      originLongitude: String(origin.longitude),
      originRadius: String(pickOf([50, 100, 100, 150, 250])),
      sortProperty: pickOf(sorts),
    });
    if (next() < 0.5) query.set('equipmentTypes', String(pickOf(masks)));
    if (next() < 0.25) {
      const destination = pickOf(cities);
      query.set('destinationLatitude', String(destination.latitude));
      query.set('destinationLongitude', String(destination.longitude));
      query.set('destinationRadius', '150');
    }
    return `/api/v2/available_shipments?${query.toString()}`;
  });
}

/** The value at a share of the sorted times. */
const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

interface RunResult {
  readonly clients: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly perSecond: number;
  readonly meanTotal: number;
}

/** Sends `paths` from `clients` closed-loop clients and times each answer. */
async function run(base: string, headers: Record<string, string>, paths: readonly string[], clients: number) {
  const times: number[] = [];
  let totals = 0;
  let nextIndex = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = nextIndex++; i < paths.length; i = nextIndex++) {
        const start = performance.now();
        const response = await fetch(base + (paths[i] as string), { headers });
        const body = (await response.json()) as { totalCount?: number };
        if (response.status !== 200) throw new Error(`${paths[i]} answered ${response.status}`);
        times.push(performance.now() - start);
        totals += body.totalCount ?? 0;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  return {
    clients,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    perSecond: paths.length / seconds,
    meanTotal: totals / paths.length,
  } satisfies RunResult;
}

/** The board's figures on one database: as seeded, and at the target volume (when above the seed). */
async function benchOn(engine: string, databaseUrl: string | undefined): Promise<RunResult[] | undefined> {
  const sandbox = await createSandbox(testConfig({ databaseUrl }), { log: () => {} });
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  // The clients' kept-alive sockets sit idle while the loads are added; Node's 5-second default would
  // close them under a client about to reuse one (ECONNRESET).
  (server as Server).keepAliveTimeout = 10 * 60_000;
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signIn = await fetch(`${base}/api/v2/auth/authorize_user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'dispatch@swiftline.test', password: demoPassword }),
  });
  const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}`, [apiKeyHeader]: apiKeyOf(token) ?? '' };

  const places = await readPlaces();
  const paths = searches(places, requestsPerRun);

  /** Warms the query plans and caches, then measures each client count. */
  async function measureAll(label: string): Promise<RunResult[]> {
    await run(base, headers, paths.slice(0, 40), 4);
    const results: RunResult[] = [];
    for (const clients of clientCounts) results.push(await run(base, headers, paths, clients));
    console.log(`\n${label}`);
    console.table(
      results.map((r) => ({
        clients: r.clients,
        'p50 ms': r.p50.toFixed(1),
        'p95 ms': r.p95.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
        'requests/s': r.perSecond.toFixed(0),
        'loads matched (mean)': r.meanTotal.toFixed(0),
      })),
    );
    return results;
  }

  console.log(`\n===== ${engine}`);
  const seeded = await measureAll(`As seeded: ${boardLoadCount.toLocaleString('en-US')} loads`);

  const extra = targetLoads - boardLoadCount;
  let large: RunResult[] | undefined;
  if (extra > 0) {
    const today = new Date();
    const seedDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const insertStart = performance.now();
    // Numbered after the seeded board (700001–) and a different generator seed: other lanes, same markets.
    await insertLoads(
      sandbox.services.db,
      boardLoads(places, seedDay, { count: extra, firstNumber: 800001, seed: 7 }),
    );
    await sandbox.services.db.exec('ANALYZE available_freight');
    console.log(
      `\nAdded ${extra.toLocaleString('en-US')} loads in ${((performance.now() - insertStart) / 1000).toFixed(1)} s.`,
    );
    large = await measureAll(`At volume: ${targetLoads.toLocaleString('en-US')} loads`);
    console.log(
      `\nSide by side (${targetLoads.toLocaleString('en-US')} ÷ ${boardLoadCount.toLocaleString('en-US')} loads)`,
    );
    console.table(
      large.map((r, i) => {
        const s = seeded[i] as RunResult;
        return {
          clients: r.clients,
          'p50 ratio': (r.p50 / s.p50).toFixed(2),
          'p99 ratio': (r.p99 / s.p99).toFixed(2),
          'throughput ratio': (r.perSecond / s.perSecond).toFixed(2),
        };
      }),
    );
  }

  if (large) {
    const engineName = databaseUrl ? 'PostgreSQL' : 'PGlite';
    for (const [i, r] of large.entries()) {
      const s = seeded[i] as RunResult;
      const what = `${targetLoads.toLocaleString('en-US')} loads, ${String(r.clients)} clients, ${engineName}`;
      const peer = `${boardLoadCount.toLocaleString('en-US')} loads`;
      await reportBenchRow({
        bench: 'board',
        what: `${what}: p50`,
        value: r.p50,
        unit: 'ms',
        better: 'lower',
        peer: { label: peer, value: s.p50 },
      });
      await reportBenchRow({
        bench: 'board',
        what: `${what}: searches`,
        value: r.perSecond,
        unit: '/s',
        better: 'higher',
        peer: { label: peer, value: s.perSecond },
      });
    }
  }
  server.close();
  await sandbox.close();
  return large;
}

console.log(
  `Load board search over HTTP: ${requestsPerRun} searches per client count, pages of 50, on PGlite (one connection, one core) and on PostgreSQL (a pool of 10 connections).`,
);
const onPglite = await benchOn('PGlite (embedded, the default)', undefined);
const server = testServerUrl();
let onPostgres: RunResult[] | undefined;
if (server === undefined) {
  console.log('\nPostgreSQL: not measured (no FK_TEST_DATABASE_URL; `pnpm bench board` starts one).');
} else {
  // A database of its own on the server, with PGlite's collation, dropped afterwards.
  const database = `fk_bench_${process.pid}`;
  await adminQuery(
    server,
    `CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
  );
  try {
    onPostgres = await benchOn('PostgreSQL server (--database-url)', databaseUrlFor(server, database));
  } finally {
    await adminQuery(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
if (onPglite && onPostgres) {
  console.log(`\nSide by side at ${targetLoads.toLocaleString('en-US')} loads: PGlite | PostgreSQL`);
  console.table(
    onPglite.map((l, i) => {
      const p = onPostgres[i] as RunResult;
      return {
        clients: l.clients,
        'PGlite p50 ms': l.p50.toFixed(1),
        'PostgreSQL p50 ms': p.p50.toFixed(1),
        'PGlite p99 ms': l.p99.toFixed(1),
        'PostgreSQL p99 ms': p.p99.toFixed(1),
        'PGlite requests/s': l.perSecond.toFixed(0),
        'PostgreSQL requests/s': p.perSecond.toFixed(0),
      };
    }),
  );
}
