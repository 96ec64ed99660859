import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** Settings of one sandbox run. */
export interface SandboxConfig {
  /** TCP port. @default 4310 */
  readonly port: number;
  /** Folder of the persistent database; `undefined` keeps it in memory (tests). */
  readonly dataDir: string | undefined;
  /**
   * A PostgreSQL server to keep the tables in instead of PGlite (`--database-url postgres://…`, ADR 055);
   * `dataDir` then holds only the uploaded documents' files. @default undefined (PGlite)
   */
  readonly databaseUrl: string | undefined;
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
  /** The identity provider whose access tokens the API also accepts (ADR 028); `undefined`: only its own. */
  readonly identityProvider: IdentityProviderConfig | undefined;
  /**
   * Shipments the demo carrier (Swiftline) should hold at least, added after the seed to try the lists
   * at a large carrier's volume (`--volume-shipments 100000`, ADR 054). @default 0 (the seed as is)
   */
  readonly volumeShipments: number;
}

/** An OpenID Connect provider (Azure AD B2C, or the local stand-in) trusted beside the sandbox's own tokens. */
export interface IdentityProviderConfig {
  /** The `iss` of its tokens, also its origin's discovery base (e.g. `https://localhost:4312`). */
  readonly issuer: string;
  /** Where its signing keys are published (JWKS). */
  readonly jwksUrl: string;
  /** The `aud` its access tokens carry for the carrier API. */
  readonly audience: string;
  /** A PEM file of the certificate to trust for the keys' HTTPS fetch (a self-signed local provider). */
  readonly caFile: string | undefined;
  /** The `msal` block served in the portal's `/config.json`, when this sandbox's portal signs in through it. */
  readonly portalMsal: Readonly<Record<string, unknown>> | undefined;
}

/** Default port of the sandbox. */
export const defaultPort = 4310;

/** Default data folder, relative to the sandbox package. */
export const defaultDataDir = new URL('../.sandbox-data', import.meta.url).pathname;

/**
 * Parses the command line:
 * `tsx apps/tms-sandbox/src/main.ts [--port 4310] [--data-dir <dir> | --database-url <postgres url>] [--reset]
 * [--portal-dir <dir>] [--environment local] [--token-ttl <seconds>] [--no-listen] [--volume-shipments <count>]`.
 * `SANDBOX_TOKEN_TTL_SECONDS` also sets the token lifetime (handy for expiry journeys).
 */
export function parseConfig(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
      'portal-dir': { type: 'string' },
      environment: { type: 'string', default: 'local' },
      'token-ttl': { type: 'string' },
      'no-listen': { type: 'boolean', default: false },
      'oidc-issuer': { type: 'string' },
      'oidc-jwks': { type: 'string' },
      'oidc-audience': { type: 'string' },
      'oidc-ca': { type: 'string' },
      'oidc-portal-msal': { type: 'string' },
      'volume-shipments': { type: 'string' },
    },
    strict: true,
  });
  const port = Number(values.port ?? env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid --port ${values.port ?? ''}`);
  const ttl = Number(values['token-ttl'] ?? env.SANDBOX_TOKEN_TTL_SECONDS ?? 8 * 60 * 60);
  if (!Number.isInteger(ttl) || ttl < 1) throw new Error('Invalid --token-ttl');
  const volumeShipments = Number(values['volume-shipments'] ?? 0);
  if (!Number.isInteger(volumeShipments) || volumeShipments < 0 || volumeShipments > 1_000_000)
    throw new Error('Invalid --volume-shipments: a whole number of shipments up to 1,000,000');
  const environment = values.environment;
  return {
    port,
    dataDir: resolve(values['data-dir'] ?? defaultDataDir),
    databaseUrl: databaseUrlFrom(values['database-url']),
    reset: values.reset,
    portalDir: values['portal-dir'] === undefined ? undefined : resolve(values['portal-dir']),
    environment,
    listen: !values['no-listen'],
    tokenTtlSeconds: ttl,
    devEndpoints: environment !== 'production',
    identityProvider: identityProviderFrom(values),
    volumeShipments,
  };
}

/** `--database-url`: a `postgres://` or `postgresql://` URL. */
function databaseUrlFrom(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new Error('Invalid --database-url: a postgres://user:password@host:port/database URL');
  return url;
}

/**
 * The `--oidc-*` options: `--oidc-issuer <url>` turns the trust on; `--oidc-jwks` defaults to the
 * B2C sign-in policy's key path, `--oidc-audience` to `freightkit-api`; `--oidc-portal-msal <json>`
 * makes `/config.json` send the portal through the provider.
 */
function identityProviderFrom(values: {
  'oidc-issuer'?: string | undefined;
  'oidc-jwks'?: string | undefined;
  'oidc-audience'?: string | undefined;
  'oidc-ca'?: string | undefined;
  'oidc-portal-msal'?: string | undefined;
}): IdentityProviderConfig | undefined {
  const issuer = values['oidc-issuer'];
  if (issuer === undefined) return undefined;
  const origin = new URL(issuer);
  if (origin.protocol !== 'https:') throw new Error('--oidc-issuer must be an https URL');
  let portalMsal: Record<string, unknown> | undefined;
  if (values['oidc-portal-msal'] !== undefined) {
    const parsed: unknown = JSON.parse(values['oidc-portal-msal']);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('--oidc-portal-msal must be a JSON object');
    portalMsal = parsed as Record<string, unknown>;
  }
  return {
    issuer,
    jwksUrl: values['oidc-jwks'] ?? new URL('/B2C_1_signin/discovery/v2.0/keys', origin).href,
    audience: values['oidc-audience'] ?? 'freightkit-api',
    caFile: values['oidc-ca'] === undefined ? undefined : resolve(values['oidc-ca']),
    portalMsal,
  };
}
