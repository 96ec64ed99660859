import {
  InvoiceListFilter,
  InvoiceStatus,
  invoiceStatuses,
  invoiceSubmissionBlock,
  isInvoiceLocked,
  paidInvoicesWindow,
  ShipmentStatus,
  shipmentStatuses,
} from '@freightkit/domain';
import { delay, type HttpHandler } from 'msw';
import { countEndpoints } from '../contract/counts.ts';
import {
  invoiceAwaitingDeliveryMessage,
  invoiceEndpoints,
  invoiceLockedMessage,
  type Invoice,
} from '../contract/invoices.ts';
import { endpointHandler, errorResponse, type HandlerOptions } from './endpointHandler.ts';

/** An invoice of the mock back end: the answer, the view it is listed in and when it was paid. */
export interface MockInvoice {
  readonly invoice: Invoice;
  /** The list status (view) it is listed in (spec 2 §3). */
  readonly listStatus: InvoiceListFilter;
  /** ISO instant it was paid (paid invoices); the Paid view's `paidFrom` compares with it. */
  readonly paidAt?: string;
}

/** Options of {@link buildInvoice}: invoice fields plus a status code and shipment status value. */
export type InvoiceOverrides = Partial<Omit<Invoice, 'status' | 'shipmentStatus'>> & {
  readonly statusCode?: InvoiceStatus;
  readonly shipmentStatusValue?: ShipmentStatus;
};

/**
 * A payables invoice with sensible defaults: Draft invoice 880001 of $1,850.00 on delivered
 * shipment 100033, not factored, eligible (with billing settings), with a line haul and a fuel
 * surcharge adding up to the amount. Status and shipment-status descriptions follow their values.
 *
 * @example buildInvoice({ invoiceNumber: '880008', statusCode: InvoiceStatus.Settled })
 */
export function buildInvoice(overrides: InvoiceOverrides = {}): Invoice {
  const {
    statusCode = InvoiceStatus.Draft,
    shipmentStatusValue = ShipmentStatus.Delivered,
    ...rest
  } = overrides;
  const invoiceNumber = rest.invoiceNumber ?? '880001';
  const id = rest.id ?? `invoice-${invoiceNumber}`;
  const amount = rest.invoiceAmount ?? 1850;
  return {
    id,
    invoiceId: id,
    invoiceNumber,
    externalInvoiceNumber: null,
    externalInvoiceAmount: null,
    shipmentId: 'shipment-100033',
    shipmentNumber: '100033',
    customerName: 'Summit Brokerage',
    carrierLogoURL: null,
    status: { code: statusCode, description: invoiceStatuses.label(statusCode) ?? String(statusCode) },
    shipmentStatus: {
      value: shipmentStatusValue,
      description: shipmentStatuses.label(shipmentStatusValue) ?? String(shipmentStatusValue),
    },
    invoiceAmount: amount,
    feeAndBalance: 0,
    balance: amount,
    total: amount,
    dueDateTimeStamp: null,
    createDateTimeStamp: '2026-11-02T15:00:00.000Z',
    numberOfRequiredDocuments: 3,
    numberOfUploadedRequiredDocuments: 1,
    factoringCompany: null,
    thirdPartPayerBillingSettingsId: `TPBS-${invoiceNumber}`,
    charges: [
      { description: 'Line Haul', chargeTypeName: 'Flat', rate: amount - 150, units: 1 },
      { description: 'Fuel Surcharge', chargeTypeName: 'Per Mile', rate: 0.75, units: 200 },
    ],
    ...rest,
  };
}

/**
 * A carrier's invoices in every accounting view, like the sandbox's seed: five uninvoiced (two
 * factored to Northwind), two pending, two settled, two paid (one 12 days ago, one
 * 90 days ago, outside the Paid view's default window). Only the paid dates follow the clock (the
 * Paid view's window does); nothing shown on screen does.
 */
