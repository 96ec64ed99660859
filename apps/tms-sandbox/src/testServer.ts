import pg from 'pg';

/**
 * The environment variable that runs the sandbox's tests on a PostgreSQL server instead of PGlite
 * (ADR 055): a URL whose role may create databases, e.g. `postgres://postgres@127.0.0.1:54329/postgres`.
 */
export const testServerVariable = 'FK_TEST_DATABASE_URL';

/** The test server's URL, or `undefined` when the tests run on PGlite. */
export function testServerUrl(): string | undefined {
  const url = process.env[testServerVariable];
  return url === undefined || url === '' ? undefined : url;
}

/** The same server and role, another database. */
export function databaseUrlFor(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(server: string, sql: string): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const result = await client.query(sql);
    return { rows: result.rows as Record<string, unknown>[] };
  } finally {
    await client.end();
  }
}
