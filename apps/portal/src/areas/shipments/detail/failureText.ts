import type { Translate } from '@freightkit/domain';
import { failureText } from '../../common/failureText.ts';

// The detail's sections keep importing the wording from here; it lives in areas/common.
export { failureText };

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
