import type { PaymentSummary } from '@freightkit/api';
import { fetchAllPayments, useApiClient, usePaymentList } from '@freightkit/api/react';
import {
  csvFileName,
  defaultPaymentDateRange,
  pageCount,
  parseCalendarDate,
  paymentDateRangeProblem,
  type PaymentDateRangeProblem,
  paymentListQuery,
  paymentsCsv,
} from '@freightkit/domain';
import {
  Banner,
  Box,
  Button,
  DataTable,
  DateField,
  DateTime,
  formatDateText,
  Heading,
  Inline,
  Money,
  Pager,
  Stack,
  Text,
  TextField,
  useI18n,
} from '@freightkit/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { downloadCsv } from './download.ts';
import * as styles from './payments.css.ts';

/** The preview address of a payment. */
export const paymentPreviewPath = (checkNumber: string) =>
  `/payments/${encodeURIComponent(checkNumber)}/preview`;

const problemText = {
  invalidFrom: 'payments.invalidFrom',
  invalidTo: 'payments.invalidTo',
  fromAfterTo: 'payments.fromAfterTo',
} as const satisfies Record<PaymentDateRangeProblem, string>;

/** The list's state as the address holds it (`?q=4001&from=2026-01-01&to=2026-03-31&page=2`). */
function useListState(now: Date) {
  const [params, setParams] = useSearchParams();
  const fallback = defaultPaymentDateRange(now);
  const state = {
    search: params.get('q') ?? '',
    from: parseCalendarDate(params.get('from')) ?? fallback.from,
    to: parseCalendarDate(params.get('to')) ?? fallback.to,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const go = (next: Partial<typeof state>) => {
    const merged = { ...state, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.search.trim() !== '') out.set('q', merged.search.trim());
    if (merged.from !== fallback.from || merged.to !== fallback.to) {
      out.set('from', merged.from);
      out.set('to', merged.to);
    }
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  };
  return { ...state, go, fallback };
}

/**
 * `/payments` (spec 2 §2): the payment remittances of the caller's company in a payment-date window
 * (the last 3 months by default), searched by check number, 20 a page, each opening its preview by
 * check number; the whole filtered list downloads as CSV. Filters and page live in the address.
 * `now` pins "today" (stories); by default the time the screen opened.
 */
export function PaymentListScreen({ now: fixedNow }: { readonly now?: Date } = {}) {
  const { t, locale } = useI18n();
  const client = useApiClient();
  const headingId = useId();
  // "The last 3 months" is fixed when the screen opens, so the query key does not change each render.
  // Stories and tests pin it with `now`.
  const [now] = useState(() => fixedNow ?? new Date());
  const state = useListState(now);
  const [draft, setDraft] = useState({ search: state.search, from: state.from, to: state.to });
  const [problem, setProblem] = useState<PaymentDateRangeProblem | null>(null);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const query = paymentListQuery({ search: state.search, page: state.page, range: state, now });
  const list = usePaymentList(query);

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = paymentDateRangeProblem(draft);
    setProblem(found);
    if (found === null) state.go(draft);
  };
  const reset = () => {
    const next = { search: '', ...state.fallback };
    setDraft(next);
    setProblem(null);
    state.go(next);
  };
  const download = async () => {
    setExporting('busy');
    try {
      const { page: _p, pageSize: _s, ...filters } = query;
      const rows = await fetchAllPayments(client, filters);
      downloadCsv(csvFileName('payments', `${query.from}-to-${query.to}`), paymentsCsv(rows));
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  const total = list.data?.totalCount;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('payments.heading')}
      </Heading>
      <form onSubmit={apply} aria-label={t('payments.filters')} noValidate>
        <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="md">
          <TextField
            className={styles.search}
            type="search"
            icon="search"
            label={t('payments.search')}
            description={t('payments.searchHint')}
            value={draft.search}
            onChange={(search) => {
              setDraft((d) => ({ ...d, search }));
            }}
          />
          <DateField
            label={t('payments.from')}
            value={draft.from}
            error={
              problem === 'invalidFrom' || problem === 'fromAfterTo' ? t(problemText[problem]) : undefined
            }
            onChange={(from) => {
              setDraft((d) => ({ ...d, from }));
            }}
          />
          <DateField
            label={t('payments.to')}
            value={draft.to}
            error={problem === 'invalidTo' ? t(problemText[problem]) : undefined}
            onChange={(to) => {
              setDraft((d) => ({ ...d, to }));
            }}
          />
          <Inline space="sm">
            <Button type="submit">{t('payments.apply')}</Button>
            <Button variant="secondary" onClick={reset}>
              {t('payments.reset')}
            </Button>
          </Inline>
        </Box>
      </form>
      <Stack space="sm">
        <Inline space="md" align="spaceBetween" alignY="center">
          <Text tone="secondary" role="status">
            {total === undefined
              ? null
              : `${t('payments.total', { count: total })} · ${t('payments.window', {
                  // Written as the date fields above write them, in the user's language.
                  from: formatDateText(query.from, locale),
                  to: formatDateText(query.to, locale),
                })}`}
          </Text>
          <Button
            variant="secondary"
            icon="download"
            loading={exporting === 'busy'}
            disabled={total === undefined || total === 0}
            onClick={() => {
              void download();
            }}
          >
            {exporting === 'busy' ? t('payments.downloading') : t('payments.download')}
          </Button>
        </Inline>
        {exporting === 'failed' ? <Banner tone="critical" title={t('payments.downloadFailed')} /> : null}
        <DataTable<PaymentSummary>
          caption={t('payments.list')}
          hideCaption
          loading={list.isPending}
          error={
            list.isError ? (
              <Stack space="sm">
                <Text weight="medium">{t('payments.error.title')}</Text>
                <Text>{failureText(t, list.error)}</Text>
                <Box>
                  <Button
                    variant="secondary"
                    icon="refresh"
                    onClick={() => {
                      void list.refetch();
                    }}
                  >
                    {t('payments.retry')}
                  </Button>
                </Box>
              </Stack>
            ) : undefined
          }
          columns={[
            {
              id: 'checkNumber',
              header: t('payments.col.checkNumber'),
              rowHeader: true,
              cell: (row) => (
                <Link className={styles.link} to={paymentPreviewPath(row.checkNumber)}>
                  {row.checkNumber}
                </Link>
              ),
            },
            {
              id: 'date',
              header: t('payments.col.date'),
              cell: (row) => <DateTime value={`${row.paymentDate}T00:00:00Z`} format="date" timeZone="UTC" />,
            },
            {
              id: 'method',
              header: t('payments.col.method'),
              cell: (row) => t(`payments.method.${row.method}`),
            },
            { id: 'payee', header: t('payments.col.payee'), cell: (row) => row.payeeName },
            {
              id: 'invoices',
              header: t('payments.col.invoices'),
              cell: (row) => row.invoiceCount,
              align: 'end',
            },
            {
              id: 'total',
              header: t('payments.col.total'),
              cell: (row) => <Money amount={row.total} />,
              align: 'end',
            },
          ]}
          rows={list.data?.items ?? []}
          getRowKey={(row) => row.id}
          emptyText={t('payments.empty')}
        />
        <Pager
          label={t('payments.pager')}
          align="left"
          page={state.page}
          pages={pageCount(total ?? 0, query.pageSize)}
          onPageChange={(page) => {
            state.go({ page });
          }}
        />
      </Stack>
    </Page>
  );
}
