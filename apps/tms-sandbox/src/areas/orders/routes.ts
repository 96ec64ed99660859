import { contract, type OrderInputBody } from '@freightkit/api';
import {
  canCreateShipmentFromOrder,
  canEditOrder,
  orderAlreadyOnShipmentMessage,
  orderNotEditableMessage,
  orderShipmentProblems,
  orderStatusFor,
  orderStatuses,
  orderTenderAnswerHours,
  ShipmentStatus,
  TenderOfferStatus,
  tenderCarrierRefusal,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, invalidRequestMessage } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { setStatus, type ShipmentRow } from '../shipments/detail.ts';
import {
  listItemOut,
  orderColumns,
  orderFrom,
  orderOut,
  ownOrder,
  statusSql,
  stopLocations,
  writeStops,
  type OrderRow,
} from './store.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const refused = (modelState: Record<string, string>) =>
  new HttpError(400, {
    message: invalidRequestMessage,
    modelState: Object.fromEntries(Object.entries(modelState).map(([k, v]) => [k, [v]])),
  });

/**
 * Puts an order on a shipment (spec 1 §4, §7): reuses the draft shipment the order is on, or creates
 * one owned by the broker's company; copies the order's stops (with their zones) and line items;
 * walks it Draft → Ready to Book (→ Tendering when tendered) through the shipment transitions.
 */
