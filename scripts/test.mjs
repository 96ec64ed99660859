#!/usr/bin/env node
// `pnpm test`: everything CI runs, in order, with one summary line at the end.
// Each step streams its own output; test counts are read from the runners' JSON reports.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium-path.mjs';
import { ensurePostgres } from './postgres.mjs';

// Chromium first: without it the browser tests and journeys fail after every other step has run.
const missingChromium = ensureChromium();
if (missingChromium !== null) {
  console.error(`\n${missingChromium}\n`);
  process.exit(1);
}

// Debian's PostgreSQL for the sandbox's tests on a server (ADR 055), installed up front like Chromium. Without
// it that step fails, saying why (below), and every other step still runs.
const postgres = ensurePostgres();
if ('problem' in postgres) console.error(`\n${postgres.problem}\n`);

const reports = join(process.cwd(), 'node_modules', '.cache', 'freightkit-test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Playwright suites nest; yields every spec with the file it came from. */
function* playwrightSpecs(suite, file) {
  for (const spec of suite.specs ?? []) yield { spec, file: suite.file ?? file };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, suite.file ?? file);
}

/**
 * Reads passed/failed test counts, and the names of the failed tests, from a Vitest or Playwright JSON report.
 * The names are repeated in the summary because CI keeps only the tail of a long log.
 */
