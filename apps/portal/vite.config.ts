/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import path from 'node:path';
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

/** The production file of each of react-router's entry points (its package exports only `dist/development`). */
const reactRouterProductionFiles: Readonly<Record<string, string>> = {
  'react-router': 'dist/production/index.mjs',
  'react-router/dom': 'dist/production/dom-export.mjs',
};

/**
 * Builds react-router's production files. Its package's exports name only `dist/development`
 * (remix-run/react-router#12532, #14753), so a build shipped the development router: its dev-only
 * warnings, checks and larger code ran on every navigation. The production files beside them are the same
 * release built without those (ADR 068).
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'freightkit-react-router-production',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const file = reactRouterProductionFiles[source];
      if (file === undefined) return null;
      const manifest = await this.resolve('react-router/package.json', importer, options);
      if (!manifest) return null;
      return path.join(path.dirname(manifest.id), file);
    },
  };
}

export default defineConfig({
  plugins: [
    icuWithoutParser(),
    reactRouterProduction(),
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
