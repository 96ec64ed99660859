import { PublicClientApplication } from '@azure/msal-browser';
import type { MsalConfig } from '../config.ts';
import type { SessionAdapter } from './adapter.ts';
import { createMsalAdapter } from './msalAdapter.ts';

/**
 * The MSAL adapter over a real PublicClientApplication. Only reached through the dynamic import in
 * `loadSessionAdapter`, so MSAL stays out of the first route's bundle unless configured.
 */
export function createMsalBrowserAdapter(config: MsalConfig, fallback: SessionAdapter): SessionAdapter {
  const client = new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: [...config.knownAuthorities],
      redirectUri: config.redirectUri ?? window.location.origin,
      // After signing out at the provider, back to the sign-in page rather than the app's root.
      postLogoutRedirectUri: `${window.location.origin}/login`,
      // A non-Microsoft provider answers the authorize request in the query string (ADR 028).
      ...(config.protocolMode === 'OIDC' ? { OIDCOptions: { responseMode: 'query' as const } } : {}),
    },
    system: { protocolMode: config.protocolMode },
    // The portal's session store keeps the token (spec 1 §9); MSAL's own cache lives for the tab.
    cache: { cacheLocation: 'sessionStorage' },
  });
  return createMsalAdapter(client, config, fallback);
}
