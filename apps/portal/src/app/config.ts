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
}

/** What a built portal uses when neither `/config.json` nor `VITE_FK_*` say otherwise. */
const buildDefaults: PortalConfig = {
  apiBaseUrl: import.meta.env.VITE_FK_API_BASE_URL ?? '',
  environment: import.meta.env.VITE_FK_ENVIRONMENT ?? 'production',
  helpDeskUrl: import.meta.env.VITE_FK_HELP_DESK_URL ?? 'https://help.freightkit.example',
  apiDocumentationUrl: import.meta.env.VITE_FK_API_DOCS_URL ?? '/api/docs',
  supportEmail: import.meta.env.VITE_FK_SUPPORT_EMAIL ?? 'carriers@freightkit.example',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Merges a `/config.json` body over the build defaults; unknown or mistyped fields are ignored. */
export function configFrom(json: unknown, defaults: PortalConfig = buildDefaults): PortalConfig {
  const o = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return {
    apiBaseUrl: (text(o['apiBaseUrl']) ?? defaults.apiBaseUrl).replace(/\/+$/, ''),
    environment: text(o['environment']) ?? defaults.environment,
    helpDeskUrl: text(o['helpDeskUrl']) ?? defaults.helpDeskUrl,
    apiDocumentationUrl: text(o['apiDocumentationUrl']) ?? defaults.apiDocumentationUrl,
    supportEmail: text(o['supportEmail']) ?? defaults.supportEmail,
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
