import { ApiError } from '@freightkit/api';
import { renderMessage, type Translate } from '@freightkit/domain';

/**
 * The user-facing text of a failed call: the central handler's messages (spec 1 §8), or the
 * generic one when the failure carries none. One wording for every portal area.
 */
export function failureText(t: Translate, error: unknown): string {
  return error instanceof ApiError && error.messages.length > 0
    ? error.messages.map((message) => renderMessage(t, message)).join(' ')
    : t('errors.unknown');
}
