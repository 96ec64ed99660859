import { InvoiceStatus } from '@freightkit/domain';
import type { InvoiceCardInvoice } from './InvoiceCard.tsx';

const customers = [
  'Great Lakes Produce Co.',
  'Summit Building Supply',
  'Prairie Grain Cooperative',
  'Harbor Point Beverages',
  'Blue Ridge Paper Mills',
  'Copper State Metals',
];
const statuses = [
  InvoiceStatus.Received,
  InvoiceStatus.Draft,
  InvoiceStatus.Settled,
  InvoiceStatus.PaidInFull,
];
const shipmentStatuses = ['Delivered', 'In Transit', 'Delivery Confirmed', 'At Stop'];

/**
 * @internal Story fixture: `count` third-party payer invoices with deterministic, varied values
 * (no randomness, so visual baselines are stable).
 */
export function sampleInvoices(count: number, from = 0): InvoiceCardInvoice[] {
  return Array.from({ length: count }, (_, offset) => {
    const i = from + offset;
    const amount = 850 + ((i * 379) % 2600) + (i % 4) * 0.25;
    return {
      invoiceNumber: `INV-${String(204518 + i)}`,
      shipmentNumber: 1048812 + i * 7,
      customerName: customers[i % customers.length] ?? '',
      status: { code: statuses[i % statuses.length] ?? InvoiceStatus.Draft },
      shipmentStatus: { description: shipmentStatuses[i % shipmentStatuses.length] ?? '' },
      invoiceAmount: amount,
      feeAndBalance: Math.round(amount * 3) / 100,
      dueDateTimeStamp: i % 3 === 0 ? null : `2026-12-${String((i % 27) + 1).padStart(2, '0')}`,
      createDateTimeStamp: `2026-11-${String((i % 20) + 1).padStart(2, '0')}`,
      numberOfRequiredDocuments: 3,
      numberOfUploadedRequiredDocuments: i % 4,
    };
  });
}
