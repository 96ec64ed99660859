import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { persona } from '../personas.ts';
import { createTestSandbox } from '../testing.ts';

/**
 * The sandbox keeps its data in `--data-dir` across restarts, and `--reset` brings the seed back
 * (issue 5: "persistent across restarts, `--reset` to reseed"). One folder, three runs in a row.
 */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fk-persistence-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const { email } = persona('dispatcher');
const mailboxPath = `/api/dev/mailbox?to=${encodeURIComponent(email)}`;

/** One run of the sandbox on the shared folder: what it logged, the dispatcher's mails, a sign-in. */
async function run(
  reset: boolean,
  during?: (t: Awaited<ReturnType<typeof createTestSandbox>>) => Promise<void>,
) {
  const t = await createTestSandbox({ dataDir, reset });
  try {
    await during?.(t);
    const mailbox = (await (await t.get(mailboxPath)).json()) as { items: { subject: string }[] };
    return { lines: t.lines, mails: mailbox.items };
  } finally {
    await t.sandbox.close();
  }
}

it('keeps changed data and the token secret across a restart, and reseeds on --reset', async () => {
  // First run: a fresh folder is migrated and seeded; a password-reset request (an HTTP write) mails the dispatcher.
  let tokenHeaders: Record<string, string> = {};
  const first = await run(false, async (t) => {
    tokenHeaders = (await t.signIn(email)).headers;
    const response = await t.post('/api/v2/auth/password_reset_requests', {
      url: 'http://localhost:4310/reset-password',
      emailAddress: email,
    });
    expect(response.status).toBe(202);
  });
  expect(first.lines).toContain('[db] seeded demo data');
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
}, 300_000);
