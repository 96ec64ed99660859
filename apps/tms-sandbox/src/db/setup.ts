import { randomBytes } from 'node:crypto';
import type { Area, SeedIds } from '../areas/area.ts';
import { getSetting, migrate, setSetting, type Database } from './database.ts';

/** Settings key of the HS256 signing secret (created with the seed; a reset rotates it). */
const secretKey = 'jwt_secret';

/**
 * Drops every table, so the next {@link prepareDatabase} migrates and seeds from scratch. On a server the
 * schema is recreated with the default grants (owned by the connecting role, usable by everyone).
 */
export async function resetDatabase(db: Database): Promise<void> {
  await db.exec(
    'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; GRANT ALL ON SCHEMA public TO public;',
  );
}

/**
 * Migrates the database and, when it has never been seeded, seeds every area in order.
 *
 * @returns the token-signing secret
 */
export async function prepareDatabase(
  db: Database,
  areas: readonly Area[],
  log: (line: string) => void,
): Promise<Uint8Array> {
  const applied = await migrate(
    db,
    areas.map((area) => ({ area: area.name, directory: area.migrations })),
  );
  if (applied.length > 0) log(`[db] applied ${applied.length} migration(s): ${applied.join(', ')}`);
  let secret = await getSetting(db, secretKey);
  if (secret === undefined) {
    const ids: SeedIds = { companies: new Map(), users: new Map(), shipments: new Map() };
    // One transaction on one connection: a failed seed leaves nothing behind and the next start seeds again.
    await db.pinned('commit', async () => {
      for (const area of areas) await area.seed?.({ db, ids, log });
    });
    secret = randomBytes(32).toString('base64');
    await setSetting(db, secretKey, secret);
    log('[db] seeded demo data');
  }
  return Buffer.from(secret, 'base64');
}
