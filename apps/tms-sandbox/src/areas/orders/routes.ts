import { contract, type AnswerSaid, type OrderInputBody } from '@freightkit/api';
import {
  canCreateShipmentFromOrder,
  canEditOrder,
  orderAlreadyOnShipment,
  orderNotEditable,
  orderCopiesProblemKeys,
  orderShipmentProblemKeys,
  orderStatusFor,
  orderStatuses,
  tenderCarrierRefusal,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { autoTender, autoTenderRoutes } from './autoTender.ts';
import { consolidationRoutes } from './consolidation.ts';
import { orderFilterSetRoutes } from './filterSets.ts';
import { orderFilterWhere } from './listFilters.ts';
import { ltlRoutes } from './ltl.ts';
import { orderRateRequestRoutes } from './rateRequests.ts';
import { shipmentForOrder, tenderCarriersOf, tenderOrderShipment } from './shipmentForOrder.ts';
import {
  duplicateOrder,
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

/** A 400 naming each field a rule found wrong (one text per field). */
const refused = (problems: Readonly<Record<string, AnswerSaid>>) =>
  invalid(Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]])));

/** Orders: list, counts, one, create, update, and "create a shipment and tender it". */
export function orderRoutes(app: Hono<AppEnv>): void {
  // Static paths (orders/settings/…) before orders/{orderNumber}.
  autoTenderRoutes(app);
  orderFilterSetRoutes(app);
  mount(app, contract.orders.statusCounts, async ({ services, caller, query }) => {
    // The counts follow every filter but the status, so each tab says what it would show.
    const { sql, params } = orderFilterWhere(caller, query, false);
    const { rows } = await services.db.query<{ status: string; count: number }>(
      `SELECT ${statusSql} AS status, count(*)::int AS count ${orderFrom} WHERE ${sql} GROUP BY 1`,
      params,
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
    const { sql, params } = orderFilterWhere(caller, query);
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await services.db.query<OrderRow & { total: number }>(
      `SELECT ${orderColumns}, count(*) OVER ()::int AS total ${orderFrom}
        WHERE ${sql}
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
    if (!canEditOrder(status)) throw new HttpError(409, orderNotEditable(order.order_number, status));
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

  // Any order may be copied, whatever its status: the copies start Open, on no shipment.
  mount(app, contract.orders.duplicate, async ({ services, caller, params, body }) => {
    const shiftDays = body.shiftDays ?? 0;
    const problems = orderCopiesProblemKeys(body.copies, shiftDays);
    if (Object.keys(problems).length > 0) throw refused(problems);
    const order = await ownOrder(services.db, caller, params.orderNumber);
    return {
      orderNumbers: await duplicateOrder(services.db, order.id, body.copies, caller.userId, shiftDays),
    };
  });

  mount(app, contract.orders.createShipment, async ({ services, caller, params, body }) => {
    const problems = orderShipmentProblemKeys(body);
    const tender = body.tender ?? null;
    // One carrier, or several at once (ADR 059).
    const named = tender ? await tenderCarriersOf(services.db, tender) : null;
    if (named && 'field' in named && named.field === 'tender.carrierIds')
      throw refused({ [named.field]: named.problem });
    const carriers = named && 'carriers' in named ? named.carriers : null;
    const carrier = carriers?.[0] ?? null;
    // One transaction holding the order's row (ADR 055): on a server a second broker's request waits, then
    // reads the order Planned and is refused, instead of putting it on a second shipment.
    const made = await services.db.transaction(async (db) => {
      await db.query('SELECT 1 FROM orders WHERE company_id = $1 AND order_number = $2 FOR UPDATE', [
        caller.companyId,
        params.orderNumber,
      ]);
      const order = await ownOrder(db, caller, params.orderNumber);
      const status = orderStatusFor(order.shipment_status);
      if (!canCreateShipmentFromOrder(status))
        throw new HttpError(409, orderAlreadyOnShipment(order.order_number, order.shipment_number ?? ''));
      if (Object.keys(problems).length > 0) throw refused(problems);
      if (tender && (!carrier || !carriers)) throw refused({ 'tender.carrierId': tenderCarrierRefusal });
      const result = await shipmentForOrder(db, caller, order, body.maxBuy ?? null);
      let sent: { carrierName: string; carrierNames?: string[]; rate: number; automatic: boolean } | null;
      if (tender && carrier && carriers) {
        await tenderOrderShipment(
          db,
          result.shipment,
          order,
          carriers.map((c) => c.id),
          tender.rate,
        );
        sent = {
          carrierName: carrier.name,
          ...(carriers.length > 1 ? { carrierNames: carriers.map((c) => c.name) } : {}),
          rate: tender.rate,
          automatic: false,
        };
      } else {
        // Spec 1 §4: automatic tendering, when the broker switched it on for a status the shipment walked.
        sent = await autoTender(db, caller.companyId, result.shipment, order);
      }
      return { order, result, sent };
    });
    const { db } = services;
    return {
      order: await orderOut(db, await ownOrder(db, caller, made.order.order_number)),
      shipmentNumber: made.result.shipment.shipment_number,
      reusedDraft: made.result.reusedDraft,
      tender: made.sent,
    };
  });

  orderRateRequestRoutes(app);
  consolidationRoutes(app);
  ltlRoutes(app);
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
