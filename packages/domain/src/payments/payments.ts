import { format, isValid, parseISO } from 'date-fns';
import { paymentDetailPageSize, paymentsPageSize } from '../constants/limits.ts';
import { paymentsWindow } from '../invoices/invoices.ts';
import { subtractDollars, sumDollars } from '../money/money.ts';

/**
 * How a remittance was paid (docs/adr/030): a paper check, an ACH transfer or a wire. The
 * "check number" of the spec's routes is the number of any of them (a check number, an ACH trace
 * number, a wire reference): the one a carrier finds on its bank statement.
 */
export const paymentMethods = ['Check', 'ACH', 'Wire'] as const;
/** One payment method. */
export type PaymentMethod = (typeof paymentMethods)[number];

/** What a remittance deducts from one paid invoice before paying it (docs/adr/030). */
export interface PaidInvoiceAmounts {
  /** The invoice amount the payment settles, in dollars. */
  readonly amount: number;
  /** The quick-pay fee kept for paying early (0 when paid on terms). */
  readonly quickPayFee: number;
  /** Every other deduction (fuel advances, chargebacks, factoring fees), in dollars. */
  readonly otherDeductions: number;
}

/** What was paid for one invoice: its amount less the quick-pay fee and the other deductions, to the cent. */
export function paidInvoiceNet(line: PaidInvoiceAmounts): number {
  return subtractDollars(line.amount, line.quickPayFee, line.otherDeductions);
}

/** The sums of a remittance over all of its paid invoices (not only one page of them). */
export interface RemittanceTotals {
  /** Sum of the invoice amounts. */
  readonly grossAmount: number;
  /** Sum of the quick-pay fees. */
  readonly quickPayFees: number;
  /** Sum of the other deductions. */
  readonly otherDeductions: number;
  /** What the payment paid: the sum of the nets (so always gross − fees − deductions). */
  readonly total: number;
  /** How many invoices it paid. */
  readonly invoiceCount: number;
}

/** The totals of a remittance: each column summed to the cent; the total is the sum of the nets. */
export function remittanceTotals(lines: readonly PaidInvoiceAmounts[]): RemittanceTotals {
  return {
    grossAmount: sumDollars(lines.map((l) => l.amount)),
    quickPayFees: sumDollars(lines.map((l) => l.quickPayFee)),
    otherDeductions: sumDollars(lines.map((l) => l.otherDeductions)),
    total: sumDollars(lines.map(paidInvoiceNet)),
    invoiceCount: lines.length,
  };
}

/** A `yyyy-MM-dd` calendar date, or `undefined` for text that is not one. */
export function parseCalendarDate(text: string | null | undefined): string | undefined {
  if (text == null || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = parseISO(text);
  return isValid(date) && format(date, 'yyyy-MM-dd') === text ? text : undefined;
}

/** The payment-date window of the payments list as `yyyy-MM-dd` dates, both ends inclusive. */
export interface PaymentDateRange {
  readonly from: string;
  readonly to: string;
}

/** The default payment-date window: the last 3 months up to today (spec 2 §2, §9). */
export function defaultPaymentDateRange(now: Date): PaymentDateRange {
  const window = paymentsWindow(now);
  return { from: format(window.start, 'yyyy-MM-dd'), to: format(window.end, 'yyyy-MM-dd') };
}

/** Why a payment-date window cannot be asked for, or null when it can. */
export type PaymentDateRangeProblem = 'invalidFrom' | 'invalidTo' | 'fromAfterTo';

/** Checks a typed window: both ends real dates, the start not after the end. */
export function paymentDateRangeProblem(range: {
  readonly from: string;
  readonly to: string;
}): PaymentDateRangeProblem | null {
  const from = parseCalendarDate(range.from);
  const to = parseCalendarDate(range.to);
  if (from === undefined) return 'invalidFrom';
  if (to === undefined) return 'invalidTo';
  return from > to ? 'fromAfterTo' : null;
}

/**
 * Query of the payments list (docs/adr/030): the check number searched (contained in it), the
 * payment-date window (the last 3 months unless given, spec 2 §2, §9) and a page of 20 (spec 2 §9).
 */
export function paymentListQuery(input: {
  readonly search: string;
  readonly page: number;
  readonly range?: Partial<PaymentDateRange>;
  readonly now: Date;
}): { query?: string; from: string; to: string; page: number; pageSize: number } {
  const fallback = defaultPaymentDateRange(input.now);
  const query = input.search.trim();
  return {
    ...(query === '' ? {} : { query }),
    from: parseCalendarDate(input.range?.from) ?? fallback.from,
    to: parseCalendarDate(input.range?.to) ?? fallback.to,
    page: Math.max(1, Math.trunc(input.page) || 1),
    pageSize: paymentsPageSize,
  };
}

/** Query of one payment's paid invoices: a page of 20 (spec 2 §2, §9). */
export function paymentDetailQuery(page: number): { page: number; pageSize: number } {
  return { page: Math.max(1, Math.trunc(page) || 1), pageSize: paymentDetailPageSize };
}

/** How many pages a list of `total` rows has at `pageSize` a page (at least 1, so "Page 1 of 1" when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}
