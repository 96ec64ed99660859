import { contract, type PaidInvoice, type PaymentSummary } from '@freightkit/api';
import { defaultPaymentDateRange, remittanceTotals, type PaymentMethod } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';

interface PaymentRow {
  id: string;
  check_number: string;
  payment_date: string;
  method: PaymentMethod;
  payee_name: string;
  carrier_name: string;
  remit_name: string;
  remit_street: string;
  remit_city: string;
  remit_state: string;
  remit_postal_code: string;
}

interface PaidInvoiceRow {
  id: string;
  payment_id: string;
  invoice_id: string | null;
  invoice_number: string;
  shipment_number: string;
  amount: number;
  quick_pay_fee: number;
  other_deductions: number;
  deduction_note: string | null;
}

/** Dates as `yyyy-MM-dd` text (a payment date is a banking day, not an instant), money as float8. */
const paymentSelect = `
  SELECT p.id, p.check_number, to_char(p.payment_date, 'YYYY-MM-DD') AS payment_date, p.method,
         payee.name AS payee_name, carrier.name AS carrier_name, p.remit_name, p.remit_street,
         p.remit_city, p.remit_state, p.remit_postal_code
    FROM payments p
    JOIN companies payee ON payee.id = p.payee_company_id
    JOIN companies carrier ON carrier.id = p.carrier_company_id`;

/**
 * The payments the caller may see (`$1` their company, `$2` its type): a carrier those paying its
 * invoices (to it or to its factoring company, so it can reconcile both), a factoring company
 * those paid to it.
 */
const scopeCondition = `(CASE WHEN $2 = 'FactoringCompany' THEN p.payee_company_id = $1
                              ELSE p.carrier_company_id = $1 END)`;

const scope = (caller: Caller): unknown[] => [caller.companyId, caller.companyType];

async function paidInvoicesOf(db: Database, paymentIds: readonly string[]): Promise<PaidInvoiceRow[]> {
  if (paymentIds.length === 0) return [];
  const { rows } = await db.query<PaidInvoiceRow>(
    `SELECT id, payment_id, invoice_id, invoice_number, shipment_number, amount::float8 AS amount,
            quick_pay_fee::float8 AS quick_pay_fee, other_deductions::float8 AS other_deductions, deduction_note
       FROM payment_invoices WHERE payment_id = ANY($1::text[]) ORDER BY payment_id, sequence`,
    [paymentIds],
  );
  return rows;
}

const toPaidInvoice = (row: PaidInvoiceRow): PaidInvoice => ({
  id: row.id,
  invoiceId: row.invoice_id,
  invoiceNumber: row.invoice_number,
  shipmentNumber: row.shipment_number,
  amount: row.amount,
  quickPayFee: row.quick_pay_fee,
  otherDeductions: row.other_deductions,
  deductionNote: row.deduction_note,
});

/** The listed shape; its total and count are domain's sums over all of the payment's invoices. */
function toSummary(row: PaymentRow, lines: readonly PaidInvoice[]): PaymentSummary {
  const { total, invoiceCount } = remittanceTotals(lines);
  return {
    id: row.id,
    checkNumber: row.check_number,
    paymentDate: row.payment_date,
    method: row.method,
    payeeName: row.payee_name,
    carrierName: row.carrier_name,
    remitTo: {
      name: row.remit_name,
      street: row.remit_street,
      city: row.remit_city,
      state: row.remit_state,
      postalCode: row.remit_postal_code,
    },
    invoiceCount,
    total,
  };
}

/** Escapes LIKE wildcards, so a typed `%` or `_` is searched for as itself. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The payment calls (spec 2 §7 "AP payments list and detail by check number"). */
export function paymentRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.payments.list, async ({ services: { db }, caller, query }) => {
    // The last 3 months unless the caller names a window (spec 2 §2, §9; the same rule the portal sends).
    const fallback = defaultPaymentDateRange(new Date());
    const values: unknown[] = [...scope(caller), query.from ?? fallback.from, query.to ?? fallback.to];
    const where = [scopeCondition, 'p.payment_date BETWEEN $3::date AND $4::date'];
    if (query.query !== undefined && query.query !== '') {
      values.push(likeContains(query.query));
      where.push(`p.check_number ILIKE $${String(values.length)}`);
    }
    const condition = where.join(' AND ');
    const { rows: counted } = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM payments p WHERE ${condition}`,
      values,
    );
    const { rows } = await db.query<PaymentRow>(
      `${paymentSelect} WHERE ${condition} ORDER BY p.payment_date DESC, p.check_number DESC
        LIMIT ${String(query.pageSize)} OFFSET ${String((query.page - 1) * query.pageSize)}`,
      values,
    );
    const lines = await paidInvoicesOf(
      db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((row) =>
        toSummary(row, lines.filter((l) => l.payment_id === row.id).map(toPaidInvoice)),
      ),
      totalCount: counted[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.payments.byCheckNumber, async ({ services: { db }, caller, params, query }) => {
    const { rows } = await db.query<PaymentRow>(
      `${paymentSelect} WHERE p.check_number = $3 AND ${scopeCondition}`,
      [...scope(caller), params.checkNumber],
    );
    const row = rows[0];
    // Another company's check number answers like an unknown one: its existence is not revealed.
    if (!row) throw notFound('The payment');
    // The sums cover every invoice of the payment, the page only the requested slice of them.
    const lines = (await paidInvoicesOf(db, [row.id])).map(toPaidInvoice);
    const { grossAmount, quickPayFees, otherDeductions } = remittanceTotals(lines);
    const start = (query.page - 1) * query.pageSize;
    return {
      ...toSummary(row, lines),
      grossAmount,
      quickPayFees,
      otherDeductions,
      invoices: {
        items: lines.slice(start, start + query.pageSize),
        totalCount: lines.length,
        page: query.page,
        pageSize: query.pageSize,
      },
    };
  });
}
