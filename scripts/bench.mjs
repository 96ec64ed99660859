// @ts-check
/**
 * `pnpm bench`: every benchmark of the project, one after the other, each printing its own figures
 * (docs/benchmarks.md says what each measures and keeps the last figures). Benchmarks print numbers
 * and never fail on them; a benchmark that crashes is reported and the others still run.
 * `pnpm bench map board` runs only the named ones. The run closes with one table of every benchmark's
 * headline figures beside its peer or floor, the ratio and issue 25's bar (scripts/bench-table.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Name → the package and script that runs it. */
const benches = {
  list: ['@freightkit/ui', 'bench:list'],
  viewer: ['@freightkit/ui', 'bench:viewer'],
  editor: ['@freightkit/ui', 'bench:editor'],
  notes: ['@freightkit/ui', 'bench:notes'],
  formats: ['@freightkit/ui', 'bench:formats'],
  map: ['@freightkit/portal', 'bench:map'],
  board: ['@freightkit/tms-sandbox', 'bench:board'],
  pages: ['@freightkit/tms-sandbox', 'bench:pages'],
  shipments: ['@freightkit/tms-sandbox', 'bench:shipments'],
  lists: ['@freightkit/tms-sandbox', 'bench:lists'],
  lighthouse: ['@freightkit/tms-sandbox', 'bench:lighthouse'],
  legibility: ['freightkit', 'bench:legibility'],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}.`);
  process.exit(2);
}
// Each benchmark appends its headline figures here (scripts/bench-summary.ts); the table closes the run.
const summary = join(mkdtempSync(join(tmpdir(), 'fk-bench-')), 'rows.jsonl');
const failed = [];
for (const [name, [pkg, script]] of Object.entries(benches)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  console.log(`\n=== ${name} (${pkg} ${script})`);
  const args = pkg === 'freightkit' ? ['run', script] : ['--filter', pkg, 'run', script];
  const { status } = spawnSync('pnpm', args, {
    stdio: 'inherit',
    env: { ...process.env, FK_BENCH_SUMMARY: summary },
  });
  if (status !== 0) failed.push(name);
}
if (existsSync(summary))
  spawnSync('pnpm', ['exec', 'tsx', 'scripts/bench-table.ts', summary], { stdio: 'inherit' });
if (failed.length > 0) {
  console.error(`\nThese benchmarks did not finish: ${failed.join(', ')}.`);
  process.exit(1);
}
