/**
 * `pnpm --filter @freightkit/tms-sandbox bench:shipments`: how fast the booking and tracking lists
 * and their counts answer when a carrier has a great many shipments.
 *
 * Starts a seeded in-memory sandbox on a loopback port (the real HTTP path: routing, authentication,
 * the contract's query parsing, the list SQL in PGlite), signs in Swiftline's dispatcher and times
 * the calls the shipment screens make — the first page of each view, a deep page, a status filter, a
 * shipment-number search, an origin filter, the status and on-time counts — one at a time, each
 * repeated. Then it adds shipments to Swiftline (`addVolumeShipments`, as `--volume-shipments` does)
 * up to BENCH_SHIPMENTS and times the same calls, printing both side by side
 * with their ratio. A benchmark, not a test: it prints numbers and never fails on them.
 *
 * Options (env): BENCH_SHIPMENTS (default 100000), BENCH_REPEATS (default 15).
 */
import { serve } from '@hono/node-server';
import { apiKeyHeader, apiKeyOf } from '@freightkit/api';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';
import { createSandbox } from '../src/app.ts';
import { addVolumeShipments } from '../src/areas/shipments/volume.ts';
import { demoPassword } from '../src/personas.ts';
import { testConfig } from '../src/testing.ts';

const target = Number(process.env['BENCH_SHIPMENTS'] ?? 100_000);
const repeats = Number(process.env['BENCH_REPEATS'] ?? 15);

/** The calls the booking and tracking screens make, by what a user does. */
const calls: readonly (readonly [string, string])[] = [
  ['Booking, first page', '/api/v2/shipments?view=booking&page=1&pageSize=50'],
  ['Tracking, first page', '/api/v2/shipments?view=tracking&page=1&pageSize=50'],
  ['Tracking, page 40', '/api/v2/shipments?view=tracking&page=40&pageSize=50'],
  ['Tracking, In Transit only', '/api/v2/shipments?view=tracking&status=5&page=1&pageSize=50'],
  ['Tracking, late only', '/api/v2/shipments?view=tracking&onTime=late&page=1&pageSize=50'],
  ['Search by number', '/api/v2/shipments?view=tracking&query=1234&page=1&pageSize=50'],
  ['Origin "Dallas"', '/api/v2/shipments?view=tracking&origin=Dallas&page=1&pageSize=50'],
  ['Status counts, tracking', '/api/v2/shipments/status_counts?view=tracking'],
  ['On-time counts', '/api/v2/shipments/on_time_counts?view=tracking'],
];

const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

interface Timing {
  readonly p50: number;
  readonly p95: number;
  readonly total: number | null;
}

const sandbox = await createSandbox(testConfig(), { log: () => {} });
const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
// Kept-alive sockets sit idle while the shipments are added; Node's 5-second default would close
// them under a client about to reuse one (ECONNRESET).
(server as Server).keepAliveTimeout = 10 * 60_000;
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const signIn = await fetch(`${base}/api/v2/auth/authorize_user`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ userName: 'dispatch@swiftline.test', password: demoPassword }),
});
const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
const headers = { Authorization: `Bearer ${token}`, [apiKeyHeader]: apiKeyOf(token) ?? '' };

/** Times each call `repeats` times after one warm-up answer. */
async function timeAll(): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const [, path] of calls) {
    const times: number[] = [];
    let total: number | null = null;
    for (let i = 0; i <= repeats; i++) {
      const started = performance.now();
      const response = await fetch(base + path, { headers });
      const body = (await response.json()) as { totalCount?: number };
      if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${JSON.stringify(body)}`);
      if (i > 0) times.push(performance.now() - started);
      total = body.totalCount ?? null;
    }
    times.sort((a, b) => a - b);
    timings.push({ p50: percentile(times, 0.5), p95: percentile(times, 0.95), total });
  }
  return timings;
}

const { db } = sandbox.services;
const countOf = async () =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments s JOIN companies c ON c.id = s.company_id WHERE c.name = 'Swiftline Carriers'`,
    )
  ).rows[0]?.n ?? 0;

const seededCount = await countOf();
console.log(`Shipment lists over HTTP, one client, ${String(repeats)} answers a call, pages of 50.`);
const seeded = await timeAll();

const started = performance.now();
const extra = await addVolumeShipments(db, 'Swiftline Carriers', target);
if (extra > 0)
  console.log(
    `\nAdded ${extra.toLocaleString('en-US')} shipments with two stops each in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
const large = extra > 0 ? await timeAll() : seeded;

console.log(
  `\nSwiftline's shipments: ${seededCount.toLocaleString('en-US')} as seeded, ${(await countOf()).toLocaleString('en-US')} after.`,
);
console.table(
  calls.map(([label], i) => {
    const s = seeded[i] as Timing;
    const l = large[i] as Timing;
    return {
      call: label,
      'seeded p50 ms': s.p50.toFixed(1),
      'large p50 ms': l.p50.toFixed(1),
      'large p95 ms': l.p95.toFixed(1),
      'p50 ratio': (l.p50 / s.p50).toFixed(1),
      'rows matched': l.total ?? '',
    };
  }),
);
// The headline rows (issue 25's bar: each first page ≤ 20 ms p50 at 100,000 shipments, one client).
if (extra > 0)
  for (const [i, label] of [
    [0, 'booking'],
    [1, 'tracking'],
  ] as const) {
    await reportBenchRow({
      bench: 'shipments',
      what: `${label} list, first page, ${target.toLocaleString('en-US')} shipments, one client, p50`,
      value: (large[i] as Timing).p50,
      unit: 'ms',
      better: 'lower',
      peer: { label: `as seeded (${String(seededCount)})`, value: (seeded[i] as Timing).p50 },
      bar: 20,
    });
  }
server.close();
await sandbox.close();
