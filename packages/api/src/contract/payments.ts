import {
  answerMessagesEn,
  paymentDetailPageSize,
  paymentMethods,
  paymentsPageSize,
} from '@freightkit/domain';
import { z } from 'zod';
import { pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/** How a remittance was paid: Check, ACH or Wire (domain's `paymentMethods`). */
export const paymentMethodSchema = lazySchema(() => z.enum(paymentMethods));

/** A calendar date as `yyyy-MM-dd` (a payment date is a banking day, not an instant). */
const calendarDateSchema = lazySchema(() => z.iso.date());

/** Where a remittance was sent: the payee's remit-to name and postal address. */
export const remitToSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
);
/** A remit-to address. */
export type RemitTo = z.output<typeof remitToSchema>;

/**
 * One payment as listed (docs/adr/030): its check (or ACH / wire) number, payment date, method,
 * the payee (the carrier, or the factoring company paid on its behalf), the carrier whose invoices
 * it paid, where it was remitted, and what it paid: `total` is the sum of the nets of all its paid
 * invoices (domain's `remittanceTotals`), `invoiceCount` how many.
 */
export const paymentSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    checkNumber: z.string(),
    paymentDate: calendarDateSchema,
    method: paymentMethodSchema,
    payeeName: z.string(),
    carrierName: z.string(),
    remitTo: remitToSchema,
    invoiceCount: z.number().int().min(0),
    total: z.number(),
  }),
);
/** A payment as listed. */
export type PaymentSummary = z.output<typeof paymentSummarySchema>;

/**
 * One invoice a payment paid: its numbers, the amount paid against, the quick-pay fee and other
 * deductions kept. The net (amount − fee − deductions) is domain's `paidInvoiceNet`, so the
 * answer does not carry it. `invoiceId` is null when the invoice is not in the portal (paid
 * outside it); `deductionNote` says what the other deductions were.
 */
export const paidInvoiceSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    invoiceId: z.string().nullable(),
    invoiceNumber: z.string(),
    shipmentNumber: z.string(),
    amount: z.number(),
    quickPayFee: z.number(),
    otherDeductions: z.number(),
    deductionNote: z.string().nullable(),
  }),
);
/** One invoice a payment paid. */
export type PaidInvoice = z.output<typeof paidInvoiceSchema>;

/**
 * One payment by check number: the listed fields, the sums over all of its paid invoices (gross,
 * quick-pay fees, other deductions; `total` their net) and one page of the paid invoices (20 by
 * default, spec 2 §9).
 */
export const paymentDetailSchema = lazySchema(() =>
  paymentSummarySchema.extend({
    grossAmount: z.number(),
    quickPayFees: z.number(),
    otherDeductions: z.number(),
    invoices: pageOf(paidInvoiceSchema),
  }),
);
/** One payment with a page of its paid invoices. */
export type PaymentDetail = z.output<typeof paymentDetailSchema>;

/**
 * Query of the payments list: `query` contained in the check number, the payment-date window
 * `from`–`to` (inclusive `yyyy-MM-dd`; the last 3 months when left out, spec 2 §2 — domain's
 * `defaultPaymentDateRange`), page and pageSize (20, spec 2 §9).
 */
export const paymentListQuerySchema = lazySchema(() =>
  z
    .object({
      query: z.string().trim().max(50).optional(),
      from: calendarDateSchema.optional(),
      to: calendarDateSchema.optional(),
      page: z.coerce.number<number>().int().min(1).default(1),
      pageSize: z.coerce.number<number>().int().min(1).max(1000).default(paymentsPageSize),
    })
    .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: answerMessagesEn['answer.payments.dateRange'],
      path: ['from'],
    }),
);
/** Query of the payments list. */
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

/** Path params of one payment: its check (or ACH / wire) number. */
export const paymentParamsSchema = lazySchema(() =>
  z.object({ checkNumber: z.string().trim().min(1).max(50) }),
);

/** Query of one payment: the page of its paid invoices (20 by default, spec 2 §9). */
export const paymentDetailQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000).default(paymentDetailPageSize),
  }),
);
/** Query of one payment. */
export type PaymentDetailQuery = z.input<typeof paymentDetailQuerySchema>;

/** The payment remittance calls (spec 2 §7 "AP payments list and detail by check number"; paths: docs/adr/030). */
export const paymentEndpoints = {
  /** A page of the caller's payments: a carrier's own, or those paid to a factoring company. */
  list: defineEndpoint({
    name: 'payments.list',
    method: 'GET',
    path: 'api/v2/payments',
    access: 'authenticated',
    capability: 'payments.view',
    summary: 'Payment remittances by check number, in a payment-date window, 20 a page.',
    query: paymentListQuerySchema,
    response: lazySchema(() => pageOf(paymentSummarySchema)),
  }),
  /** One payment with a page of its paid invoices; another company's check number answers 404. */
  byCheckNumber: defineEndpoint({
    name: 'payments.byCheckNumber',
    method: 'GET',
    path: 'api/v2/payments/{checkNumber}',
    access: 'authenticated',
    capability: 'payments.view',
    summary: 'One payment remittance with its totals and a page of the invoices it paid.',
    params: paymentParamsSchema,
    query: paymentDetailQuerySchema,
    response: paymentDetailSchema,
  }),
} as const;
