import {
  InvoiceListFilter,
  InvoiceStatus,
  invoiceStatuses,
  ShipmentStatus,
  shipmentStatuses,
} from '@freightkit/domain';
import { type Invoice } from '../contract/invoices.ts';

/** A fixture invoice: the answer, the accounting view it belongs in and when it was paid. */
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

/** What the accounting list answers for one view: its invoices (newest first, as listed) and all counts. */
export interface InvoiceViewFixtures {
  /** The invoices of each view as the list answers them, newest first. */
  readonly views: Readonly<Record<InvoiceListFilter, Invoice[]>>;
  /** The counts per view those invoices make. */
  readonly counts: {
    actionRequired: { invoiceAmount: number; shipmentCount: number };
    pending: { invoiceAmount: number; shipmentCount: number };
    inProgress: { invoiceAmount: number; shipmentCount: number };
    paid: { invoiceAmount: number; shipmentCount: number };
  };
}

/**
 * The invoices of {@link buildInvoices} as each accounting view lists them, written out: Action
 * Required 880001–880005, Pending 880006–880007, In Progress 880008–880009, Paid 880010 (the invoice
 * paid 90 days ago, 880011, is outside the Paid view's default window); each newest first, All
 * holding every one. The counts are the sums of those views.
 */
export function buildInvoiceViews(): InvoiceViewFixtures {
  const invoices = buildInvoices().map((m) => m.invoice);
  const numbered = (...numbers: number[]) =>
    numbers.reverse().flatMap((n) => invoices.filter((i) => i.invoiceNumber === String(n)));
  return {
    views: {
      [InvoiceListFilter.All]: numbered(
        880001,
        880002,
        880003,
        880004,
        880005,
        880006,
        880007,
        880008,
        880009,
        880010,
        880011,
      ),
      [InvoiceListFilter.Uninvoiced]: numbered(880001, 880002, 880003, 880004, 880005),
      [InvoiceListFilter.Pending]: numbered(880006, 880007),
      [InvoiceListFilter.Invoiced]: numbered(880008, 880009),
      [InvoiceListFilter.Paid]: numbered(880010),
    },
    counts: {
      actionRequired: { invoiceAmount: 9645.5, shipmentCount: 5 },
      pending: { invoiceAmount: 3340, shipmentCount: 2 },
      inProgress: { invoiceAmount: 4075, shipmentCount: 2 },
      paid: { invoiceAmount: 2650, shipmentCount: 1 },
    },
  };
}
