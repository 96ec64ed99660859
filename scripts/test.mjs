#!/usr/bin/env node
// `pnpm test`: everything CI runs, in order, with one summary line at the end.
// Each step streams its own output; test counts are read from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium-path.mjs';

// Chromium first: without it the browser tests and journeys fail after every other step has run.
const missingChromium = ensureChromium();
if (missingChromium !== null) {
  console.error(`\n${missingChromium}\n`);
  process.exit(1);
}

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

/** The steps of `pnpm test`. A step without a test report counts as one check. */
const steps = [
  { name: 'typecheck', cmd: ['pnpm', 'typecheck'] },
  { name: 'lint and format', cmd: ['pnpm', 'lint'] },
  {
    name: 'domain unit tests (with coverage)',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'domain', '--coverage', ...vitestJson('domain')],
    report: join(reports, 'domain.json'),
    kind: 'vitest',
  },
  {
    name: 'api, sandbox and portal unit tests',
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
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
  { name: 'build (kit library and portal)', cmd: ['pnpm', 'build'] },
  {
    name: 'end-to-end journeys (Playwright, Chromium, built portal + sandbox)',
    cmd: ['pnpm', 'test:e2e'],
    report: join('tests', 'test-results', 'results.json'),
    kind: 'playwright',
    before: () => rmSync(join('tests', 'test-results'), { recursive: true, force: true }),
  },
  { name: 'build Storybook', cmd: ['pnpm', 'build-storybook'] },
];

let passed = 0;
let failed = 0;
const lines = [];
for (const step of steps) {
  step.before?.();
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const ok = result.status === 0;
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
