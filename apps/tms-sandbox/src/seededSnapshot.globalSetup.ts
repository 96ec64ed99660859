import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areas } from './areas/index.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/setup.ts';

/** The environment variable that tells `createTestSandbox` where the seeded snapshot is. */
export const snapshotVariable = 'FK_SANDBOX_SNAPSHOT';

/**
 * Vitest global setup of the sandbox's tests: migrates and seeds one database once for the whole run and
 * dumps it, so each test file starts from a copy of it instead of migrating and seeding again (the seed
 * hashes every persona's password: seconds per file on a busy 2-core machine). Each file still gets its own
 * in-memory database, so the files stay independent.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const db = await openDatabase(undefined);
  await prepareDatabase(db, areas, () => undefined);
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
