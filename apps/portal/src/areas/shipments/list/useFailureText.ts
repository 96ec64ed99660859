import { useI18n } from '@freightkit/ui';
import { failureText } from '../../common/failureText.ts';

/** The user-facing text of a failed call, in the current language (see `failureText`). */
export function useFailureText(): (error: unknown) => string {
  const { t } = useI18n();
  return (error: unknown) => failureText(t, error);
}
