import { checkPathAccess } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';

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
  /** The shipment's order (its documents' order id). */
  order_id: string | null;
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
         s.shipment_number, s.status AS shipment_status, s.order_id, i.customer_name, i.status,
         i.invoice_amount::float8 AS invoice_amount, i.fee_and_balance::float8 AS fee_and_balance,
         i.due_at, i.created_at, f.name AS factoring_company, i.third_party_billing_settings_id
    FROM invoices i
    JOIN shipments s ON s.id = i.shipment_id
    LEFT JOIN companies f ON f.id = i.factoring_company_id`;

/**
 * The condition scoping invoices to the caller (`$1` = their company, `$2` its type): a carrier sees
 * its own, a factoring company the invoices factored to it. Voided invoices are not listed.
 */
export const companyCondition = `(CASE WHEN $2 = 'FactoringCompany' THEN i.factoring_company_id = $1
                                     ELSE i.company_id = $1 END)`;

/**
 * {@link companyCondition} for accounting: payables invoices only. Third-party payer invoices share
 * the table (docs/adr/034) and are answered by their own area.
 */
export const scopeCondition = `(${companyCondition} AND i.third_party_payer IS NULL)`;

/** 403 unless the caller may open Accounting (domain's route table: carrier or factoring company portal). */
export function requireAccounting(caller: Caller): void {
  if (checkPathAccess(caller, '/accounting').kind !== 'allowed') throw forbidden();
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
