import type { Invoice, InvoiceSummary } from '@freightkit/api';
import {
  balanceDue,
  checkPathAccess,
  InvoiceListFilter,
  invoiceStatuses,
  shipmentStatuses,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { invoiceSlots, matchSlots, shipmentDocumentRows } from '../documents/rules.ts';

/** An invoice row with what its answer needs from the shipment and the companies. */
export interface InvoiceRow {
  id: string;
  invoice_number: string;
  company_id: string;
  external_invoice_number: string | null;
  external_invoice_amount: number | null;
  shipment_id: string;
  shipment_number: string;
  shipment_status: number;
  customer_name: string;
  status: number;
  invoice_amount: number;
  fee_and_balance: number;
  due_at: Date | null;
  created_at: Date;
  factoring_company: string | null;
  third_party_billing_settings_id: string | null;
}

/** The SELECT of {@link InvoiceRow}s; money as float8, so answers carry numbers. */
export const invoiceSelect = `
  SELECT i.id, i.invoice_number, i.company_id, i.external_invoice_number,
         i.external_invoice_amount::float8 AS external_invoice_amount, i.shipment_id,
         s.shipment_number, s.status AS shipment_status, i.customer_name, i.status,
         i.invoice_amount::float8 AS invoice_amount, i.fee_and_balance::float8 AS fee_and_balance,
         i.due_at, i.created_at, f.name AS factoring_company, i.third_party_billing_settings_id
    FROM invoices i
    JOIN shipments s ON s.id = i.shipment_id
    LEFT JOIN companies f ON f.id = i.factoring_company_id`;

/**
 * The condition scoping invoices to the caller (`$1` = their company): a carrier sees its own, a
 * factoring company the invoices factored to it. Voided invoices are not listed.
 */
export const scopeCondition = `(CASE WHEN $2 = 'FactoringCompany' THEN i.factoring_company_id = $1
                                     ELSE i.company_id = $1 END)`;

/** 403 unless the caller may open Accounting (domain's route table: carrier or factoring company portal). */
export function requireAccounting(caller: Caller): void {
  if (checkPathAccess(caller, '/accounting').kind !== 'allowed') throw forbidden();
}

/** The list condition of a status filter (spec 2 §3); All lists every view. */
export function listStatusCondition(status: number): number | null {
  return status === InvoiceListFilter.All ? null : status;
}

/** One invoice the caller may see, or 404 (another company's invoice is not revealed). */
export async function visibleInvoiceRow(db: Database, caller: Caller, id: string): Promise<InvoiceRow> {
  requireAccounting(caller);
  const { rows } = await db.query<InvoiceRow>(`${invoiceSelect} WHERE i.id = $3 AND ${scopeCondition}`, [
    caller.companyId,
    caller.companyType,
    id,
  ]);
  const row = rows[0];
  if (!row) throw notFound('The invoice');
  return row;
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
