import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { identityProviderPort } from './support/identityProvider.ts';

/** The journeys run against the built portal served by a sandbox on its own port and fresh database. */
const port = Number(process.env['FK_E2E_PORT'] ?? 4311);
const dataDir = mkdtempSync(join(tmpdir(), 'freightkit-e2e-'));
/**
 * FK_E2E_DATABASE_URL: run the journeys' sandbox on that PostgreSQL database instead of a fresh PGlite folder
 * (ADR 055); `--reset` drops its schema first, so give it a database of its own.
 */
const database = process.env['FK_E2E_DATABASE_URL']
  ? ` --database-url ${process.env['FK_E2E_DATABASE_URL']}`
  : '';
/** Where the local identity provider (ADR 028) writes its self-signed certificate. */
const identityCertDir = mkdtempSync(join(tmpdir(), 'freightkit-idp-'));

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The portal's service worker (ADR 039) precaches every built file in each new browser context:
    // about 2 s of a journey's first page, for journeys that never go offline. The offline journey
    // allows it (and asserts it controls the page); every other journey runs as a first visit would
    // without it, so it also sees its network routes directly.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `pnpm --filter @freightkit/tms-sandbox exec tsx src/main.ts --port ${port} --data-dir ${dataDir}${database} --reset --portal-dir ../portal/dist --environment test --oidc-issuer https://localhost:${identityProviderPort} --oidc-ca ${identityCertDir}/cert.pem`,
      cwd: '..',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      // Seeding a fresh database takes a while on a busy 2-core machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The sandbox reads the certificate only when a provider token first arrives, so the two
      // servers start in either order.
      command: `node scripts/identity-provider.mjs --port ${identityProviderPort} --sandbox http://localhost:${port} --cert-dir ${identityCertDir}`,
      cwd: '..',
      url: `https://localhost:${identityProviderPort}/B2C_1_signin/.well-known/openid-configuration`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