function countsFrom(file, kind) {
  if (!file || !existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    const failures = (report.testResults ?? []).flatMap((result) => {
      const file = result.name.replace(process.cwd() + '/', '');
      const tests = (result.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${file} › ${test.fullName}`);
      // A file that failed to load has no failed test, only its own message: name the file.
      if (tests.length === 0 && result.status === 'failed')
        return [`${file} › ${String(result.message ?? 'failed to run').split('\n')[0]}`];
      return tests;
    });
    return {
      passed: report.numPassedTests,
      failed: Math.max(report.numFailedTests, failures.length),
      failures,
    };
  }
  const stats = report.stats ?? {};
  const failures = (report.suites ?? [])
    .flatMap((suite) => [...playwrightSpecs(suite)])
    .filter(({ spec }) => spec.ok === false)
    .map(({ spec, file }) => `${file} › ${spec.title}`);
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, failures };
}

const vitestJson = (name) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

/**
 * The steps of `pnpm test`. A step without a test report counts as one check.
 *
 * `beside` names the step this one runs next to: tsc and ESLint each keep one core busy and need
 * nothing from each other, so on a 2-core machine the type-check, domain tests and build run in one
 * lane while lint runs in another (ADR 041). `after` puts a step in the lane of the step it names, to
 * run when that one ends; the runner waits for every lane of a stage before the next stage starts.
 */
const steps = [
  { name: 'typecheck', cmd: ['pnpm', 'typecheck'] },
  { name: 'lint and format', cmd: ['pnpm', 'lint'], beside: 'typecheck' },
  {
    name: 'domain unit tests (with coverage)',
    after: 'typecheck',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'domain', '--coverage', ...vitestJson('domain')],
    report: join(reports, 'domain.json'),
    kind: 'vitest',
  },
  {
    name: 'build (kit library and portal)',
    cmd: ['pnpm', 'build'],
    after: 'domain unit tests (with coverage)',
  },
  {
    // Packs the builds the step before made and installs them in an app outside the workspace (ADR 046).
    // Mostly one core at a time (pnpm, tsc, Vite, one page), so it stays in the first stage, in the
    // build's lane, beside the lint lane; the later steps each keep both cores busy.
    name: 'consumer proof (packed kit installed, built and rendered by an outside app)',
    cmd: ['node', 'scripts/consumer-proof.mjs'],
    after: 'build (kit library and portal)',
  },
  {
    name: 'kit browser tests, stories as tests (a11y + visual, every theme)',
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'ui',
      '--project',
      'storybook:*',
      ...vitestJson('browser'),
    ],
    report: join(reports, 'browser.json'),
    kind: 'vitest',
  },
  {
    name: 'end-to-end journeys (Playwright, Chromium, built portal + sandbox)',
    cmd: ['pnpm', 'test:e2e'],
    report: join('tests', 'test-results', 'results.json'),
    kind: 'playwright',
    before: () => rmSync(join('tests', 'test-results'), { recursive: true, force: true }),
  },
  {
    // Beside the journeys (ADR 041): their first half-minute is the sandbox seeding a fresh database,
    // mostly on one core, which leaves the other to this build.
    name: 'build Storybook',
    cmd: ['pnpm', 'build-storybook'],
    beside: 'end-to-end journeys (Playwright, Chromium, built portal + sandbox)',
  },
  {
    // The sandbox's tests once more on Debian's PostgreSQL (ADR 055): a throwaway cluster on a loopback
    // port, seeded once into a template that each test file copies. In the Storybook build's lane beside
    // the journeys, which drive one browser against one sandbox and leave a core mostly free; one worker,
    // so the journeys keep theirs.
    name: 'sandbox unit tests on PostgreSQL',
    cmd: [
      'node',
      'scripts/postgres.mjs',
      '--port',
      '54329',
      '--',
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--maxWorkers=1',
      '--project',
      'tms-sandbox',
      ...vitestJson('postgres'),
    ],
    report: join(reports, 'postgres.json'),
    kind: 'vitest',
    after: 'build Storybook',
  },
  {
    // Last in the lane beside the journeys (ADR 041, amended): the journeys take about ten minutes on one
    // worker while this lane's Storybook build and PostgreSQL tests took under four, so the unit tests
    // fill the idle core instead of running alone for two minutes before the stories.
    name: 'api, sandbox and portal unit tests',
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      // One worker: this lane runs beside the journeys, which keep the other core (ADR 041).
      '--maxWorkers=1',
      '--project',
      'api',
      '--project',
      'tms-sandbox',
      '--project',
      'portal',
      '--project',
      'tools',
      ...vitestJson('node'),
    ],
    report: join(reports, 'node.json'),
    kind: 'vitest',
    after: 'sandbox unit tests on PostgreSQL',
  },
];

/**
 * Groups the steps into stages of lanes: a step with `beside` opens a new lane in the stage of the step
 * it names, a step with `after` joins the lane of the step it names, any other step is a stage of its own.
 */
function stagesOf(allSteps) {
  const stages = [];
  const laneOf = new Map();
  for (const step of allSteps) {
    if (step.beside || step.after) {
      const anchor = laneOf.get(step.beside ?? step.after);
      if (!anchor) throw new Error(`${step.name}: no earlier step named ${step.beside ?? step.after}`);
      const lane = step.beside ? [] : anchor.lane;
      if (step.beside) anchor.stage.push(lane);
      lane.push(step);
      laneOf.set(step.name, { stage: anchor.stage, lane });
    } else {
      const lane = [step];
      const stage = [lane];
      stages.push(stage);
      laneOf.set(step.name, { stage, lane });
    }
  }
  return stages;
}

/**
 * Runs one step. The first lane of a stage streams to the terminal as before; the other lanes write to
 * a log file that is printed whole when the stage ends, so two tools' output never interleaves.
 */
function run(step, streamed) {
  step.before?.();
  const header = `\n━━ ${step.name}: ${step.cmd.join(' ')}`;
  const started = Date.now();
  return new Promise((resolve) => {
    const log = streamed ? null : join(reports, `${step.name.replace(/\W+/g, '-')}.log`);
    if (streamed) console.log(header);
    const out = log ? createWriteStream(log) : null;
    out?.write(`${header}\n`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    child.on('close', (status) => {
      const finish = () =>
        resolve({ step, status, log, seconds: ((Date.now() - started) / 1000).toFixed(0) });
      if (out) out.end(finish);
      else finish();
    });
  });
}

let passed = 0;
let failed = 0;
const results = new Map();
for (const stage of stagesOf(steps)) {
  const lanes = stage.map(async (lane, index) => {
    for (const step of lane) results.set(step.name, await run(step, index === 0));
  });
  await Promise.all(lanes);
  for (const lane of stage.slice(1))
    for (const step of lane) {
      const log = results.get(step.name)?.log;
      if (log) process.stdout.write(readFileSync(log, 'utf8'));
    }
}

const lines = [];
for (const step of steps) {
  const { status, seconds } = results.get(step.name);
  const ok = status === 0;
  const counts = step.report ? countsFrom(step.report, step.kind) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    // A runner that failed without a failing test (a crash, a coverage threshold) still fails the run.
    if (!ok && counts.failed === 0) failed += 1;
  } else if (ok) passed += 1;
  else failed += 1;
  lines.push(
    `${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
  );
  for (const failure of counts?.failures ?? []) lines.push(`       ✗ ${failure}`);
}

console.log(`\n━━ summary\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
