import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** A benchmark page served and a browser to open it in. */
export interface BenchPage {
  /** The page's origin, e.g. `http://127.0.0.1:41234`. */
  readonly base: string;
  readonly browser: Browser;
  /** Closes the browser and the server. */
  readonly close: () => Promise<void>;
}

/** Options of {@link openBenchPage}. */
export interface BenchPageOptions {
  /** Headers on every answer of the server (e.g. the portal's Content-Security-Policy). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Builds a benchmark's page folder (its `index.html` and what it imports) with Vite in production
 * mode, as users get React, serves it on a loopback port (a static server that answers range
 * requests) and starts Debian's Chromium: the common start of the browser benchmarks (`pnpm bench`,
 * docs/benchmarks.md).
 */
export async function openBenchPage(
  root: string,
  name: string,
  options: BenchPageOptions = {},
): Promise<BenchPage> {
  const outDir = join(tmpdir(), `freightkit-${name}-bench`);
  await build({
    configFile: false,
    root,
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true },
    logLevel: 'error',
  });
  const server = await preview({
    configFile: false,
    root,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', ...(options.headers ? { headers: { ...options.headers } } : {}) },
    logLevel: 'error',
  });
  const address = server.httpServer.address();
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${String(address.port)}` : '';
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
