import type { PaidInvoice, PaymentDetail } from '@freightkit/api';
import { paidInvoiceNet, shipmentPreviewPath, type RemittanceTotals } from '@freightkit/domain';
import { Card, DataTable, DateTime, Money, Stack, useI18n } from '@freightkit/ui';
import { Link } from 'react-router-dom';
import * as styles from './payments.css.ts';
import { Fact } from '../common/Fact.tsx';

/**
 * The remittance's header facts (date, method, payee, carrier, remit-to) and its totals over every
 * paid invoice (domain's `remittanceTotals`, summed by the back end): what a carrier matches
 * against its bank deposit.
 */
export function RemittanceFacts({
  payment,
  totals,
}: {
  readonly payment: PaymentDetail;
  readonly totals: RemittanceTotals;
}) {
  const { t } = useI18n();
  const r = payment.remitTo;
  return (
    <Card title={t('payment.summary')} headingLevel={3}>
      <Stack as="dl" space="sm">
        <Fact term={t('payment.date')}>
          <DateTime value={`${payment.paymentDate}T00:00:00Z`} format="date" timeZone="UTC" />
        </Fact>
        <Fact term={t('payment.method')}>{t(`payments.method.${payment.method}`)}</Fact>
        <Fact term={t('payment.payee')}>{payment.payeeName}</Fact>
        <Fact term={t('payment.carrier')}>{payment.carrierName}</Fact>
        <Fact term={t('payment.remitTo')}>
          <span>
            {r.name}
            <br />
            {r.street}
            <br />
            {`${r.city}, ${r.state} ${r.postalCode}`}
          </span>
        </Fact>
        <Fact term={t('payment.gross')}>
          <Money amount={totals.grossAmount} />
        </Fact>
        <Fact term={t('payment.quickPayFees')}>
          <Money amount={-totals.quickPayFees} />
        </Fact>
        <Fact term={t('payment.otherDeductions')}>
          <Money amount={-totals.otherDeductions} />
        </Fact>
        <Fact term={t('payment.total')}>
          <span data-testid="remittance-total">
            <Money amount={totals.total} />
          </span>
        </Fact>
      </Stack>
    </Card>
  );
}

/**
 * The invoices a payment paid, in the kit DataTable: invoice, shipment (a link to its preview),
 * amount, quick-pay fee, other deductions with what they were, and the net (domain's
 * `paidInvoiceNet`); the foot row holds the sums over the whole payment when `totals` is given.
 */
export function PaidInvoicesTable({
  invoices,
  totals,
  loading = false,
  links = true,
}: {
  readonly invoices: readonly PaidInvoice[];
  readonly totals?: RemittanceTotals;
  readonly loading?: boolean;
  /** Shipment numbers as links (off on paper). @default true */
  readonly links?: boolean;
}) {
  const { t } = useI18n();
  return (
    <DataTable<PaidInvoice>
      caption={t('payment.invoices')}
      columns={[
        {
          id: 'invoice',
          header: t('payment.col.invoice'),
          cell: (row) => row.invoiceNumber,
          rowHeader: true,
        },
        {
          id: 'shipment',
          header: t('payment.col.shipment'),
          cell: (row) =>
            links ? (
              <Link className={styles.link} to={shipmentPreviewPath(row.shipmentNumber)}>
                {row.shipmentNumber}
              </Link>
            ) : (
              row.shipmentNumber
            ),
        },
        {
          id: 'amount',
          header: t('payment.col.amount'),
          cell: (row) => <Money amount={row.amount} />,
          align: 'end',
        },
        {
          id: 'quickPayFee',
          header: t('payment.col.quickPayFee'),
          cell: (row) => <Money amount={row.quickPayFee} />,
          align: 'end',
        },
        {
          id: 'otherDeductions',
          header: t('payment.col.otherDeductions'),
          cell: (row) => <Money amount={row.otherDeductions} />,
          align: 'end',
        },
        { id: 'note', header: t('payment.col.note'), cell: (row) => row.deductionNote ?? '' },
        {
          id: 'net',
          header: t('payment.col.net'),
          cell: (row) => <Money amount={paidInvoiceNet(row)} />,
          align: 'end',
        },
      ]}
      rows={invoices}
      getRowKey={(row) => row.id}
      loading={loading}
      totals={
        totals === undefined
          ? undefined
          : {
              values: {
                amount: <Money amount={totals.grossAmount} />,
                quickPayFee: <Money amount={totals.quickPayFees} />,
                otherDeductions: <Money amount={totals.otherDeductions} />,
                net: <Money amount={totals.total} />,
              },
            }
      }
      emptyText={t('payment.noInvoices')}
    />
  );
}