export function buildInvoices(): MockInvoice[] {
  const paid = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const plan: readonly [InvoiceListFilter, InvoiceStatus, number, boolean, string?][] = [
    [InvoiceListFilter.Uninvoiced, InvoiceStatus.Draft, 1850, false],
    [InvoiceListFilter.Uninvoiced, InvoiceStatus.Draft, 2240.5, false],
    [InvoiceListFilter.Uninvoiced, InvoiceStatus.Draft, 975, false],
    [InvoiceListFilter.Uninvoiced, InvoiceStatus.Draft, 3120, true],
    [InvoiceListFilter.Uninvoiced, InvoiceStatus.Draft, 1460, true],
    [InvoiceListFilter.Pending, InvoiceStatus.Received, 2010, false],
    [InvoiceListFilter.Pending, InvoiceStatus.Received, 1330, false],
    [InvoiceListFilter.Invoiced, InvoiceStatus.Settled, 2875, true],
    [InvoiceListFilter.Invoiced, InvoiceStatus.Settled, 1200, false],
    [InvoiceListFilter.Paid, InvoiceStatus.PaidInFull, 2650, false, paid(12)],
    [InvoiceListFilter.Paid, InvoiceStatus.PaidInFull, 1785.25, true, paid(90)],
  ];
  return plan.map(([listStatus, statusCode, amount, factored, paidAt], i) => {
    const number = String(880001 + i);
    const invoiced = listStatus !== InvoiceListFilter.Uninvoiced;
    const fee = factored ? Math.round(amount * 3) / 100 : 0;
    return {
      listStatus,
      ...(paidAt === undefined ? {} : { paidAt }),
      invoice: buildInvoice({
        invoiceNumber: number,
        statusCode,
        invoiceAmount: amount,
        feeAndBalance: fee,
        balance: Math.round((amount - fee) * 100) / 100,
        shipmentId: `shipment-${100040 - i}`,
        shipmentNumber: String(100040 - i),
        externalInvoiceNumber: invoiced ? `INV-${number}` : null,
        externalInvoiceAmount: invoiced ? amount : null,
        dueDateTimeStamp: invoiced ? '2026-12-02T15:00:00.000Z' : null,
        createDateTimeStamp: new Date(Date.UTC(2026, 10, 2, 15) + i * 86_400_000).toISOString(),
        factoringCompany: factored ? 'Northwind Factoring' : null,
      }),
    };
  });
}

/** Options of {@link createInvoiceHandlers}. */
export interface MockInvoiceOptions extends HandlerOptions {
  /** Invoices to start with. @default buildInvoices() */
  readonly invoices?: readonly MockInvoice[];
  /** Delay of every answer, to show loading and saving states. @default 0 */
  readonly delayMs?: number;
  /** Answer list and count calls with this status (a failed load). */
  readonly failListsWith?: number;
  /** Answer the invoice read with this status. */
  readonly failDetailWith?: number;
  /** Answer every update with this JSON body and status (e.g. problem details with errors). */
  readonly failUpdateWith?: { readonly status: number; readonly body: Record<string, unknown> };
}

/** The mock invoice back end: its handlers and its current invoices (for assertions in play tests). */
export interface MockInvoiceBackend {
  readonly handlers: HttpHandler[];
  readonly invoices: () => readonly Invoice[];
}

/**
 * MSW handlers of the payables invoice calls and the counts per view for stories and tests: the
 * list with query (invoice, shipment or external number), paging, status filter and `paidFrom`,
 * one invoice, and the update with the sandbox's refusals (409 once settled or before delivery).
 *
 * @example msw.use(...createInvoiceHandlers({ invoices: [{ invoice: buildInvoice(), listStatus: 1 }] }).handlers)
 */
