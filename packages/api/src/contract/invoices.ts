import {
  answerMessagesEn,
  InvoiceListFilter,
  InvoiceStatus,
  listPageSize,
  ShipmentStatus,
} from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/** An invoice status value (spec 2 §3: Voided -1 … Paid in Full 3). */
export const invoiceStatusSchema = lazySchema(() => z.enum(InvoiceStatus));

/** A list status filter value (spec 2 §3: All 0, Uninvoiced 1, Invoiced 2, Paid 3, Pending 4). */
export const invoiceListFilterSchema = lazySchema(() => z.enum(InvoiceListFilter));

/**
 * One charge line of an invoice (spec 2 §3 "Charges"): description, rate type, rate and units; its
 * total (rate times units) is domain's `chargeTotal`, so the answer does not carry it.
 */
export const invoiceChargeSchema = lazySchema(() =>
  z.object({
    description: z.string(),
    chargeTypeName: z.string(),
    rate: z.number(),
    units: z.number(),
  }),
);
/** One charge line of an invoice. */
export type InvoiceCharge = z.output<typeof invoiceChargeSchema>;

/**
 * A payables (AP) invoice as listed (spec 2 §3). `status` carries the code and the server's
 * description; `shipmentStatus` the shipment's description and, beyond the spec's field, its value,
 * so the portal can ask domain whether the shipment has reached Delivered (spec 2 §4).
 * `factoringCompany` is the factoring company's name (null when not factored); without
 * `thirdPartPayerBillingSettingsId` the invoice is not eligible for processing (spec 2 §4).
 * Amounts are dollars; time stamps ISO instants.
 */
export const invoiceSummarySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    invoiceId: idSchema,
    invoiceNumber: z.string(),
    externalInvoiceNumber: z.string().nullable(),
    externalInvoiceAmount: z.number().nullable(),
    shipmentId: idSchema,
    shipmentNumber: z.string(),
    customerName: z.string(),
    carrierLogoURL: z.string().nullable(),
    status: z.object({ code: invoiceStatusSchema, description: z.string() }),
    shipmentStatus: z.object({ value: z.enum(ShipmentStatus), description: z.string() }),
    invoiceAmount: z.number(),
    feeAndBalance: z.number(),
    balance: z.number(),
    total: z.number(),
    dueDateTimeStamp: z.string().nullable(),
    createDateTimeStamp: z.string(),
    numberOfRequiredDocuments: z.number().int().min(0),
    numberOfUploadedRequiredDocuments: z.number().int().min(0),
    factoringCompany: z.string().nullable(),
    thirdPartPayerBillingSettingsId: z.string().nullable(),
  }),
);
/** A payables invoice as listed. */
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;

/** One payables invoice with its charges (spec 2 §3). */
export const invoiceSchema = lazySchema(() =>
  invoiceSummarySchema.extend({ charges: z.array(invoiceChargeSchema) }),
);
/** One payables invoice with its charges. */
export type Invoice = z.output<typeof invoiceSchema>;

/**
 * Query of GET api/v2/invoices (spec 2 §7): `query` (contained in the invoice or shipment number),
 * page, pageSize (default domain's 50) and the list status filter (default All). `paidFrom` (an ISO
 * instant) narrows paid invoices to those paid since then: the Paid view sends the start of
 * domain's `paidInvoicesWindow` (spec 2 §2 "Paid defaults to the last 60 days").
 */
export const invoiceListQuerySchema = lazySchema(() =>
  z.object({
    query: z.string().trim().max(100).optional(),
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000).default(listPageSize),
    status: z.coerce.number<number>().pipe(invoiceListFilterSchema).default(InvoiceListFilter.All),
    paidFrom: z.iso.datetime({ offset: true }).optional(),
  }),
);
/** Query of the invoice list call. */
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/**
 * Body of PATCH api/v2/invoices/{id} (spec 2 §7), as domain's `invoiceUpdateBody` builds it: the
 * invoice id and at least one of the external invoice number and amount (spec 2 §5).
 */
export const invoiceUpdateBodySchema = lazySchema(() =>
  z
    .object({
      invoiceId: idSchema,
      externalInvoiceNumber: z.string().trim().min(1).max(50).optional(),
      externalInvoiceAmount: z.number().min(-99_999_999).max(99_999_999).optional(),
    })
    .refine((b) => b.externalInvoiceNumber !== undefined || b.externalInvoiceAmount !== undefined, {
      message: answerMessagesEn['answer.invoices.numberOrAmount'],
      path: ['externalInvoiceNumber'],
    }),
);
/** Body of the invoice update. */
export type InvoiceUpdateBody = z.input<typeof invoiceUpdateBodySchema>;

/** The 409 answer's message for a change to an invoice that is Settled or later (spec 2 §4). */
export const invoiceLockedMessage = answerMessagesEn['answer.invoices.settled'];

/** The 409 answer's message for a change to a voided invoice. */
export const invoiceVoidedMessage = answerMessagesEn['answer.invoices.voided'];

/** The 409 answer's message for a submission before the shipment is Delivered (spec 2 §4). */
export const invoiceAwaitingDeliveryMessage = answerMessagesEn['answer.invoices.awaitingDelivery'];

/** The payables invoice calls of spec 2 §7 (finding one by its number: docs/adr/013-invoice-lookup-by-number.md). */
export const invoiceEndpoints = {
  /** A page of the caller's invoices: a carrier's own, or those factored to a factoring company. */
  list: defineEndpoint({
    name: 'invoices.list',
    method: 'GET',
    path: 'api/v2/invoices',
    access: 'authenticated',
    capability: 'accounting.view',
    summary: 'Payables invoices with query, paging and the list status filter.',
    query: invoiceListQuerySchema,
    response: lazySchema(() => pageOf(invoiceSummarySchema)),
  }),
  /** One invoice with its charges; another company's id answers 404. */
  byId: defineEndpoint({
    name: 'invoices.byId',
    method: 'GET',
    path: 'api/v2/invoices/{id}',
    access: 'authenticated',
    capability: 'accounting.view',
    summary: 'One payables invoice with its charges.',
    params: byIdParamsSchema,
    response: invoiceSchema,
  }),
  /**
   * Sets the external invoice number and / or amount. 400 with a model state on bad input; 409
   * once the invoice is Settled or later, or while the shipment has not reached Delivered.
   */
  update: defineEndpoint({
    name: 'invoices.update',
    method: 'PATCH',
    path: 'api/v2/invoices/{id}',
    access: 'authenticated',
    capability: 'invoices.edit',
    summary: "Sets an invoice's external number and amount.",
    params: byIdParamsSchema,
    body: invoiceUpdateBodySchema,
    response: invoiceSchema,
  }),
} as const;
