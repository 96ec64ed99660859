import {
  contract,
  invoiceAwaitingDeliveryMessage,
  invoiceLockedMessage,
  invoiceVoidedMessage,
  type ThirdPartyPayerInvoice,
  type ThirdPartyPayerInvoiceSummary,
} from '@freightkit/api';
import {
  InvoiceStatus as S,
  invoiceSubmissionBlock,
  isInvoiceLocked,
  isThirdPartyPayerActionRequired,
  isThirdPartyPayerAuditable,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { requiredCountsOf, toInvoice, toSummary, type RequiredCounts } from '../invoices/rows.ts';
import {
  actionRequiredCondition,
  auditableCondition,
  thirdPartyPayerColumns,
  thirdPartyPayerFrom,
  thirdPartyPayerScope,
  visibleThirdPartyPayerRow,
  type ThirdPartyPayerRow,
} from './visibility.ts';

/** A refused change, answered with the reason in the model state so the portal lists it (spec 2 §8). */
const refused = (status: 400 | 409, field: string, message: string) =>
  new HttpError(status, { message, modelState: { [field]: [message] } });

/** The filters the list and the counts share (spec 2 §7). */
interface SharedFilters {
  readonly isAuditable: boolean;
  readonly query?: string | undefined;
  readonly invoiceDateStart?: string | undefined;
  readonly invoiceDateEnd?: string | undefined;
  readonly loadDateStart?: string | undefined;
  readonly loadDateEnd?: string | undefined;
}

/** A WHERE clause with its values, scoped to the caller; `add` appends a condition on the next parameter. */
function whereOf(caller: Caller) {
  const where = [thirdPartyPayerScope, `i.status <> ${String(S.Voided)}`];
  const values: unknown[] = [caller.companyId, caller.companyType];
  const add = (condition: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(condition(`$${String(values.length)}`));
  };
  return { where, values, add };
}

/**
 * The shared filters as conditions. The invoice date is the day the invoice was raised (UTC); the
 * load date the first pickup's day in its own time zone; both ranges inclusive (docs/adr/034).
 */
function applyFilters(filters: SharedFilters, { where, add }: ReturnType<typeof whereOf>): void {
  if (filters.isAuditable) where.push(auditableCondition);
  if (filters.query !== undefined && filters.query !== '')
    add(
      (n) =>
        `(i.invoice_number ILIKE ${n} OR s.shipment_number ILIKE ${n} OR i.external_invoice_number ILIKE ${n})`,
      `%${filters.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  const invoiceDay = `(i.created_at AT TIME ZONE 'UTC')::date`;
  if (filters.invoiceDateStart !== undefined)
    add((n) => `${invoiceDay} >= ${n}::date`, filters.invoiceDateStart);
  if (filters.invoiceDateEnd !== undefined) add((n) => `${invoiceDay} <= ${n}::date`, filters.invoiceDateEnd);
  if (filters.loadDateStart !== undefined) add((n) => `o.day >= ${n}::date`, filters.loadDateStart);
  if (filters.loadDateEnd !== undefined) add((n) => `o.day <= ${n}::date`, filters.loadDateEnd);
}

/** The wire shape of a listed third-party payer invoice; the flags are domain's rules on the row. */
function toTppSummary(row: ThirdPartyPayerRow, counts: RequiredCounts): ThirdPartyPayerInvoiceSummary {
  const summary = toSummary(row, counts);
  return {
    ...summary,
    loadDate: row.load_date,
    origin: row.origin_city === null ? null : { city: row.origin_city, state: row.origin_state ?? '' },
    destination:
      row.destination_city === null
        ? null
        : { city: row.destination_city, state: row.destination_state ?? '' },
    thirdPartyPayerName: row.third_party_payer,
    isAuditable: isThirdPartyPayerAuditable(summary),
    actionRequired: isThirdPartyPayerActionRequired({
      status: row.status,
      shipmentStatus: row.shipment_status,
      externalInvoiceNumber: row.external_invoice_number,
      externalInvoiceAmount: row.external_invoice_amount,
      thirdPartPayerBillingSettingsId: row.third_party_billing_settings_id,
    }),
  };
}

/** One invoice with its charges and counts. */
async function toTppInvoice(db: Database, row: ThirdPartyPayerRow): Promise<ThirdPartyPayerInvoice> {
  const invoice = await toInvoice(db, row);
  const { charges } = invoice;
  return {
    ...toTppSummary(row, {
      numberOfRequiredDocuments: invoice.numberOfRequiredDocuments,
      numberOfUploadedRequiredDocuments: invoice.numberOfUploadedRequiredDocuments,
    }),
    charges,
  };
}

/** The third-party payer invoice calls (spec 2 §7, docs/adr/034). */
export function thirdPartyPayerRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.thirdPartyPayerInvoices.list, async ({ services: { db }, caller, query }) => {
    const clause = whereOf(caller);
    applyFilters(query, clause);
    if (query.status !== undefined) clause.add((n) => `i.status = ANY(${n}::int[])`, query.status);
    if (query.actionRequired === true) clause.where.push(actionRequiredCondition);
    if (query.actionRequired === false) clause.where.push(`NOT ${actionRequiredCondition}`);
    const condition = clause.where.join(' AND ');
    const { rows: totals } = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${thirdPartyPayerFrom} WHERE ${condition}`,
      clause.values,
    );
    const { rows } = await db.query<ThirdPartyPayerRow>(
      `${thirdPartyPayerColumns} ${thirdPartyPayerFrom} WHERE ${condition}
        ORDER BY i.created_at DESC, i.invoice_number DESC
        LIMIT ${String(query.pageSize)} OFFSET ${String((query.page - 1) * query.pageSize)}`,
      clause.values,
    );
    const counts = await requiredCountsOf(db, rows);
    return {
      items: rows.map((row) => toTppSummary(row, counts.get(row.id) ?? noRequiredDocuments)),
      totalCount: totals[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.thirdPartyPayerInvoices.counts, async ({ services: { db }, caller, query }) => {
    const clause = whereOf(caller);
    applyFilters(query, clause);
    const { rows } = await db.query<{
      action_required: number;
      draft: number;
      received: number;
      settled: number;
      all: number;
    }>(
      `SELECT count(*) FILTER (WHERE ${actionRequiredCondition})::int AS action_required,
              count(*) FILTER (WHERE i.status = ${String(S.Draft)})::int AS draft,
              count(*) FILTER (WHERE i.status = ${String(S.Received)})::int AS received,
              count(*) FILTER (WHERE i.status = ${String(S.Settled)})::int AS settled,
              count(*)::int AS all
         ${thirdPartyPayerFrom} WHERE ${clause.where.join(' AND ')}`,
      clause.values,
    );
    const row = rows[0];
    return {
      actionRequired: row?.action_required ?? 0,
      draft: row?.draft ?? 0,
      received: row?.received ?? 0,
      settled: row?.settled ?? 0,
      all: row?.all ?? 0,
    };
  });

  mount(app, contract.thirdPartyPayerInvoices.byNumber, async ({ services: { db }, caller, params }) =>
    toTppInvoice(db, await visibleThirdPartyPayerRow(db, caller, params.invoiceNumber)),
  );

  mount(
    app,
    contract.thirdPartyPayerInvoices.addInvoice,
    async ({ services: { db }, caller, params, body }) => {
      const row = await visibleThirdPartyPayerRow(db, caller, params.invoiceNumber);
      if (body.invoiceId !== row.id)
        throw refused(400, 'invoiceId', 'invoiceId does not match the invoice of the path.');
      // The rules the portal shows are the rules the back end enforces (spec 2 §4, domain).
      if (row.status === S.Voided) throw refused(409, 'invoice', invoiceVoidedMessage);
      if (isInvoiceLocked(row.status)) throw refused(409, 'invoice', invoiceLockedMessage);
      if (invoiceSubmissionBlock(row.shipment_status) !== null)
        throw refused(409, 'invoice', invoiceAwaitingDeliveryMessage);
      // Guarded on the status read above, so a settlement landing meanwhile is not overwritten.
      const { rows: updated } = await db.query<{ id: string }>(
        `UPDATE invoices
          SET external_invoice_number = COALESCE($2, external_invoice_number),
              external_invoice_amount = COALESCE($3, external_invoice_amount),
              updated_at = now()
        WHERE id = $1 AND status = $4 RETURNING id`,
        [row.id, body.externalInvoiceNumber ?? null, body.externalInvoiceAmount ?? null, row.status],
      );
      if (updated.length === 0) throw refused(409, 'invoice', invoiceLockedMessage);
      return toTppInvoice(db, await visibleThirdPartyPayerRow(db, caller, row.invoice_number));
    },
  );
}

const noRequiredDocuments: RequiredCounts = {
  numberOfRequiredDocuments: 0,
  numberOfUploadedRequiredDocuments: 0,
};
