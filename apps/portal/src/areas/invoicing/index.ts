/**
 * Invoice pieces that more than one area's preview shows (docs/adr/014): the invoice form (Add
 * Invoice), the Charges accordion and the Summary card, used by the payables invoice preview (accounting) and the
 * third-party payer invoice preview (docs/adr/034).
 */
export { InvoiceCharges } from './InvoiceCharges.tsx';
export { InvoiceForm, type InvoiceFormProps } from './InvoiceForm.tsx';
export { InvoiceSummaryCard } from './InvoiceSummaryCard.tsx';
