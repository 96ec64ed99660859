import type { ApiClient } from '@freightkit/api';
import type { SessionAdapter } from './adapter.ts';
import type * as IdentityCalls from './identityCalls.ts';

/**
 * The identity endpoints and their schemas (with zod), loaded on first use rather than with the sign-in
 * page: the page paints without them, and `main.tsx` warms them once the page has loaded (ADR 066).
 */
export function loadIdentityCalls(): Promise<typeof IdentityCalls> {
  return import('./identityCalls.ts');
}

/**
 * Credentials sign-in against the back end (spec 1 §7 `authorizeUser`, the password-reset and
 * activation calls and the driver link): the spec's fallback when the redirect flow is not in use.
 */
export function createCredentialsAdapter(client: ApiClient): SessionAdapter {
  return {
    name: 'credentials',
    resume: () => Promise.resolve(null),
    async signIn(request) {
      const { identityEndpoints } = await loadIdentityCalls();
      switch (request.method) {
        case 'password': {
          const answer = await client.call(identityEndpoints.login, {
            body: { userName: request.userName, password: request.password },
          });
          return { kind: 'signedIn', session: answer.data };
        }
        case 'driverToken': {
          const answer = await client.call(identityEndpoints.driverTokenSignIn, {
            body: { driverToken: request.driverToken },
          });
          return { kind: 'signedIn', session: answer.data };
        }
        case 'passwordReset':
        case 'activation': {
          const endpoint =
            request.method === 'activation'
              ? identityEndpoints.activateUser
              : identityEndpoints.resetPassword;
          const session = await client.call(endpoint, {
            body: { resetToken: request.resetToken, newPassword: request.newPassword },
          });
          return { kind: 'signedIn', session };
        }
      }
    },
    async requestPasswordReset(emailAddress, resetPageUrl) {
      const { identityEndpoints } = await loadIdentityCalls();
      await client.call(identityEndpoints.requestPasswordReset, {
        body: { url: resetPageUrl, emailAddress },
      });
    },
    signOut: () => Promise.resolve(),
  };
}
