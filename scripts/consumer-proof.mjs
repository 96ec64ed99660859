#!/usr/bin/env node
// The consumer proof (`pnpm test`, ADR 046): a sibling portal as a new team would start it. Packs
// @freightkit/domain, api and ui from their builds (run `pnpm build` first), installs the tarballs into
// an app outside the workspace (its own package.json, tests/consumer/ copied to a temporary folder)
// from the pnpm store alone, type-checks it strictly against the published declarations, builds it with
// Vite, and renders it in Chromium under the app's own theme (Harbor), defined against
// `@freightkit/ui/vars` only: the themed shell, a form field, an opened dialog, the app's link
// component, the kit's contrast check passing on that theme, and, in the app's Vite dev server, the
// kit's development-only warning firing (silent in the production build).
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath } from './chromium-path.mjs';
import { packPackage, tarballProblems } from './check-package.mjs';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const packages = ['domain', 'api', 'ui'];
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Fails the proof with one clear line (and leaves the temporary folder for a look). */
function fail(message) {
  console.error(`consumer proof failed: ${message}`);
  process.exit(1);
}

for (const name of packages) {
  if (!existsSync(join(root, 'packages', name, 'dist')))
    fail(`packages/${name}/dist is missing: run \`pnpm build\` first`);
}

const work = mkdtempSync(join(tmpdir(), 'freightkit-consumer-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
mkdirSync(tarballs);

// 1. Pack as a release would, and check each tarball keeps the package's promises.
const tarballOf = {};
for (const name of packages) {
  const tarball = packPackage(join(root, 'packages', name), tarballs);
  const problems = tarballProblems(tarball);
  if (problems.length > 0) fail(`${tarball}:\n- ${problems.join('\n- ')}`);
  tarballOf[`@freightkit/${name}`] = `file:../tarballs/${basename(tarball)}`;
}

// 2. The app's package.json: the tarballs, and the tools at the workspace's versions (so the store holds them).
cpSync(join(root, 'tests', 'consumer'), app, {
  recursive: true,
  filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(source),
});
const workspaceVersions = {
  ...readJson(join(root, 'packages', 'ui', 'package.json')).dependencies,
  ...readJson(join(root, 'package.json')).devDependencies,
};
const template = readJson(join(app, 'package.json'));
const manifestWith = (pins) => {
  const manifest = structuredClone(template);
  for (const group of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[group])) {
      const version = tarballOf[name] ?? workspaceVersions[name];
      if (!version) fail(`the workspace has no version of ${name}`);
      manifest[group][name] = version;
    }
  }
  // The packed ui and api name @freightkit/domain by version, as the registry would serve it; before a
  // release exists there, the tarballs stand in for it. The pins hold transitive packages at the
  // workspace's versions, so the workspace's install has already put every one in the store.
  manifest.pnpm = { overrides: { ...pins, ...tarballOf } };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
};

