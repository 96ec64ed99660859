import type { Page } from '@playwright/test';
import {
  localRegistration,
  portalMsalConfig,
  unlinkedAccount,
} from '../../scripts/identity-provider/provider.mjs';

/** The journeys' sandbox port (playwright.config.ts) and the identity provider's beside it. */
const sandboxPort = Number(process.env['FK_E2E_PORT'] ?? 4311);

/** Port of the local identity provider the MSAL journeys sign in through (ADR 028). */
export const identityProviderPort = sandboxPort + 1000;

/** The provider's origin (self-signed HTTPS). */
export const identityProviderOrigin = `https://localhost:${String(identityProviderPort)}`;

/** An account of the provider linked to no portal user (its ID token lacks the portal-user claim). */
export { unlinkedAccount };

/**
 * Makes this page's portal a deployment that signs in through the local identity provider: its
 * `/config.json` gains the `msal` block such a deployment's host writes (ADR 012, 028), for every page of
 * the page's browser context. The sandbox
 * already trusts the provider's tokens (`--oidc-issuer`), and its CSP allows the provider.
 */
export async function useIdentityProvider(page: Page): Promise<void> {
  // On the context, not the page: once the portal's service worker (ADR 039) controls the page, it
  // fetches /config.json itself, and only the context's routes see a service worker's requests.
  await page.context().route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...config,
        msal: portalMsalConfig(
          identityProviderOrigin,
          localRegistration.clientId,
          localRegistration.apiScope,
        ),
      },
    });
  });
}
