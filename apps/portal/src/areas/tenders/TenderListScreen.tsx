import type { TenderListQuery, TenderSortProperty } from '@freightkit/api';
import { useTenderList } from '@freightkit/api/react';
import { defaultTenderStatusFilter, listPageSize, tenderOfferStatuses } from '@freightkit/domain';
import {
  Banner,
  Button,
  EmptyState,
  Pager,
  Select,
  Spinner,
  TenderCard,
  TextField,
  useI18n,
} from '@freightkit/ui';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { useTopBarTitle } from '../shell/ShellLayout.tsx';
import { TenderAnswer } from './TenderAnswer.tsx';
import { tenderCardOf, tenderHref } from './tenderShape.ts';
import * as styles from './tenders.css.ts';

/** The sort choices offered: a column and its direction. */
const sorts = {
  sentAt: { sortProperty: 'sentAt', sortDirection: 'desc' },
  pickup: { sortProperty: 'pickup', sortDirection: 'asc' },
  rateDesc: { sortProperty: 'rate', sortDirection: 'desc' },
  shipmentNumber: { sortProperty: 'shipmentNumber', sortDirection: 'asc' },
} as const satisfies Record<string, { sortProperty: TenderSortProperty; sortDirection: 'asc' | 'desc' }>;
type SortKey = keyof typeof sorts;
const isSortKey = (value: string | null): value is SortKey => value !== null && Object.hasOwn(sorts, value);

/** The list's state as the address holds it (so a reload or a link shows the same page). */
function readQuery(params: URLSearchParams): { query: TenderListQuery; sort: SortKey; status: number } {
  const status = params.get('status');
  const sort = params.get('sort');
  const sortKey: SortKey = isSortKey(sort) ? sort : 'sentAt';
  const statusValue = status === null ? null : Number(status);
  const customer = params.get('customer');
  const q = params.get('q')?.trim();
  const statuses =
    statusValue !== null && tenderOfferStatuses.is(statusValue)
      ? [statusValue]
      : [...defaultTenderStatusFilter];
  return {
    sort: sortKey,
    status: statuses[0] ?? 0,
    query: {
      statuses,
      ...(customer ? { customers: [customer] } : {}),
      ...(q ? { query: q } : {}),
      ...sorts[sortKey],
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: listPageSize,
    },
  };
}

/**
 * `/tenders`: the tenders sent to the carrier, open (Sent) ones by default (spec 1 §4), with status,
 * customer and text filters, a sort, and pages of domain's 50; each card answers by keyboard.
 */
export function TenderListScreen() {
  const { t } = useI18n();
  const title = useTopBarTitle();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const { query, sort, status } = readQuery(params);
  const tenders = useTenderList(query);
  const set = (key: string, value: string | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
      if (key !== 'page') next.delete('page');
      return next;
    });
  };
  const currentPage = query.page ?? 1;
  const total = tenders.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / listPageSize));
  const customers = tenders.data?.customers ?? [];
  return (
    <Page as="section" aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.sectionTitle}>
        {title}
      </h1>
      <div className={styles.filters} role="search" aria-label={t('tenders.filters')}>
        <Select
          label={t('tenders.filter.status')}
          options={tenderOfferStatuses.entries.map((e) => {
            const key = tenderOfferStatuses.messageKey(e.value);
            return { value: String(e.value), label: key ? t(key) : e.label };
          })}
          value={String(status)}
          onChange={(value) => {
            set('status', value);
          }}
        />
        <Select
          label={t('tenders.filter.customer')}
          options={[
            { value: '', label: t('tenders.filter.anyCustomer') },
            ...customers.map((name) => ({ value: name, label: name })),
          ]}
          value={params.get('customer') ?? ''}
          onChange={(value) => {
            set('customer', value);
          }}
        />
        <TextField
          label={t('tenders.filter.query')}
          type="search"
          icon="search"
          defaultValue={params.get('q') ?? ''}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set('q', (event.target as HTMLInputElement).value.trim());
          }}
          onBlur={() => undefined}
        />
        <Select
          label={t('tenders.filter.sort')}
          options={(Object.keys(sorts) as SortKey[]).map((key) => ({
            value: key,
            label: t(`tenders.sort.${key}`),
          }))}
          value={sort}
          onChange={(value) => {
            set('sort', value);
          }}
        />
      </div>
      {tenders.isPending ? (
        <Spinner />
      ) : tenders.isError ? (
        <Banner
          tone="critical"
          title={t('tenders.error.title')}
          description={failureText(t, tenders.error)}
          actions={
            <Button variant="secondary" onClick={() => void tenders.refetch()}>
              {t('tenders.retry')}
            </Button>
          }
        />
      ) : tenders.data.items.length === 0 ? (
        <EmptyState title={t('tenders.empty.title')} description={t('tenders.empty.body')} />
      ) : (
        <>
          <ul className={styles.cards} aria-label={t('tenders.list')}>
            {tenders.data.items.map((item) => (
              <li key={item.id}>
                <TenderCard
                  tender={tenderCardOf(item, t)}
                  href={tenderHref(item)}
                  headingLevel={2}
                  actions={<TenderAnswer tender={item} />}
                />
              </li>
            ))}
          </ul>
          <Pager
            label={t('tenders.pages')}
            page={currentPage}
            pages={pages}
            summary={t('tenders.total', { count: total })}
            onPageChange={(next) => {
              set('page', String(next));
            }}
          />
        </>
      )}
    </Page>
  );
}
