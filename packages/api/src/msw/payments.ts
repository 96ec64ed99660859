import { remittanceTotals } from '@freightkit/domain';
import type { PaidInvoice, PaymentDetail, PaymentSummary } from '../contract/payments.ts';
import { page } from './fixture.ts';

/**
 * A paid-invoice line with sensible defaults: invoice 880010 on shipment 100033, $2,650.00 paid in
 * full on terms (no quick-pay fee, no deductions).
 *
 * @example buildPaidInvoice({ invoiceNumber: '880011', quickPayFee: 53.71 })
 */
export function buildPaidInvoice(overrides: Partial<PaidInvoice> = {}): PaidInvoice {
  const invoiceNumber = overrides.invoiceNumber ?? '880010';
  return {
    id: `paid-${invoiceNumber}`,
    invoiceId: `invoice-${invoiceNumber}`,
    invoiceNumber,
    shipmentNumber: '100033',
    amount: 2650,
    quickPayFee: 0,
    otherDeductions: 0,
    deductionNote: null,
    ...overrides,
  };
}

/** The paid invoices of the default fixture payment: one on terms, one quick-paid, one with a fuel advance taken back. */
export function buildPaidInvoices(): PaidInvoice[] {
  return [
    buildPaidInvoice(),
    buildPaidInvoice({
      invoiceNumber: '880011',
      shipmentNumber: '100031',
      amount: 1785.25,
      quickPayFee: 53.56,
    }),
    buildPaidInvoice({
      invoiceNumber: '880014',
      shipmentNumber: '100029',
      invoiceId: null,
      amount: 1320,
      otherDeductions: 150,
      deductionNote: 'Fuel advance',
    }),
  ];
}

/**
 * One payment with its paid invoices (all on one page) and totals that add up (domain's
 * `remittanceTotals`): check 400123 of 2026-11-12 to Northwind Factoring for Swiftline Freight.
 *
 * @example buildPayment({ checkNumber: 'ACH-7781', method: 'ACH' }, [buildPaidInvoice()])
 */
export function buildPayment(
  overrides: Partial<Omit<PaymentDetail, 'invoices'>> = {},
  invoices: readonly PaidInvoice[] = buildPaidInvoices(),
): PaymentDetail {
  const totals = remittanceTotals(invoices);
  const checkNumber = overrides.checkNumber ?? '400123';
  return {
    id: `payment-${checkNumber}`,
    checkNumber,
    paymentDate: '2026-11-12',
    method: 'Check',
    payeeName: 'Northwind Factoring',
    carrierName: 'Swiftline Carriers',
    remitTo: {
      name: 'Northwind Factoring',
      street: '500 Lake Shore Dr, Suite 1200',
      city: 'Chicago',
      state: 'IL',
      postalCode: '60611',
    },
    ...totals,
    ...overrides,
    invoices: page(invoices, { pageSize: 20 }),
  };
}

/** A payment as listed (its detail without the sums and lines). */
export function toPaymentSummary(payment: PaymentDetail): PaymentSummary {
  const { grossAmount: _g, quickPayFees: _q, otherDeductions: _o, invoices: _i, ...summary } = payment;
  return summary;
}

/** The fixture payments of the list, newest first: one per method. */
export function buildPayments(): PaymentDetail[] {
  return [
    buildPayment(),
    buildPayment(
      {
        checkNumber: 'ACH-20261103-7781',
        paymentDate: '2026-11-03',
        method: 'ACH',
        payeeName: 'Swiftline Carriers',
        remitTo: {
          name: 'Swiftline Carriers',
          street: '1200 Industrial Pkwy',
          city: 'Joliet',
          state: 'IL',
          postalCode: '60431',
        },
      },
      [buildPaidInvoice({ invoiceNumber: '880009', shipmentNumber: '100027', amount: 1200 })],
    ),
    buildPayment(
      {
        checkNumber: 'WIRE-55120',
        paymentDate: '2026-10-02',
        method: 'Wire',
        payeeName: 'Swiftline Carriers',
        remitTo: {
          name: 'Swiftline Carriers',
          street: '1200 Industrial Pkwy',
          city: 'Joliet',
          state: 'IL',
          postalCode: '60431',
        },
      },
      [
        buildPaidInvoice({
          invoiceNumber: '880015',
          shipmentNumber: '100021',
          amount: 3100,
          otherDeductions: 75,
          deductionNote: 'Lumper chargeback',
        }),
      ],
    ),
  ];
}
