/**
 * Where this deployment of the portal points: read at start from `/config.json` (written by the
 * host, so one build serves every environment), falling back to values baked in at build time
 * (`VITE_FK_*`) when the host serves no config.
 */
export interface PortalConfig {
  /** Base URL of the back end without trailing slash; `''` for the same origin. */
  readonly apiBaseUrl: string;
  /** Environment name (`production`, `uat`, `local`, `test`); some show the 'UAT Data' banner. */
  readonly environment: string;
  /** The external help desk, opened in a new tab from the top bar and the Support entry. */
  readonly helpDeskUrl: string;
  /** Where the API documentation for admins lives. */
  readonly apiDocumentationUrl: string;
  /** The address the 'Do Not Use' message asks carriers to write to. */
  readonly supportEmail: string;
  /** The MSAL redirect sign-in (Azure AD B2C); `null` signs in with credentials against the back end. */
  readonly msal: MsalConfig | null;
}

/** The `msal` block of `/config.json`: the B2C app registration, its policies and the API scope. */
export interface MsalConfig {
  /** The app registration's client id. */
  readonly clientId: string;
  /** The sign-in policy's authority, e.g. `https://tenant.b2clogin.com/tenant.onmicrosoft.com/B2C_1_signin`. */
  readonly authority: string;
  /** The forgot-password policy's authority (spec 1 §2 `/forgot-password`); `null` falls back to credentials. */
  readonly forgotPasswordAuthority: string | null;
  /** Hosts MSAL may trust as authorities (the b2clogin host). */
  readonly knownAuthorities: readonly string[];
  /** Scopes asked for: the carrier API read scope (spec 1 §7). */
  readonly scopes: readonly string[];
  /** Where B2C sends the browser back; defaults to the portal's origin. */
  readonly redirectUri: string | null;
  /** The ID-token claim that carries the portal user as JSON (see docs/adr/012-msal-adapter.md). @default 'extension_PortalUser' */
  readonly userClaim: string;
  /**
   * MSAL's protocol mode: `AAD` for Azure AD B2C (the default), `OIDC` for any other OpenID Connect
   * provider, such as the local one the journeys and `pnpm start -- --oidc` use (ADR 028).
   */
  readonly protocolMode: 'AAD' | 'OIDC';
}

/** What a built portal uses when neither `/config.json` nor `VITE_FK_*` say otherwise. */
const buildDefaults: PortalConfig = {
  apiBaseUrl: import.meta.env.VITE_FK_API_BASE_URL ?? '',
  environment: import.meta.env.VITE_FK_ENVIRONMENT ?? 'production',
  helpDeskUrl: import.meta.env.VITE_FK_HELP_DESK_URL ?? 'https://help.freightkit.example',
  apiDocumentationUrl: import.meta.env.VITE_FK_API_DOCS_URL ?? '/api/docs',
  supportEmail: import.meta.env.VITE_FK_SUPPORT_EMAIL ?? 'carriers@freightkit.example',
  msal: null,
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The `msal` block, or `null` when absent or missing its client id, authority or scopes. */
export function msalConfigFrom(json: unknown): MsalConfig | null {
  if (json === null || typeof json !== 'object') return null;
  const o = json as Record<string, unknown>;
  const clientId = text(o['clientId']);
  const authority = text(o['authority']);
  const scopes = texts(o['scopes']);
  if (!clientId || !authority || scopes.length === 0) return null;
  return {
    clientId,
    authority,
    forgotPasswordAuthority: text(o['forgotPasswordAuthority']) ?? null,
    knownAuthorities: texts(o['knownAuthorities']),
    scopes,
    redirectUri: text(o['redirectUri']) ?? null,
    userClaim: text(o['userClaim']) ?? 'extension_PortalUser',
    protocolMode: o['protocolMode'] === 'OIDC' ? 'OIDC' : 'AAD',
  };
}

/** Merges a `/config.json` body over the build defaults; unknown or mistyped fields are ignored. */
export function configFrom(json: unknown, defaults: PortalConfig = buildDefaults): PortalConfig {
  const o = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return {
    apiBaseUrl: (text(o['apiBaseUrl']) ?? defaults.apiBaseUrl).replace(/\/+$/, ''),
    environment: text(o['environment']) ?? defaults.environment,
    helpDeskUrl: text(o['helpDeskUrl']) ?? defaults.helpDeskUrl,
    apiDocumentationUrl: text(o['apiDocumentationUrl']) ?? defaults.apiDocumentationUrl,
    supportEmail: text(o['supportEmail']) ?? defaults.supportEmail,
    msal: 'msal' in o ? msalConfigFrom(o['msal']) : defaults.msal,
  };
}

/** Loads the deployment's config; a missing or broken `/config.json` falls back to the build defaults. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  try {
    const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return configFrom(null);
    return configFrom(await response.json());
  } catch {
    return configFrom(null);
  }
}

/** The build's version, embedded by vite.config.ts (shown in Application Updates and the user menu). */
export const portalBuildVersion: string =
  typeof __FK_BUILD_VERSION__ === 'string' ? __FK_BUILD_VERSION__ : 'dev';
