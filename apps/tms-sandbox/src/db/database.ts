import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The rows of one statement; `affectedRows` counts what an INSERT, UPDATE or DELETE touched. */
export interface Results<T> {
  readonly rows: T[];
  readonly affectedRows?: number;
}

/** How one statement is sent. */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each server connection (named after a hash of its text) and send only its
   * parameters after the first time: the server skips parsing it, and after five runs may keep its plan
   * (ADR 067). For the hot statements whose text is fixed, or one of a few shapes (never values in the
   * text, or every value would leave a statement behind on every connection). PGlite ignores it.
   *
   * `'generic'`: prepared, and planned once for any parameters, on connections that always keep that plan
   * (`plan_cache_mode = force_generic_plan`, ADR 069). Left to choose, the server kept planning the list page
   * afresh on every run, since a `LIMIT $n` makes the generic plan's estimate look dearer than a custom one:
   * about half the statement's time. Only for statements whose generic plan is known to be right for every
   * value (a test reads it); a filter whose best plan depends on its value keeps `true`.
   */
  readonly prepared?: boolean | 'generic';
}

/** What a statement runner offers: the database itself, or one transaction of it. */
export interface Queryable {
  /** One statement with `$1…` parameters (extended protocol: a single statement). */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  /** Several `;`-separated statements without parameters (migrations, `ANALYZE`, `SET LOCAL`). */
  exec(sql: string): Promise<void>;
}

/**
 * The database handle every area uses (ADR 055): the embedded PGlite by default, or a PostgreSQL server
 * (`--database-url`) through a node-postgres pool. Areas see only this interface, never the driver.
 */
export interface Database extends Queryable {
  /** Which engine runs the SQL: `pglite` (one connection, requests serialised) or `postgres` (a pool). */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it
   * throws. On a server other requests go on meanwhile, so `work` locks what it reads to decide
   * (`FOR UPDATE`) or writes conditionally. Nested (inside {@link pinned}): a savepoint.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` with every statement of this handle — whoever makes it — on one connection in one
   * transaction, committed or rolled back at the end (`end`). Only while nothing else uses the handle: the
   * seed at startup (all areas' seeds or none), and tests that roll each request back to read the seed again.
   */
  pinned<T>(end: 'commit' | 'rollback', work: () => Promise<T>): Promise<T>;
  /** Closes the database (PGlite) or ends the pool (server). */
  close(): Promise<void>;
}

/** Where the sandbox keeps its data: a PGlite folder (or memory), or a PostgreSQL server. */
export type DatabaseLocation =
  { readonly dataDir: string | undefined; readonly url?: undefined } | { readonly url: string };

/** Names a nested transaction's savepoint uniquely on its connection. */
let savepoints = 0;

/** Runs `work` inside a savepoint of the transaction `runner` is in. */
async function inSavepoint<T>(runner: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const name = `nested_${++savepoints}`;
  await runner.exec(`SAVEPOINT ${name}`);
  try {
    const result = await work(runner);
    await runner.exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await runner.exec(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/** PGlite: one embedded connection; PGlite itself queues statements and holds others during a transaction. */
class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  /** Inside {@link pinned}: transactions become savepoints of the enclosing one. */
  #pinned = false;

  constructor(readonly pglite: PGlite) {}

  async query<T>(sql: string, params?: readonly unknown[]): Promise<Results<T>> {
    return this.pglite.query<T>(sql, params === undefined ? undefined : [...params]);
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    if (this.#pinned) return inSavepoint(this, work);
    return this.pglite.transaction((tx) =>
      work({
        query: (sql, params) => tx.query(sql, params === undefined ? undefined : [...params]),
        exec: async (sql) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async pinned<T>(end: 'commit' | 'rollback', work: () => Promise<T>): Promise<T> {
    await this.pglite.exec('BEGIN');
    this.#pinned = true;
    let ending = end === 'commit' ? 'COMMIT' : 'ROLLBACK';
    try {
      return await work();
    } catch (error) {
      ending = 'ROLLBACK';
      throw error;
    } finally {
      this.#pinned = false;
      await this.pglite.exec(ending);
    }
  }

  close(): Promise<void> {
    return this.pglite.close();
  }
}

/**
 * node-postgres answers some types differently from PGlite; these make the rows the same on both, so an
 * area reads one shape: bigint as a number while it is exact, a date as UTC midnight, an interval and
 * numeric arrays as text (PGlite leaves them unparsed).
 */
const pgliteShapedTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const builtin = pg.types.getTypeParser as (
      oid: number,
      format?: 'text' | 'binary',
    ) => (text: string) => unknown;
    const bigint = (text: string) => {
      const value = BigInt(text);
      return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
    };
    const date = (text: string) => new Date(text);
    const textArray = builtin(1009); // text[]
    const arrayOf = (parse: (text: string) => unknown) => (text: string) =>
      (textArray(text) as (string | null)[]).map((item) => (item === null ? null : parse(item)));
    switch (oid) {
      case 20: // int8
        return bigint;
      case 1016: // int8[]
        return arrayOf(bigint);
      case 1082: // date
        return date;
      case 1182: // date[]
        return arrayOf(date);
      case 1186: // interval
      case 1083: // time
        return (text: string) => text;
      case 1187: // interval[]
      case 1231: // numeric[]
        return textArray;
      default:
        return builtin(oid, format);
    }
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Prepared statements' names by their text: a hash, so one text is one name on every connection. */
const statementNames = new Map<string, string>();
const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `fk_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
};

