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
    },
    // The portal's session store keeps the token (spec 1 §9); MSAL's own cache lives for the tab.
    cache: { cacheLocation: 'sessionStorage' },
  });
  return createMsalAdapter(client, config, fallback);
}
