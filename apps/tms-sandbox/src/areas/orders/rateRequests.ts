import { contract } from '@freightkit/api';
import {
  canRequestRatesForOrder,
  canTenderPlannedOrder,
  orderNotTenderable,
  orderRateRequestProblemKeys,
  orderRatesClosed,
  orderStatusFor,
  OrderStatus,
  RateRequestStatus,
  rateRequestAlreadyOpen,
  tenderCarrierRefusal,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv } from '../../http/context.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import type { ShipmentRow } from '../shipments/detail.ts';
import { shipmentForOrder, tenderableCarrier, tenderOrderShipment } from './shipmentForOrder.ts';
import { orderOut, ownOrder, type OrderRow } from './store.ts';

interface RequestRow {
  id: string;
  carrier_id: string;
  carrier_name: string;
  status: string;
  response_rate: number | null;
  service_level: number | null;
  note: string | null;
  created_at: Date;
  responded_at: Date | null;
}

/** The rate requests on an order's shipment, newest first, each with its carrier and answer. */
async function requestsOf(db: Database, order: OrderRow) {
  const { rows } =
    order.shipment_id === null
      ? { rows: [] as RequestRow[] }
      : await db.query<RequestRow>(
          `SELECT r.id, c.id AS carrier_id, c.name AS carrier_name, r.status, r.response_rate::float8 AS response_rate,
                  r.service_level, r.note, r.created_at, r.responded_at
             FROM rate_requests r JOIN companies c ON c.id = r.company_id
            WHERE r.shipment_id = $1 ORDER BY r.created_at DESC, c.name`,
          [order.shipment_id],
        );
  return {
    shipmentNumber: order.shipment_number,
    items: rows.map((r) => ({
      id: r.id,
      carrier: { id: r.carrier_id, name: r.carrier_name },
      status: r.status as RateRequestStatus,
      responseRate: r.response_rate,
      serviceLevel: r.service_level as 0 | null,
      note: r.note,
      createdAt: r.created_at.toISOString(),
      respondedAt: r.responded_at?.toISOString() ?? null,
    })),
  };
}

/**
 * Refuses (409, naming the carrier) when one of `carriers` already has an open request on the
 * shipment: a broker re-asking the same carrier is told so, and nobody is asked twice.
 */
async function refuseOpenRequests(
  db: Database,
  shipmentId: string,
  carriers: readonly { id: string; name: string }[],
): Promise<void> {
  const { rows } = await db.query<{ company_id: string; shipment_number: string }>(
    `SELECT r.company_id, s.shipment_number FROM rate_requests r JOIN shipments s ON s.id = r.shipment_id
      WHERE r.shipment_id = $1 AND r.status = $2 AND r.company_id = ANY($3::text[])`,
    [shipmentId, RateRequestStatus.Sent, carriers.map((carrier) => carrier.id)],
  );
  const open = carriers.find((carrier) => rows.some((row) => row.company_id === carrier.id));
  if (open && rows[0]) throw new HttpError(409, rateRequestAlreadyOpen(open.name, rows[0].shipment_number));
}

/** The shipment an order is on, as the shipment transitions want it. */
async function shipmentOf(db: Database, order: OrderRow): Promise<ShipmentRow> {
  const { rows } = await db.query<ShipmentRow>(
    `SELECT id, shipment_number, status, max_buy::float8 AS max_buy, order_id, equipment_mode, pro_number
       FROM shipments WHERE id = $1`,
    [order.shipment_id],
  );
  if (!rows[0]) throw new Error(`Order ${order.order_number} names a shipment that is not stored.`);
  return rows[0];
}

/**
 * A broker's rate requests on its orders (ADR 043): follow them, ask one to ten carriers (an Open
 * order is put on its shipment first, as "Create shipment" does), and tender a Planned order at a
 * rate, typically the one a carrier offered. Each request lands in the carrier's /rates as Sent.
 */
export function orderRateRequestRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.orders.rateRequests, async ({ services, caller, params }) =>
    requestsOf(services.db, await ownOrder(services.db, caller, params.orderNumber)),
  );

  mount(app, contract.orders.requestRates, async ({ services, caller, params, body }) => {
    const { db } = services;
    const order = await ownOrder(db, caller, params.orderNumber);
    const status = orderStatusFor(order.shipment_status);
    if (!canRequestRatesForOrder(status))
      throw new HttpError(409, orderRatesClosed(order.order_number, status));
    const problem = orderRateRequestProblemKeys(body.carrierIds).carrierIds;
    if (problem) throw invalidField('carrierIds', problem);
    const carriers = [];
    for (const id of body.carrierIds) {
      const carrier = await tenderableCarrier(db, id);
      if (!carrier) throw invalidField('carrierIds', tenderCarrierRefusal);
      carriers.push(carrier);
    }
    const { origin, destination } = order;
    // Orders hold 2 to 20 stops (domain's orderStopLimits), so both ends exist.
    if (!origin || !destination) throw new Error(`Order ${order.order_number} has no stops.`);
    // Nothing is written when one carrier already has an open request on the load: asked first
    // here, then held by the single INSERT below (one statement: all carriers asked, or none).
    if (order.shipment_id !== null) await refuseOpenRequests(db, order.shipment_id, carriers);
    const shipment =
      order.shipment_id === null || status !== OrderStatus.Planned
        ? (await shipmentForOrder(db, caller, order, null)).shipment
        : await shipmentOf(db, order);
    try {
      await db.query(
        `INSERT INTO rate_requests (company_id, shipment_id, status, customer_name, origin_city, origin_state,
            destination_city, destination_state, pickup_date, equipment_mode, requested_by_company_id)
         SELECT carrier_id, $2, $3, $4, $5, $6, $7, $8, ($9::timestamptz AT TIME ZONE $10)::date, $11, $12
           FROM unnest($1::text[]) AS carrier_id`,
        [
          carriers.map((carrier) => carrier.id),
          shipment.id,
          RateRequestStatus.Sent,
          order.customer_name,
          origin.city,
          origin.state,
          destination.city,
          destination.state,
          origin.early,
          origin.ianaTimezone,
          order.equipment_mode,
          caller.companyId,
        ],
      );
    } catch (error) {
      // The partial unique index (one open request per carrier and load) refused a request another
      // broker's click stored a moment before; the whole statement rolled back, and it is said in words.
      if ((error as { code?: string }).code !== '23505') throw error;
      await refuseOpenRequests(db, shipment.id, carriers);
      throw error;
    }
    const now = await ownOrder(db, caller, order.order_number);
    return { order: await orderOut(db, now), ...(await requestsOf(db, now)) };
  });

  mount(app, contract.orders.tender, async ({ services, caller, params, body }) => {
    const { db } = services;
    const order = await ownOrder(db, caller, params.orderNumber);
    const status = orderStatusFor(order.shipment_status);
    if (!canTenderPlannedOrder(status) || order.shipment_id === null)
      throw new HttpError(409, orderNotTenderable(order.order_number, status));
    const carrier = await tenderableCarrier(db, body.carrierId);
    if (!carrier) throw invalidField('carrierId', tenderCarrierRefusal);
    const shipment = await shipmentOf(db, order);
    await tenderOrderShipment(db, shipment, order, carrier.id, body.rate);
    return {
      order: await orderOut(db, await ownOrder(db, caller, order.order_number)),
      shipmentNumber: shipment.shipment_number,
    };
  });
}
