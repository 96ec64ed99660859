import { InvoiceStatus, listPageSize } from '@freightkit/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { invoiceChargeSchema, invoiceSummarySchema, invoiceUpdateBodySchema } from './invoices.ts';
import { lazySchema } from './lazySchema.ts';

/** A `yyyy-MM-dd` calendar date (a filter bound or a load date: a day, not an instant). */
const calendarDateSchema = lazySchema(() => z.iso.date());

/** A city and state, the ends of the detail header's lane (spec 2 §2). */
export const lanePlaceSchema = lazySchema(() => z.object({ city: z.string(), state: z.string() }));

/**
 * A third-party payer invoice as listed (spec 2 §3: the payables invoice shape), plus what its
 * list and detail need that the spec leaves unshown (docs/adr/034): `loadDate` (the first pickup's
 * day, which the Load Date filter compares), `origin` and `destination` (the header's lane),
 * `thirdPartyPayerName` (who settles it), and the two flags the back end decides with domain's
 * rules, `actionRequired` (`isThirdPartyPayerActionRequired`) and `isAuditable`
 * (`isThirdPartyPayerAuditable`).
 */
export const thirdPartyPayerInvoiceSummarySchema = lazySchema(() =>
  invoiceSummarySchema.extend({
    loadDate: calendarDateSchema.nullable(),
    origin: lanePlaceSchema.nullable(),
    destination: lanePlaceSchema.nullable(),
    thirdPartyPayerName: z.string(),
    actionRequired: z.boolean(),
    isAuditable: z.boolean(),
  }),
);
/** A third-party payer invoice as listed. */
export type ThirdPartyPayerInvoiceSummary = z.output<typeof thirdPartyPayerInvoiceSummarySchema>;

/** One third-party payer invoice with its charge lines (the Charges accordion, spec 2 §2). */
export const thirdPartyPayerInvoiceSchema = lazySchema(() =>
  thirdPartyPayerInvoiceSummarySchema.extend({
    charges: z.array(invoiceChargeSchema),
  }),
);
/** One third-party payer invoice with its charges. */
export type ThirdPartyPayerInvoice = z.output<typeof thirdPartyPayerInvoiceSchema>;

/** A listed invoice status code (Voided is never listed). */
const listedStatusSchema = lazySchema(() =>
  z.union([
    z.literal(InvoiceStatus.Draft),
    z.literal(InvoiceStatus.Received),
    z.literal(InvoiceStatus.Settled),
    z.literal(InvoiceStatus.PaidInFull),
  ]),
);

/** A boolean, or `true`/`false` as a query string carries it; anything else is refused, not read as false. */
const queryBooleanSchema = lazySchema(() =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
);

/**
 * The filters the list and the counts share (spec 2 §7): `isAuditable` (default `true`: auditable
 * only, spec 2 §9), `query` (contained in the invoice, shipment or carrier invoice number), and the
 * inclusive invoice-date and load-date ranges (`yyyy-MM-dd`, each end optional, start not after end).
 */
const filterShape = {
  isAuditable: queryBooleanSchema.default(true),
  query: z.string().trim().max(100).optional(),
  invoiceDateStart: calendarDateSchema.optional(),
  invoiceDateEnd: calendarDateSchema.optional(),
  loadDateStart: calendarDateSchema.optional(),
  loadDateEnd: calendarDateSchema.optional(),
};

type DateBounds = {
  invoiceDateStart?: string | undefined;
  invoiceDateEnd?: string | undefined;
  loadDateStart?: string | undefined;
  loadDateEnd?: string | undefined;
};
/** Refuses a range whose start is after its end, naming the field. */
function refineRanges(value: DateBounds, ctx: z.RefinementCtx): void {
  const check = (start: string | undefined, end: string | undefined, field: string, label: string) => {
    if (start !== undefined && end !== undefined && start > end)
      ctx.addIssue({ code: 'custom', path: [field], message: `The ${label} start is after its end.` });
  };
  check(value.invoiceDateStart, value.invoiceDateEnd, 'invoiceDateStart', 'invoice date');
  check(value.loadDateStart, value.loadDateEnd, 'loadDateStart', 'load date');
}

/**
 * Query of GET api/v1/third_party_payer_invoices (spec 2 §7): the shared filters, `status` (one or
 * more listed status codes, comma-separated, as domain's `thirdPartyPayerQuery` sends them),
 * `actionRequired` (only the invoices waiting on the carrier), page and pageSize (default 50).
 */
