import { Banner, Button, EmptyState, Skeleton, useI18n } from '@freightkit/ui';
import type { ReactNode } from 'react';
import { failureText } from '../../common/failureText.ts';

/** Props of {@link ListState}. */
export interface ListStateProps<T> {
  /** The list query: its data, error, pending flag and refetch. */
  readonly query: {
    readonly data?: { readonly items: readonly T[] } | undefined;
    readonly error: unknown;
    readonly isPending: boolean;
    readonly refetch: () => unknown;
  };
  /** Says what is loading, for assistive technology. */
  readonly loadingLabel: string;
  readonly errorTitle: string;
  readonly emptyTitle: string;
  readonly emptyBody: string;
  /** What the empty state offers (the first post, a link to where lanes are saved). */
  readonly emptyActions?: ReactNode;
  /** The list itself, once there is something in it. */
  readonly children: (items: readonly T[]) => ReactNode;
}

/**
 * The states of a list of posted trucks or saved lanes: loading, failed (the back end's message and
 * a retry), empty (what to do first) and the list.
 */
export function ListState<T>({
  query,
  loadingLabel,
  errorTitle,
  emptyTitle,
  emptyBody,
  emptyActions,
  children,
}: ListStateProps<T>) {
  const { t } = useI18n();
  if (query.isPending) return <Skeleton shape="rect" lines={3} label={loadingLabel} />;
  if (query.error || !query.data) {
    return (
      <Banner
        tone="critical"
        title={errorTitle}
        description={failureText(t, query.error)}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('postings.retry')}
          </Button>
        }
      />
    );
  }
  if (query.data.items.length === 0)
    return <EmptyState title={emptyTitle} description={emptyBody} actions={emptyActions} headingLevel={3} />;
  return <>{children(query.data.items)}</>;
}
