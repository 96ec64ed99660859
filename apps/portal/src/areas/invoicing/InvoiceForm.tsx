import { ApiError, type Invoice, type InvoiceUpdateBody } from '@freightkit/api';
import {
  invoiceEligibilityWarning,
  invoiceSubmissionBlock,
  invoiceUpdateBody,
  isInvoiceLocked,
  isInvoiceSaveDisabled,
  normaliseInvoiceAmount,
  parseUpdateError,
  renderMessage,
  updateErrorToast,
  validateInvoiceForm,
  type InvoiceFormValues,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Card,
  Column,
  Columns,
  Stack,
  Text,
  TextField,
  useI18n,
  useToast,
} from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import * as styles from './invoicing.css.ts';

/** The form's starting values: what the carrier entered before, if anything. */
function savedValues(invoice: Invoice): InvoiceFormValues {
  return {
    invoiceNumber: invoice.externalInvoiceNumber ?? '',
    invoiceAmount: invoice.externalInvoiceAmount === null ? '' : String(invoice.externalInvoiceAmount),
  };
}

/** Props of {@link InvoiceForm}. */
export interface InvoiceFormProps {
  /** The invoice as last saved (a payables or a third-party payer invoice: the same entity, spec 2 §3). */
  readonly invoice: Invoice;
  /**
   * Saves the body domain's `invoiceUpdateBody` built; resolves with the saved invoice or rejects with
   * the call's error. The caller's mutation replaces the cached invoice, which remounts this form.
   */
  readonly save: (body: InvoiceUpdateBody) => Promise<unknown>;
  /** A save is in flight (Save shows its spinner and is disabled). */
  readonly saving: boolean;
}

/**
 * The invoice form of the previews (spec 2 §2, §4, §5): the carrier's invoice number and amount and
 * Save. At least one of the two is required; a non-numeric amount becomes empty when the field is
 * left; Save is disabled while the form is invalid, once the invoice is settled (both fields too)
 * and while saving. Until the shipment is Delivered an info notice blocks submission; an invoice
 * without third-party billing settings shows the not-eligible warning. Saving shows
 * 'Invoice updated successfully', or the failure's title or detail with its errors as bullets.
 */
export function InvoiceForm({ invoice, save, saving }: InvoiceFormProps) {
  const { t } = useI18n();
  const toast = useToast();
  const [values, setValues] = useState<InvoiceFormValues>(() => savedValues(invoice));
  const [showErrors, setShowErrors] = useState(false);
  const locked = isInvoiceLocked(invoice.status.code);
  const block = invoiceSubmissionBlock(invoice.shipmentStatus.value);
  const warning = invoiceEligibilityWarning(invoice, t('portal.name'));
  const validation = validateInvoiceForm(values);
  const saveDisabled =
    block !== null || isInvoiceSaveDisabled({ valid: validation.valid, status: invoice.status.code, saving });
  const errors = showErrors && !locked ? validation.errors : {};

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validation.valid) {
      setShowErrors(true);
      return;
    }
    if (saveDisabled) return;
    // A promise, not a mutation's callbacks: a save replaces the cached invoice, which remounts this
    // form (keyed by the saved values) before per-call callbacks would run.
    save(invoiceUpdateBody(invoice.id, values)).then(
      () => {
        setShowErrors(false);
        toast.show({ tone: 'positive', title: t('invoices.updated') });
      },
      (error: unknown) => {
        const failure = updateErrorToast(parseUpdateError(error instanceof ApiError ? error.body : null));
        toast.show({
          tone: 'critical',
          title: renderMessage(t, failure.heading),
          description:
            failure.bullets.length === 0 ? undefined : (
              <ul className={styles.bullets}>
                {failure.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ),
        });
      },
    );
  };

  return (
    <Card title={t('tpp.detail.addInvoice')} headingLevel={3}>
      <form onSubmit={submit} noValidate aria-describedby="fk-invoice-form-hint">
        <Stack space="md">
          <Text id="fk-invoice-form-hint" tone="secondary">
            {locked ? t('invoice.form.locked') : t('invoice.form.hint')}
          </Text>
          {block ? <Banner tone={block.tone} title={renderMessage(t, block.message)} /> : null}
          {warning ? <Banner tone="caution" title={renderMessage(t, warning)} /> : null}
          <Columns space="md" collapseBelow="wide">
            <Column>
              <TextField
                label={t('invoices.form.invoiceNumber')}
                value={values.invoiceNumber}
                onChange={(invoiceNumber) => {
                  setValues((v) => ({ ...v, invoiceNumber }));
                }}
                disabled={locked}
                error={errors.invoiceNumber ? t(errors.invoiceNumber) : undefined}
              />
            </Column>
            <Column>
              <TextField
                label={t('invoices.form.invoiceAmount')}
                value={values.invoiceAmount}
                onChange={(invoiceAmount) => {
                  setValues((v) => ({ ...v, invoiceAmount }));
                }}
                onBlur={() => {
                  setValues((v) => ({ ...v, invoiceAmount: normaliseInvoiceAmount(v.invoiceAmount) }));
                  // The last field: leaving it shows 'Required' when neither field holds a value.
                  setShowErrors(true);
                }}
                disabled={locked}
                error={errors.invoiceAmount ? t(errors.invoiceAmount) : undefined}
              />
            </Column>
          </Columns>
          <div>
            <Button type="submit" disabled={saveDisabled} loading={saving}>
              {t('invoices.form.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
