import { contract, shipmentStatusDisplay } from '@freightkit/api';
import {
  canAnswerRateRequest,
  rateRequestAnswerRefusalMessage,
  RateRequestStatus as S,
  specMessagesEn,
  type RateRequestStatus,
  type ShipmentStatus,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { stopColumns, stopOut, type StopRow } from '../shipments/detail.ts';

interface Row {
  id: string;
  shipment_id: string | null;
  shipment_status: number | null;
  status: string;
  customer_name: string;
  shipment_number: string | null;
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  pickup_date: string;
  equipment_mode: number;
  created_at: Date;
  response_rate: number | null;
  service_level: number | null;
  note: string | null;
  responded_at: Date | null;
}

const columns = `r.id, r.shipment_id, s.status AS shipment_status, r.status, r.customer_name, s.shipment_number, r.origin_city, r.origin_state,
  r.destination_city, r.destination_state, to_char(r.pickup_date, 'YYYY-MM-DD') AS pickup_date, r.equipment_mode,
  r.created_at, r.response_rate::float8 AS response_rate, r.service_level, r.note, r.responded_at`;
const from = 'FROM rate_requests r LEFT JOIN shipments s ON s.id = r.shipment_id';

const out = (r: Row) => ({
  id: r.id,
  status: r.status as RateRequestStatus,
  customerName: r.customer_name,
  shipmentNumber: r.shipment_number,
  origin: { city: r.origin_city, state: r.origin_state },
  destination: { city: r.destination_city, state: r.destination_state },
  pickupDate: r.pickup_date,
  equipmentMode: r.equipment_mode as 0,
  createdAt: r.created_at.toISOString(),
  responseRate: r.response_rate,
  serviceLevel: r.service_level as 0 | null,
  note: r.note,
  respondedAt: r.responded_at?.toISOString() ?? null,
});

/** A rate request with its load's status and stops (none for a request on ad hoc stops). */
async function detailOut(db: Database, row: Row) {
  const { rows: stops } =
    row.shipment_id === null
      ? { rows: [] as StopRow[] }
      : await db.query<StopRow>(
          `SELECT ${stopColumns} FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence`,
          [row.shipment_id],
        );
  return {
    ...out(row),
    shipmentStatus:
      row.shipment_status === null ? null : shipmentStatusDisplay(row.shipment_status as ShipmentStatus),
    stops: stops.map(stopOut),
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One rate request of the caller's company, else 404 (another company's too). */
async function own(db: Database, caller: Caller, id: string): Promise<Row> {
  if (!uuid.test(id)) throw notFound('The rate request');
  const { rows } = await db.query<Row>(`SELECT ${columns} ${from} WHERE r.id = $1 AND r.company_id = $2`, [
    id,
    caller.companyId,
  ]);
  if (!rows[0]) throw notFound('The rate request');
  return rows[0];
}

/**
 * Stores an answer only while the request is still open, in one statement, so two answers at once
 * end with exactly one stored; the other gets the 409.
 */
async function answer(
  db: Database,
  caller: Caller,
  id: string,
  set: string,
  values: unknown[],
): Promise<Row> {
  const row = await own(db, caller, id);
  if (!canAnswerRateRequest(row.status))
    throw new HttpError(409, rateRequestAnswerRefusalMessage(row.status));
  const { rows } = await db.query<{ id: string }>(
    `UPDATE rate_requests SET ${set}, responded_at = now(), responded_by = $3
      WHERE id = $1 AND company_id = $2 AND status = '${S.Sent}' RETURNING id`,
    [row.id, caller.companyId, caller.userId, ...values],
  );
  if (rows.length === 0) {
    const now = await own(db, caller, id);
    throw new HttpError(409, rateRequestAnswerRefusalMessage(now.status));
  }
  return own(db, caller, id);
}

/** Rate requests: search with counts, one request, the carrier's response and decline. */
export function rateRequestRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.rateRequests.search, async ({ services, caller, query }) => {
    const params: unknown[] = [caller.companyId, query.statuses];
    let where = 'r.company_id = $1 AND r.status = ANY($2::text[])';
    if (query.query) {
      params.push(`%${query.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where += ` AND (r.customer_name ILIKE $3 OR s.shipment_number ILIKE $3 OR r.origin_city ILIKE $3
                 OR r.destination_city ILIKE $3)`;
    }
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<Row & { total: number }>(
      `SELECT ${columns}, count(*) OVER ()::int AS total ${from} WHERE ${where}
        ORDER BY r.created_at DESC, r.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const { rows: counts } = await services.db.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM rate_requests WHERE company_id = $1 GROUP BY status',
      [caller.companyId],
    );
    const of = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
    return {
      items: rows.map(out),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      counts: { open: of(S.Sent), responded: of(S.Offered), declined: of(S.Declined) },
    };
  });

  mount(app, contract.rateRequests.byId, async ({ services, caller, params }) =>
    detailOut(services.db, await own(services.db, caller, params.id)),
  );

  mount(app, contract.rateRequests.respond, async ({ services, caller, params, body }) => {
    const row = await answer(
      services.db,
      caller,
      params.id,
      `status = '${S.Offered}', response_rate = $4, service_level = $5, note = $6`,
      [body.rate, body.serviceLevel, body.note?.trim() || null],
    );
    return {
      message: specMessagesEn['shipments.responseSent'],
      rateRequest: await detailOut(services.db, row),
    };
  });

  mount(app, contract.rateRequests.decline, async ({ services, caller, params, body }) =>
    detailOut(
      services.db,
      await answer(services.db, caller, params.id, `status = '${S.Declined}', note = $4`, [
        body.note?.trim() || null,
      ]),
    ),
  );
}
