/**
 * The rows of `pnpm bench`'s closing table. Each benchmark prints its own detailed figures; it also hands
 * its headline figures here, one row each, with the peer or floor it is read against and the bar it
 * should meet. `scripts/bench.mjs` points `FK_BENCH_SUMMARY` at a file for the run and prints every row
 * in one table at the end; run alone (`pnpm --filter … bench:x`), a benchmark prints its rows itself.
 */
import { appendFileSync } from 'node:fs';

/** Which way is better for a figure. */
export type Better = 'lower' | 'higher';

/** One headline figure of a benchmark. */
export interface BenchRow {
  /** The benchmark's name, as `pnpm bench <name>` knows it. */
  bench: string;
  /** What was measured, in a few words ("booking list, first page, 100,000 shipments, p50"). */
  what: string;
  /** The figure. */
  value: number;
  /** Its unit, printed after it: `ms`, `score`, `/s`, `long tasks`, `×`… */
  unit: string;
  /** Which way is better; it decides whether the bar is met. */
  better: Better;
  /** The peer measured beside it in the same run, or a floor, with its label. */
  peer?: { label: string; value: number };
  /** The bar the figure should meet (issue 25's table), in the same unit. */
  bar?: number;
  /** The machine's one-minute load average when the figure was taken (filled in when left out). */
  load?: number;
}

/**
 * Hands a headline figure to `pnpm bench`'s closing table (and prints it when the benchmark runs alone).
 * Figures are rounded for reading; the benchmark's own output keeps the detail.
 */
export async function reportBenchRow(row: BenchRow): Promise<void> {
  const { loadavg } = await import('node:os');
  const full: BenchRow = { ...row, load: row.load ?? Math.round((loadavg()[0] ?? 0) * 10) / 10 };
  const file = process.env.FK_BENCH_SUMMARY;
  if (file) appendFileSync(file, `${JSON.stringify(full)}\n`);
  else console.log(`  ▸ ${describeBenchRow(full)}`);
}

/** Whether a row meets its bar (`undefined` when it has none). */
export function meetsBar(row: BenchRow): boolean | undefined {
  if (row.bar === undefined) return undefined;
  return row.better === 'lower' ? row.value <= row.bar : row.value >= row.bar;
}

/** A row on one line, for a benchmark run alone. */
export function describeBenchRow(row: BenchRow): string {
  const peer = row.peer ? `; ${row.peer.label} ${round(row.peer.value)} (ratio ${ratio(row)})` : '';
  const met = meetsBar(row);
  const bar =
    row.bar === undefined
      ? ''
      : `; bar ${row.better === 'lower' ? '≤' : '≥'} ${round(row.bar)} ${met ? 'met' : 'NOT met'}`;
  return `${row.what}: ${round(row.value)} ${row.unit}${peer}${bar}`;
}

/** The figure over its peer, to two places ("—" without a peer). */
export function ratio(row: BenchRow): string {
  if (!row.peer || row.peer.value === 0) return '—';
  return `${(row.value / row.peer.value).toFixed(2)} ×`;
}

/** A figure rounded for reading: whole numbers from 100, one decimal below. */
export function round(value: number): string {
  return Math.abs(value) >= 100
    ? Math.round(value).toLocaleString('en-US')
    : String(Math.round(value * 10) / 10);
}
