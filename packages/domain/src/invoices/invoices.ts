import { subDays, subMonths } from 'date-fns';
import { paidInvoicesDefaultDays, paymentsDefaultMonths } from '../constants/timings.ts';
import { InvoiceListFilter, InvoiceStatus, ShipmentStatus } from '../enums/index.ts';
import { msg, type MessageRef, type StaticMessageKey } from '../messages/catalog.ts';
import { hasReachedStatus } from '../shipments/shipments.ts';
import type { Tone } from '../tone.ts';

/**
 * Invoice status chip tone (spec 2 §4): green Paid in Full → positive, basic Draft → neutral, blue
 * Settled → info, red Received → critical. Voided is not coloured by the spec: neutral.
 */
export function invoiceStatusTone(status: number): Tone {
  switch (status) {
    case InvoiceStatus.PaidInFull:
      return 'positive';
    case InvoiceStatus.Settled:
      return 'info';
    case InvoiceStatus.Received:
      return 'critical';
    default:
      return 'neutral';
  }
}

/** Once Settled or later (Settled, Paid in Full) the invoice number, amount and Save are disabled (spec 2 §4). */
export function isInvoiceLocked(status: number): boolean {
  return status === InvoiceStatus.Settled || status === InvoiceStatus.PaidInFull;
}

/** The invoice form as typed. */
export interface InvoiceFormValues {
  readonly invoiceNumber: string;
  readonly invoiceAmount: string;
}

/** The amount is numeric; a non-numeric value becomes empty (spec 2 §5). Returns the trimmed text or ''. */
export function normaliseInvoiceAmount(raw: string): string {
  const trimmed = raw.trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? trimmed : '';
}

/** Field errors of the invoice form (message keys) and whether it is valid. */
export interface InvoiceFormValidation {
  readonly valid: boolean;
  readonly errors: { readonly invoiceNumber?: StaticMessageKey; readonly invoiceAmount?: StaticMessageKey };
}

/**
 * Invoice number and amount are each required, but each is valid when the other is filled: at least
 * one must be present (spec 2 §5). The amount counts only when numeric.
 */
export function validateInvoiceForm(values: InvoiceFormValues): InvoiceFormValidation {
  const hasNumber = values.invoiceNumber.trim() !== '';
  const hasAmount = normaliseInvoiceAmount(values.invoiceAmount) !== '';
  const valid = hasNumber || hasAmount;
  return {
    valid,
    errors: valid ? {} : { invoiceNumber: 'form.required', invoiceAmount: 'form.required' },
  };
}

/**
 * Whether Save is disabled. Spec 2 §5 reads "Save is disabled unless the form is valid, the invoice is
 * settled, or a save is in progress"; read with §4 (settled locks Save) this means disabled when the
 * form is invalid, the invoice is locked, or a save is in progress.
 */
export function isInvoiceSaveDisabled(state: {
  readonly valid: boolean;
  readonly status: number;
  readonly saving: boolean;
}): boolean {
  return !state.valid || isInvoiceLocked(state.status) || state.saving;
}

/** Submission is blocked with an info notice until the shipment has reached Delivered (spec 2 §4). */
export function invoiceSubmissionBlock(shipmentStatus: number): { tone: Tone; message: MessageRef } | null {
  return hasReachedStatus(shipmentStatus, ShipmentStatus.Delivered)
    ? null
    : { tone: 'info', message: msg('invoices.awaitingDelivery') };
}

/** Without third-party billing settings an invoice shows 'This invoice is not eligible for processing via {product}'. */
export function invoiceEligibilityWarning(
  invoice: { readonly thirdPartPayerBillingSettingsId?: string | number | null },
  product: string,
): MessageRef | null {
  const id = invoice.thirdPartPayerBillingSettingsId;
  return id == null || id === '' ? msg('invoices.notEligible', { product }) : null;
}

/** Body of PATCH api/v2/invoices/{id} (spec 2 §7); empty fields are absent, the amount a number. */
export function invoiceUpdateBody<Id extends string | number>(
  invoiceId: Id,
  values: InvoiceFormValues,
): { invoiceId: Id; externalInvoiceNumber?: string; externalInvoiceAmount?: number } {
  const number = values.invoiceNumber.trim();
  const amount = normaliseInvoiceAmount(values.invoiceAmount);
  return {
    invoiceId,
    ...(number === '' ? {} : { externalInvoiceNumber: number }),
    ...(amount === '' ? {} : { externalInvoiceAmount: Number(amount) }),
  };
}

/** The invoice preview needs an invoice number and a shipment id (spec 2 §2); returns the error or null. */
export function validateInvoicePreview(params: {
  readonly invoiceNumber?: string | null;
  readonly shipmentId?: string | number | null;
}): MessageRef | null {
  if (params.invoiceNumber == null || params.invoiceNumber.trim() === '')
    return msg('invoices.invoiceNumberInvalid');
  if (params.shipmentId == null || String(params.shipmentId).trim() === '')
    return msg('invoices.shipmentIdInvalid');
  return null;
}

/** The accounting views (spec 2 §2, §4), with the list filter each one sends. */
export const accountingViews = [
  { id: 'actionRequired', label: 'accounting.view.actionRequired', filter: InvoiceListFilter.Uninvoiced },
  { id: 'pending', label: 'accounting.view.pending', filter: InvoiceListFilter.Pending },
  { id: 'inProgress', label: 'accounting.view.inProgress', filter: InvoiceListFilter.Invoiced },
  { id: 'paid', label: 'accounting.view.paid', filter: InvoiceListFilter.Paid },
] as const satisfies readonly { id: string; label: StaticMessageKey; filter: InvoiceListFilter }[];
/** One accounting view id. */
export type AccountingViewId = (typeof accountingViews)[number]['id'];

/** A date window with inclusive start and end instants. */
export interface DateWindow {
  readonly start: Date;
  readonly end: Date;
}

/** Paid invoices default to the last 60 days (spec 2 §2, §9). */
export function paidInvoicesWindow(now: Date): DateWindow {
  return { start: subDays(now, paidInvoicesDefaultDays), end: now };
}

/** Payments default to the last 3 months (spec 2 §2, §9). */
export function paymentsWindow(now: Date): DateWindow {
  return { start: subMonths(now, paymentsDefaultMonths), end: now };
}
