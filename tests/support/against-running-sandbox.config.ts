import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

/**
 * Runs the journeys against a sandbox that is already running (for example `pnpm start`, or
 * `tsx apps/tms-sandbox/src/main.ts --port 4320 --reset --portal-dir apps/portal/dist`), for quick
 * iteration without a fresh start per run. `FK_E2E_URL` names it (default http://localhost:4320).
 * The real run is `pnpm --filter @freightkit/tests e2e` (fresh database, its own port).
 */
export default defineConfig({
  testDir: '../journeys',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env['FK_E2E_URL'] ?? 'http://localhost:4320',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
