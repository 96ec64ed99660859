import { isApiErrorStatus, type ThirdPartyPayerInvoice } from '@freightkit/api';
import { useAddThirdPartyPayerInvoice, useThirdPartyPayerInvoice } from '@freightkit/api/react';
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
  IconButton,
  Inline,
  Spinner,
  Stack,
  StatusChip,
  Text,
  useFormat,
  useI18n,
} from '@freightkit/ui';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Fact } from '../common/Fact.tsx';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { InvoiceCharges, InvoiceForm, InvoiceSummaryCard } from '../invoicing/index.ts';
import { EntityComments, EntityDocuments } from '../paperwork/index.ts';
import { thirdPartyPayerBasePath, thirdPartyPayerPreviewPath } from './ThirdPartyPayerListScreen.tsx';
import * as styles from './thirdPartyPayer.css.ts';

/** A `yyyy-MM-dd` day as a local date (not UTC midnight, which is the day before west of Greenwich). */
const localDay = (day: string): Date => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** Summary (Payment = balance, Total Payment = total) and Invoice Details (spec 2 §2). */
function InvoiceFacts({ invoice }: { readonly invoice: ThirdPartyPayerInvoice }) {
  const { t } = useI18n();
  const format = useFormat();
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
          <Fact term={t('tppInvoice.shipmentStatus')}>{invoice.shipmentStatus.description}</Fact>
          {invoice.loadDate === null ? null : (
            <Fact term={t('tppInvoice.loadDate')}>{format.formatDate(localDay(invoice.loadDate))}</Fact>
          )}
          <Fact term={t('tppInvoice.customer')}>{invoice.customerName}</Fact>
          <Fact term={t('tppInvoice.payer')}>{invoice.thirdPartyPayerName}</Fact>
          {showRemitTo(invoice) ? (
            <Fact term={t('tpp.detail.remitTo')}>{invoice.factoringCompany}</Fact>
          ) : null}
        </Stack>
      </Card>
    </>
  );
}

/**
 * `/third-party-payer-invoices/{invoiceNumber}/preview` (spec 2 §2): the header (origin city/state to
 * destination city/state, the invoice number, the status chip and a close button back to the list);
 * on the left Add Invoice (the invoice form, spec 2 §4, §5), the Charges, Documents and Comments; on
 * the right the Summary and the Invoice Details (Remit To only with a factoring company). A number the
 * user has no invoice for (unknown, or another company's) shows 'Invoice number is not valid'.
 */
export function ThirdPartyPayerPreviewScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const navigate = useNavigate();
  const { invoiceNumber = '' } = useParams();
  const query = useThirdPartyPayerInvoice(invoiceNumber);
  const add = useAddThirdPartyPayerInvoice();
  const invoice = query.data;
  const notFound = isApiErrorStatus(query.error, 404);
  const invalid = validateInvoicePreview({
    invoiceNumber: notFound ? '' : invoiceNumber,
    shipmentId: invoice ? invoice.shipmentId : 'pending',
  });

  const lane =
    invoice?.origin && invoice.destination
      ? t('tppInvoice.lane', {
          origin: `${invoice.origin.city}, ${invoice.origin.state}`,
          destination: `${invoice.destination.city}, ${invoice.destination.state}`,
        })
      : null;
  /** The page with its header (lane, number, status, close) around what it shows. */
  const frame = (content: ReactNode) => (
    <Page as="section" aria-labelledby={headingId}>
      <Inline as="header" space="md" align="spaceBetween" alignY="center">
        <Stack space="xs">
          {lane === null ? null : <Text tone="secondary">{lane}</Text>}
          <PageTitle id={headingId}>
            {t('tppInvoice.title', { number: invoiceNumber })}
            {invoice ? (
              <StatusChip tone={invoiceStatusTone(invoice.status.code)}>
                {invoice.status.description ||
                  t(invoiceStatuses.messageKey(invoice.status.code) ?? 'errors.unknown')}
              </StatusChip>
            ) : null}
          </PageTitle>
        </Stack>
        <IconButton
          icon="close"
          label={t('tppInvoice.close')}
          onClick={() => {
            void navigate(thirdPartyPayerBasePath);
          }}
        />
      </Inline>
      {content}
    </Page>
  );

  if (invalid !== null) return frame(<Banner tone="critical" title={renderMessage(t, invalid)} />);
  if (query.isError)
    return frame(
      <Banner
        tone="critical"
        title={t('tppInvoice.loadFailed')}
        description={failureText(t, query.error)}
        actions={
          <Button
            variant="secondary"
            icon="refresh"
            onClick={() => {
              void query.refetch();
            }}
          >
            {t('tppList.retry')}
          </Button>
        }
      />,
    );
  if (!invoice)
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('tppInvoice.loading', { number: invoiceNumber })} showLabel />
      </Page>
    );

  const entity = {
    type: 'invoice' as const,
    thirdParty: true,
    id: invoice.id,
    description: t('tppInvoice.title', { number: invoice.invoiceNumber }),
  };
  return frame(
    <Columns space={{ base: 'lg', narrow: 'md' }} collapseBelow="wide">
      <Column width="3/5">
        <Stack space="lg">
          {/* Keyed by the saved values, so a save (or a change elsewhere) restarts the form from them. */}
          <InvoiceForm
            key={`${invoice.id}:${invoice.externalInvoiceNumber ?? ''}:${String(invoice.externalInvoiceAmount)}`}
            invoice={invoice}
            save={(body) => add.mutateAsync({ invoiceNumber: invoice.invoiceNumber, body })}
            saving={add.isPending}
          />
          {/* On the wide side: its five columns do not fit the narrow one. */}
          <InvoiceCharges charges={invoice.charges} />
          <EntityDocuments entity={entity} shipmentId={invoice.shipmentId} headingLevel={3} />
          <EntityComments
            entity={{ ...entity, link: thirdPartyPayerPreviewPath(invoice.invoiceNumber) }}
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
