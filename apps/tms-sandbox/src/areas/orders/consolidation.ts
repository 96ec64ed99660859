import { answerBody, contract, type ConsolidationCandidate } from '@freightkit/api';
import {
  answer,
  answerText,
  consolidationFit,
  consolidationLimits,
  consolidationProblems,
  consolidationRefusal,
  listPageSize,
  orderShipmentProblemKeys,
  orderStatusFor,
  OrderStatus,
  ShipmentStatus,
  type AnswerMessage,
  type ConsolidationEnd,
  type ConsolidationLimits,
  type ConsolidationOrder,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { setStatus, type ShipmentRow } from '../shipments/detail.ts';
import { autoTender } from './autoTender.ts';
import { tenderCarriersOf, tenderOrderShipment, type Queryable } from './shipmentForOrder.ts';
import {
  listItemOut,
  orderColumns,
  orderFrom,
  orderOut,
  ownOrder,
  statusSql,
  type OrderRow,
} from './store.ts';

interface EndJson {
  early: string;
  late: string;
  latitude: number | null;
  longitude: number | null;
}

/** An order row with what the consolidation rule reads: company, units and both ends placed on the map. */
interface PlanRow extends OrderRow {
  company_id: string;
  units: number;
  first_pickup: EndJson | null;
  last_delivery: EndJson | null;
}

/**
 * The first (ASC) or last (DESC) stop of `o` with its window and its place: the postal code's ZIP in
 * the shipped place table (ADR 026), else the city of that name in its state or province (a Canadian
 * postal code has no row of its own there). No new data set: the load board's table.
 */
const placedEnd = (direction: 'ASC' | 'DESC') =>
  `(SELECT json_build_object('early', st.early, 'late', st.late, 'latitude', q.latitude, 'longitude', q.longitude)
      FROM order_stops st LEFT JOIN LATERAL (
        SELECT latitude, longitude FROM quotable_locations q
         WHERE (q.kind = 'zip' AND q.postal_code = left(st.postal_code, 5))
            OR (q.kind = 'district' AND lower(q.city) = lower(st.city) AND q.state = st.state)
         ORDER BY (q.kind = 'zip') DESC, q.population DESC LIMIT 1) q ON true
     WHERE st.order_id = o.id ORDER BY st.sequence ${direction} LIMIT 1)`;

const planColumns = `${orderColumns}, o.company_id,
  (SELECT coalesce(sum(li.quantity), 0)::int FROM order_line_items li JOIN order_stops st ON st.id = li.stop_id
    WHERE st.order_id = o.id) AS units,
  ${placedEnd('ASC')} AS first_pickup, ${placedEnd('DESC')} AS last_delivery`;

const endOf = (end: EndJson | null): ConsolidationEnd => ({
  point:
    end && end.latitude !== null && end.longitude !== null
      ? { latitude: end.latitude, longitude: end.longitude }
      : null,
  early: new Date(end?.early ?? 0),
  late: new Date(end?.late ?? 0),
});

/** The rule's view of an order row. */
const ruleOrder = (row: PlanRow): ConsolidationOrder => ({
  orderNumber: row.order_number,
  companyId: row.company_id,
  status: orderStatusFor(row.shipment_status),
  shipmentNumber: row.shipment_number,
  equipmentMode: row.equipment_mode,
  shippingMode: row.shipping_mode,
  weightLbs: row.weight_lbs,
  units: row.units,
  firstPickup: endOf(row.first_pickup),
  lastDelivery: endOf(row.last_delivery),
});

/** The caller's orders by number, with what the rule reads; `lock` holds their rows until the transaction ends. */
async function planRows(
  db: Queryable,
  caller: Caller,
  numbers: readonly string[],
  lock: boolean,
): Promise<PlanRow[]> {
  // Lock first, then read (ADR 055): a locking read re-checks only the locked table's newest row, so it
  // would pair an order a second broker just planned with the older snapshot's shipment (none) and see it
  // Open. The read after the lock takes a new snapshot with what the first one committed. Locked in id
  // order, so two brokers locking overlapping orders never deadlock.
  if (lock)
    await db.query(
      'SELECT 1 FROM orders WHERE company_id = $1 AND order_number = ANY($2::text[]) ORDER BY id FOR UPDATE',
      [caller.companyId, numbers],
    );
  const { rows } = await db.query<PlanRow>(
    `SELECT ${planColumns} ${orderFrom} WHERE o.company_id = $1 AND o.order_number = ANY($2::text[])`,
    [caller.companyId, numbers],
  );
  return rows;
}

/** 404 naming the first of `numbers` that is not one of the caller's orders. */
function refuseMissing(rows: readonly PlanRow[], numbers: readonly string[]): void {
  const missing = numbers.find((n) => !rows.some((row) => row.order_number === n));
  if (missing !== undefined) throw notFound(answer('answer.consolidation.notFound', { number: missing }));
}

/** Limits from a query or body (absent ones: spec 1 §9's defaults). */
const limitsOf = (input: Partial<ConsolidationLimits> | undefined): ConsolidationLimits => {
  const given: { -readonly [K in keyof ConsolidationLimits]?: number } = {};
  for (const key of ['maxWeight', 'maxUnits', 'distance', 'dateWindowDays'] as const) {
    const value = input?.[key];
    if (value !== undefined) given[key] = value;
  }
  return consolidationLimits(given);
};

/** 409 naming each order that cannot join, field `orders.<number>`, with its reason. */
function refusal(problems: Readonly<Record<string, AnswerMessage>>): HttpError {
  return new HttpError(
    409,
    answerBody(
      answer('answer.consolidation.refused'),
      Object.fromEntries(Object.entries(problems).map(([number, reason]) => [`orders.${number}`, [reason]])),
    ),
  );
}

/** The shipment an order is on, as the transitions want it. */
async function shipmentById(db: Queryable, id: string): Promise<ShipmentRow | undefined> {
  const { rows } = await db.query<ShipmentRow>(
    `SELECT id, shipment_number, status, max_buy::float8 AS max_buy, order_id, equipment_mode, pro_number
       FROM shipments WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Finding and consolidating orders (spec 2 §7; spec 1 §4, §9; ADR 052): the Open orders judged against
 * an anchor order by domain's rule, and putting several on the anchor's draft shipment (or a new one),
 * in one transaction holding the orders' rows so two brokers never put one order on two shipments.
 */
export function consolidationRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.orderPlanning.consolidatable, async ({ services, caller, params, query }) => {
    const { db } = services;
    const limits = limitsOf(query);
    const [anchorRow] = await planRows(db, caller, [params.orderNumber], false);
    if (!anchorRow) throw notFound(answer('answer.notFound.order', { number: params.orderNumber }));
    const include = (query.include ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '' && n !== anchorRow.order_number);
    // Open orders of the company, and any the broker picked whatever their status (so the dialog says why not).
    const { rows } = await db.query<PlanRow>(
      `SELECT ${planColumns} ${orderFrom}
        WHERE o.company_id = $1 AND o.id <> $2 AND (${statusSql} = $3 OR o.order_number = ANY($4::text[]))
        ORDER BY o.updated_at DESC LIMIT 500`,
      [caller.companyId, anchorRow.id, OrderStatus.Open, include],
    );
    const anchor = ruleOrder(anchorRow);
    const judged: ConsolidationCandidate[] = rows.map((row) => {
      const order = ruleOrder(row);
      const reason = consolidationRefusal(order, anchor, limits);
      const fit = consolidationFit(order, anchor);
      return {
        order: listItemOut(row),
        units: row.units,
        pickupMiles: fit.pickupMiles === null ? null : Math.round(fit.pickupMiles * 10) / 10,
        deliveryMiles: fit.deliveryMiles === null ? null : Math.round(fit.deliveryMiles * 10) / 10,
        reason,
        reasonText: reason ? answerText(reason) : null,
      };
    });
    // Those that can join first, nearest pickup first; those picked in the list always shown.
    const rank = (c: ConsolidationCandidate) =>
      (c.reason ? 1_000_000 : 0) + (c.pickupMiles ?? 100_000) + (c.deliveryMiles ?? 100_000) / 1000;
    judged.sort((a, b) => rank(a) - rank(b) || a.order.orderNumber.localeCompare(b.order.orderNumber));
    const picked = judged.filter((c) => include.includes(c.order.orderNumber));
    const rest = judged.filter((c) => !include.includes(c.order.orderNumber));
    return {
      anchor: {
        orderNumber: anchorRow.order_number,
        weightLbs: anchorRow.weight_lbs,
        units: anchorRow.units,
      },
      limits,
      items: [...picked, ...rest].slice(0, Math.max(listPageSize, picked.length)),
    };
  });

  mount(app, contract.orderPlanning.consolidate, async ({ services, caller, params, body }) => {
    const { db } = services;
    const limits = limitsOf(body.limits);
    const maxBuy = body.maxBuy ?? null;
    const shipmentProblems = orderShipmentProblemKeys({ maxBuy, tender: body.tender ?? null });
    const rateProblem = shipmentProblems['tender.rate'];
    if (rateProblem) throw invalidField('tender.rate', rateProblem);
    // One carrier, or several at once (ADR 059), as when a shipment is created from one order.
    const named = body.tender ? await tenderCarriersOf(db, body.tender) : null;
    if (named && 'field' in named) throw invalidField(named.field, named.problem);
    const carriers = named?.carriers ?? [];
    const numbers = [params.orderNumber, ...body.orderNumbers];

    // One transaction: PGlite runs it alone (other requests wait), and on a PostgreSQL server the
    // lock holds the orders' rows, so a second broker's consolidation of the same order reads it
    // Planned once the first commits and is refused, instead of putting it on a second shipment.
    const result = await db.transaction(async (tx) => {
      const rows = await planRows(tx, caller, numbers, true);
      refuseMissing(rows, numbers);
      const byNumber = new Map(rows.map((row) => [row.order_number, row]));
      const anchorRow = byNumber.get(params.orderNumber) as PlanRow;
      const others = body.orderNumbers.map((n) => ruleOrder(byNumber.get(n) as PlanRow));
      const problems = consolidationProblems(ruleOrder(anchorRow), others, limits);
      if (Object.keys(problems).length > 0) throw refusal(problems);

      // A draft shipment is reused (spec 1 §4, spec 2 §7 "draft shipment lookup or creation"): the anchor's,
      // else the first joining order's in the order the broker listed them; else one is made. The orders'
      // other drafts would be left holding no order, so they are voided (ADR 059). Their orders' rows are
      // locked above, so no other request can reuse one of them meanwhile.
      const ordered = numbers.map((n) => byNumber.get(n) as PlanRow);
      const drafts = ordered.filter(
        (row): row is PlanRow & { shipment_id: string } =>
          row.shipment_id !== null && row.shipment_status === ShipmentStatus.Draft,
      );
      const draft = drafts[0] ? await shipmentById(tx, drafts[0].shipment_id) : undefined;
      let shipment: ShipmentRow;
      if (draft) {
        await tx.query('DELETE FROM shipment_stops WHERE shipment_id = $1', [draft.id]);
        await tx.query('DELETE FROM shipment_line_items WHERE shipment_id = $1', [draft.id]);
        // The reused draft now belongs to the anchor, whose order it was made for or not.
        await tx.query(
          'UPDATE shipments SET max_buy = $2, equipment_mode = $3, order_id = $4, reference_numbers = $5 WHERE id = $1',
          [
            draft.id,
            maxBuy,
            anchorRow.equipment_mode,
            anchorRow.id,
            JSON.stringify(anchorRow.reference_numbers),
          ],
        );
        shipment = { ...draft, max_buy: maxBuy, order_id: anchorRow.id };
      } else {
        const { rows: made } = await tx.query<ShipmentRow>(
          `INSERT INTO shipments (company_id, shipment_number, status, max_buy, order_id, equipment_mode, reference_numbers)
           VALUES ($1, nextval('order_shipment_numbers')::text, $2, $3, $4, $5, $6)
           RETURNING id, shipment_number, status, max_buy::float8 AS max_buy, order_id, equipment_mode, pro_number`,
          [
            caller.companyId,
            ShipmentStatus.Draft,
            maxBuy,
            anchorRow.id,
            anchorRow.equipment_mode,
            JSON.stringify(anchorRow.reference_numbers),
          ],
        );
        shipment = made[0] as ShipmentRow;
      }
      const voided: string[] = [];
      for (const other of drafts.slice(1)) {
        if (other.shipment_id === shipment.id) continue;
        const row = await shipmentById(tx, other.shipment_id);
        if (!row || row.status !== ShipmentStatus.Draft) continue;
        await setStatus(tx, row, ShipmentStatus.Voided);
        voided.push(row.shipment_number);
      }
      const ids = rows.map((row) => row.id);
      // Stops merged: every pickup by its window, then every delivery by its window.
      await tx.query(
        `INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, iana_timezone, early, late, appointment)
         SELECT $1, row_number() OVER (ORDER BY (st.stop_type = 'Receiving'), st.early, st.late, o.order_number, st.sequence),
                st.stop_type, st.city, st.state, st.postal_code, st.iana_timezone, st.early, st.late, st.appointment
           FROM order_stops st JOIN orders o ON o.id = st.order_id WHERE o.id = ANY($2::text[])`,
        [shipment.id, ids],
      );
      await tx.query(
        `INSERT INTO shipment_line_items (shipment_id, position, description, pieces, packaging_type, weight_lbs)
         SELECT $1, row_number() OVER (ORDER BY (o.id = $3) DESC, o.order_number, st.sequence, li.position),
                li.description, li.quantity, 'Pieces', li.weight_lbs
           FROM order_line_items li JOIN order_stops st ON st.id = li.stop_id JOIN orders o ON o.id = st.order_id
          WHERE o.id = ANY($2::text[])`,
        [shipment.id, ids, anchorRow.id],
      );
      await tx.query('UPDATE orders SET shipment_id = $2, updated_at = now() WHERE id = ANY($1::text[])', [
        ids,
        shipment.id,
      ]);
      shipment = await setStatus(tx, shipment, ShipmentStatus.ReadyToBook);
      // The tender offer carries the weight of every order on the load.
      const load: OrderRow = { ...anchorRow, weight_lbs: rows.reduce((sum, row) => sum + row.weight_lbs, 0) };
      let tender: {
        carrierName: string;
        carrierNames?: string[];
        rate: number;
        automatic: boolean;
      } | null;
      const [carrier] = carriers;
      if (body.tender && carrier) {
        await tenderOrderShipment(
          tx,
          shipment,
          load,
          carriers.map((c) => c.id),
          body.tender.rate,
        );
        tender = {
          carrierName: carrier.name,
          ...(carriers.length > 1 ? { carrierNames: carriers.map((c) => c.name) } : {}),
          rate: body.tender.rate,
          automatic: false,
        };
      } else {
        tender = await autoTender(tx, caller.companyId, shipment, load);
      }
      return {
        shipmentNumber: shipment.shipment_number,
        orderNumbers: numbers,
        reusedDraft: draft !== undefined,
        voidedDrafts: voided,
        tender,
      };
    });
    return { order: await orderOut(db, await ownOrder(db, caller, params.orderNumber)), ...result };
  });
}
