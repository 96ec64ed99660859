import type { PaidInvoice, PaymentDetail } from '@freightkit/api';
import { isApiErrorStatus } from '@freightkit/api';
import { fetchWholePayment, useApiClient, usePayment } from '@freightkit/api/react';
import { csvFileName, pageCount, paymentDetailQuery, remittanceCsv } from '@freightkit/domain';
import {
  Banner,
  Button,
  Column,
  Columns,
  EmptyState,
  Inline,
  Pager,
  Spinner,
  Stack,
  Text,
  useI18n,
} from '@freightkit/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { downloadCsv } from './download.ts';
import * as styles from './payments.css.ts';
import { PaidInvoicesTable, RemittanceFacts } from './RemittanceParts.tsx';

type Whole = { readonly payment: PaymentDetail; readonly invoices: readonly PaidInvoice[] };

/**
 * The whole remittance on paper: title, facts and totals, every paid invoice (not one page). Hidden
 * on screen; while it is on the page, printing prints it alone (payments.css.ts).
 */
function PrintedRemittance({ whole }: { readonly whole: Whole }) {
  const { t } = useI18n();
  return (
    <div className={styles.printRoot} data-testid="printed-remittance">
      <Stack space="md">
        <PageTitle>{t('payment.title', { number: whole.payment.checkNumber })}</PageTitle>
        <RemittanceFacts payment={whole.payment} totals={whole.payment} />
        <PaidInvoicesTable invoices={whole.invoices} totals={whole.payment} links={false} />
      </Stack>
    </div>
  );
}

/**
 * `/payments/{checkNumber}/preview` (spec 2 §2): one payment remittance — its facts and totals
 * over every paid invoice beside the paid invoices 20 a page — with its CSV download and a print
 * layout of the whole remittance. An unknown check number, or another company's, shows that no
 * payment has this number.
 */
export function PaymentPreviewScreen() {
  const { t } = useI18n();
  const client = useApiClient();
  const headingId = useId();
  const { checkNumber = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const detail = usePayment(checkNumber, paymentDetailQuery(page));
  const payment = detail.data;
  const [whole, setWhole] = useState<Whole | null>(null);
  const [job, setJob] = useState<{ kind: 'csv' | 'print'; state: 'busy' | 'failed' } | null>(null);
  // Each Print click counts up; printing waits until the whole remittance is on the page (the effect
  // runs after it rendered), once per click.
  const [printRequest, setPrintRequest] = useState(0);
  useEffect(() => {
    if (printRequest > 0) window.print();
  }, [printRequest]);

  /** The whole remittance: the page on screen when it holds every invoice, otherwise all pages fetched. */
  const loadWhole = async (): Promise<Whole> => {
    if (payment && payment.invoices.totalCount <= payment.invoices.items.length && page === 1) {
      return { payment, invoices: payment.invoices.items };
    }
    return fetchWholePayment(client, checkNumber);
  };
  const run = async (kind: 'csv' | 'print') => {
    setJob({ kind, state: 'busy' });
    try {
      const loaded = await loadWhole();
      if (kind === 'csv') {
        downloadCsv(
          csvFileName(`remittance-${loaded.payment.checkNumber}`, loaded.payment.paymentDate),
          remittanceCsv(loaded.payment, loaded.invoices),
        );
      } else {
        setWhole(loaded);
        setPrintRequest((n) => n + 1);
      }
      setJob(null);
    } catch {
      setJob({ kind, state: 'failed' });
    }
  };

  const back = (
    <Link to="/payments" className={styles.link}>
      {t('payment.back')}
    </Link>
  );
  const frame = (content: ReactNode, actions?: ReactNode) => (
    <Page as="section" aria-labelledby={headingId}>
      <Inline as="header" space="md" align="spaceBetween" alignY="center" className={styles.screenOnly}>
        <PageTitle id={headingId}>{t('payment.title', { number: checkNumber })}</PageTitle>
        <Inline space="sm" alignY="center">
          {actions}
          {back}
        </Inline>
      </Inline>
      {content}
    </Page>
  );

  if (isApiErrorStatus(detail.error, 404)) {
    return frame(
      <EmptyState
        headingLevel={3}
        title={t('payment.notFound', { number: checkNumber })}
        description={t('payment.notFoundBody')}
      />,
    );
  }
  if (detail.isError && !payment) {
    return frame(
      <Banner
        tone="critical"
        title={t('payment.loadFailed')}
        description={failureText(t, detail.error)}
        actions={
          <Button
            variant="secondary"
            icon="refresh"
            onClick={() => {
              void detail.refetch();
            }}
          >
            {t('payments.retry')}
          </Button>
        }
      />,
    );
  }
  if (!payment) {
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('payment.loading', { number: checkNumber })} showLabel />
      </Page>
    );
  }

  const actions = (
    <>
      <Button
        variant="secondary"
        icon="download"
        loading={job?.kind === 'csv' && job.state === 'busy'}
        onClick={() => {
          void run('csv');
        }}
      >
        {t('payments.download')}
      </Button>
      <Button
        variant="secondary"
        icon="print"
        loading={job?.kind === 'print' && job.state === 'busy'}
        onClick={() => {
          void run('print');
        }}
      >
        {t('payment.print')}
      </Button>
    </>
  );
  return frame(
    <>
      {job?.state === 'failed' ? (
        <Banner
          tone="critical"
          className={styles.screenOnly}
          title={job.kind === 'csv' ? t('payments.downloadFailed') : t('payment.printFailed')}
        />
      ) : null}
      <Columns space={{ base: 'lg', narrow: 'md' }} collapseBelow="wide" className={styles.screenOnly}>
        <Column width="2/3">
          <Stack space="sm">
            <Text tone="secondary">{t('payment.invoiceCount', { count: payment.invoiceCount })}</Text>
            <PaidInvoicesTable
              invoices={payment.invoices.items}
              loading={detail.isPlaceholderData}
              totals={payment.invoices.totalCount <= payment.invoices.pageSize ? payment : undefined}
            />
            <Pager
              label={t('payments.pager')}
              align="left"
              page={page}
              pages={pageCount(payment.invoices.totalCount, payment.invoices.pageSize)}
              onPageChange={(next) => {
                setParams(next > 1 ? { page: String(next) } : {});
              }}
            />
          </Stack>
        </Column>
        <Column width="1/3">
          <RemittanceFacts payment={payment} totals={payment} />
        </Column>
      </Columns>
      {whole ? <PrintedRemittance whole={whole} /> : null}
    </>,
    actions,
  );
}
