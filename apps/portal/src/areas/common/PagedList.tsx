import { Button, InfiniteList, Stack, Text, useI18n } from '@freightkit/ui';
import { useMemo, type ReactNode } from 'react';
import { failureText } from './failureText.ts';
import * as styles from './pagedList.css.ts';

/**
 * What {@link PagedList} reads of a paged list query: react-query's `useInfiniteQuery` result over
 * pages of `{ items, totalCount }` fits as it is.
 */
export interface ListPages<T> {
  readonly data:
    { readonly pages: readonly { readonly items: readonly T[]; readonly totalCount: number }[] } | undefined;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isPending: boolean;
  /** The rows are the previous filters' while the new ones load (react-query's `keepPreviousData`). */
  readonly isPlaceholderData?: boolean;
  readonly isFetchNextPageError: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
  readonly refetch: () => Promise<unknown>;
}

/** Props of {@link PagedList}. */
export interface PagedListProps<T extends { readonly id: string }> {
  /** The paged query (e.g. `useInvoicePages(filters)`). */
  readonly pages: ListPages<T>;
  /** Accessible name of the list, e.g. 'Invoices'. */
  readonly label: string;
  /** The count line above the list for the server's total. */
  readonly totalText: (total: number) => string;
  /** Heading of the failed-load notice. */
  readonly errorTitle: string;
  /** Label of the notice's retry button. */
  readonly retryLabel: string;
  /** Shown after the last row. */
  readonly endMessage: ReactNode;
  /** Shown when the list has no rows (usually an EmptyState). */
  readonly emptyMessage: ReactNode;
  /** Estimated row height in px (see InfiniteList). */
  readonly estimateSize: number;
  /** Renders one row. */
  readonly renderItem: (item: T) => ReactNode;
  /** Class of the wrapper holding the count and the list (a column, `xs` apart). */
  readonly className?: string;
  /** Class of the scroll container (gives the list its height). */
  readonly scrollerClassName?: string;
}

/**
 * A portal list loaded page by page as the user scrolls: the total as a status line, the kit's
 * virtualised InfiniteList, and a failed load shown at the end with the API's message and a retry
 * (which reloads the first page when nothing loaded yet, else asks for the next page again).
 */
export function PagedList<T extends { readonly id: string }>({
  pages,
  label,
  totalText,
  errorTitle,
  retryLabel,
  endMessage,
  emptyMessage,
  estimateSize,
  renderItem,
  className,
  scrollerClassName,
}: PagedListProps<T>) {
  const { t } = useI18n();
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.totalCount;
  const failed = pages.isError || pages.isFetchNextPageError;
  const retry = () => {
    void (pages.isError && pages.data === undefined ? pages.refetch() : pages.fetchNextPage());
  };
  return (
    <Stack space="xs" className={className}>
      <Text tone="secondary" className={styles.total} role="status">
        {total === undefined ? null : totalText(total)}
      </Text>
      <InfiniteList
        className={scrollerClassName}
        label={label}
        items={rows}
        getKey={(row) => row.id}
        estimateSize={estimateSize}
        gap="sm"
        loading={pages.isPending}
        refreshing={pages.isPlaceholderData ?? false}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => {
          void pages.fetchNextPage();
        }}
        error={
          failed ? (
            <Stack space="xs" align="left">
              <strong>{errorTitle}</strong>
              <span>{failureText(t, pages.error)}</span>
              <Button variant="secondary" icon="refresh" onClick={retry}>
                {retryLabel}
              </Button>
            </Stack>
          ) : undefined
        }
        endMessage={endMessage}
        emptyMessage={emptyMessage}
        renderItem={(row) => renderItem(row)}
      />
    </Stack>
  );
}
