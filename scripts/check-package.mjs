// Packs a package as it would be published (`pnpm pack`, which applies `publishConfig` and turns
// `workspace:` ranges into versions) and checks the tarball, not dist/: the promises a sibling portal
// installing it relies on (ADR 046). Run from a package's folder by its `build` script; the consumer
// proof (scripts/consumer-proof.mjs) imports `packPackage` to install the same tarballs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Files a published package must never hold: tests, stories, fixtures, visual baselines, test helpers. */
const forbidden = [
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/,
  /\.(test|spec|stories)\.d\.ts$/,
  /(^|\/)__screenshots__\//,
  /(^|\/)(fixtures?|__fixtures__|msw|testing)\//,
  /[Ff]ixtures?\.(d\.ts|[cm]?[jt]sx?)$/,
  /\.(png|snap)$/,
  /(^|\/)src\//,
];

/**
 * Packs the package in `dir` into `destination`; returns the tarball's path.
 * @param {string} dir
 * @param {string} destination
 */
export function packPackage(dir, destination) {
  const before = new Set(readdirSync(destination));
  execFileSync('pnpm', ['pack', '--pack-destination', destination], { cwd: dir, stdio: 'pipe' });
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
  return join(destination, tarball);
}

/** Every file path a package's `exports` names (conditions and nesting flattened). */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  if (exports === null || typeof exports !== 'object') return [];
  return Object.values(exports).flatMap(exportTargets);
}

/**
 * The problems of a packed tarball, empty when it keeps every promise.
 * @param {string} tarball
 * @returns {string[]}
 */
export function tarballProblems(tarball) {
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
  const pkg = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  const problems = [];
  if (pkg.private)
    problems.push('package.json is private: a sibling portal cannot install it from a registry');
  if (pkg.publishConfig?.exports) problems.push('publishConfig.exports was not applied to exports by pack');
  for (const group of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[group] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${group}.${name} is still ${range}`);
    }
  }
  for (const name of ['react', 'react-dom']) {
    const range = pkg.peerDependencies?.[name];
    if (range !== undefined && !range.startsWith('^'))
      problems.push(`peer ${name} is pinned to ${range}, not a range`);
  }
  if (pkg.dependencies?.react || pkg.dependencies?.['react-dom'])
    problems.push('React is a dependency: an app would bundle two copies');
  const targets = exportTargets(pkg.exports);
  if (targets.length === 0) problems.push('package.json has no exports');
  for (const target of targets) {
    const file = target.replace(/^\.\//, '');
    if (!files.includes(file)) problems.push(`exports names ${target}, which the tarball does not hold`);
    if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      problems.push(`exports names TypeScript source ${target}`);
  }
  for (const file of files) {
    if (forbidden.some((pattern) => pattern.test(file))) problems.push(`the tarball holds ${file}`);
  }
  return problems;
}

// Run directly (a package's `build` script): pack the current package into a temporary folder and check it.
if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const destination = mkdtempSync(join(tmpdir(), 'freightkit-pack-'));
  try {
    const tarball = packPackage(process.cwd(), destination);
    const problems = tarballProblems(tarball);
    const name = tarball.split('/').pop();
    if (problems.length > 0) {
      console.error(`${name} package check failed:\n- ${problems.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      const count = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean).length;
      console.log(
        `${name} package check: ${String(count)} files, every export present, no tests, stories or fixtures`,
      );
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
}
