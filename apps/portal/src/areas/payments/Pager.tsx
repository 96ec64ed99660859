import { pageCount } from '@freightkit/domain';
import { Button, Inline, Text, useI18n } from '@freightkit/ui';

/**
 * Previous and next page buttons around "Page 2 of 5" (a status, so a screen reader hears where it
 * landed). Hidden when everything fits on one page.
 */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  className,
}: {
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onPage: (page: number) => void;
  readonly className?: string;
}) {
  const { t } = useI18n();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('payments.pager')} className={className}>
      <Inline space="sm" alignY="center">
        <Button
          variant="secondary"
          icon="chevronLeft"
          disabled={page <= 1}
          onClick={() => {
            onPage(page - 1);
          }}
        >
          {t('payments.previous')}
        </Button>
        <Text role="status">{t('payments.page', { page, pages })}</Text>
        <Button
          variant="secondary"
          icon="chevronRight"
          disabled={page >= pages}
          onClick={() => {
            onPage(page + 1);
          }}
        >
          {t('payments.next')}
        </Button>
      </Inline>
    </nav>
  );
}
