import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestSandbox, onTestServer } from '../testing.ts';
import { parseConfig } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

/**
 * The `Database` interface behaves the same on PGlite and on a PostgreSQL server (ADR 055): this file runs
 * on whichever the test run uses (`FK_TEST_DATABASE_URL`), and `pnpm test` runs it on both.
 */
let t: Awaited<ReturnType<typeof createTestSandbox>>;
let db: Database;

beforeAll(async () => {
  t = await createTestSandbox();
  db = t.sandbox.services.db;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

it('is the engine the run asked for', () => {
  expect(db.kind).toBe(onTestServer ? 'postgres' : 'pglite');
});

it('answers rows of the same shapes on both engines', async () => {
  const { rows } = await db.query(
    `SELECT 5::int8 AS big, 2::int4 AS small, 1.5::numeric AS money, 0.25::float8 AS ratio,
            '2026-11-27'::date AS day, '2026-11-27T10:00:00Z'::timestamptz AS at, '1 day'::interval AS span,
            '{"a":[1,2]}'::jsonb AS doc, ARRAY[1,2]::int[] AS ints, ARRAY['x','y']::text[] AS texts,
            ARRAY[1.5]::numeric[] AS moneys, true AS yes, NULL::text AS nothing`,
  );
  expect(rows[0]).toEqual({
    big: 5,
    small: 2,
    money: '1.5',
    ratio: 0.25,
    day: new Date('2026-11-27T00:00:00.000Z'),
    at: new Date('2026-11-27T10:00:00.000Z'),
    span: '1 day',
    doc: { a: [1, 2] },
    ints: [1, 2],
    texts: ['x', 'y'],
    moneys: ['1.5'],
    yes: true,
    nothing: null,
  });
});

it('commits a transaction that resolves and rolls back one that throws', async () => {
  await db.exec('CREATE TABLE IF NOT EXISTS db_probe (n int PRIMARY KEY)');
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO db_probe VALUES ($1)', [1]);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO db_probe VALUES ($1)', [2]);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  const { rows } = await db.query<{ n: number }>('SELECT n FROM db_probe ORDER BY n');
  expect(rows).toEqual([{ n: 1 }]);
});

it('pins every statement to one transaction; a transaction inside it is a savepoint', async () => {
  await db.exec('CREATE TABLE IF NOT EXISTS db_pinned (n int PRIMARY KEY)');
  const seen = await db.pinned('rollback', async () => {
    await db.query('INSERT INTO db_pinned VALUES (1)');
    // A failing inner transaction undoes only its own work.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO db_pinned VALUES (2)');
        await tx.query('INSERT INTO db_pinned VALUES (1)'); // duplicate key
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO db_pinned VALUES (3)');
    });
    return (await db.query<{ n: number }>('SELECT n FROM db_pinned ORDER BY n')).rows.map((r) => r.n);
  });
  expect(seen).toEqual([1, 3]);
  // Rolled back at the end: nothing stays.
  expect((await db.query('SELECT n FROM db_pinned')).rows).toEqual([]);
  await db.pinned('commit', async () => {
    await db.query('INSERT INTO db_pinned VALUES (4)');
  });
  expect((await db.query<{ n: number }>('SELECT n FROM db_pinned')).rows).toEqual([{ n: 4 }]);
});

it('plans a statement prepared generic once for any values on a server, and only that one (ADR 069)', async () => {
  const mode = async (options?: { prepared: true | 'generic' }) =>
    (await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode', [], options)).rows[0]
      ?.plan_cache_mode;
  // On a server the generic statements have connections of their own; PGlite has one setting for all.
  expect(await mode({ prepared: 'generic' })).toBe(onTestServer ? 'force_generic_plan' : 'auto');
  expect(await mode({ prepared: true })).toBe('auto');
  expect(await mode()).toBe('auto');
  // Inside a pinned transaction every statement stays on its connection.
  await db.pinned('rollback', async () => {
    expect(await mode({ prepared: 'generic' })).toBe('auto');
  });
});

it('takes --database-url as a postgres URL, and PGlite without it', () => {
  expect(parseConfig([]).databaseUrl).toBeUndefined();
  const url = 'postgres://fk:secret@127.0.0.1:5432/freightkit';
  expect(parseConfig(['--database-url', url]).databaseUrl).toBe(url);
  expect(parseConfig(['--database-url', 'postgresql://localhost/fk']).databaseUrl).toBe(
    'postgresql://localhost/fk',
  );
  expect(() => parseConfig(['--database-url', 'mysql://localhost/fk'])).toThrow(/Invalid --database-url/);
  expect(() => parseConfig(['--database-url', 'not a url'])).toThrow(/Invalid --database-url/);
});

it('says which server it cannot reach, without the password', async () => {
  // Port 9 on loopback: nothing listens there.
  await expect(openDatabase({ url: 'postgres://fk:secret@127.0.0.1:9/freightkit' })).rejects.toThrow(
    /^Cannot reach the PostgreSQL server of --database-url \(postgres:\/\/fk:\*\*\*@127\.0\.0\.1:9\/freightkit\)/,
  );
});
