import { ApiError } from '@freightkit/api';
import { renderMessage } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';

/** The user-facing text of a failed call: the central handler's messages (spec 1 §8). */
export function useFailureText(): (error: unknown) => string {
  const { t } = useI18n();
  return (error: unknown) =>
    error instanceof ApiError && error.messages.length > 0
      ? error.messages.map((message) => renderMessage(t, message)).join(' ')
      : t('errors.unknown');
}
