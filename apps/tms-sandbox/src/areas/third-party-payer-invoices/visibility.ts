import { can, InvoiceStatus, ShipmentStatus } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { companyCondition, type InvoiceRow } from '../invoices/visibility.ts';

/** A third-party payer invoice row: the invoice's, plus its payer, load day and lane. */
export interface ThirdPartyPayerRow extends InvoiceRow {
  third_party_payer: string;
  /** The first pickup's day in its own time zone, `yyyy-MM-dd`. */
  load_date: string | null;
  origin_city: string | null;
  origin_state: string | null;
  destination_city: string | null;
  destination_state: string | null;
}

/**
 * The SELECT of {@link ThirdPartyPayerRow}s (money as float8); `o` and `d` are the first and last stops,
 * `o.day` the load day the Load Date filter compares.
 */
export const thirdPartyPayerFrom = `
    FROM invoices i
    JOIN shipments s ON s.id = i.shipment_id
    LEFT JOIN companies f ON f.id = i.factoring_company_id
    LEFT JOIN LATERAL (
      SELECT city, state, (early AT TIME ZONE iana_timezone)::date AS day
        FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) o ON true
    LEFT JOIN LATERAL (
      SELECT city, state FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) d ON true`;

/** The columns of {@link ThirdPartyPayerRow}. */
export const thirdPartyPayerColumns = `
  SELECT i.id, i.invoice_number, i.company_id, i.external_invoice_number,
         i.external_invoice_amount::float8 AS external_invoice_amount, i.shipment_id,
         s.shipment_number, s.status AS shipment_status, s.order_id, i.customer_name, i.status,
         i.invoice_amount::float8 AS invoice_amount, i.fee_and_balance::float8 AS fee_and_balance,
         i.due_at, i.created_at, f.name AS factoring_company, i.third_party_billing_settings_id,
         i.third_party_payer, to_char(o.day, 'YYYY-MM-DD') AS load_date,
         o.city AS origin_city, o.state AS origin_state, d.city AS destination_city, d.state AS destination_state`;

/**
 * The caller's third-party payer invoices (`$1` their company, `$2` its type): a carrier its own, a
 * factoring company those factored to it, as in accounting.
 */
export const thirdPartyPayerScope = `(${companyCondition} AND i.third_party_payer IS NOT NULL)`;

/**
 * domain's `isThirdPartyPayerActionRequired` as SQL, so the Action Required view pages in the
 * database; the area's tests hold the two together on every seeded invoice.
 */
export const actionRequiredCondition = `(i.status = ${String(InvoiceStatus.Draft)}
  AND i.third_party_billing_settings_id IS NOT NULL AND i.third_party_billing_settings_id <> ''
  AND s.status >= ${String(ShipmentStatus.Delivered)}
  AND (i.external_invoice_number IS NULL OR btrim(i.external_invoice_number) = '')
  AND i.external_invoice_amount IS NULL)`;

/** domain's `isThirdPartyPayerAuditable` as SQL ('Only Show Auditable'). */
export const auditableCondition = `(i.third_party_billing_settings_id IS NOT NULL
  AND i.third_party_billing_settings_id <> '')`;

/** 403 unless the caller may open third-party payer invoices (spec 2 §2, domain's capability). */
export function requireThirdPartyPayer(caller: Caller): void {
  if (!can(caller, 'thirdPartyPayerInvoices.view')) throw forbidden();
}

async function oneRow(db: Database, caller: Caller, column: 'id' | 'invoice_number', value: string) {
  requireThirdPartyPayer(caller);
  const { rows } = await db.query<ThirdPartyPayerRow>(
    `${thirdPartyPayerColumns} ${thirdPartyPayerFrom} WHERE i.${column} = $3 AND ${thirdPartyPayerScope}`,
    [caller.companyId, caller.companyType, value],
  );
  const row = rows[0];
  if (!row) throw notFound('The invoice');
  return row;
}

/** One third-party payer invoice of the caller by number, or 404 (another company's is not revealed). */
export function visibleThirdPartyPayerRow(
  db: Database,
  caller: Caller,
  invoiceNumber: string,
): Promise<ThirdPartyPayerRow> {
  return oneRow(db, caller, 'invoice_number', invoiceNumber);
}

/** One third-party payer invoice of the caller by id (its documents and notes), or 404. */
export function visibleThirdPartyPayerRowById(
  db: Database,
  caller: Caller,
  id: string,
): Promise<ThirdPartyPayerRow> {
  return oneRow(db, caller, 'id', id);
}
