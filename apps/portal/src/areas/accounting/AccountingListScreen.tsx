import { countQueries, useApiClient, useInvoicePages } from '@freightkit/api/react';
import {
  accountingListQuery,
  accountingViews,
  paidInvoicesDefaultDays,
  searchDebounceMs,
  shipmentPreviewPath,
  type AccountingViewId,
} from '@freightkit/domain';
import {
  Box,
  Button,
  EmptyState,
  InvoiceCard,
  Tabs,
  Text,
  TextField,
  useI18n,
  VisuallyHidden,
} from '@freightkit/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as styles from './accounting.css.ts';
import { PagedList } from '../common/PagedList.tsx';

/** Props of {@link AccountingListScreen}. */
export interface AccountingListScreenProps {
  /** Where the list lives (`/accounting` or `/invoices`); previews open under it. */
  readonly basePath: string;
}

/** The list's state as the address holds it (`?view=paid&q=880`), so reloads and links keep it. */
function useListState() {
  const [params] = useSearchParams();
  const raw = params.get('view');
  const view: AccountingViewId = accountingViews.find((v) => v.id === raw)?.id ?? 'actionRequired';
  return { view, search: params.get('q') ?? '' };
}

/** The address of a view with a search. */
function listHref(view: AccountingViewId, search: string): string {
  const params = new URLSearchParams({ view });
  if (search.trim() !== '') params.set('q', search.trim());
  return `?${params.toString()}`;
}

/**
 * `/accounting` and `/invoices` (spec 2 §2): the payables invoices in four views — Action
 * Required, Pending, In Progress and Paid (the last 60 days) — each a tab with its shipment count,
 * a search on the invoice or shipment number, and the invoices 50 at a time as the user scrolls,
 * each card linking to its preview. View and search live in the address.
 */
export function AccountingListScreen({ basePath }: AccountingListScreenProps) {
  const { t } = useI18n();
  const client = useApiClient();
  const navigate = useNavigate();
  const { view, search } = useListState();
  const counts = useQuery(countQueries.invoices(client));
  const [draft, setDraft] = useState(search);

  // The search follows typing after the spec's debounce, replacing the address (no history per key).
  useEffect(() => {
    if (draft.trim() === search.trim()) return undefined;
    const timer = window.setTimeout(() => {
      void navigate({ search: listHref(view, draft) }, { replace: true });
    }, searchDebounceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [draft, search, view, navigate]);

  const tabs = accountingViews.map((v) => {
    const count = counts.data?.[v.id].shipmentCount;
    return {
      id: v.id,
      label: t(v.label),
      href: listHref(v.id, search),
      ...(count === undefined ? {} : { count }),
    };
  });

  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="md"
      padding={{ base: 'lg', narrow: 'sm' }}
      aria-labelledby="fk-accounting-views"
    >
      <VisuallyHidden>
        <h2 id="fk-accounting-views">{t('accounting.views')}</h2>
      </VisuallyHidden>
      <Tabs label={t('accounting.views')} selectedId={view} items={tabs}>
        <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="md" marginTop="sm" marginBottom="sm">
          <TextField
            className={styles.search}
            type="search"
            icon="search"
            label={t('accounting.search')}
            description={t('accounting.searchHint')}
            value={draft}
            onChange={setDraft}
          />
          {counts.isError ? (
            <Text tone="secondary" role="status">
              {t('accounting.error.counts')}
            </Text>
          ) : null}
          {view === 'paid' ? (
            <Text tone="secondary">{t('accounting.paidWindow', { days: paidInvoicesDefaultDays })}</Text>
          ) : null}
        </Box>
        <Rows
          view={view}
          search={search}
          basePath={basePath}
          onClear={() => {
            setDraft('');
            void navigate({ search: listHref(view, '') });
          }}
        />
      </Tabs>
    </Box>
  );
}

function Rows({
  view,
  search,
  basePath,
  onClear,
}: {
  view: AccountingViewId;
  search: string;
  basePath: string;
  onClear: () => void;
}) {
  const { t } = useI18n();
  // The Paid window is fixed when the view opens, so the list's key does not change every render.
  const [now] = useState(() => new Date());
  const { page: _page, ...filters } = accountingListQuery({ view, search, page: 1, now });
  const pages = useInvoicePages(filters);
  return (
    <PagedList
      scrollerClassName={styles.scroller}
      pages={pages}
      label={t('accounting.list')}
      totalText={(total) => t('accounting.total', { count: total })}
      errorTitle={t('accounting.error.title')}
      retryLabel={t('accounting.retry')}
      estimateSize={190}
      endMessage={t('accounting.end')}
      emptyMessage={
        <EmptyState
          headingLevel={3}
          title={t('accounting.empty.title')}
          description={t('accounting.empty.body')}
          actions={
            search.trim() === '' ? undefined : (
              <Button variant="secondary" onClick={onClear}>
                {t('accounting.empty.clear')}
              </Button>
            )
          }
        />
      }
      renderItem={(row) => (
        <InvoiceCard
          invoice={row}
          invoiceHref={`${basePath}/${encodeURIComponent(row.invoiceNumber)}/preview`}
          shipmentHref={shipmentPreviewPath(row.shipmentNumber)}
        />
      )}
    />
  );
}