const step = (label, command, args) => {
  const at = Date.now();
  try {
    execFileSync(command, args, { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    fail(`${label} (in ${app}):\n${String(error.stdout ?? '')}${String(error.stderr ?? '')}`);
  }
  console.log(`consumer proof: ${label} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
};

// 3. Install offline from the store the workspace's own install filled (the app's lockfile, committed
// beside it, spares pnpm the registry's metadata), then type-check and build.
const store = execFileSync('pnpm', ['store', 'path'], { cwd: root, encoding: 'utf8' }).trim();
const lockfile = join(app, 'pnpm-lock.yaml');
const placeholder = 'sha512-PACKED-BY-THE-CONSUMER-PROOF';
const tarballIntegrity = /integrity: [^,}]+, tarball: file:\.\.\/tarballs\/([^}\s]+)/g;
if (process.argv.includes('--update-lockfile')) {
  updateLockfile();
  process.exit(0);
}
if (!existsSync(lockfile))
  fail('tests/consumer/pnpm-lock.yaml is missing: run `node scripts/consumer-proof.mjs --update-lockfile`');
manifestWith(template.pnpm?.overrides ?? {});
writeFileSync(
  lockfile,
  readFileSync(lockfile, 'utf8').replace(tarballIntegrity, (_, file) => {
    const digest = createHash('sha512')
      .update(readFileSync(join(tarballs, file)))
      .digest('base64');
    return `integrity: sha512-${digest}, tarball: file:../tarballs/${file}`;
  }),
);
try {
  execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile', `--store-dir=${store}`], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  console.log('consumer proof: installed the tarballs offline');
} catch (error) {
  fail(
    `the offline install failed (in ${app}). When the kit's dependencies or the workspace's versions changed, run \`node scripts/consumer-proof.mjs --update-lockfile\` (it needs the registry) and commit tests/consumer/:\n${String(error.stdout ?? '')}${String(error.stderr ?? '')}`,
  );
}
step('type-check against the published declarations (strict)', 'pnpm', ['exec', 'tsc', '--noEmit']);
step('build with Vite', 'pnpm', ['exec', 'vite', 'build', '--logLevel', 'error']);

/**
 * Re-resolves the app's lockfile (registry metadata allowed), pinning every transitive package the
 * workspace's lockfile does not hold to the workspace's version of it, then writes the lockfile (its
 * tarball digests as placeholders, filled in at each run) and the pins back to tests/consumer/.
 */
function updateLockfile() {
  const workspaceLock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  const versionsOf = (name) => [
    ...new Set(
      [...workspaceLock.matchAll(new RegExp(`^  '?${name.replace(/[/.]/g, '\\$&')}@(\\d[^:'(]*)`, 'gm'))].map(
        ([, version]) => version,
      ),
    ),
  ];
  // Start from the pins already chosen: a package the workspace holds in two versions (@types/node) can
  // only be pinned by hand once, and a re-resolution must keep that choice.
  const pins = { ...(template.pnpm?.overrides ?? {}) };
  for (let round = 0; round < 5; round += 1) {
    manifestWith(pins);
    rmSync(lockfile, { force: true });
    rmSync(join(app, 'node_modules'), { recursive: true, force: true });
    step(`resolve (round ${String(round + 1)})`, 'pnpm', [
      'install',
      '--prefer-offline',
      `--store-dir=${store}`,
    ]);
    const resolved =
      readFileSync(lockfile, 'utf8').split('\nsnapshots:\n')[0]?.split('\npackages:\n')[1] ?? '';
    const missing = [...resolved.matchAll(/^ {2}'?((?:@[^/\s]+\/)?[^@\s]+)@(\d[^:'\s]*)'?:$/gm)].filter(
      ([, name, version]) => name && !versionsOf(name).includes(version ?? ''),
    );
    if (missing.length === 0) {
      writeFileSync(
        join(root, 'tests', 'consumer', 'pnpm-lock.yaml'),
        readFileSync(lockfile, 'utf8').replace(
          tarballIntegrity,
          (_, file) => `integrity: ${placeholder}, tarball: file:../tarballs/${file}`,
        ),
      );
      const saved = { ...template, pnpm: { overrides: pins } };
      writeFileSync(join(root, 'tests', 'consumer', 'package.json'), `${JSON.stringify(saved, null, 2)}\n`);
      console.log(
        `consumer proof: tests/consumer/pnpm-lock.yaml written, ${String(Object.keys(pins).length)} pins`,
      );
      return;
    }
    for (const [, name, version] of missing) {
      const candidates = versionsOf(name ?? '');
      if (candidates.length !== 1)
        fail(
          `${name}@${version} is not in the workspace's lockfile, which holds ${candidates.join(', ') || 'none'}`,
        );
      pins[name ?? ''] = candidates[0];
    }
  }
  fail('the lockfile did not settle in five rounds');
}

// 4. Serve the build and look at it in Chromium.
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
const served = join(app, 'dist');
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(served, path === '/' ? 'index.html' : path);
  if (!file.startsWith(served) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const url = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}/`;

const browser = await chromium.launch({ executablePath: chromiumPath });
const problems = [];
const expectThat = (ok, message) => {
  if (!ok) problems.push(message);
};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${String(response.status())} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // With the probe: the production build must stay silent about the kit's development-only warnings.
  await page.goto(`${url}?probe=dev-warnings`);

  // The themed shell: top bar, navigation through the app's own link component.
  await page.getByRole('banner').waitFor({ timeout: 15_000 });
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  expectThat(await navigation.isVisible(), 'the shell shows no Main navigation');
  const link = navigation.getByRole('link', { name: 'Quotes' });
  expectThat(
    (await link.getAttribute('data-harbor-link')) !== null,
    "the navigation's link is not the app's link component",
  );

  // The app's fourth theme fills the kit's contract: the primary button wears Harbor's brand colour.
  const send = page.getByRole('button', { name: 'Send quote' });
  const brand = await send.evaluate((element) => getComputedStyle(element).backgroundColor);
  expectThat(
    brand === 'rgb(11, 97, 88)',
    `the primary button is ${brand}, not Harbor's brand rgb(11, 97, 88)`,
  );

  // A form field from the kit, then a dialog opened from it.
  await page.getByRole('textbox', { name: 'Customer reference' }).fill('ACME-7');
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Send quote' });
  await dialog.waitFor({ timeout: 5_000 });
  const text = await dialog.textContent();
  expectThat(text?.includes('Send the quote for ACME-7?') === true, `the dialog reads: ${String(text)}`);

  // The kit's contrast check, run by the app on its own theme.
  const failures = await page.evaluate(() => window.harborContrastFailures);
  expectThat(Array.isArray(failures), 'the app did not run checkThemeContrast');
  expectThat(
    Array.isArray(failures) && failures.length === 0,
    `Harbor fails the kit's contrast check: ${JSON.stringify(failures)}`,
  );
  expectThat(errors.length === 0, `the page logged errors: ${errors.join(' | ')}`);

  // The kit's development-only warnings survive its build: the app's dev server shows them.
  const dev = await startDevServer();
  try {
    const devPage = await browser.newPage();
    const warnings = [];
    devPage.on('console', (message) => {
      if (message.type() === 'error') warnings.push(message.text());
    });
    await devPage.goto(`${dev.url}?probe=dev-warnings`);
    await devPage.getByRole('banner').waitFor({ timeout: 30_000 });
    expectThat(
      warnings.some((warning) => warning.includes('IconButton: `label` is required')),
      `the dev server did not warn about the unnamed icon button (console errors: ${warnings.join(' | ') || 'none'})`,
    );
  } finally {
    dev.stop();
  }
} finally {
  await browser.close();
  server.close();
}

/** Starts the app's Vite dev server on a free port; resolves with its address once it prints it. */
function startDevServer() {
  const at = Date.now();
  const child = spawn('pnpm', ['exec', 'vite', '--port', '0', '--host', '127.0.0.1'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the dev server did not start:\n${output}`));
    }, 30_000);
    const read = (chunk) => {
      output += String(chunk);
      // eslint-disable-next-line no-control-regex
      const address = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output.replace(/\u001b\[[0-9;]*m/g, ''))?.[1];
      if (address && !started) {
        started = true;
        clearTimeout(timer);
        console.log(`consumer proof: dev server up (${((Date.now() - at) / 1000).toFixed(1)} s)`);
        resolve({ url: address, stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
}

if (problems.length > 0) fail(`in the browser (app in ${app}):\n- ${problems.join('\n- ')}`);
// FK_CONSUMER_KEEP=1 keeps the app to try by hand (e.g. its dev server).
if (process.env['FK_CONSUMER_KEEP'] === '1') console.log(`consumer proof: the app is in ${app}`);
else rmSync(work, { recursive: true, force: true });
console.log(
  `consumer proof: a sibling app installed the packed domain, api and ui, type-checked, built and rendered under its own theme (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
