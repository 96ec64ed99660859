import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { areas } from './areas/index.ts';
import { openDatabase, pgliteDatabase } from './db/database.ts';
import { prepareDatabase } from './db/setup.ts';
import { adminQuery, databaseUrlFor, testServerVariable } from './testServer.ts';

/** The environment variable that tells `createTestSandbox` where the seeded PGlite snapshot is. */
export const snapshotVariable = 'FK_SANDBOX_SNAPSHOT';

/** The environment variable naming the seeded template database on the test server (ADR 055). */
export const templateVariable = 'FK_SANDBOX_TEMPLATE';

/**
 * Vitest global setup of the sandbox's tests: migrates and seeds one database once for the whole run, so
 * each test file starts from a copy of it instead of migrating and seeding again (the seed hashes every
 * persona's password: seconds per file on a busy 2-core machine). Each file still gets its own database,
 * so the files stay independent.
 *
 * - PGlite (the default): the seeded database is dumped to a file; each file loads a copy in memory.
 * - PostgreSQL (`FK_TEST_DATABASE_URL` set): the seed goes into a template database; each test sandbox
 *   gets `CREATE DATABASE … TEMPLATE` of it, dropped when the sandbox closes.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = process.env[testServerVariable];
  if (server !== undefined && server !== '') return seedTemplate(server);
  const db = await PGlite.create();
  await prepareDatabase(pgliteDatabase(db), areas, () => undefined);
  const dump = await db.dumpDataDir('none');
  await db.close();
  const folder = await mkdtemp(join(tmpdir(), 'freightkit-sandbox-snapshot-'));
  const file = join(folder, 'seeded.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  process.env[snapshotVariable] = file;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

/** Seeds a template database on the server; the teardown drops it and any test database left behind. */
async function seedTemplate(server: string): Promise<() => Promise<void>> {
  const template = `fk_template_${process.pid}`;
  await adminQuery(server, `DROP DATABASE IF EXISTS ${template}`);
  // The collation PGlite has (C), so rows sort the same on both whatever the server's default.
  await adminQuery(
    server,
    `CREATE DATABASE ${template} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
  );
  const db = await openDatabase({ url: databaseUrlFor(server, template) });
  try {
    await prepareDatabase(db, areas, () => undefined);
  } finally {
    // A template must have no connections while it is copied.
    await db.close();
  }
  process.env[templateVariable] = template;
  return async () => {
    const { rows } = await adminQuery(
      server,
      `SELECT datname FROM pg_database WHERE datname LIKE '${template}\\_copy\\_%'`,
    );
    for (const { datname } of rows as { datname: string }[])
      await adminQuery(server, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await adminQuery(server, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
