import { useThirdPartyPayerCounts, useThirdPartyPayerPages } from '@freightkit/api/react';
import {
  defaultThirdPartyPayerFilters,
  searchDebounceMs,
  shipmentPreviewPath,
  thirdPartyPayerQuery,
  thirdPartyPayerViews,
} from '@freightkit/domain';
import {
  Button,
  EmptyState,
  FilterSidebar,
  InvoiceCard,
  Text,
  TextField,
  useI18n,
  VisuallyHidden,
} from '@freightkit/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PagedList } from '../common/PagedList.tsx';
import { listHref, readListState, type ThirdPartyPayerListState } from './listState.ts';
import { ThirdPartyPayerFilterFields } from './ThirdPartyPayerFilterFields.tsx';
import * as styles from './thirdPartyPayer.css.ts';

/** Where the list and its previews live. */
export const thirdPartyPayerBasePath = '/third-party-payer-invoices';

/** The preview address of an invoice. */
export const thirdPartyPayerPreviewPath = (invoiceNumber: string): string =>
  `${thirdPartyPayerBasePath}/${encodeURIComponent(invoiceNumber)}/preview`;

/**
 * `/third-party-payer-invoices` (spec 2 §2): the 275 px sidebar with a search bar and the VIEWS
 * (Action Required, Draft, Received, Settled, All, each with its count under the same filters) and
 * FILTERS tabs (Invoice Status, Invoice Date, Load Date, 'Only Show Auditable' on by default; Apply
 * and Reset), beside the invoices as cards loaded 50 at a time as the user scrolls, ending with 'No
 * More Results' or 'No Matching Invoices Found'. View, search and applied filters live in the address.
 */
export function ThirdPartyPayerListScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readListState(params);
  const href = listHref(state);
  // "Today" of the presets is fixed while the list is open, so the list's key does not drift.
  const [now] = useState(() => new Date());
  const [search, setSearch] = useState(state.search);
  const [filters, setFilters] = useState(state.filters);

  // The address this screen last went to: only a change from elsewhere (Back, a link) resets what is edited.
  const own = useRef(href);
  const go = (next: ThirdPartyPayerListState, replace = false) => {
    own.current = listHref(next);
    void navigate({ search: own.current }, { replace });
  };

  // What is edited follows the address when it changes from outside (Back, a link).
  useEffect(() => {
    if (href === own.current) return;
    own.current = href;
    const fromAddress = readListState(new URLSearchParams(href));
    setSearch(fromAddress.search);
    setFilters(fromAddress.filters);
  }, [href]);

  // The search follows typing after the spec's debounce, replacing the address (no history per key).
  useEffect(() => {
    if (search.trim() === state.search.trim()) return undefined;
    const timer = window.setTimeout(() => {
      own.current = listHref({ ...state, search });
      void navigate({ search: own.current }, { replace: true });
    }, searchDebounceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [search, state, navigate]);

  const {
    page: _page,
    status: _status,
    actionRequired: _actionRequired,
    pageSize: _pageSize,
    ...shared
  } = thirdPartyPayerQuery({ ...state, page: 1, now });
  const { page: _first, ...listFilters } = thirdPartyPayerQuery({ ...state, page: 1, now });
  const counts = useThirdPartyPayerCounts(shared);

  const views = thirdPartyPayerViews.map((v) => {
    const count = counts.data?.[v.id];
    return { id: v.id, label: t(v.label), ...(count === undefined ? {} : { count }) };
  });

  return (
    <div className={styles.layout}>
      <FilterSidebar
        label={t('tppList.sidebar')}
        views={views}
        selectedView={state.view}
        onViewChange={(id) => {
          const next = thirdPartyPayerViews.find((v) => v.id === id);
          if (next && next.id !== state.view) go({ ...state, view: next.id });
        }}
        search={
          <TextField
            type="search"
            icon="search"
            label={t('tpp.search')}
            description={t('tppList.searchHint')}
            value={search}
            onChange={setSearch}
          />
        }
        filters={<ThirdPartyPayerFilterFields value={filters} onChange={setFilters} now={now} />}
        onApply={() => {
          go({ ...state, search, filters });
        }}
        onReset={() => {
          setFilters(defaultThirdPartyPayerFilters);
          go({ ...state, search, filters: defaultThirdPartyPayerFilters });
        }}
      />
      {/* Not a landmark of its own: the list inside is the region named 'Third party payer invoices'. */}
      <div className={styles.main}>
        <VisuallyHidden>
          <h2>{t('tppList.heading')}</h2>
        </VisuallyHidden>
        {counts.isError ? (
          <Text tone="secondary" role="status">
            {t('tppList.error.counts')}
          </Text>
        ) : null}
        <Rows
          filters={listFilters}
          onClear={() => {
            setSearch('');
            setFilters(defaultThirdPartyPayerFilters);
            go({ view: state.view, search: '', filters: defaultThirdPartyPayerFilters });
          }}
          filtered={
            href !== listHref({ view: state.view, search: '', filters: defaultThirdPartyPayerFilters })
          }
        />
      </div>
    </div>
  );
}

function Rows({
  filters,
  onClear,
  filtered,
}: {
  filters: Parameters<typeof useThirdPartyPayerPages>[0];
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useI18n();
  const pages = useThirdPartyPayerPages(filters);
  return (
    <PagedList
      scrollerClassName={styles.scroller}
      pages={pages}
      label={t('tppList.list')}
      totalText={(total) => t('tppList.total', { count: total })}
      errorTitle={t('tppList.error.title')}
      retryLabel={t('tppList.retry')}
      estimateSize={190}
      endMessage={t('tpp.noMoreResults')}
      emptyMessage={
        <EmptyState
          headingLevel={3}
          title={t('tpp.noMatches')}
          actions={
            filtered ? (
              <Button variant="secondary" onClick={onClear}>
                {t('tppList.clear')}
              </Button>
            ) : undefined
          }
        />
      }
      renderItem={(row) => (
        <InvoiceCard
          invoice={row}
          invoiceHref={thirdPartyPayerPreviewPath(row.invoiceNumber)}
          shipmentHref={shipmentPreviewPath(row.shipmentNumber)}
        />
      )}
    />
  );
}
