/**
 * Prints `pnpm bench`'s closing table from the rows the benchmarks handed over (`scripts/bench-summary.ts`):
 * each headline figure beside its peer or floor, the ratio, issue 25's bar and whether it is met.
 * Usage: `tsx scripts/bench-table.ts <rows.jsonl>`.
 */
import { readFileSync } from 'node:fs';
import { type BenchRow, meetsBar, ratio, round } from './bench-summary.ts';

const file = process.argv[2];
if (!file) throw new Error('Usage: tsx scripts/bench-table.ts <rows.jsonl>');
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as BenchRow);

const header = ['Benchmark', 'What', 'Figure', 'Peer or floor', 'Ratio', 'Bar', 'Met', 'Load'];
const body = rows.map((row) => {
  const met = meetsBar(row);
  return [
    row.bench,
    row.what,
    `${round(row.value)} ${row.unit}`,
    row.peer ? `${row.peer.label}: ${round(row.peer.value)}` : '—',
    ratio(row),
    row.bar === undefined ? '—' : `${row.better === 'lower' ? '≤' : '≥'} ${round(row.bar)}`,
    met === undefined ? '—' : met ? 'yes' : 'NO',
    row.load === undefined ? '—' : String(row.load),
  ];
});
const widths = header.map((title, column) =>
  Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(`\n=== every headline figure (${rows.length} rows)`);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const cells of body) console.log(line(cells));
const missed = rows.filter((row) => meetsBar(row) === false).length;
console.log(
  `\n${rows.filter((row) => row.bar !== undefined).length - missed} of ${rows.filter((row) => row.bar !== undefined).length} figures with a bar meet it.`,
);
