/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * Builds `intl-messageformat` without its ICU parser (about 9 KB gzipped of every first load): the
 * translator reads the catalogs' messages itself (domain `parseCommonIcu`, checked against the parser for
 * every catalog by the locale guard) and loads the parser as a chunk only for a message outside them
 * (`loadIcuParser`, ADR 066). Only `intl-messageformat`'s own import is redirected, so that chunk still
 * holds the real parser.
 */
function icuWithoutParser(): Plugin {
  return {
    name: 'freightkit-icu-without-parser',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('/intl-messageformat/')) {
        return null;
      }
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, options);
    },
  };
}

export default defineConfig({
  plugins: [
    icuWithoutParser(),
    react(),
    vanillaExtractPlugin(),
    firstRoutePreloads(),
    serviceWorker(),
    precompress(),
  ],
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
