import type { ApiClient } from '@freightkit/api';
import type { PortalConfig } from '../config.ts';
import type { SessionAdapter } from './adapter.ts';
import { createCredentialsAdapter } from './credentialsAdapter.ts';

/**
 * The session adapter `/config.json` asks for: MSAL when it has an `msal` block (loaded on demand,
 * never in the first route's bundle), else credentials against the back end.
 */
export async function loadSessionAdapter(config: PortalConfig, client: ApiClient): Promise<SessionAdapter> {
  const credentials = createCredentialsAdapter(client);
  if (config.msal === null) return credentials;
  const { createMsalBrowserAdapter } = await import('./msalBrowser.ts');
  return createMsalBrowserAdapter(config.msal, credentials);
}
