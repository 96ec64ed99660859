import { balanceDue, invoiceStatuses, invoiceStatusTone } from '@freightkit/domain';
import { useId } from 'react';
import { DateTime } from '../DateTime/DateTime.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Money } from '../Money/Money.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { StatusChip } from '../StatusChip/index.ts';
import { AppLink } from '../shellMessages/AppLink.tsx';
import * as styles from './InvoiceCard.css.ts';

/** The fields of a third-party payer invoice that its card shows (spec 2 §3). */
export interface InvoiceCardInvoice {
  invoiceNumber: string;
  shipmentNumber: string | number;
  customerName: string;
  /** Logo of the customer (or carrier) shown next to the name; initials when absent. */
  carrierLogoURL?: string | null;
  /** Invoice status: its code (the domain's `InvoiceStatus`) and the server's description. */
  status: { readonly code: number; readonly description?: string | null };
  /** The shipment's status as the server describes it. */
  shipmentStatus?: { readonly description: string } | null;
  /** Amount due, in dollars. */
  invoiceAmount: number;
  /** Fees and balances, in dollars. */
  feeAndBalance: number;
  /** Estimated pay date (shown when present). */
  dueDateTimeStamp?: string | null;
  /** Invoice date (shown when there is no estimated pay date). */
  createDateTimeStamp?: string | null;
  numberOfRequiredDocuments: number;
  numberOfUploadedRequiredDocuments: number;
}

/** Props of {@link InvoiceCard}. */
export interface InvoiceCardProps {
  /** The invoice to show. */
  invoice: InvoiceCardInvoice;
  /** Where the invoice link leads, e.g. `/third-party-payer-invoices/INV-1/preview`. */
  invoiceHref: string;
  /** Where the shipment link leads, e.g. the shipment preview. */
  shipmentHref: string;
  /** Level of the customer-name heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the root, merged last. */
  className?: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The third-party payer invoice card of spec 2 §2: logo and customer name, status chip (tone from
 * the domain's invoice-status rule), estimated pay date or invoice date, amount due, fees and
 * balances, balance due (amount due minus fees and balances, the domain's rule), links to the
 * invoice and the shipment, the shipment status, and the count of uploaded required documents.
 * The card is an `article` named by the customer; its fields are a description list, which
 * reflows to two columns and then one as the card narrows (a container query).
 *
 * @example
 * <InvoiceCard invoice={invoice} invoiceHref={`/third-party-payer-invoices/${n}/preview`} shipmentHref={…} />
 */
export function InvoiceCard({
  invoice,
  invoiceHref,
  shipmentHref,
  headingLevel = 3,
  className,
}: InvoiceCardProps) {
  const { t } = useI18n();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const statusKey = invoiceStatuses.messageKey(invoice.status.code);
  const statusLabel = invoice.status.description || (statusKey ? t(statusKey) : String(invoice.status.code));
  const payDate = invoice.dueDateTimeStamp;
  const date = payDate || invoice.createDateTimeStamp;
  const required = invoice.numberOfRequiredDocuments;
  const uploaded = invoice.numberOfUploadedRequiredDocuments;
  const complete = uploaded >= required;
  return (
    <article className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.header}>
          {invoice.carrierLogoURL ? (
            <img className={styles.logo} src={invoice.carrierLogoURL} alt="" width={40} height={40} />
          ) : (
            <span className={styles.logo} aria-hidden="true">
              {initials(invoice.customerName)}
            </span>
          )}
          <Heading id={titleId} className={styles.customer}>
            {invoice.customerName}
          </Heading>
          <StatusChip tone={invoiceStatusTone(invoice.status.code)}>{statusLabel}</StatusChip>
        </div>
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt className={styles.term}>
              {t(payDate ? 'tpp.card.estimatedPayDate' : 'tpp.card.invoiceDate')}
            </dt>
            <dd className={styles.value()}>{date ? <DateTime value={date} /> : '—'}</dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>{t('tpp.card.amountDue')}</dt>
            <dd className={styles.value()}>
              <Money amount={invoice.invoiceAmount} />
            </dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>{t('tpp.card.feesAndBalances')}</dt>
            <dd className={styles.value()}>
              <Money amount={invoice.feeAndBalance} />
            </dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>{t('tpp.card.balanceDue')}</dt>
            <dd className={styles.value({ emphasis: true })}>
              <Money amount={balanceDue(invoice)} />
            </dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>{t('tpp.detail.invoiceNumber')}</dt>
            <dd className={styles.value()}>
              <AppLink href={invoiceHref} className={styles.link}>
                {invoice.invoiceNumber}
              </AppLink>
            </dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>{t('tpp.detail.shipmentNumber')}</dt>
            <dd className={styles.value()}>
              <AppLink href={shipmentHref} className={styles.link}>
                {invoice.shipmentNumber}
              </AppLink>
            </dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>{t('kit.invoiceCard.shipmentStatus')}</dt>
            <dd className={styles.value()}>{invoice.shipmentStatus?.description ?? '—'}</dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>{t('kit.invoiceCard.documents')}</dt>
            <dd className={[styles.value(), styles.documents].join(' ')}>
              <Icon
                name={complete ? 'success' : 'warning'}
                size="small"
                className={styles.documentsIcon({ complete })}
              />
              {t('tpp.card.requiredDocuments', { uploaded, required })}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
