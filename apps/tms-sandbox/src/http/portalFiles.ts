import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context.ts';

/** Hashed build output (Vite names every file in `assets/` after its content): cached for a year, never revalidated. */
export const immutableCaching = 'public, max-age=31536000, immutable';

/** Files whose name stays the same across builds (index.html, config.json, public files): revalidated on each use. */
export const revalidateCaching = 'no-cache';

/** Content types the build precompresses (see the portal's `vite-precompress.ts`); their answer varies by encoding. */
const compressibleType = /^(?:text\/|application\/(?:javascript|json|wasm)|image\/svg\+xml)/;

/**
 * Serves the built portal the way a CDN in front of it would:
 * - the smallest precompressed copy (`.br`, then `.gz`) the browser accepts, with `Content-Encoding` and
 *   `Vary: Accept-Encoding` (the build writes the copies once, at brotli's best level);
 * - hashed files under `/assets/` cached immutably for a year; everything else, the SPA's `index.html` first,
 *   revalidated on every use, so a new build is seen at the next load;
 * - every other page GET answered with `index.html` (the portal's router decides what it shows), compressed and
 *   revalidated the same way: a sign-in page or a link from a mail loads it under its own path.
 */
export function servePortal(app: Hono<AppEnv>, portalDir: string): void {
  app.use(
    '*',
    serveStatic({
      root: portalDir,
      precompressed: true,
      onFound(_path, c) {
        c.header('Cache-Control', c.req.path.startsWith('/assets/') ? immutableCaching : revalidateCaching);
        varyByEncoding(c);
      },
    }),
  );
  app.get(
    '*',
    serveStatic({
      root: portalDir,
      path: 'index.html',
      precompressed: true,
      onFound(_path, c) {
        c.header('Cache-Control', revalidateCaching);
        varyByEncoding(c);
      },
    }),
  );
}

/**
 * A compressible file answers differently per `Accept-Encoding` even when this request got it uncompressed, so
 * a shared cache must key on it. serveStatic says so only when it picked a compressed copy.
 */
function varyByEncoding(c: Context): void {
  const type = c.res.headers.get('Content-Type') ?? '';
  const vary = c.res.headers.get('Vary') ?? '';
  if (compressibleType.test(type) && !/accept-encoding/i.test(vary))
    c.header('Vary', 'Accept-Encoding', { append: true });
}
