import { useI18n } from '@freightkit/ui';
import { failureText } from './failureText.ts';

/**
 * Wraps a call for a kit component that shows a rejection's `message` (the saved-views menu's dialogs):
 * a failure becomes an Error whose message is the user-facing text, in the user's language, with the
 * original error as its cause.
 */
export function useUserFacingCall(): <T>(call: () => Promise<T>) => Promise<T> {
  const { t } = useI18n();
  return async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new Error(failureText(t, error), { cause: error });
    }
  };
}
