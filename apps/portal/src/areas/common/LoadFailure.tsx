import { Button, Stack, useI18n } from '@freightkit/ui';
import { failureText } from './failureText.ts';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /** What could not be loaded, e.g. 'The orders could not be loaded'. */
  readonly title: string;
  /** The failed query's error: its reason shows in the user's language (ADR 048). */
  readonly error: unknown;
  /** Label of the retry button. */
  readonly retryLabel: string;
  /** Loads again. */
  readonly onRetry: () => void;
}

/**
 * A table's failed load, where its rows would be: what failed, the server's reason, and a retry
 * button. One shape for every list screen's table, so a failure reads and retries the same way.
 *
 * @example
 * <DataTable … error={list.isError ? <LoadFailure title={t('orders.list.errorTitle')}
 *   error={list.error} retryLabel={t('orders.retry')} onRetry={() => void list.refetch()} /> : undefined} />
 */
export function LoadFailure({ title, error, retryLabel, onRetry }: LoadFailureProps) {
  const { t } = useI18n();
  return (
    <Stack space="xs" align="left">
      <strong>{title}</strong>
      <span>{failureText(t, error)}</span>
      <Button variant="secondary" icon="refresh" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
