import { useEffect } from 'react';
import type { ApiClient } from '@freightkit/api';
import type { SessionAdapter } from './adapter.ts';
import type * as IdentityCalls from './identityCalls.ts';

/**
 * The identity endpoints and their schemas (with zod), loaded on first use rather than with the sign-in
 * page: the page paints without them (ADR 066), and the sign-in pages warm them at the visitor's first
 * focus, touch or key (`useIdentityCallsWarmedOnFirstUse`, ADR 081).
 */
export function loadIdentityCalls(): Promise<typeof IdentityCalls> {
  return import('./identityCalls.ts');
}

/**
 * Starts loading the identity calls once the visitor first focuses, touches or presses a key on the
 * page: typing an address and a password leaves seconds for 23 KB, and the page's first paint does not
 * share the phone's link with them. Warming on the page's `load` put zod among the sign-in page's
 * first-paint downloads in Lighthouse's simulation (0.15 s of its LCP, ADR 081). A sign-in that comes
 * first (a password manager's one-tap fill) still awaits the load in `signIn`.
 */
export function useIdentityCallsWarmedOnFirstUse(): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stop = () => {
      for (const type of events) document.removeEventListener(type, warm, true);
    };
    const warm = () => {
      stop();
      loadIdentityCalls().catch(() => undefined);
    };
    for (const type of events) document.addEventListener(type, warm, true);
    return stop;
  }, []);
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
