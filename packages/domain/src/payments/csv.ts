import { fromCents, toCents } from '../money/money.ts';
import { paidInvoiceNet, remittanceTotals, type PaidInvoiceAmounts } from './payments.ts';

/** One cell of a CSV: text (quoted and guarded) or an amount in dollars (a plain decimal, `-12.50`). */
export type CsvCell = string | { readonly amount: number };

/** Characters that make a spreadsheet read a cell as a formula (CSV injection), and the control characters that hide them. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): an amount as a plain decimal with 2 places (no currency sign or thousands
 * separator, so a spreadsheet reads a number); text quoted when it holds a comma, quote or line
 * break (quotes doubled), and prefixed with `'` when it starts like a formula (`=`, `+`, `-`, `@`),
 * so a check or invoice number from elsewhere cannot run in the user's spreadsheet.
 */
export function csvCell(cell: CsvCell): string {
  if (typeof cell !== 'string') return fromCents(toCents(cell.amount)).toFixed(2);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV: rows of cells, lines ended by CRLF (RFC 4180; what spreadsheets expect). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** What the payments CSV reads of a listed payment. */
export interface PaymentCsvRow {
  readonly checkNumber: string;
  /** `yyyy-MM-dd`. */
  readonly paymentDate: string;
  readonly method: string;
  readonly payeeName: string;
  readonly carrierName: string;
  readonly remitTo: {
    readonly name: string;
    readonly street: string;
    readonly city: string;
    readonly state: string;
    readonly postalCode: string;
  };
  readonly invoiceCount: number;
  readonly total: number;
}

/** The columns of the payments list CSV. */
export const paymentsCsvHeader = [
  'Check Number',
  'Payment Date',
  'Method',
  'Payee',
  'Carrier',
  'Remit To',
  'Remit To Address',
  'Invoices',
  'Total',
] as const;

const address = (r: PaymentCsvRow['remitTo']) => `${r.street}, ${r.city}, ${r.state} ${r.postalCode}`;

/** The payments list as CSV: one row per payment, ISO dates, totals as plain decimals. */
export function paymentsCsv(payments: readonly PaymentCsvRow[]): string {
  return toCsv([
    paymentsCsvHeader,
    ...payments.map((p) => [
      p.checkNumber,
      p.paymentDate,
      p.method,
      p.payeeName,
      p.carrierName,
      p.remitTo.name,
      address(p.remitTo),
      String(p.invoiceCount),
      { amount: p.total },
    ]),
  ]);
}

/** What the remittance CSV reads of one paid invoice. */
export interface PaidInvoiceCsvRow extends PaidInvoiceAmounts {
  readonly invoiceNumber: string;
  readonly shipmentNumber: string;
  readonly deductionNote: string | null;
}

/** The columns of one remittance's CSV. */
export const remittanceCsvHeader = [
  'Check Number',
  'Payment Date',
  'Invoice Number',
  'Shipment Number',
  'Amount',
  'Quick Pay Fee',
  'Other Deductions',
  'Deduction Note',
  'Net Paid',
] as const;

/**
 * One remittance as CSV: a row per paid invoice (its net is domain's {@link paidInvoiceNet}) and a
 * last `Total` row whose sums are {@link remittanceTotals}, the same the screen shows.
 */
export function remittanceCsv(
  payment: Pick<PaymentCsvRow, 'checkNumber' | 'paymentDate'>,
  invoices: readonly PaidInvoiceCsvRow[],
): string {
  const totals = remittanceTotals(invoices);
  return toCsv([
    remittanceCsvHeader,
    ...invoices.map((line) => [
      payment.checkNumber,
      payment.paymentDate,
      line.invoiceNumber,
      line.shipmentNumber,
      { amount: line.amount },
      { amount: line.quickPayFee },
      { amount: line.otherDeductions },
      line.deductionNote ?? '',
      { amount: paidInvoiceNet(line) },
    ]),
    [
      'Total',
      '',
      `${String(totals.invoiceCount)} invoices`,
      '',
      { amount: totals.grossAmount },
      { amount: totals.quickPayFees },
      { amount: totals.otherDeductions },
      '',
      { amount: totals.total },
    ],
  ]);
}

/** The file name of a CSV download: the subject and the date, only characters every file system takes. */
export function csvFileName(subject: string, date: string): string {
  return `${`${subject}-${date}`.replace(/[^\w.-]+/g, '_')}.csv`;
}
