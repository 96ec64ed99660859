import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './InfiniteList.css.ts';

/** Props of {@link InfiniteList}. */
export interface InfiniteListProps<T> {
  /** The items loaded so far. */
  items: readonly T[];
  /** Renders one item (inside a `role="listitem"` row). Rows may have any height; they are measured. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item (e.g. its id). @default the index */
  getKey?: (item: T, index: number) => Key;
  /** Accessible name of the list and its scroll region, e.g. 'Invoices'. */
  label: string;
  /** Estimated row height in px before a row is measured. @default 120 */
  estimateSize?: number;
  /** Rows rendered beyond the visible ones on each side. @default 4 */
  overscan?: number;
  /** Space under each row. @default 'md' */
  gap?: 'none' | 'sm' | 'md';
  /** Whether the server has more pages. @default false */
  hasMore?: boolean;
  /** A further page is loading: shows 'Loading more' and holds back `onLoadMore`. @default false */
  loadingMore?: boolean;
  /** Asked for the next page when the user nears the end and `hasMore` is set. */
  onLoadMore?: () => void;
  /** How many rows from the end `onLoadMore` is called. @default 5 */
  loadMoreThreshold?: number;
  /** The first page is loading (no items yet). @default false */
  loading?: boolean;
  /**
   * The items are about to be replaced by another query's (the filters changed). They stay where
   * they are rather than blanking the list, an 'Updating' status shows above them, the region is
   * busy and no further page is asked for; when it ends the list returns to its top, because the
   * rows that arrive are a different list. @default false
   */
  refreshing?: boolean;
  /** A load failed: shown as an alert at the end of the list (e.g. a message and a retry button). */
  error?: ReactNode;
  /** Shown after the last item when there is nothing more. @default 'No More Results' */
  endMessage?: ReactNode;
  /** Shown when there are no items at all. @default 'No Matching Invoices Found' */
  emptyMessage?: ReactNode;
  /** Extra class on the root (the scroll container, which fills its parent's height), merged last. */
  className?: string;
}

/**
 * A virtualised list that loads more as you scroll: only the rows in view (plus `overscan`) are in
 * the DOM, so ten thousand items scroll as smoothly as ten. The scroll container is a focusable,
 * labelled region, so keyboard users scroll it with the arrow, Page and Home/End keys; rows are
 * `listitem`s with their position in the set.
 *
 * Give it a height through its parent (it fills 100 % of it) or `className`.
 *
 * @example
 * <InfiniteList
 *   label="Invoices"
 *   items={invoices}
 *   getKey={(invoice) => invoice.invoiceId}
 *   renderItem={(invoice) => <InvoiceCard invoice={invoice} … />}
 *   hasMore={query.hasNextPage}
 *   loadingMore={query.isFetchingNextPage}
 *   onLoadMore={() => query.fetchNextPage()}
 * />
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  label,
  estimateSize = 120,
  overscan = 4,
  gap = 'md',
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  loadMoreThreshold = 5,
  loading = false,
  refreshing = false,
  error,
  endMessage,
  emptyMessage,
  className,
}: InfiniteListProps<T>) {
  const { t } = useI18n();
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns a mutable instance by design; React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return getKey && item !== undefined ? getKey(item, index) : index;
    },
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;

  useEffect(() => {
    if (!hasMore || loadingMore || loading || refreshing || error || !onLoadMore || items.length === 0)
      return;
    if (lastIndex >= items.length - 1 - loadMoreThreshold) onLoadMore();
  }, [
    hasMore,
    loadingMore,
    loading,
    refreshing,
    error,
    onLoadMore,
    items.length,
    lastIndex,
    loadMoreThreshold,
  ]);

  // New results start at their first row: a list scrolled to row 80 of the old filters would
  // otherwise open the new ones at row 80.
  const wasRefreshing = useRef(refreshing);
  useEffect(() => {
    if (wasRefreshing.current && !refreshing) virtualizer.scrollToOffset(0);
    wasRefreshing.current = refreshing;
  }, [refreshing, virtualizer]);

  // Keyboard scrolling of the focused scroller, done here so it works the same with every input
  // method (and in tests that dispatch key events): arrows by a line, Page keys by a screen,
  // Home and End to either end (End also reveals the end message and triggers loading more).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const scroller = event.currentTarget;
    if (event.target !== scroller || event.altKey || event.ctrlKey || event.metaKey) return;
    const page = Math.max(scroller.clientHeight - 40, 40);
    const moves: Partial<Record<string, number>> = {
      ArrowDown: 40,
      ArrowUp: -40,
      PageDown: page,
      PageUp: -page,
      ' ': event.shiftKey ? -page : page,
    };
    if (event.key === 'Home') scroller.scrollTop = 0;
    else if (event.key === 'End') scroller.scrollTop = scroller.scrollHeight;
    else if (moves[event.key] !== undefined) scroller.scrollTop += moves[event.key] ?? 0;
    else return;
    event.preventDefault();
  };

  let footer: ReactNode = null;
  if (error) {
    footer = (
      <div role="alert" className={[styles.footer, styles.footerError].join(' ')}>
        {error}
      </div>
    );
  } else if (loading || loadingMore) {
    footer = (
      <div role="status" className={styles.footer}>
        <Spinner size="small" showLabel label={t(loading ? 'kit.list.loading' : 'kit.list.loadingMore')} />
      </div>
    );
  } else if (!hasMore) {
    footer = (
      <div role="status" className={styles.footer}>
        {items.length === 0 ? (emptyMessage ?? t('tpp.noMatches')) : (endMessage ?? t('tpp.noMoreResults'))}
      </div>
    );
  }

  return (
    // A focusable scroll region whose one interaction is scrolling by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={scrollRef}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      aria-busy={loading || loadingMore || refreshing || undefined}
      // A focusable scroller, so the keyboard can scroll it (the rows may hold no focusable content).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {refreshing ? (
        <div role="status" className={styles.refreshing}>
          <Spinner size="small" showLabel label={t('kit.list.updating')} />
        </div>
      ) : null}
      <div
        role="list"
        aria-label={label}
        className={styles.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualItems.map((virtualItem) => {
          const item = items[virtualItem.index];
          if (item === undefined) return null;
          return (
            <Row
              key={virtualItem.key}
              item={item}
              index={virtualItem.index}
              start={virtualItem.start}
              setSize={hasMore ? -1 : items.length}
              className={styles.item({ gap })}
              measure={virtualizer.measureElement}
              renderItem={renderItem}
            />
          );
        })}
      </div>
      {footer}
    </div>
  );
}

/** Props of one {@link Row}. */
interface RowProps<T> {
  item: T;
  index: number;
  /** The row's offset from the top of the list, px. */
  start: number;
  setSize: number;
  className: string;
  measure: (element: Element | null) => void;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * One row, memoised: scrolling re-renders the list (the virtualiser's state) but not the rows that
 * stay in view, whose props are unchanged, so a frame pays only for the rows it brings in. A new
 * `renderItem` (the parent rendered) renders every row again, so a row never shows stale content.
 * Written by hand because TanStack Virtual keeps React Compiler away from this file.
 */
const Row = memo(function Row<T>({
  item,
  index,
  start,
  setSize,
  className,
  measure,
  renderItem,
}: RowProps<T>) {
  return (
    <div
      role="listitem"
      data-index={index}
      ref={measure}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      className={className}
      style={{ transform: `translateY(${start}px)` }}
    >
      {renderItem(item, index)}
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactNode;
