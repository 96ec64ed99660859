import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { apiKeyHeader, apiKeyOf } from '@freightkit/api';
import { createSandbox, type Sandbox } from './app.ts';
import { snapshotVariable } from './seededSnapshot.globalSetup.ts';
import type { SandboxConfig } from './config.ts';
import { demoPassword } from './personas.ts';

/** A config for tests: in-memory database, no listening, dev endpoints on. */
export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    port: 0,
    dataDir: undefined,
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

/**
 * A copy of the seeded database the test run's global setup dumped once (`seededSnapshot.globalSetup.ts`),
 * or `undefined` outside such a run (the sandbox then migrates and seeds as it always does).
 */
async function seededCopy(): Promise<PGlite | undefined> {
  const file = process.env[snapshotVariable];
  if (file === undefined || file === '') return undefined;
  return PGlite.create({ loadDataDir: new Blob([new Uint8Array(await readFile(file))]) });
}

/** A seeded in-memory sandbox with a silent log, plus request helpers for tests. */
export async function createTestSandbox(overrides: Partial<SandboxConfig> = {}) {
  const lines: string[] = [];
  const config = testConfig(overrides);
  // An in-memory database starts from the run's seeded snapshot; a test of persistence keeps its own folder.
  const db = config.dataDir === undefined && !config.reset ? await seededCopy() : undefined;
  const sandbox: Sandbox = await createSandbox(config, {
    log: (line) => lines.push(line),
    ...(db === undefined ? {} : { db }),
  });
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
