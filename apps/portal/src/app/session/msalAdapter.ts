import { currentUserSchema, type SessionData } from '@freightkit/api';
import type { AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import type { MsalConfig } from '../config.ts';
import type { SessionAdapter } from './adapter.ts';
import { MsalUserClaimError } from './msalUserClaimError.ts';

/** The part of MSAL's PublicClientApplication the adapter uses (a fake in unit tests). */
export type MsalClient = Pick<
  IPublicClientApplication,
  'initialize' | 'handleRedirectPromise' | 'loginRedirect' | 'logoutRedirect'
>;

export { MsalUserClaimError };

/**
 * Maps MSAL's answer to the portal session: the access token (for the carrier API scope, carrying
 * the API-key claim the client sends) and the user from the ID token's user claim, validated by the
 * contract's `currentUserSchema` like a credentials login's `data.user`.
 */
export function sessionFromAuthentication(result: AuthenticationResult, userClaim: string): SessionData {
  // MSAL types the claims as a bare object; they are a JSON object of named claims.
  const claims = result.idTokenClaims as Record<string, unknown>;
  const raw = claims[userClaim];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new MsalUserClaimError(userClaim);
    }
  }
  const user = currentUserSchema.safeParse(value);
  if (!user.success || result.accessToken === '') throw new MsalUserClaimError(userClaim);
  return { accessToken: result.accessToken, user: user.data };
}

/**
 * The MSAL redirect sign-in (Azure AD B2C; spec 1 §1, §7): a password sign-in leaves for the
 * sign-in policy (the typed address as login hint) and `resume` completes it on return; a reset
 * request leaves for the forgot-password policy. Driver links, mailed reset links and activations
 * are the back end's own tokens, so they go to `fallback` (the credentials adapter).
 */
export function createMsalAdapter(
  client: MsalClient,
  config: MsalConfig,
  fallback: SessionAdapter,
): SessionAdapter {
  const ready = client.initialize();
  const scopes = [...config.scopes];
  return {
    name: 'msal',
    async resume() {
      await ready;
      const result = await client.handleRedirectPromise();
      return result === null ? null : sessionFromAuthentication(result, config.userClaim);
    },
    async signIn(request) {
      if (request.method !== 'password') return fallback.signIn(request);
      await ready;
      await client.loginRedirect({ scopes, loginHint: request.userName || undefined });
      return { kind: 'redirecting' };
    },
    async requestPasswordReset(emailAddress, resetPageUrl) {
      if (config.forgotPasswordAuthority === null)
        return fallback.requestPasswordReset(emailAddress, resetPageUrl);
      await ready;
      await client.loginRedirect({
        scopes,
        authority: config.forgotPasswordAuthority,
        loginHint: emailAddress || undefined,
      });
    },
    async signOut() {
      await ready;
      await client.logoutRedirect();
    },
  };
}
