import type { Invoice } from '@freightkit/api';
import { useInvoiceByNumber, useUpdateInvoice } from '@freightkit/api/react';
import {
  invoiceStatuses,
  invoiceStatusTone,
  renderMessage,
  shipmentPreviewPath,
  showRemitTo,
  validateInvoicePreview,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Card,
  Column,
  Columns,
  Inline,
  Spinner,
  Stack,
  StatusChip,
  useI18n,
} from '@freightkit/ui';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EntityComments, EntityDocuments } from '../paperwork/index.ts';
// One wording of a failed call for every portal area (the central handler's messages, spec 1 §8).
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import * as styles from './accounting.css.ts';
import { InvoiceCharges, InvoiceForm, InvoiceSummaryCard } from '../invoicing/index.ts';
import { Fact } from '../common/Fact.tsx';

/** Props of {@link InvoicePreviewScreen}. */
export interface InvoicePreviewScreenProps {
  /** Where the list lives (`/accounting` or `/invoices`): the back link and the comment links. */
  readonly basePath: string;
}

/** Summary (Payment = balance, Total Payment = total) and Invoice Details (spec 2 §2). */
function InvoiceFacts({ invoice }: { readonly invoice: Invoice }) {
  const { t } = useI18n();
  return (
    <>
      <InvoiceSummaryCard balance={invoice.balance} total={invoice.total} />
      <Card title={t('tpp.detail.invoiceDetails')} headingLevel={3}>
        <Stack as="dl" space="sm">
          <Fact term={t('tpp.detail.invoiceNumber')}>{invoice.invoiceNumber}</Fact>
          <Fact term={t('tpp.detail.shipmentNumber')}>
            <Link to={shipmentPreviewPath(invoice.shipmentNumber)} className={styles.link}>
              {invoice.shipmentNumber}
            </Link>
          </Fact>
          <Fact term={t('invoice.shipmentStatus')}>{invoice.shipmentStatus.description}</Fact>
          <Fact term={t('invoice.customer')}>{invoice.customerName}</Fact>
          {showRemitTo(invoice) ? (
            <Fact term={t('tpp.detail.remitTo')}>{invoice.factoringCompany}</Fact>
          ) : null}
        </Stack>
      </Card>
    </>
  );
}

/**
 * `/accounting/{invoiceNumber}/preview` (and under `/invoices`, spec 2 §2): the invoice found by
 * its number (docs/adr/013), with its header (number and status chip, back to the list), the
 * invoice form, its Documents and Comments, the Summary, the Invoice Details and the Charges. A
 * number the user has no invoice for shows 'Invoice number is not valid'; an invoice without a
 * shipment 'Shipment ID is not valid' (spec 2 §2).
 */
export function InvoicePreviewScreen({ basePath }: InvoicePreviewScreenProps) {
  const { t } = useI18n();
  const headingId = useId();
  const { invoiceNumber = '' } = useParams();
  const { invoice, notFound, failed, error, refetch } = useInvoiceByNumber(invoiceNumber);
  const update = useUpdateInvoice();
  const invalid = validateInvoicePreview({
    invoiceNumber: notFound ? '' : invoiceNumber,
    shipmentId: invoice ? invoice.shipmentId : 'pending',
  });
  const back = (
    <Link to={basePath} className={styles.link}>
      {t('invoice.back')}
    </Link>
  );
  const title = (
    <PageTitle id={headingId}>
      {t('invoice.title', { number: invoiceNumber })}
      {invoice ? (
        <StatusChip tone={invoiceStatusTone(invoice.status.code)}>
          {invoice.status.description ||
            t(invoiceStatuses.messageKey(invoice.status.code) ?? 'errors.unknown')}
        </StatusChip>
      ) : null}
    </PageTitle>
  );
  /** The page with its header (title, status, back link) around what it shows. */
  const frame = (content: ReactNode) => (
    <Page as="section" aria-labelledby={headingId}>
      <Inline as="header" space="md" align="spaceBetween" alignY="center">
        {title}
        {back}
      </Inline>
      {content}
    </Page>
  );

  if (invalid !== null || failed) {
    return frame(
      invalid !== null ? (
        <Banner tone="critical" title={renderMessage(t, invalid)} />
      ) : (
        <Banner
          tone="critical"
          title={t('invoice.loadFailed')}
          description={failureText(t, error)}
          actions={
            <Button
              variant="secondary"
              icon="refresh"
              onClick={() => {
                void refetch();
              }}
            >
              {t('accounting.retry')}
            </Button>
          }
        />
      ),
    );
  }
  if (!invoice) {
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('invoice.loading', { number: invoiceNumber })} showLabel />
      </Page>
    );
  }

  const entity = {
    type: 'invoice' as const,
    id: invoice.id,
    description: t('invoice.title', { number: invoice.invoiceNumber }),
  };
  return frame(
    <Columns space={{ base: 'lg', narrow: 'md' }} collapseBelow="wide">
      <Column width="3/5">
        <Stack space="lg">
          {/* Keyed by the saved values, so a save (or a change elsewhere) restarts the form from them. */}
          <InvoiceForm
            key={`${invoice.id}:${invoice.externalInvoiceNumber ?? ''}:${String(invoice.externalInvoiceAmount)}`}
            invoice={invoice}
            save={(body) => update.mutateAsync({ id: invoice.id, body })}
            saving={update.isPending}
          />
          <InvoiceCharges charges={invoice.charges} />
          <EntityDocuments entity={entity} shipmentId={invoice.shipmentId} headingLevel={3} />
          <EntityComments
            entity={{ ...entity, link: `${basePath}/${encodeURIComponent(invoice.invoiceNumber)}/preview` }}
            headingLevel={3}
          />
        </Stack>
      </Column>
      <Column width="2/5">
        <Stack space="lg">
          <InvoiceFacts invoice={invoice} />
        </Stack>
      </Column>
    </Columns>,
  );
}
