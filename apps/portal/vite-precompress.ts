import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing; images, fonts (woff2) and PDFs are compressed already. Source maps are
 * left out: only developer tools fetch them, and at brotli's best level they would double the build's time.
 */
const compressible = /\.(?:js|mjs|css|html|json|svg|txt|wasm|bcmap)$/;

/** Below this size a compressed copy saves less than its own headers cost. */
const minimumBytes = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, as a CDN
 * would serve them: the sandbox (like any static host told to look for them) sends the smallest copy the
 * browser accepts, with `Content-Encoding`. Compressing once at build time lets brotli use its best
 * (slowest) level, which a server compressing per request could not afford. A copy that is not smaller
 * than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'freightkit:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      logger = config.logger;
    },
    async closeBundle() {
      const started = performance.now();
      const jobs: Promise<readonly [number, number]>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!compressible.test(path) || (await stat(path)).size < minimumBytes) continue;
        jobs.push(
          (async () => {
            const source = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
            return [source.length, Math.min(br.length, source.length)] as const;
          })(),
        );
      }
      const sizes = await Promise.all(jobs);
      const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      const raw = sizes.reduce((sum, [before]) => sum + before, 0);
      const compressed = sizes.reduce((sum, [, after]) => sum + after, 0);
      logger?.info(
        `precompressed ${sizes.length} files: ${kilobytes(raw)} → ${kilobytes(compressed)} brotli ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
