#!/usr/bin/env node
// @ts-check
/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, for the sandbox's tests on a server
 * (ADR 055): `node scripts/postgres.mjs [--port 54329 | --port free] -- <command…>` installs the package when it is
 * missing (as root, with apt-get, as `scripts/chromium-path.mjs` does for Chromium), creates a cluster in a
 * temporary folder, starts it on 127.0.0.1:<port>, runs the command with `FK_TEST_DATABASE_URL` pointing at
 * it, then stops the server and removes the folder. Exits with the command's status; when PostgreSQL cannot
 * be had it says why and exits 1 (CI must not pass without the step having run).
 * `--port free` takes a port no one listens on (FK_POSTGRES_PORT, when set, names it instead), so two runs of a
 * benchmark at once each get a server of their own (ADR 069).
 *
 * The binaries are Debian's (`/usr/lib/postgresql/<version>/bin`), never whatever `postgres` is on the PATH.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user the package made.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const debianRoot = '/usr/lib/postgresql';

const executable = (/** @type {string} */ path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The newest installed Debian PostgreSQL's bin folder, or `undefined`. */
function debianBin() {
  /** @type {string[]} */
  let versions;
  try {
    versions = readdirSync(debianRoot).filter((v) => /^\d+$/.test(v));
  } catch {
    return undefined;
  }
  const newest = versions
    .sort((a, b) => Number(b) - Number(a))
    .find((v) => executable(join(debianRoot, v, 'bin', 'initdb')));
  return newest === undefined ? undefined : join(debianRoot, newest, 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Makes sure Debian's PostgreSQL is installed: as root with apt-get, installs the `postgresql` package.
 * @returns {{ bin: string } | { problem: string }}
 */
export function ensurePostgres(log = console.log) {
  const found = debianBin();
  if (found) return { bin: found };
  const install = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql';
  if (asRoot && executable('/usr/bin/apt-get')) {
    log(`Debian's PostgreSQL is missing (${debianRoot}); installing it: ${install}`);
    const result = spawnSync('sh', ['-c', install], { stdio: 'inherit' });
    const bin = debianBin();
    if (result.status === 0 && bin) return { bin };
  }
  return {
    problem: [
      `PostgreSQL was not found in ${debianRoot}, and the sandbox's tests on PostgreSQL need it.`,
      asRoot
        ? `Installing it with apt-get failed; run: ${install}`
        : `Install it as root with:\n\n  sudo sh -c '${install}'`,
    ].join('\n'),
  };
}

/**
 * Creates and starts a cluster in a temporary folder on 127.0.0.1:`port`, with the C collation PGlite uses
 * and without durability (a test server: fsync off). Only loopback, trust authentication for its one role.
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPostgres(
  /** @type {{ bin: string, port: number, log?: (line: string) => void }} */ options,
) {
  const { bin, port } = options;
  const log = options.log ?? console.log;
  const folder = mkdtempSync(join(tmpdir(), 'freightkit-postgres-'));
  const data = join(folder, 'data');
  // As root, everything runs as the `postgres` user Debian's package created.
  const as = (/** @type {string} */ program, /** @type {string[]} */ args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0)
      throw new Error('The postgres user is missing (it comes with Debian’s postgresql package).');
    chownSync(folder, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const run = (/** @type {string} */ program, /** @type {string[]} */ args) => {
    const [command, commandArgs] = as(join(bin, program), args);
    const result = spawnSync(/** @type {string} */ (command), /** @type {string[]} */ (commandArgs), {
      encoding: 'utf8',
      cwd: folder,
    });
    if (result.status !== 0)
      throw new Error(`${program} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  };
  const started = Date.now();
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale-provider=libc',
    '--lc-collate=C',
    '--lc-ctype=C.UTF-8',
    '--no-sync',
  ]);
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=256MB',
  ].join(' ');
  try {
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    // A port already taken, say: the caller may try another, and nothing is left behind.
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  log(`PostgreSQL (${bin}) on 127.0.0.1:${port}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/** A loopback port free now: the system's pick for a listener closed straight away. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  if (address === null || typeof address === 'string') throw new Error('No free port was given.');
  return address.port;
}

/** The command line: `node scripts/postgres.mjs [--port 54329 | --port free] -- <command…>`. */
async function main() {
  const { values, positionals } = parseArgs({
    options: { port: { type: 'string', default: '54329' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    console.error('Usage: node scripts/postgres.mjs [--port 54329 | --port free] -- <command…>');
    process.exit(2);
  }
  const postgres = ensurePostgres();
  if ('problem' in postgres) {
    console.error(`\n${postgres.problem}\n`);
    process.exit(1);
  }
  const named = process.env['FK_POSTGRES_PORT'];
  const free = values.port === 'free' && !named;
  let server;
  try {
    // A free port can be taken by someone else before PostgreSQL binds it: then another one is tried.
    for (let attempt = 1; server === undefined; attempt += 1) {
      const port = values.port !== 'free' ? Number(values.port) : named ? Number(named) : await freePort();
      try {
        server = await startPostgres({ bin: postgres.bin, port });
      } catch (error) {
        if (!free || attempt === 3) throw error;
      }
    }
  } catch (error) {
    console.error(
      `\nPostgreSQL could not be started: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
  const child = spawn(/** @type {string} */ (positionals[0]), positionals.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FK_TEST_DATABASE_URL: server.url },
  });
  const stopAndExit = (/** @type {number} */ status) => {
    server.stop();
    process.exit(status);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => child.kill(signal));
  child.on('close', (status) => stopAndExit(status ?? 1));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
