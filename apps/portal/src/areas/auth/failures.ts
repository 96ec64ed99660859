import { ApiError } from '@freightkit/api';
import {
  driverLinkPolicy,
  renderMessage,
  signInFailure,
  signInFailureKind,
  type SignInCall,
  type Translate,
} from '@freightkit/domain';
import type { Notice } from '../../app/notifications.tsx';

/**
 * The notices of a failed sign-in, driver link, reset request, reset or activation, by domain's
 * `signInFailureKind`: the 8-second 'Do Not Use' notice and 'Wrong username or password.' where
 * spec 1 §8 words them; a lock-out (429) and an unreachable or failing server (no answer, 5xx) each
 * get their own text, as neither says anything about the password; a refused driver link its own;
 * otherwise the answer's messages as the central handler words them.
 */
export function signInFailureNotices(
  error: unknown,
  call: SignInCall,
  supportEmail: string,
  t: Translate,
): Notice[] {
  if (!(error instanceof ApiError)) return [{ text: t('errors.unknown'), tone: 'critical' }];
  const kind = signInFailureKind(error.status, error.serverMessage, call);
  switch (kind) {
    case 'doNotUse':
    case 'wrongCredentials': {
      const failure = signInFailure(error.serverMessage, supportEmail, 'login');
      return [
        {
          text: renderMessage(t, failure.message),
          tone: 'critical',
          ...('durationMs' in failure ? { durationMs: failure.durationMs } : {}),
        },
      ];
    }
    case 'invalidLink':
      return [{ text: t('auth.signIn.driverLinkFailed'), tone: 'critical' }];
    case 'usedUpLink':
      return [
        {
          text: t('auth.signIn.driverLinkUsedUp', { count: driverLinkPolicy.maxSignIns }),
          tone: 'critical',
        },
      ];
    case 'tooManyAttempts':
      return [{ text: t('auth.failure.tooManyAttempts'), tone: 'critical' }];
    case 'serverUnavailable':
      return [{ text: t('auth.failure.serverUnavailable'), tone: 'critical' }];
    case 'rejected': {
      const messages = error.messages.length > 0 ? error.messages : [{ key: 'errors.unknown' as const }];
      return messages.map((message) => ({ text: renderMessage(t, message), tone: 'critical' }));
    }
  }
}