async function shipmentForOrder(
  db: Database,
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

/** Orders: list, counts, one, create, update, and "create a shipment and tender it"; locations to pick. */
export function orderRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.orders.statusCounts, async ({ services, caller }) => {
    const { rows } = await services.db.query<{ status: string; count: number }>(
      `SELECT ${statusSql} AS status, count(*)::int AS count ${orderFrom} WHERE o.company_id = $1 GROUP BY 1`,
      [caller.companyId],
    );
    const byStatus = Object.fromEntries(orderStatuses.entries.map((e) => [e.value, 0])) as Record<
      string,
      number
    >;
    for (const row of rows) byStatus[row.status] = row.count;
    return { all: rows.reduce((n, r) => n + r.count, 0), byStatus };
  });

  mount(app, contract.orders.tenderCarriers, async ({ services }) => {
    const { rows } = await services.db.query<{
      id: string;
      name: string;
      company_number: string;
      mc_number: string | null;
    }>(
      `SELECT id, name, company_number, mc_number FROM companies
        WHERE company_type = 'Carrier' AND NOT do_not_use ORDER BY name`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      companyNumber: r.company_number,
      mcNumber: r.mc_number,
    }));
  });

  mount(app, contract.orders.list, async ({ services, caller, query }) => {
    const params: unknown[] = [caller.companyId];
    const where = ['o.company_id = $1'];
    if (query.status) {
      params.push(query.status);
      where.push(`${statusSql} = $${params.length}`);
    }
    if (query.query) {
      params.push(`%${escapeLike(query.query)}%`);
      const p = `$${params.length}`;
      where.push(`(o.order_number ILIKE ${p} OR o.customer_name ILIKE ${p} OR s.shipment_number ILIKE ${p}
        OR EXISTS (SELECT 1 FROM jsonb_array_elements(o.reference_numbers) r WHERE r->>'value' ILIKE ${p}))`);
    }
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<OrderRow & { total: number }>(
      `SELECT ${orderColumns}, count(*) OVER ()::int AS total ${orderFrom}
        WHERE ${where.join(' AND ')}
        ORDER BY o.updated_at DESC, o.order_number DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return {
      items: rows.map(listItemOut),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.orders.byNumber, async ({ services, caller, params }) =>
    orderOut(services.db, await ownOrder(services.db, caller, params.orderNumber)),
  );

  mount(app, contract.orders.create, async ({ services, caller, body }) => {
    const { db } = services;
    const known = await stopLocations(db, caller, body.stops);
    const { rows } = await db.query<{ order_number: string }>(
      `INSERT INTO orders (company_id, order_type, customer_name, equipment_mode, shipping_mode, freight_value,
         special_instructions, reference_numbers, freight_term_type, markup, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, order_number`,
      orderValues(caller, body),
    );
    const created = rows[0] as { id: string; order_number: string };
    await writeStops(db, created.id, body.stops, known);
    return orderOut(db, await ownOrder(db, caller, created.order_number));
  });

  mount(app, contract.orders.update, async ({ services, caller, params, body }) => {
    const { db } = services;
    const order = await ownOrder(db, caller, params.orderNumber);
    const status = orderStatusFor(order.shipment_status);
    if (!canEditOrder(status)) throw new HttpError(409, orderNotEditableMessage(order.order_number, status));
    const known = await stopLocations(db, caller, body.stops);
    const [, ...values] = orderValues(caller, body);
    await db.query(
      `UPDATE orders SET order_type = $2, customer_name = $3, equipment_mode = $4, shipping_mode = $5,
         freight_value = $6, special_instructions = $7, reference_numbers = $8, freight_term_type = $9, markup = $10,
         updated_at = now()
       WHERE id = $1`,
      [order.id, ...values.slice(0, -1)],
    );
    await writeStops(db, order.id, body.stops, known);
    return orderOut(db, await ownOrder(db, caller, order.order_number));
  });

  mount(app, contract.orders.createShipment, async ({ services, caller, params, body }) => {
    const { db } = services;
    const order = await ownOrder(db, caller, params.orderNumber);
    const status = orderStatusFor(order.shipment_status);
    if (!canCreateShipmentFromOrder(status))
      throw new HttpError(
        409,
        orderAlreadyOnShipmentMessage(order.order_number, order.shipment_number ?? ''),
      );
    const problems = orderShipmentProblems(body);
    if (Object.keys(problems).length > 0) throw refused(problems);
    const tender = body.tender ?? null;
    let carrierId: string | null = null;
    if (tender) {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM companies WHERE id = $1 AND company_type = 'Carrier' AND NOT do_not_use`,
        [tender.carrierId],
      );
      if (!rows[0]) throw refused({ 'tender.carrierId': tenderCarrierRefusal });
      carrierId = rows[0].id;
    }
    const result = await shipmentForOrder(db, caller, order, body.maxBuy ?? null);
    if (tender && carrierId !== null) {
      // The tender lands in the carrier's /tenders (status Sent), like every offer of a load.
      await db.query(
        `INSERT INTO tender_offers (company_id, shipment_id, status, customer_name, rate, weight_lbs, respond_by)
           VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
        [
          carrierId,
          result.shipment.id,
          TenderOfferStatus.Sent,
          order.customer_name,
          tender.rate,
          order.weight_lbs,
          orderTenderAnswerHours,
        ],
      );
      await setStatus(db, result.shipment, ShipmentStatus.Tendering);
    }
    return {
      order: await orderOut(db, await ownOrder(db, caller, order.order_number)),
      shipmentNumber: result.shipment.shipment_number,
      reusedDraft: result.reusedDraft,
    };
  });

  mount(app, contract.locations.company, async ({ services, caller, query }) => {
    const params: unknown[] = [caller.companyId];
    let where = 'company_id = $1';
    if (query.q) {
      params.push(`%${escapeLike(query.q)}%`);
      where += ` AND (name ILIKE $2 OR location_number ILIKE $2 OR city ILIKE $2 OR postal_code ILIKE $2)`;
    }
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<{
      location_number: string;
      name: string;
      location_type: string;
      address_line1: string;
      address_line2: string | null;
      city: string;
      province: string;
      postal_code: string;
      country: string;
      iana_timezone: string;
      phone: string | null;
      email: string | null;
      total: number;
    }>(
      `SELECT *, count(*) OVER ()::int AS total FROM locations WHERE ${where}
        ORDER BY name, location_number LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return {
      items: rows.map((r) => ({
        locationNumber: r.location_number,
        name: r.name,
        locationType: r.location_type,
        addressLine1: r.address_line1,
        addressLine2: r.address_line2,
        city: r.city,
        province: r.province,
        postalCode: r.postal_code,
        country: r.country,
        ianaTimezone: r.iana_timezone,
        phone: r.phone,
        email: r.email,
      })),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** The order's own columns from a body, in the INSERT's order (company first, creator last). */
function orderValues(caller: Caller, body: OrderInputBody): unknown[] {
  return [
    caller.companyId,
    body.orderType,
    body.customerName?.trim(),
    body.equipmentMode,
    body.shippingMode,
    body.freightValue ?? null,
    body.specialInstructions?.trim() || null,
    JSON.stringify(body.referenceNumbers ?? []),
    body.tmsOrderDetails?.freightTermType ?? null,
    body.tmsOrderDetails?.markup ?? null,
    caller.userId,
  ];
}
