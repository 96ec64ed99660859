import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { apiKeyHeader, apiKeyOf } from '@freightkit/api';
import { createSandbox, type Sandbox } from './app.ts';
import { openDatabase, pgliteDatabase, type Database } from './db/database.ts';
import { snapshotVariable, templateVariable } from './seededSnapshot.globalSetup.ts';
import type { SandboxConfig } from './config.ts';
import { demoPassword } from './personas.ts';
import { adminQuery, databaseUrlFor, testServerUrl } from './testServer.ts';

/** A config for tests: in-memory database, no listening, dev endpoints on. */
export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    port: 0,
    dataDir: undefined,
    databaseUrl: undefined,
    reset: false,
    portalDir: undefined,
    environment: 'test',
    listen: false,
    tokenTtlSeconds: 3600,
    devEndpoints: true,
    identityProvider: undefined,
    volumeShipments: 0,
    ...overrides,
  };
}

/** Numbers the databases one test process copies from the template. */
let copies = 0;

/**
 * A copy of the seeded database the test run's global setup made once (`seededSnapshot.globalSetup.ts`):
 * a PGlite loaded from the dump, or on the test server (`FK_TEST_DATABASE_URL`) a database of its own
 * created from the seeded template, with a `drop` to call once the sandbox is closed. `undefined` outside
 * such a run (the sandbox then migrates and seeds as it always does).
 */
async function seededCopy(): Promise<{ db: Database; drop?: () => Promise<void> } | undefined> {
  const server = testServerUrl();
  const template = process.env[templateVariable];
  if (server !== undefined && template !== undefined && template !== '') {
    const name = `${template}_copy_${process.pid}_${++copies}`;
    await adminQuery(server, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    return {
      db: await openDatabase({ url: databaseUrlFor(server, name) }),
      drop: async () => {
        await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const file = process.env[snapshotVariable];
  if (file === undefined || file === '') return undefined;
  return {
    db: pgliteDatabase(
      await PGlite.create({ loadDataDir: new Blob([new Uint8Array(await readFile(file))]) }),
    ),
  };
}

/**
 * Whether the sandbox's tests run on a PostgreSQL server (`FK_TEST_DATABASE_URL`) rather than PGlite: a test
 * of something only PGlite has (its data folder) skips there, saying so.
 */
export const onTestServer = testServerUrl() !== undefined;

/** A seeded sandbox (its own in-memory PGlite, or its own database on the test server), a silent log, and request helpers. */
export async function createTestSandbox(overrides: Partial<SandboxConfig> = {}) {
  const lines: string[] = [];
  const config = testConfig(overrides);
  // A sandbox starts from the run's seeded copy; a test of persistence keeps its own folder.
  const copy =
    config.dataDir === undefined && config.databaseUrl === undefined && !config.reset
      ? await seededCopy()
      : undefined;
  const opened: Sandbox = await createSandbox(config, {
    log: (line) => lines.push(line),
    ...(copy === undefined ? {} : { db: copy.db }),
  });
  const sandbox: Sandbox = {
    ...opened,
    close: async () => {
      await opened.close();
      await copy?.drop?.();
    },
  };
  const { app } = sandbox;

  /** POSTs JSON. */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** Signs in and returns the auth headers (bearer token and API key) plus the answer. */
  const signIn = async (userName: string, password = demoPassword) => {
    const response = await post('/api/v2/auth/authorize_user', { userName, password });
    if (response.status !== 200) throw new Error(`sign-in of ${userName} answered ${response.status}`);
    const json = (await response.json()) as { data: { accessToken: string; user: Record<string, unknown> } };
    const token = json.data.accessToken;
    return {
      token,
      user: json.data.user,
      headers: { Authorization: `Bearer ${token}`, [apiKeyHeader]: apiKeyOf(token) ?? '' },
    };
  };

  /** GETs with optional headers. */
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  return { sandbox, app, lines, post, get, signIn };
}
