import type { AnswerSaid, NewShipmentTender } from '@freightkit/api';
import {
  orderRateRequestProblemKeys,
  orderTenderAnswerHours,
  ShipmentStatus,
  tenderCarrierRefusal,
  TenderOfferStatus,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { setStatus, type ShipmentRow } from '../shipments/detail.ts';
import type { OrderRow } from './store.ts';

/** What these writes need of the database: the handle itself, or a transaction of it (ADR 052). */
export type Queryable = Pick<Database, 'query'>;

/**
 * Puts an order on a shipment (spec 1 §4, §7): reuses the draft shipment the order is on, or creates
 * one owned by the broker's company; copies the order's stops (with their zones) and line items;
 * walks it Draft → Ready to Book (→ Tendering when tendered) through the shipment transitions.
 */
export async function shipmentForOrder(
  db: Queryable,
  caller: Caller,
  order: OrderRow,
  maxBuy: number | null,
): Promise<{ shipment: ShipmentRow; reusedDraft: boolean }> {
  let shipment: ShipmentRow | undefined;
  if (order.shipment_id !== null && order.shipment_status === ShipmentStatus.Draft) {
    const { rows } = await db.query<ShipmentRow>(
      `SELECT id, shipment_number, status, max_buy::float8 AS max_buy, order_id, equipment_mode, pro_number
         FROM shipments WHERE id = $1`,
      [order.shipment_id],
    );
    shipment = rows[0];
    await db.query('DELETE FROM shipment_stops WHERE shipment_id = $1', [order.shipment_id]);
    await db.query('DELETE FROM shipment_line_items WHERE shipment_id = $1', [order.shipment_id]);
    await db.query('UPDATE shipments SET max_buy = $2, equipment_mode = $3 WHERE id = $1', [
      order.shipment_id,
      maxBuy,
      order.equipment_mode,
    ]);
  }
  const reusedDraft = shipment !== undefined;
  if (!shipment) {
    const { rows } = await db.query<ShipmentRow>(
      `INSERT INTO shipments (company_id, shipment_number, status, max_buy, order_id, equipment_mode, reference_numbers)
       VALUES ($1, nextval('order_shipment_numbers')::text, $2, $3, $4, $5, $6)
       RETURNING id, shipment_number, status, max_buy::float8 AS max_buy, order_id, equipment_mode, pro_number`,
      [
        caller.companyId,
        ShipmentStatus.Draft,
        maxBuy,
        order.id,
        order.equipment_mode,
        JSON.stringify(order.reference_numbers),
      ],
    );
    shipment = rows[0];
  }
  if (!shipment) throw new Error('The shipment was not stored.');
  await db.query(
    `INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, iana_timezone, early, late, appointment)
     SELECT $1, sequence, stop_type, city, state, postal_code, iana_timezone, early, late, appointment
       FROM order_stops WHERE order_id = $2`,
    [shipment.id, order.id],
  );
  await db.query(
    `INSERT INTO shipment_line_items (shipment_id, position, description, pieces, packaging_type, weight_lbs)
     SELECT $1, row_number() OVER (ORDER BY st.sequence, li.position), li.description, li.quantity, 'Pieces', li.weight_lbs
       FROM order_line_items li JOIN order_stops st ON st.id = li.stop_id WHERE st.order_id = $2`,
    [shipment.id, order.id],
  );
  await db.query('UPDATE orders SET shipment_id = $2, updated_at = now() WHERE id = $1', [
    order.id,
    shipment.id,
  ]);
  return { shipment: await setStatus(db, shipment, ShipmentStatus.ReadyToBook), reusedDraft };
}

/** The id of a carrier a broker may tender to or ask for rates (a carrier company, not Do Not Use), or null. */
export async function tenderableCarrier(
  db: Queryable,
  carrierId: string,
): Promise<{ id: string; name: string } | null> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM companies WHERE id = $1 AND company_type = 'Carrier' AND NOT do_not_use`,
    [carrierId],
  );
  return rows[0] ?? null;
}

/**
 * The carriers a new shipment's tender names (ADR 059): `carrierId`, then `carrierIds`; one to ten, each
 * once (the same rule as asking carriers for rates), each a carrier a broker may tender to. Answers the
 * carriers, or the field and text of the first problem for a 400.
 */
export async function tenderCarriersOf(
  db: Queryable,
  tender: NewShipmentTender,
): Promise<
  | { carriers: { id: string; name: string }[] }
  | { field: 'tender.carrierIds' | 'tender.carrierId'; problem: AnswerSaid }
> {
  const ids = [tender.carrierId, ...(tender.carrierIds ?? [])];
  const listProblem = orderRateRequestProblemKeys(ids).carrierIds;
  if (listProblem) return { field: 'tender.carrierIds', problem: listProblem };
  const found = await Promise.all(ids.map((id) => tenderableCarrier(db, id)));
  const carriers = found.filter((carrier) => carrier !== null);
  if (carriers.length !== ids.length) return { field: 'tender.carrierId', problem: tenderCarrierRefusal };
  return { carriers };
}

/**
 * Tenders an order's shipment to one carrier or several at once (ADR 059) at a line-haul rate: each offer
 * lands in its carrier's /tenders (status Sent), like every offer of a load, and the shipment moves to
 * Tendering. With several, the first carrier to accept books the load and the others' offers are withdrawn
 * (the tenders area's answer).
 */
export async function tenderOrderShipment(
  db: Queryable,
  shipment: ShipmentRow,
  order: OrderRow,
  carrierIds: string | readonly string[],
  rate: number,
): Promise<void> {
  for (const carrierId of typeof carrierIds === 'string' ? [carrierIds] : carrierIds)
    await db.query(
      `INSERT INTO tender_offers (company_id, shipment_id, status, customer_name, rate, weight_lbs, respond_by)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
      [
        carrierId,
        shipment.id,
        TenderOfferStatus.Sent,
        order.customer_name,
        rate,
        order.weight_lbs,
        orderTenderAnswerHours,
      ],
    );
  await setStatus(db, shipment, ShipmentStatus.Tendering);
}
