// The portal runs under a strict Content-Security-Policy without 'unsafe-eval'. Zod 4 probes for
// `Function` to compile faster parsers, which the browser reports as a CSP violation; its jitless
// mode parses without it. Zod reads this global when its schemas are built, so it must be set
// before the portal's modules run: index.html loads this file first (module scripts run in document
// order), from the same origin, so no inline script is needed.
// Remove once @freightkit/api sets `z.config({ jitless: true })` before building its schemas.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
