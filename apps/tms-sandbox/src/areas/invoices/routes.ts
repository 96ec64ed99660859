import { contract, invoiceAwaitingDeliveryMessage, invoiceLockedMessage } from '@freightkit/api';
import {
  InvoiceListFilter as L,
  InvoiceStatus as S,
  invoiceSubmissionBlock,
  isInvoiceLocked,
  paidInvoicesWindow,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import { requireBadge } from '../../http/access.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { listStatusCondition, toInvoice, toSummaries } from './rows.ts';
import {
  invoiceSelect,
  requireAccounting,
  scopeCondition,
  visibleInvoiceRow,
  type InvoiceRow,
} from './visibility.ts';

/** A refused change, answered with the reason in the model state so the portal lists it (spec 2 §8). */
const refused = (status: 400 | 409, field: string, message: string) =>
  new HttpError(status, { message, modelState: { [field]: [message] } });

/** Every list status a listed invoice can have. */
const listStatuses = [L.Uninvoiced, L.Invoiced, L.Paid, L.Pending];

/**
 * The list's total when nothing is searched (ADR 067): the caller's kept counts of the statuses asked
 * (invoices/004), and when the Paid view's window is asked, its Paid invoices counted instead of kept, as
 * the window moves with the clock (an index-only count of the window). Statement and parameters.
 */
function keptTotal(caller: Caller, status: number | null, paidFrom: string | undefined): [string, unknown[]] {
  const asked = status === null ? listStatuses : [status];
  const windowed = paidFrom !== undefined && asked.includes(L.Paid);
  const kept = windowed ? asked.filter((s) => s !== L.Paid) : asked;
  const factoring = caller.companyType === 'FactoringCompany';
  // The side as literal SQL, not a parameter, so the partial index of the window is picked.
  const side = factoring ? 'i.factoring_company_id = $1' : 'i.company_id = $1';
  const window = windowed
    ? ` + (SELECT count(*) FROM invoices i
            WHERE ${side} AND i.list_status = ${String(L.Paid)} AND i.paid_at >= $4 AND i.status <> ${String(S.Voided)})`
    : '';
  return [
    `SELECT ((SELECT coalesce(sum(invoices), 0) FROM invoice_list_counts
               WHERE company_id = $1 AND factoring = $2 AND list_status = ANY($3::int[]))${window})::int AS total`,
    [caller.companyId, factoring, kept, ...(windowed ? [paidFrom] : [])],
  ];
}

/**
 * A searched list's total, counted: the shipment is joined only because the search reads its number
 * (every invoice has its shipment; ADR 063).
 */
const searchedTotal = (condition: string, values: unknown[]): [string, unknown[]] => [
  `SELECT count(*)::int AS total FROM invoices i JOIN shipments s ON s.id = i.shipment_id WHERE ${condition}`,
  [...values],
];

/** The invoice calls of spec 2 §7 and the counts behind the Accounting views and badge. */
export function invoiceRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.counts.invoices, async ({ services, caller }) => {
    requireBadge(caller, 'actionRequiredShipments');
    // Paid counts the same window the Paid view lists by default (spec 2 §2: the last 60 days).
    const paidFrom = paidInvoicesWindow(new Date()).start.toISOString();
    const { rows } = await services.db.query<{ list_status: number; amount: number; shipments: number }>(
      `SELECT list_status, sum(invoice_amount)::float8 AS amount, count(DISTINCT shipment_id)::int AS shipments
         FROM invoices i WHERE ${scopeCondition} AND status <> $3
          AND (list_status <> $4 OR paid_at >= $5)
        GROUP BY list_status`,
      [caller.companyId, caller.companyType, S.Voided, L.Paid, paidFrom],
    );
    const group = (listStatus: number) => {
      const row = rows.find((r) => r.list_status === listStatus);
      return { invoiceAmount: row?.amount ?? 0, shipmentCount: row?.shipments ?? 0 };
    };
    return {
      actionRequired: group(L.Uninvoiced),
      pending: group(L.Pending),
      inProgress: group(L.Invoiced),
      paid: group(L.Paid),
    };
  });

  mount(app, contract.invoices.list, async ({ services: { db }, caller, query }) => {
    requireAccounting(caller);
    const where = [scopeCondition, 'i.status <> $3'];
    const values: unknown[] = [caller.companyId, caller.companyType, S.Voided];
    const add = (condition: (n: string) => string, value: unknown) => {
      values.push(value);
      where.push(condition(`$${String(values.length)}`));
    };
    const status = listStatusCondition(query.status);
    if (status !== null) add((n) => `i.list_status = ${n}`, status);
    if (query.paidFrom !== undefined)
      add((n) => `(i.list_status <> ${String(L.Paid)} OR i.paid_at >= ${n})`, query.paidFrom);
    if (query.query !== undefined && query.query !== '')
      add(
        (n) =>
          `(i.invoice_number ILIKE ${n} OR s.shipment_number ILIKE ${n} OR i.external_invoice_number ILIKE ${n})`,
        `%${query.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    const condition = where.join(' AND ');
    const searching = query.query !== undefined && query.query !== '';
    const { rows: totals } = await db.query<{ total: number }>(
      ...(searching ? searchedTotal(condition, values) : keptTotal(caller, status, query.paidFrom)),
      { prepared: true },
    );
    values.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await db.query<InvoiceRow>(
      `${invoiceSelect} WHERE ${condition} ORDER BY i.created_at DESC, i.invoice_number DESC
        LIMIT $${String(values.length - 1)} OFFSET $${String(values.length)}`,
      values,
      { prepared: true },
    );
    return {
      items: await toSummaries(db, rows),
      totalCount: totals[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.invoices.byId, async ({ services: { db }, caller, params }) =>
    toInvoice(db, await visibleInvoiceRow(db, caller, params.id)),
  );

  mount(app, contract.invoices.update, async ({ services: { db }, caller, params, body }) => {
    if (body.invoiceId !== params.id)
      throw refused(400, 'invoiceId', 'invoiceId does not match the invoice of the path.');
    const row = await visibleInvoiceRow(db, caller, params.id);
    // The rules the portal shows are the rules the back end enforces (spec 2 §4, domain).
    if (isInvoiceLocked(row.status)) throw refused(409, 'invoice', invoiceLockedMessage);
    if (invoiceSubmissionBlock(row.shipment_status) !== null)
      throw refused(409, 'invoice', invoiceAwaitingDeliveryMessage);
    await db.query(
      `UPDATE invoices
          SET external_invoice_number = COALESCE($2, external_invoice_number),
              external_invoice_amount = COALESCE($3, external_invoice_amount),
              updated_at = now()
        WHERE id = $1`,
      [row.id, body.externalInvoiceNumber ?? null, body.externalInvoiceAmount ?? null],
    );
    return toInvoice(db, await visibleInvoiceRow(db, caller, row.id));
  });
}
