import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/** The database handle every area uses (PGlite: PostgreSQL semantics, embedded, no native build). */
export type Database = PGlite;

/** One area's SQL migrations: `NNN_name.sql` files in a folder, applied in file-name order. */
export interface MigrationSource {
  /** Area name; migration ids are `<area>/<file>`. */
  readonly area: string;
  /** Folder holding the area's `.sql` files. */
  readonly directory: URL;
}

/**
 * Opens the database: persistent in `dataDir`, or in memory when `dataDir` is `undefined` (tests).
 */
export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  return dataDir === undefined ? PGlite.create() : PGlite.create({ dataDir });
}

/**
 * Applies every migration not applied yet, area by area in the given order, each file in one
 * transaction; applied ids are recorded in `schema_migrations`.
 *
 * @returns the ids applied by this run
 */
export async function migrate(db: Database, sources: readonly MigrationSource[]): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
  );
  const applied: string[] = [];
  for (const source of sources) {
    const files = (await readdir(source.directory)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      const id = `${source.area}/${file}`;
      if (done.has(id)) continue;
      const sql = await readFile(new URL(file, source.directory), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [id]);
      });
      applied.push(id);
    }
  }
  return applied;
}

/** Reads a single-value setting of the sandbox (`sandbox_settings`), or `undefined`. */
export async function getSetting(db: Database, key: string): Promise<string | undefined> {
  const result = await db.query<{ value: string }>('SELECT value FROM sandbox_settings WHERE key = $1', [
    key,
  ]);
  return result.rows[0]?.value;
}

/** Writes a single-value setting of the sandbox. */
export async function setSetting(db: Database, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO sandbox_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}