export function createInvoiceHandlers(options: MockInvoiceOptions = {}): MockInvoiceBackend {
  const store: MockInvoice[] = [...(options.invoices ?? buildInvoices())];
  const o = { baseUrl: options.baseUrl ?? '' };
  const e = invoiceEndpoints;
  const wait = async () => {
    if (options.delayMs !== undefined && options.delayMs > 0) await delay(options.delayMs);
  };
  const failLists = () =>
    options.failListsWith === undefined
      ? null
      : errorResponse(options.failListsWith, 'The invoices could not be loaded.');
  const find = (id: string) => store.findIndex((m) => m.invoice.id === id);
  const summary = ({ charges: _charges, ...rest }: Invoice) => rest;
  const refused = (status: number, message: string) => errorResponse(status, message, { invoice: [message] });

  return {
    invoices: () => store.map((m) => m.invoice),
    handlers: [
      endpointHandler(
        countEndpoints.invoices,
        async () => {
          await wait();
          const failed = failLists();
          if (failed) return failed;
          const paidFrom = paidInvoicesWindow(new Date()).start.getTime();
          const group = (listStatus: InvoiceListFilter) => {
            const inView = store.filter(
              (m) =>
                m.listStatus === listStatus &&
                (listStatus !== InvoiceListFilter.Paid ||
                  m.paidAt === undefined ||
                  Date.parse(m.paidAt) >= paidFrom),
            );
            return {
              invoiceAmount: inView.reduce((sum, m) => sum + m.invoice.invoiceAmount, 0),
              shipmentCount: new Set(inView.map((m) => m.invoice.shipmentId)).size,
            };
          };
          return {
            actionRequired: group(InvoiceListFilter.Uninvoiced),
            pending: group(InvoiceListFilter.Pending),
            inProgress: group(InvoiceListFilter.Invoiced),
            paid: group(InvoiceListFilter.Paid),
          };
        },
        o,
      ),
      endpointHandler(
        e.list,
        async ({ query }) => {
          await wait();
          const failed = failLists();
          if (failed) return failed;
          const text = query.query?.toLowerCase() ?? '';
          const hits = store
            .filter((m) => query.status === InvoiceListFilter.All || m.listStatus === query.status)
            .filter(
              (m) =>
                query.paidFrom === undefined ||
                m.listStatus !== InvoiceListFilter.Paid ||
                (m.paidAt !== undefined && Date.parse(m.paidAt) >= Date.parse(query.paidFrom)),
            )
            .filter(
              (m) =>
                text === '' ||
                [
                  m.invoice.invoiceNumber,
                  m.invoice.shipmentNumber,
                  m.invoice.externalInvoiceNumber ?? '',
                ].some((value) => value.toLowerCase().includes(text)),
            )
            .sort(
              (a, b) => Date.parse(b.invoice.createDateTimeStamp) - Date.parse(a.invoice.createDateTimeStamp),
            );
          const start = (query.page - 1) * query.pageSize;
          return {
            items: hits.slice(start, start + query.pageSize).map((m) => summary(m.invoice)),
            totalCount: hits.length,
            page: query.page,
            pageSize: query.pageSize,
          };
        },
        o,
      ),
      endpointHandler(
        e.byId,
        async ({ params }) => {
          await wait();
          if (options.failDetailWith !== undefined)
            return errorResponse(options.failDetailWith, 'The invoice could not be loaded.');
          const hit = store[find(params.id)];
          return hit ? hit.invoice : errorResponse(404, 'The invoice was not found.');
        },
        o,
      ),
      endpointHandler(
        e.update,
        async ({ params, body }) => {
          await wait();
          if (options.failUpdateWith !== undefined)
            return new Response(JSON.stringify(options.failUpdateWith.body), {
              status: options.failUpdateWith.status,
              headers: { 'Content-Type': 'application/json' },
            });
          const index = find(params.id);
          const hit = store[index];
          if (!hit) return errorResponse(404, 'The invoice was not found.');
          if (isInvoiceLocked(hit.invoice.status.code)) return refused(409, invoiceLockedMessage);
          if (invoiceSubmissionBlock(hit.invoice.shipmentStatus.value) !== null)
            return refused(409, invoiceAwaitingDeliveryMessage);
          const invoice: Invoice = {
            ...hit.invoice,
            externalInvoiceNumber: body.externalInvoiceNumber ?? hit.invoice.externalInvoiceNumber,
            externalInvoiceAmount: body.externalInvoiceAmount ?? hit.invoice.externalInvoiceAmount,
          };
          store[index] = { ...hit, invoice };
          return invoice;
        },
        o,
      ),
    ],
  };
}