export const thirdPartyPayerListQuerySchema = lazySchema(() =>
  z
    .object({
      ...filterShape,
      status: z
        .string()
        .regex(/^-?\d+(,-?\d+)*$/, 'Give one or more status codes separated by commas.')
        .transform((s) => s.split(',').map(Number))
        .pipe(z.array(listedStatusSchema))
        .optional(),
      actionRequired: queryBooleanSchema.optional(),
      page: z.coerce.number<number>().int().min(1).default(1),
      pageSize: z.coerce.number<number>().int().min(1).max(1000).default(listPageSize),
    })
    .superRefine(refineRanges),
);
/** Query of the third-party payer invoice list (domain's `thirdPartyPayerQuery` builds it). */
export type ThirdPartyPayerListQuery = z.input<typeof thirdPartyPayerListQuerySchema>;

/** Query of the view counts: the list's filters without view, status and paging. */
export const thirdPartyPayerCountsQuerySchema = lazySchema(() =>
  z.object(filterShape).superRefine(refineRanges),
);
/** Query of the view counts. */
export type ThirdPartyPayerCountsQuery = z.input<typeof thirdPartyPayerCountsQuerySchema>;

const count = lazySchema(() => z.number().int().min(0));
/** How many invoices each view holds under the same filters (spec 2 §2 "each with a count"). */
export const thirdPartyPayerCountsSchema = lazySchema(() =>
  z.object({
    actionRequired: count,
    draft: count,
    received: count,
    settled: count,
    all: count,
  }),
);
/** The view counts. */
export type ThirdPartyPayerCounts = z.output<typeof thirdPartyPayerCountsSchema>;

/** Path params of one third-party payer invoice: its number, as the preview's address carries it. */
export const thirdPartyPayerParamsSchema = lazySchema(() =>
  z.object({ invoiceNumber: z.string().trim().min(1).max(50) }),
);

/**
 * The third-party payer invoice calls (spec 2 §7 gives the list's path and parameters; the rest are
 * docs/adr/034). Its documents, required documents and notes are an invoice's (`api/v2/invoices/{id}/…`
 * and the notes by entity), which answer a third-party payer invoice to whoever may open it.
 */
export const thirdPartyPayerInvoiceEndpoints = {
  /** A page of the caller's third-party payer invoices: a carrier's own, a factoring company's factored ones. */
  list: defineEndpoint({
    name: 'thirdPartyPayerInvoices.list',
    method: 'GET',
    path: 'api/v1/third_party_payer_invoices',
    access: 'authenticated',
    capability: 'thirdPartyPayerInvoices.view',
    summary: 'Third-party payer invoices with status, action required, auditable, search, dates and paging.',
    query: thirdPartyPayerListQuerySchema,
    response: lazySchema(() =>
      z.object({
        items: z.array(thirdPartyPayerInvoiceSummarySchema),
        totalCount: count,
        page: z.number().int().min(1),
        pageSize: z.number().int().min(1),
      }),
    ),
  }),
  /** How many invoices each view holds under the same filters. */
  counts: defineEndpoint({
    name: 'thirdPartyPayerInvoices.counts',
    method: 'GET',
    path: 'api/v1/third_party_payer_invoices/counts',
    access: 'authenticated',
    capability: 'thirdPartyPayerInvoices.view',
    summary: 'Third-party payer invoices per view (Action Required, Draft, Received, Settled, All).',
    query: thirdPartyPayerCountsQuerySchema,
    response: thirdPartyPayerCountsSchema,
  }),
  /** One invoice by its number, with its charges; another company's (or an unknown) number answers 404. */
  byNumber: defineEndpoint({
    name: 'thirdPartyPayerInvoices.byNumber',
    method: 'GET',
    path: 'api/v1/third_party_payer_invoices/{invoiceNumber}',
    access: 'authenticated',
    capability: 'thirdPartyPayerInvoices.view',
    summary: 'One third-party payer invoice with its charges, by invoice number.',
    params: thirdPartyPayerParamsSchema,
    response: thirdPartyPayerInvoiceSchema,
  }),
  /**
   * Add Invoice: the carrier's invoice number and / or amount (spec 2 §5), `invoiceId` matching the
   * invoice of the path. 400 with a model state on bad input; 409 once the invoice is Settled or
   * later, or while the shipment has not reached Delivered (spec 2 §4).
   */
  addInvoice: defineEndpoint({
    name: 'thirdPartyPayerInvoices.addInvoice',
    method: 'PATCH',
    path: 'api/v1/third_party_payer_invoices/{invoiceNumber}',
    access: 'authenticated',
    capability: 'thirdPartyPayerInvoices.edit',
    summary: "Sets a third-party payer invoice's carrier invoice number and amount.",
    params: thirdPartyPayerParamsSchema,
    body: invoiceUpdateBodySchema,
    response: thirdPartyPayerInvoiceSchema,
  }),
} as const;
