/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import { firstRoutePreloads } from './vite-first-route.ts';
import { precompress } from './vite-precompress.ts';
import { serviceWorker } from './vite-service-worker.ts';

/** Where `pnpm dev` finds the sandbox API (the dev server proxies /api and /config.json to it). */
const sandboxUrl = process.env['FK_SANDBOX_URL'] ?? 'http://localhost:4310';

function buildVersion(): string {
  if (process.env['FK_BUILD_VERSION']) return process.env['FK_BUILD_VERSION'];
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), firstRoutePreloads(), serviceWorker(), precompress()],
  define: {
    // Shown where support looks for it (the user menu); the environment comes from /config.json.
    __FK_BUILD_VERSION__: JSON.stringify(buildVersion()),
  },
  server: {
    port: 5173,
    proxy: { '/api': sandboxUrl, '/config.json': sandboxUrl },
  },
  // The portal's node unit tests (session adapters, config): `pnpm --filter @freightkit/portal test`.
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Heavy modules (pdf.js, Lexical, utif, MSAL) are split out and loaded on demand.
    chunkSizeWarningLimit: 1500,
  },
});
