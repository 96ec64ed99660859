import { ApiError } from '@freightkit/api';
import { renderMessage, type Translate } from '@freightkit/domain';

/** The user-facing text of a failed call: the central handler's messages (spec 1 §8). */
export function failureText(t: Translate, error: unknown): string {
  return error instanceof ApiError && error.messages.length > 0
    ? error.messages.map((message) => renderMessage(t, message)).join(' ')
    : t('errors.unknown');
}

/**
 * Runs a call for a kit component whose `onSave` shows the rejection's message: a failure is
 * rethrown as an Error carrying the user-facing text instead of the client's technical one.
 */
export async function withUserError<T>(t: Translate, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(failureText(t, error), { cause: error });
  }
}