/** The statements of one pooled connection. */
const clientRunner = (client: pg.PoolClient | pg.Pool): Queryable => ({
  async query(sql: string, params?: readonly unknown[], options?: QueryOptions) {
    const values = params === undefined ? undefined : [...params];
    const result = await (options?.prepared
      ? client.query({ name: statementName(sql), text: sql, ...(values ? { values } : {}) })
      : client.query(sql, values));
    return { rows: result.rows as never[], affectedRows: result.rowCount ?? 0 };
  },
  async exec(sql: string) {
    await client.query(sql);
  },
});

/** A PostgreSQL server through a node-postgres pool: requests run side by side, each statement on any connection. */
class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  /** Inside {@link pinned}: the one connection every statement goes to. */
  #pinned: Queryable | undefined;
  readonly #pooled: Queryable;
  /** The connections of statements prepared `'generic'` (see {@link QueryOptions.prepared}). */
  readonly #generic: Queryable;

  constructor(
    readonly pool: pg.Pool,
    readonly genericPool: pg.Pool,
  ) {
    this.#pooled = clientRunner(pool);
    this.#generic = clientRunner(genericPool);
  }

  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Inside `pinned` every statement stays on its one connection (and its usual plan choice).
    if (this.#pinned) return this.#pinned.query<T>(sql, params, options);
    return (options?.prepared === 'generic' ? this.#generic : this.#pooled).query<T>(sql, params, options);
  }

  exec(sql: string): Promise<void> {
    return (this.#pinned ?? this.#pooled).exec(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    if (this.#pinned) return inSavepoint(this.#pinned, work);
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(clientRunner(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is dropped rather than handed to the next request.
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async pinned<T>(end: 'commit' | 'rollback', work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    await client.query('BEGIN');
    this.#pinned = clientRunner(client);
    let result: T;
    try {
      result = await work();
    } catch (error) {
      this.#pinned = undefined;
      await this.#end(client, 'ROLLBACK');
      throw error;
    }
    this.#pinned = undefined;
    await this.#end(client, end === 'commit' ? 'COMMIT' : 'ROLLBACK');
    return result;
  }

  /** Ends a pinned transaction and hands the connection back (dropped when even that failed). */
  async #end(client: pg.PoolClient, ending: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    try {
      await client.query(ending);
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.genericPool.end()]);
  }
}

/**
 * Opens the database: a PostgreSQL server when `url` is given (`postgres://user@host:port/db`), else PGlite,
 * persistent in `dataDir` or in memory when `dataDir` is `undefined` (tests).
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.url !== undefined) {
    // Sessions in UTC, as PGlite's: `now()::date` and `to_char` read the same on both. No JIT (ADR 063):
    // the sandbox's statements run in milliseconds, and compiling one whose estimate passed
    // `jit_above_cost` took 300–460 ms at 100,000 shipments (an origin filter 112 → 69 ms without).
    const settings = '-c TimeZone=UTC -c jit=off';
    const pool = new pg.Pool({
      connectionString: location.url,
      options: settings,
      types: pgliteShapedTypes,
      max: 10,
    });
    // Statements prepared 'generic' run on connections of their own, where the setting cannot reach the
    // others: unnamed statements with parameters would take generic plans too (ADR 069).
    const genericPool = new pg.Pool({
      connectionString: location.url,
      options: `${settings} -c plan_cache_mode=force_generic_plan`,
      types: pgliteShapedTypes,
      max: 10,
    });
    // An idle connection the server closed (a restart) is replaced on next use instead of crashing the process.
    pool.on('error', () => undefined);
    genericPool.on('error', () => undefined);
    const db = new PostgresDatabase(pool, genericPool);
    try {
      await db.query('SELECT 1');
    } catch (error) {
      await db.close();
      throw new Error(
        `Cannot reach the PostgreSQL server of --database-url (${redactUrl(location.url)}): ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    return db;
  }
  const pglite = await (location.dataDir === undefined
    ? PGlite.create()
    : PGlite.create({ dataDir: location.dataDir }));
  return new PgliteDatabase(pglite);
}

/** Wraps an open PGlite (a loaded snapshot in tests) as the sandbox's database. */
export function pgliteDatabase(pglite: PGlite): Database {
  return new PgliteDatabase(pglite);
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** One area's SQL migrations: `NNN_name.sql` files in a folder, applied in file-name order. */
export interface MigrationSource {
  /** Area name; migration ids are `<area>/<file>`. */
  readonly area: string;
  /** Folder holding the area's `.sql` files. */
  readonly directory: URL;
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
export async function getSetting(db: Queryable, key: string): Promise<string | undefined> {
  const result = await db.query<{ value: string }>('SELECT value FROM sandbox_settings WHERE key = $1', [
    key,
  ]);
  return result.rows[0]?.value;
}

/** Writes a single-value setting of the sandbox. */
export async function setSetting(db: Queryable, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO sandbox_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}
