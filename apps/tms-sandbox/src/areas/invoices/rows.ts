import type { Invoice, InvoiceSummary } from '@freightkit/api';
import { balanceDue, InvoiceListFilter, invoiceStatuses, shipmentStatuses } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { invoiceSlots, matchSlots, shipmentDocumentRows } from '../documents/rules.ts';
import type { InvoiceRow } from './visibility.ts';

/** The list condition of a status filter (spec 2 §3); All lists every view. */
export function listStatusCondition(status: number): number | null {
  return status === InvoiceListFilter.All ? null : status;
}

/** Required document slots of the invoice and how many are filled, as its carrier sees them. */
async function requiredCounts(db: Database, caller: Caller, row: InvoiceRow) {
  // The slots are the carrier's (a factoring company reads the carrier's paperwork of the invoice).
  const owner: Caller = { ...caller, companyId: row.company_id };
  const slots = await invoiceSlots(db, owner, {
    id: row.id,
    invoice_number: row.invoice_number,
    shipment_id: row.shipment_id,
    status: row.status,
  });
  const docs = await shipmentDocumentRows(db, row.company_id, row.shipment_id);
  const matched = matchSlots(slots, docs);
  return {
    numberOfRequiredDocuments: matched.length,
    numberOfUploadedRequiredDocuments: matched.filter((slot) => slot.documentId !== null).length,
  };
}

/** The wire shape of a listed invoice. */
export async function toSummary(db: Database, caller: Caller, row: InvoiceRow): Promise<InvoiceSummary> {
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
    ...(await requiredCounts(db, caller, row)),
    factoringCompany: row.factoring_company,
    thirdPartPayerBillingSettingsId: row.third_party_billing_settings_id,
  };
}

/** The wire shape of one invoice with its charge lines. */
export async function toInvoice(db: Database, caller: Caller, row: InvoiceRow): Promise<Invoice> {
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
  return {
    ...(await toSummary(db, caller, row)),
    charges: rows.map((c) => ({
      description: c.description,
      chargeTypeName: c.charge_type_name,
      rate: c.rate,
      units: c.units,
    })),
  };
}
