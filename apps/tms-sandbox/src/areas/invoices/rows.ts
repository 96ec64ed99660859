import type { Invoice, InvoiceSummary } from '@freightkit/api';
import { balanceDue, InvoiceListFilter, invoiceStatuses, shipmentStatuses } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import {
  dropoffStopsByShipment,
  invoiceSlotsOf,
  matchSlots,
  shipmentDocumentRowsOf,
} from '../documents/rules.ts';
import type { InvoiceRow } from './visibility.ts';

/** The list condition of a status filter (spec 2 §3); All lists every view. */
export function listStatusCondition(status: number): number | null {
  return status === InvoiceListFilter.All ? null : status;
}

/** How many documents an invoice requires of its carrier, and how many are there (the card's "2 of 3"). */
export interface RequiredCounts {
  readonly numberOfRequiredDocuments: number;
  readonly numberOfUploadedRequiredDocuments: number;
}

/**
 * The required-document counts of a page of invoices, in two queries whatever the page's size: the drop-off
 * stops of its shipments and their paperwork. (Asked per row, a page of 20 cost 33 queries at 300 shipments and
 * 105 at 100,000.) The slots are the carrier's: a factoring company reads the carrier's paperwork of the invoice.
 */
export async function requiredCountsOf(
  db: Database,
  rows: readonly (InvoiceRow & { readonly third_party_payer?: string | null })[],
): Promise<Map<string, RequiredCounts>> {
  const shipmentIds = [...new Set(rows.map((row) => row.shipment_id))];
  const [dropoffs, docs] = await Promise.all([
    dropoffStopsByShipment(db, shipmentIds),
    shipmentDocumentRowsOf(
      db,
      rows.map((row) => ({ companyId: row.company_id, shipmentId: row.shipment_id })),
    ),
  ]);
  const counts = new Map<string, RequiredCounts>();
  for (const row of rows) {
    const shipment = {
      id: row.shipment_id,
      shipment_number: row.shipment_number,
      status: row.shipment_status,
      order_id: row.order_id,
    };
    // A third-party payer invoice's own document is the third-party one (domain's invoiceDocumentKind).
    const invoice = { ...row, third_party: row.third_party_payer != null };
    const slots = invoiceSlotsOf(invoice, shipment, dropoffs.get(row.shipment_id) ?? []);
    // As the invoice's required-documents call reads them: its shipment's paperwork and its own documents,
    // never another invoice's.
    const own = docs.filter(
      (doc) =>
        doc.company_id === row.company_id &&
        doc.shipment_id === row.shipment_id &&
        (doc.invoice_id === null || doc.invoice_id === row.id),
    );
    const matched = matchSlots(slots, own);
    counts.set(row.id, {
      numberOfRequiredDocuments: matched.length,
      numberOfUploadedRequiredDocuments: matched.filter((slot) => slot.documentId !== null).length,
    });
  }
  return counts;
}

/** The wire shape of a listed invoice, with its counts from {@link requiredCountsOf}. */
export function toSummary(row: InvoiceRow, counts: RequiredCounts): InvoiceSummary {
  return {
    id: row.id,
    invoiceId: row.id,
    invoiceNumber: row.invoice_number,
    externalInvoiceNumber: row.external_invoice_number,
    externalInvoiceAmount: row.external_invoice_amount,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    customerName: row.customer_name,
    carrierLogoURL: null,
    status: {
      code: row.status as InvoiceSummary['status']['code'],
      description: invoiceStatuses.label(row.status) ?? String(row.status),
    },
    shipmentStatus: {
      value: row.shipment_status as InvoiceSummary['shipmentStatus']['value'],
      description: shipmentStatuses.label(row.shipment_status) ?? String(row.shipment_status),
    },
    invoiceAmount: row.invoice_amount,
    feeAndBalance: row.fee_and_balance,
    balance: balanceDue({ invoiceAmount: row.invoice_amount, feeAndBalance: row.fee_and_balance }),
    total: row.invoice_amount,
    dueDateTimeStamp: row.due_at?.toISOString() ?? null,
    createDateTimeStamp: row.created_at.toISOString(),
    ...counts,
    factoringCompany: row.factoring_company,
    thirdPartPayerBillingSettingsId: row.third_party_billing_settings_id,
  };
}

/** The wire shape of a page of invoices: a fixed number of queries, not one per row. */
export async function toSummaries(db: Database, rows: readonly InvoiceRow[]): Promise<InvoiceSummary[]> {
  const counts = await requiredCountsOf(db, rows);
  return rows.map((row) => toSummary(row, counts.get(row.id) ?? noRequiredDocuments));
}

const noRequiredDocuments: RequiredCounts = {
  numberOfRequiredDocuments: 0,
  numberOfUploadedRequiredDocuments: 0,
};

/**
 * The wire shape of one invoice with its charge lines. A third-party payer row carries its payer, which
 * decides the invoice's own required document.
 */
export async function toInvoice(
  db: Database,
  row: InvoiceRow & { readonly third_party_payer?: string | null },
): Promise<Invoice> {
  const { rows } = await db.query<{
    description: string;
    charge_type_name: string;
    rate: number;
    units: number;
  }>(
    `SELECT description, charge_type_name, rate::float8 AS rate, units::float8 AS units
       FROM invoice_charges WHERE invoice_id = $1 ORDER BY sequence`,
    [row.id],
  );
  const counts = (await requiredCountsOf(db, [row])).get(row.id) ?? noRequiredDocuments;
  return {
    ...toSummary(row, counts),
    charges: rows.map((c) => ({
      description: c.description,
      chargeTypeName: c.charge_type_name,
      rate: c.rate,
      units: c.units,
    })),
  };
}
