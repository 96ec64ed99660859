import { ApiError } from '@freightkit/api';
import { renderMessage } from '@freightkit/domain';
import { Button, useI18n } from '@freightkit/ui';
import * as styles from './cases.css.ts';

/**
 * A failed load: the central handler's messages of the answer (spec 2 §8; 'An Unknown Error
 * Occurred' without any) and a button that asks again.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  const text =
    error instanceof ApiError && error.messages.length > 0
      ? error.messages.map((message) => renderMessage(t, message)).join(' ')
      : t('errors.unknown');
  return (
    <span className={styles.chips}>
      {text}
      <Button variant="secondary" onClick={onRetry}>
        {t('cases.retry')}
      </Button>
    </span>
  );
}
