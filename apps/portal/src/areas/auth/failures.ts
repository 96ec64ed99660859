import { ApiError } from '@freightkit/api';
import { isDoNotUseMessage, renderMessage, signInFailure, type Translate } from '@freightkit/domain';
import type { Notice } from '../../app/notifications.tsx';

/**
 * The notices of a failed sign-in, reset request or reset (spec 1 §8): the 8-second 'Do Not Use'
 * notice when the answer says so; 'Wrong username or password.' for a refused login; otherwise the
 * answer's own messages as the central handler words them.
 */
export function signInFailureNotices(
  error: unknown,
  kind: 'login' | 'passwordResetRequest' | 'passwordReset',
  supportEmail: string,
  t: Translate,
): Notice[] {
  const apiError = error instanceof ApiError ? error : null;
  const serverMessage = apiError?.serverMessage;
  const answered = apiError !== null && apiError.status !== null;
  if (isDoNotUseMessage(serverMessage) || (kind === 'login' && answered)) {
    const failure = signInFailure(serverMessage, supportEmail, kind);
    return [
      {
        text: renderMessage(t, failure.message),
        tone: 'critical',
        ...('durationMs' in failure ? { durationMs: failure.durationMs } : {}),
      },
    ];
  }
  const messages = apiError?.messages ?? [];
  return (messages.length > 0 ? messages : [{ key: 'errors.unknown' as const }]).map((message) => ({
    text: renderMessage(t, message),
    tone: 'critical',
  }));
}
