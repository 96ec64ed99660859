import { contract, shipmentStatusDisplay, tenderOfferStatusDisplay } from '@freightkit/api';
import {
  offerStatusWhenLoadTaken,
  acceptedOfferStatuses,
  canAnswerTender,
  customerScore,
  shipmentStatusOnAccept,
  tenderAnswerRefusal,
  tenderLoadNotBookableMessage,
  ShipmentStatus as ShipmentStatusValue,
  TenderOfferStatus as T,
  type ShipmentStatus,
  type TenderOfferStatus,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { setStatus, stopColumns, stopOut, type ShipmentRow, type StopRow } from '../shipments/detail.ts';

interface TenderRow {
  id: string;
  shipment_id: string;
  shipment_number: string;
  status: number;
  customer_name: string;
  rate: number;
  charges_total: number;
  weight_lbs: number | null;
  miles: number | null;
  respond_by: Date | null;
  sent_at: Date;
  reject_reason: number | null;
  note: string | null;
  counter_rate: number | null;
  answered_at: Date | null;
  shipment_status: number;
  equipment_mode: number;
  max_buy: number | null;
  order_id: string | null;
  pro_number: string | null;
  stop_count: number;
  origin: { city: string; state: string; postalCode: string; early: string; ianaTimezone: string } | null;
  destination: TenderRow['origin'];
}

const endpointJson = (order: 'ASC' | 'DESC') =>
  `(SELECT json_build_object('city', city, 'state', state, 'postalCode', postal_code,
      'early', to_char(early AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'ianaTimezone', iana_timezone)
      FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence ${order} LIMIT 1)`;

const columns = `t.id, t.shipment_id, s.shipment_number, t.status, t.customer_name, t.rate::float8 AS rate,
  (SELECT coalesce(sum(amount), 0)::float8 FROM tender_charges WHERE tender_id = t.id) AS charges_total,
  t.weight_lbs::float8 AS weight_lbs, t.miles, t.respond_by, t.sent_at, t.reject_reason, t.note,
  t.counter_rate::float8 AS counter_rate, t.answered_at, s.status AS shipment_status, s.equipment_mode,
  s.max_buy::float8 AS max_buy, s.order_id, s.pro_number,
  (SELECT count(*)::int FROM shipment_stops WHERE shipment_id = s.id) AS stop_count,
  ${endpointJson('ASC')} AS origin, ${endpointJson('DESC')} AS destination`;

const from = 'FROM tender_offers t JOIN shipments s ON s.id = t.shipment_id';

const sortColumns = {
  sentAt: 't.sent_at',
  shipmentNumber: 's.shipment_number',
  pickup: '(SELECT early FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1)',
  rate: 't.rate',
  customerName: 't.customer_name',
} as const;

const unknownEnd = {
  city: '',
  state: '',
  postalCode: '',
  early: new Date(0).toISOString(),
  ianaTimezone: 'UTC',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A tender row in the contract's list shape. */
function listItemOut(row: TenderRow) {
  return {
    id: row.id,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    status: tenderOfferStatusDisplay(row.status as TenderOfferStatus),
    customerName: row.customer_name,
    origin: row.origin ?? unknownEnd,
    destination: row.destination ?? unknownEnd,
    stopCount: row.stop_count,
    equipmentMode: row.equipment_mode as 0,
    weightLbs: row.weight_lbs,
    rate: row.rate,
    totalRate: row.rate + row.charges_total,
    currency: 'USD' as const,
    sentAt: row.sent_at.toISOString(),
    respondBy: row.respond_by?.toISOString() ?? null,
  };
}

/** A tender row with its stops in the contract's detail shape. */
async function tenderOut(db: Database, row: TenderRow) {
  const { rows: stops } = await db.query<StopRow>(
    `SELECT ${stopColumns} FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence`,
    [row.shipment_id],
  );
  return {
    ...listItemOut(row),
    shipmentStatus: shipmentStatusDisplay(row.shipment_status as ShipmentStatus),
    stops: stops.map(stopOut),
    miles: row.miles,
    rejectReason: row.reject_reason as 0 | null,
    note: row.note,
    counterRate: row.counter_rate,
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One tender of the caller's company by its id, or by its shipment number (the newest offer of
 * that shipment); another company's tender answers 404 like a missing one.
 */
async function ownTender(db: Database, caller: Caller, idOrNumber: string): Promise<TenderRow> {
  const byId = uuid.test(idOrNumber);
  const { rows } = await db.query<TenderRow>(
    `SELECT ${columns} ${from}
      WHERE t.company_id = $1 AND ${byId ? 't.id = $2' : 's.shipment_number = $2'}
      ORDER BY t.sent_at DESC, t.id LIMIT 1`,
    [caller.companyId, idOrNumber],
  );
  const row = rows[0];
  if (!row) throw notFound('The tender');
  return row;
}

/** 409: the tender is no longer Sent (answered elsewhere, or rescinded by the broker). */
const answeredAlready = (status: number) => new HttpError(409, tenderAnswerRefusal(status));

/** Tenders: list, one tender, its additional charges, the carrier's answer, and the badge count. */
export function tenderRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.tenders.list, async ({ services, caller, query }) => {
    const params: unknown[] = [caller.companyId, query.statuses];
    const where = ['t.company_id = $1', 't.status = ANY($2::int[])'];
    if (query.customers?.length) {
      params.push(query.customers);
      where.push(`t.customer_name = ANY($${params.length}::text[])`);
    }
    if (query.query) {
      params.push(`%${escapeLike(query.query)}%`);
      where.push(`(s.shipment_number ILIKE $${params.length} OR t.customer_name ILIKE $${params.length})`);
    }
    const order = `${sortColumns[query.sortProperty]} ${query.sortDirection === 'asc' ? 'ASC' : 'DESC'}, t.id`;
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<TenderRow & { total: number }>(
      `SELECT ${columns}, count(*) OVER ()::int AS total ${from}
        WHERE ${where.join(' AND ')}
        ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const { rows: names } = await services.db.query<{ customer_name: string }>(
      'SELECT DISTINCT customer_name FROM tender_offers WHERE company_id = $1 ORDER BY customer_name',
      [caller.companyId],
    );
    return {
      items: rows.map(listItemOut),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      customers: names.map((n) => n.customer_name),
    };
  });

  // The carrier's record with the tender's customer (ADR 053), counted here over the caller's own offers
  // from that customer: answered ones, and the loads of accepted ones (hauled once delivered; on time
  // when the first or last stop's arrival is at or before its late time, as the score card counts).
  mount(app, contract.tenders.customerScore, async ({ services, caller, params }) => {
    const tender = await ownTender(services.db, caller, params.id);
    const { rows } = await services.db.query<{
      received: number;
      accepted: number;
      rejected: number;
      hauled: number;
      pickups: number;
      pickups_on_time: number;
      deliveries: number;
      deliveries_on_time: number;
    }>(
      `SELECT count(*)::int AS received,
              count(*) FILTER (WHERE t.status = ANY($3::int[]))::int AS accepted,
              count(*) FILTER (WHERE t.status = $4)::int AS rejected,
              count(*) FILTER (WHERE t.status = ANY($3::int[]) AND s.status >= $5)::int AS hauled,
              count(*) FILTER (WHERE t.status = ANY($3::int[]) AND o.arrival IS NOT NULL)::int AS pickups,
              count(*) FILTER (WHERE t.status = ANY($3::int[]) AND o.arrival <= o.late)::int AS pickups_on_time,
              count(*) FILTER (WHERE t.status = ANY($3::int[]) AND s.status >= $5
                                 AND d.arrival IS NOT NULL)::int AS deliveries,
              count(*) FILTER (WHERE t.status = ANY($3::int[]) AND s.status >= $5
                                 AND d.arrival <= d.late)::int AS deliveries_on_time
         FROM tender_offers t JOIN shipments s ON s.id = t.shipment_id
         LEFT JOIN LATERAL (SELECT arrival, late FROM shipment_stops
                             WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) o ON true
         LEFT JOIN LATERAL (SELECT arrival, late FROM shipment_stops
                             WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) d ON true
        WHERE t.company_id = $1 AND t.customer_name = $2`,
      [
        caller.companyId,
        tender.customer_name,
        acceptedOfferStatuses,
        T.Rejected,
        ShipmentStatusValue.Delivered,
      ],
    );
    const r = rows[0];
    return customerScore(tender.customer_name, {
      tendersReceived: r?.received ?? 0,
      tendersAccepted: r?.accepted ?? 0,
      tendersRejected: r?.rejected ?? 0,
      loadsHauled: r?.hauled ?? 0,
      pickups: r?.pickups ?? 0,
      pickupsOnTime: r?.pickups_on_time ?? 0,
      deliveries: r?.deliveries ?? 0,
      deliveriesOnTime: r?.deliveries_on_time ?? 0,
    });
  });

  mount(app, contract.tenders.byId, async ({ services, caller, params }) =>
    tenderOut(services.db, await ownTender(services.db, caller, params.id)),
  );

  mount(app, contract.tenders.additionalCharges, async ({ services, caller, params }) => {
    const tender = await ownTender(services.db, caller, params.id);
    const { rows } = await services.db.query<{ code: string; description: string; amount: number }>(
      'SELECT code, description, amount::float8 AS amount FROM tender_charges WHERE tender_id = $1 ORDER BY position',
      [tender.id],
    );
    return rows;
  });

  mount(app, contract.tenders.answer, async ({ services, caller, params, body }) => {
    const { db } = services;
    const tender = await ownTender(db, caller, params.id);
    if (!canAnswerTender(tender.status)) throw answeredAlready(tender.status);
    const accepting = body.status === T.Accepted;
    const booked = shipmentStatusOnAccept(tender.shipment_status);
    if (accepting && booked === null) throw new HttpError(409, tenderLoadNotBookableMessage);
    const rejection = body.status === T.Rejected ? body : null;
    // One conditional statement: of two answers arriving together, only the first finds the offer
    // still Sent; the other updates nothing and is told what happened. The answer and the booking it
    // makes commit together (on a server other requests run meanwhile, ADR 055).
    const answered = await db.transaction(async (tx) => {
      // An accept holds the load's row first (ADR 059): of two carriers accepting offers of one load at
      // once (a tender to several), the second waits here until the first has booked the load and withdrawn
      // the other offers, then finds its own offer Rescinded below. Locking before the offer's own update
      // keeps the two from waiting on each other's rows.
      const load = accepting
        ? (
            await tx.query<{ status: number }>('SELECT status FROM shipments WHERE id = $1 FOR UPDATE', [
              tender.shipment_id,
            ])
          ).rows[0]
        : undefined;
      const { rows: won } = await tx.query<{ id: string }>(
        `UPDATE tender_offers SET status = $3, reject_reason = $4, note = $5, counter_rate = $6,
                answered_at = now(), answered_by = $7
          WHERE id = $1 AND company_id = $2 AND status = ${T.Sent} RETURNING id`,
        [
          tender.id,
          caller.companyId,
          body.status,
          rejection?.rejectReason ?? null,
          rejection?.note?.trim() || null,
          rejection?.counterRate ?? null,
          caller.userId,
        ],
      );
      if (won.length === 0) return false;
      if (accepting) {
        // Read again under the lock: the load may have been booked since the first read.
        const bookedNow = shipmentStatusOnAccept(load?.status ?? -1);
        if (bookedNow === null) throw new HttpError(409, tenderLoadNotBookableMessage);
        const shipment: ShipmentRow = {
          id: tender.shipment_id,
          shipment_number: tender.shipment_number,
          status: load?.status ?? tender.shipment_status,
          max_buy: tender.max_buy,
          order_id: tender.order_id,
          equipment_mode: tender.equipment_mode,
          pro_number: tender.pro_number,
        };
        await setStatus(tx, shipment, bookedNow);
        await tx.query('UPDATE shipments SET booked_at = now() WHERE id = $1', [tender.shipment_id]);
        // The first to accept wins: the load's other open offers are withdrawn, so they leave the other
        // carriers' Sent lists and a late accept is told the offer was rescinded (409).
        await tx.query(
          `UPDATE tender_offers SET status = $3, answered_at = now()
            WHERE shipment_id = $1 AND id <> $2 AND status = ${T.Sent}`,
          [tender.shipment_id, tender.id, offerStatusWhenLoadTaken],
        );
      }
      return true;
    });
    if (!answered) throw answeredAlready((await ownTender(db, caller, tender.id)).status);
    return tenderOut(db, await ownTender(db, caller, tender.id));
  });
}
