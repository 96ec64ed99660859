import { Hono } from 'hono';
import { docsRoutes } from './areas/docs/index.ts';
import { areas as defaultAreas } from './areas/index.ts';
import type { Area } from './areas/area.ts';
import type { SandboxConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { prepareDatabase, resetDatabase } from './db/setup.ts';
import type { AppEnv, Services } from './http/context.ts';
import { devRoutes } from './http/dev.ts';
import { HttpError } from './http/errors.ts';
import { revalidateCaching, servePortal } from './http/portalFiles.ts';
import { createProviderTokenVerifier } from './http/providerTokens.ts';
import { securityHeadersMiddleware } from './http/security.ts';
import { createTokenService } from './http/tokens.ts';

/** A running sandbox: the Hono app, its database and services. */
export interface Sandbox {
  /** The Hono app; use `app.fetch` to serve or `app.request()` in tests. */
  readonly app: Hono<AppEnv>;
  readonly services: Services;
  /** Closes the database. */
  close(): Promise<void>;
}

/** Options of {@link createSandbox} besides the config. */
export interface SandboxOptions {
  /** An already open database (tests share one); otherwise opened from `config.databaseUrl` or `config.dataDir`. */
  readonly db?: Database;
  /** Log sink. @default console.log */
  readonly log?: (line: string) => void;
  /** Areas to mount. @default every area */
  readonly areas?: readonly Area[];
}

/** Builds the Hono app over prepared services: security headers, health, dev, areas, portal, errors. */
export function createApp(services: Services, areas: readonly Area[] = defaultAreas): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // A portal signing in through an identity provider fetches its discovery, keys and tokens.
  const provider = services.config.identityProvider;
  app.use('*', securityHeadersMiddleware(provider === undefined ? [] : [new URL(provider.issuer).origin]));
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });

  app.get('/api/health', (c) => c.json({ ok: true }));
  if (services.config.devEndpoints) devRoutes(app);
  for (const area of areas) area.routes?.(app);
  // Not a contract call but a page about the contract (the user menu's API Documentation).
  docsRoutes(app);

  app.all('/api/*', (c) => c.json({ message: `No API route matches ${c.req.method} ${c.req.path}.` }, 404));

  const portalDir = services.config.portalDir;
  if (portalDir !== undefined) {
    app.get('/config.json', (c) => {
      c.header('Cache-Control', revalidateCaching);
      const msal = services.config.identityProvider?.portalMsal;
      return c.json({ apiBaseUrl: '', environment: services.config.environment, ...(msal ? { msal } : {}) });
    });
    servePortal(app, portalDir);
  }

  app.notFound((c) => c.json({ message: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    services.log(
      `[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json({ message: 'An internal error occurred.' }, 500);
  });
  return app;
}

/**
 * Opens (or takes) the database, resets it when asked, migrates, seeds a fresh one, and builds the app.
 *
 * @example const sandbox = await createSandbox(parseConfig(process.argv.slice(2)));
 */
export async function createSandbox(config: SandboxConfig, options: SandboxOptions = {}): Promise<Sandbox> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const areas = options.areas ?? defaultAreas;
  const db =
    options.db ??
    (await openDatabase(
      config.databaseUrl === undefined ? { dataDir: config.dataDir } : { url: config.databaseUrl },
    ));
  if (config.reset) {
    await resetDatabase(db);
    log('[db] reset');
  }
  const secret = await prepareDatabase(db, areas, log);
  const providerTokens =
    config.identityProvider === undefined ? undefined : createProviderTokenVerifier(config.identityProvider);
  const tokens = createTokenService(secret, config.tokenTtlSeconds, providerTokens);
  const services: Services = { db, config, tokens, log };
  return { app: createApp(services, areas), services, close: () => db.close() };
}
