import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useFormat } from '../i18n/useFormat.ts';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Names the navigation landmark, e.g. "Order pages" (several lists on a page stay apart). */
  label: string;
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  /** Called with the page to show when the user moves. */
  onPageChange: (page: number) => void;
  /** What the list holds, shown before the page, e.g. "132 orders". */
  summary?: ReactNode;
  /** Where the pager sits in its row. @default 'right' */
  align?: 'left' | 'right';
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * Previous and next page buttons after "Page 2 of 5", in a navigation landmark. The page status is a
 * live status, so a screen reader hears where a move landed; the buttons are disabled (not hidden) at
 * the ends so keyboard focus stays put. With one page only the summary shows, or nothing.
 *
 * @example
 * <Pager label={t('orders.list.pages')} page={page} pages={pages} summary={t('orders.list.total', { count })}
 *   onPageChange={(next) => set({ page: String(next) })} />
 */
export function Pager({ label, page, pages, onPageChange, summary, align = 'right', className }: PagerProps) {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  if (pages <= 1 && summary === undefined) return null;
  const status = t('kit.pager.page', { page: formatNumber(page), pages: formatNumber(pages) });
  return (
    <Inline as="nav" space="sm" align={align} alignY="center" aria-label={label} className={className}>
      <Text as="span" tone="secondary" role="status">
        {summary}
        {summary !== undefined && pages > 1 ? ' · ' : null}
        {pages > 1 ? status : null}
      </Text>
      {pages > 1 ? (
        <>
          <Button
            variant="secondary"
            icon="chevronLeft"
            disabled={page <= 1}
            onClick={() => {
              onPageChange(page - 1);
            }}
          >
            {t('kit.pager.previous')}
          </Button>
          <Button
            variant="secondary"
            icon="chevronRight"
            disabled={page >= pages}
            onClick={() => {
              onPageChange(page + 1);
            }}
          >
            {t('kit.pager.next')}
          </Button>
        </>
      ) : null}
    </Inline>
  );
}
