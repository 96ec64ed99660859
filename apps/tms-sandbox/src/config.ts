import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** Settings of one sandbox run. */
export interface SandboxConfig {
  /** TCP port. @default 4310 */
  readonly port: number;
  /** Folder of the persistent database; `undefined` keeps it in memory (tests). */
  readonly dataDir: string | undefined;
  /** Drop everything and reseed before serving. */
  readonly reset: boolean;
  /** Built portal to serve from the same origin, if any. */
  readonly portalDir: string | undefined;
  /** Environment name reported to the portal in `/config.json` (`local` shows the 'UAT Data' banner). */
  readonly environment: string;
  /** Whether to listen at all (`--no-listen` only migrates and seeds). */
  readonly listen: boolean;
  /** Lifetime of access tokens in seconds. @default 28800 (8 hours) */
  readonly tokenTtlSeconds: number;
  /** Whether the dev-only endpoints (`/api/dev/*`) exist; off only in `production`. */
  readonly devEndpoints: boolean;
}

/** Default port of the sandbox. */
export const defaultPort = 4310;

/** Default data folder, relative to the sandbox package. */
export const defaultDataDir = new URL('../.sandbox-data', import.meta.url).pathname;

/**
 * Parses the command line:
 * `tsx apps/tms-sandbox/src/main.ts [--port 4310] [--data-dir <dir>] [--reset] [--portal-dir <dir>]
 * [--environment local] [--token-ttl <seconds>] [--no-listen]`.
 * `SANDBOX_TOKEN_TTL_SECONDS` also sets the token lifetime (handy for expiry journeys).
 */
export function parseConfig(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      'portal-dir': { type: 'string' },
      environment: { type: 'string', default: 'local' },
      'token-ttl': { type: 'string' },
      'no-listen': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = Number(values.port ?? env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid --port ${values.port ?? ''}`);
  const ttl = Number(values['token-ttl'] ?? env.SANDBOX_TOKEN_TTL_SECONDS ?? 8 * 60 * 60);
  if (!Number.isInteger(ttl) || ttl < 1) throw new Error('Invalid --token-ttl');
  const environment = values.environment;
  return {
    port,
    dataDir: resolve(values['data-dir'] ?? defaultDataDir),
    reset: values.reset,
    portalDir: values['portal-dir'] === undefined ? undefined : resolve(values['portal-dir']),
    environment,
    listen: !values['no-listen'],
    tokenTtlSeconds: ttl,
    devEndpoints: environment !== 'production',
  };
}
