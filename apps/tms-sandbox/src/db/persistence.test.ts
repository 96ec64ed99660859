import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { persona } from '../personas.ts';
import { templateVariable } from '../seededSnapshot.globalSetup.ts';
import { createTestSandbox, onTestServer } from '../testing.ts';
import { adminQuery, databaseUrlFor, testServerUrl } from '../testServer.ts';

/**
 * The sandbox keeps its data across restarts — in `--data-dir` (PGlite), or on the server of
 * `--database-url` — and `--reset` brings the seed back (issue 5: "persistent across restarts, `--reset` to
 * reseed"; ADR 055). One folder or one database, three runs in a row. On the test server
 * (`FK_TEST_DATABASE_URL`) the database is a fresh one on it; without one, a PGlite folder.
 */
let dataDir: string;
/** On the test server: the empty database the three runs share. */
let databaseUrl: string | undefined;
const server = testServerUrl();
const database = `${process.env[templateVariable] ?? 'fk_template'}_copy_${process.pid}_persistence`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fk-persistence-'));
  if (server !== undefined) {
    await adminQuery(server, `DROP DATABASE IF EXISTS ${database}`);
    await adminQuery(server, `CREATE DATABASE ${database}`);
    databaseUrl = databaseUrlFor(server, database);
  }
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (server !== undefined) await adminQuery(server, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const { email } = persona('dispatcher');
const mailboxPath = `/api/dev/mailbox?to=${encodeURIComponent(email)}`;

/** One run of the sandbox on the shared folder: what it logged, the dispatcher's mails, a sign-in. */
async function run(
  reset: boolean,
  during?: (t: Awaited<ReturnType<typeof createTestSandbox>>) => Promise<void>,
) {
  // On a server the uploaded files still have a folder; the tables are in the database.
  const t = await createTestSandbox(databaseUrl === undefined ? { dataDir, reset } : { databaseUrl, reset });
  try {
    await during?.(t);
    const mailbox = (await (await t.get(mailboxPath)).json()) as { items: { subject: string }[] };
    return { lines: t.lines, mails: mailbox.items };
  } finally {
    await t.sandbox.close();
  }
}

/** Three runs on one folder or database: written data and the token secret survive a restart; --reset reseeds. */
async function restartsAndReset() {
  // First run: a fresh folder is migrated and seeded; a password-reset request (an HTTP write) mails the dispatcher.
  let tokenHeaders: Record<string, string> = {};
  let t0Kind = '';
  const first = await run(false, async (t) => {
    t0Kind = t.sandbox.services.db.kind;
    tokenHeaders = (await t.signIn(email)).headers;
    const response = await t.post('/api/v2/auth/password_reset_requests', {
      url: 'http://localhost:4310/reset-password',
      emailAddress: email,
    });
    expect(response.status).toBe(202);
  });
  expect(first.lines).toContain('[db] seeded demo data');
  expect(t0Kind).toBe(onTestServer ? 'postgres' : 'pglite');
  expect(first.mails).toHaveLength(1);

  // Second run on the same folder: nothing migrated or seeded again, the mail is still there, and a
  // token signed before the restart still works (the signing secret is stored with the data).
  let statusWithOldToken = 0;
  const second = await run(false, async (t) => {
    statusWithOldToken = (await t.get('/api/v2/contacts/currentuser', tokenHeaders)).status;
  });
  expect(second.lines.filter((line) => line.startsWith('[db]'))).toEqual([]);
  expect(second.mails).toEqual(first.mails);
  expect(statusWithOldToken).toBe(200);

  // Third run with --reset: everything dropped and seeded afresh; the mail is gone and the old
  // token no longer verifies (a reset rotates the secret).
  const third = await run(true, async (t) => {
    statusWithOldToken = (await t.get('/api/v2/contacts/currentuser', tokenHeaders)).status;
  });
  expect(third.lines).toContain('[db] reset');
  expect(third.lines).toContain('[db] seeded demo data');
  expect(third.mails).toEqual([]);
  expect(statusWithOldToken).toBe(401);
}

it('PGlite keeps changed data and the token secret in --data-dir across a restart, and reseeds on --reset', async (context) => {
  // A data folder is PGlite's alone; on the test server the test below covers the same on the server.
  if (onTestServer)
    context.skip('PGlite-only: the tests run on the PostgreSQL server of FK_TEST_DATABASE_URL');
  await restartsAndReset();
}, 300_000);

it('a PostgreSQL server keeps changed data and the token secret across a restart, and --reset drops the schema and reseeds', async (context) => {
  if (!onTestServer)
    context.skip('Needs a PostgreSQL server: set FK_TEST_DATABASE_URL (pnpm test runs it on one)');
  await restartsAndReset();
}, 300_000);
