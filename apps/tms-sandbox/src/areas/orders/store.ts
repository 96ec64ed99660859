import {
  shipmentStatusDisplay,
  tenderOfferStatusDisplay,
  type Order,
  type OrderInputBody,
  type OrderNotice,
} from '@freightkit/api';
import {
  answer,
  answerText,
  manualLocationNumber,
  orderHoldsItsLocations,
  offersOfALoadInOrder,
  orderStatusByShipmentStatus,
  OrderStatus,
  orderStatusFor,
  storedStopAppointmentDockNotice,
  storedStopDockNotice,
  timeZoneForPostalCode,
  type ScheduleForWindow,
  type ShipmentStatus,
  type TenderOfferStatus,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { HttpError, invalidRequestMessage, notFound } from '../../http/errors.ts';

/** An order row with its shipment's number and status (the order's status is read from it). */
export interface OrderRow {
  id: string;
  order_number: string;
  order_type: string;
  customer_name: string;
  equipment_mode: number;
  shipping_mode: number;
  freight_value: number | null;
  special_instructions: string | null;
  reference_numbers: { label: string; value: string }[];
  freight_term_type: string | null;
  markup: number | null;
  shipment_id: string | null;
  shipment_number: string | null;
  shipment_status: number | null;
  created_at: Date;
  updated_at: Date;
  weight_lbs: number;
  stop_count: number;
  origin: Order['origin'];
  destination: Order['origin'];
}

/**
 * The order status as SQL, from domain's table (so a filter, a count and a row agree): shipment
 * status → order status, Open when on no shipment.
 */
export const statusSql = `CASE ${Object.entries(orderStatusByShipmentStatus)
  .map(([shipment, order]) => `WHEN s.status = ${Number(shipment)} THEN '${order}'`)
  .join(' ')} ELSE '${OrderStatus.Open}' END`;

const endJson = (direction: 'ASC' | 'DESC') =>
  `(SELECT json_build_object('city', city, 'state', state, 'postalCode', postal_code,
      'early', to_char(early AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'ianaTimezone', iana_timezone)
      FROM order_stops WHERE order_id = o.id ORDER BY sequence ${direction} LIMIT 1)`;

/** Columns of an order row. */
export const orderColumns = `o.id, o.order_number, o.order_type, o.customer_name, o.equipment_mode, o.shipping_mode,
  o.freight_value::float8 AS freight_value, o.special_instructions, o.reference_numbers, o.freight_term_type,
  o.markup::float8 AS markup, o.shipment_id, s.shipment_number, s.status AS shipment_status, o.created_at, o.updated_at,
  (SELECT coalesce(sum(li.weight_lbs), 0)::float8 FROM order_line_items li JOIN order_stops st ON st.id = li.stop_id
    WHERE st.order_id = o.id) AS weight_lbs,
  (SELECT count(*)::int FROM order_stops WHERE order_id = o.id) AS stop_count,
  ${endJson('ASC')} AS origin, ${endJson('DESC')} AS destination`;

/** FROM clause of order reads. */
export const orderFrom = 'FROM orders o LEFT JOIN shipments s ON s.id = o.shipment_id';

/** A row in the contract's list shape. */
export function listItemOut(row: OrderRow) {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: orderStatusFor(row.shipment_status),
    orderType: row.order_type as 'SalesOrder',
    customerName: row.customer_name,
    equipmentMode: row.equipment_mode as 0,
    origin: row.origin,
    destination: row.destination,
    stopCount: row.stop_count,
    weightLbs: row.weight_lbs,
    shipmentNumber: row.shipment_number,
    updatedAt: row.updated_at.toISOString(),
  };
}

interface StopRow {
  id: string;
  sequence: number;
  stop_type: 'Shipping' | 'Receiving';
  location_number: string;
  company_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string | null;
  phone: string | null;
  email: string | null;
  iana_timezone: string;
  early: Date;
  late: Date;
  appointment: Date | null;
  reference_numbers: { label: string; value: string }[];
  line_items: { id: string; description: string; quantity: number; weightLbs: number }[];
}

/** One order in the contract's detail shape: stops with line items, and its shipment and tender. */
export async function orderOut(db: Database, row: OrderRow): Promise<Order> {
  const { rows: stops } = await db.query<StopRow>(
    `SELECT st.*, coalesce((SELECT json_agg(json_build_object('id', li.id, 'description', li.description,
              'quantity', li.quantity, 'weightLbs', li.weight_lbs::float8) ORDER BY li.position)
              FROM order_line_items li WHERE li.stop_id = st.id), '[]') AS line_items
       FROM order_stops st WHERE st.order_id = $1 ORDER BY st.sequence`,
    [row.id],
  );
  let shipment: Order['shipment'] = null;
  if (row.shipment_id !== null && row.shipment_number !== null && row.shipment_status !== null) {
    // Every offer sent on the load (up to ten at once, ADR 059), in the order a broker reads them.
    const { rows } = await db.query<{
      id: string;
      name: string;
      status: number;
      rate: number;
      sent_at: Date;
    }>(
      `SELECT t.id, c.name, t.status, t.rate::float8 AS rate, t.sent_at FROM tender_offers t
         JOIN companies c ON c.id = t.company_id WHERE t.shipment_id = $1`,
      [row.shipment_id],
    );
    const tenders = offersOfALoadInOrder(
      rows.map((t) => ({ ...t, status: t.status as TenderOfferStatus, sentAt: t.sent_at })),
    ).map((t) => ({
      id: t.id,
      carrierName: t.name,
      status: tenderOfferStatusDisplay(t.status),
      rate: t.rate,
      sentAt: t.sent_at.toISOString(),
    }));
    shipment = {
      id: row.shipment_id,
      shipmentNumber: row.shipment_number,
      status: shipmentStatusDisplay(row.shipment_status as ShipmentStatus),
      tender: tenders[0] ?? null,
      tenders,
    };
  }
  const { shipmentNumber: _number, ...item } = listItemOut(row);
  const notices = orderHoldsItsLocations(item.status) ? await dockNotices(db, row, stops) : [];
  return {
    ...item,
    shippingMode: row.shipping_mode as 0,
    freightValue: row.freight_value,
    specialInstructions: row.special_instructions,
    referenceNumbers: row.reference_numbers,
    tmsOrderDetails: { freightTermType: row.freight_term_type, markup: row.markup },
    stops: stops.map((s) => ({
      id: s.id,
      sequence: s.sequence,
      stopType: s.stop_type,
      locationNumber: s.location_number,
      location: {
        companyName: s.company_name,
        addressLine1: s.address_line1,
        addressLine2: s.address_line2,
        city: s.city,
        state: s.state,
        postalCode: s.postal_code,
        country: s.country,
        phone: s.phone,
        email: s.email,
      },
      ianaTimezone: s.iana_timezone,
      earlyDateTime: s.early.toISOString(),
      lateDateTime: s.late.toISOString(),
      appointmentDateTime: s.appointment?.toISOString() ?? null,
      referenceNumbers: s.reference_numbers,
      lineItems: s.line_items,
    })),
    shipment,
    createdAt: row.created_at.toISOString(),
    notices,
  };
}

/**
 * The stops of an order whose window meets none of their location's dock hours (ADR 051 amended, ADR 059):
 * each a caution on the stop's early time, judged by domain's rule on the stop's own clock as the form
 * judged it. The order is saved all the same. Read with the order, so the preview shows what the form
 * showed, and a location's hours changed since are judged too. A delivered order is not judged.
 */
async function dockNotices(
  db: Database,
  row: OrderRow,
  stops: readonly Pick<
    StopRow,
    'stop_type' | 'location_number' | 'early' | 'late' | 'appointment' | 'iana_timezone'
  >[],
): Promise<OrderNotice[]> {
  const numbers = stops.map((s) => s.location_number).filter((n) => n !== manualLocationNumber);
  if (numbers.length === 0) return [];
  const { rows: schedules } = await db.query<ScheduleForWindow & { location_number: string }>(
    `SELECT l.location_number, s.name, s.equipment_modes AS "equipmentModes", s.shipping_modes AS "shippingModes",
            s.stop_types AS "stopTypes",
            COALESCE((SELECT jsonb_agg(jsonb_build_object('dayOfWeek', h.day_of_week, 'isClosed', h.is_closed,
                'isTwentyFourHour', h.is_twenty_four_hour, 'startTime', h.start_time, 'endTime', h.end_time)
                ORDER BY h.day_of_week) FROM dock_hours h WHERE h.schedule_id = s.id), '[]'::jsonb) AS "dockHours"
       FROM orders o JOIN locations l ON l.company_id = o.company_id AND l.location_number = ANY($2::text[])
       JOIN dock_schedules s ON s.location_id = l.id
      WHERE o.id = $1 ORDER BY s.created_at, s.name`,
    [row.id, numbers],
  );
  const notices: OrderNotice[] = [];
  const modes = { equipmentMode: row.equipment_mode, shippingMode: row.shipping_mode };
  stops.forEach((stop, i) => {
    const held = {
      stopType: stop.stop_type,
      schedules: schedules.filter((s) => s.location_number === stop.location_number),
      ianaTimezone: stop.iana_timezone,
    };
    const window = storedStopDockNotice(
      { ...held, earlyDateTime: stop.early.toISOString(), lateDateTime: stop.late.toISOString() },
      modes,
    );
    if (window)
      notices.push({
        field: `stops.${String(i)}.earlyDateTime`,
        message: answerText(window),
        answer: window,
      });
    // An appointment is an instant the dock must be open at, whatever the window says.
    const appointment = storedStopAppointmentDockNotice(
      { ...held, appointmentDateTime: stop.appointment?.toISOString() ?? null },
      modes,
    );
    if (appointment)
      notices.push({
        field: `stops.${String(i)}.appointmentDateTime`,
        message: answerText(appointment),
        answer: appointment,
      });
  });
  return notices;
}

/** One order of the caller's company by number; another company's answers 404 like a missing one. */
export async function ownOrder(
  db: Pick<Database, 'query'>,
  caller: Caller,
  orderNumber: string,
): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} ${orderFrom} WHERE o.company_id = $1 AND o.order_number = $2`,
    [caller.companyId, orderNumber],
  );
  const row = rows[0];
  if (!row) throw notFound(answer('answer.notFound.order', { number: orderNumber }));
  return row;
}

interface LocationRow {
  location_number: string;
  name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  iana_timezone: string;
  phone: string | null;
  email: string | null;
}

/** The company's locations a body's stops name, by number. */
export type KnownLocations = ReadonlyMap<string, LocationRow>;

/**
 * Looks up the company locations the stops name; an unknown (or another company's) number is a 400
 * on that stop. Called before anything is written, so a refused body changes nothing.
 */
export async function stopLocations(
  db: Database,
  caller: Caller,
  stops: OrderInputBody['stops'],
): Promise<KnownLocations> {
  const numbers = stops.map((s) => s.locationNumber).filter((n) => n !== manualLocationNumber);
  const { rows: locations } = await db.query<LocationRow>(
    'SELECT * FROM locations WHERE company_id = $1 AND location_number = ANY($2::text[])',
    [caller.companyId, numbers],
  );
  const known = new Map(locations.map((l) => [l.location_number, l]));
  const unknown: Record<string, string[]> = {};
  stops.forEach((s, i) => {
    if (s.locationNumber !== manualLocationNumber && !known.has(s.locationNumber))
      unknown[`stops.${i}.locationNumber`] = ['Pick one of your locations or enter the address.'];
  });
  if (Object.keys(unknown).length > 0)
    throw new HttpError(400, { message: invalidRequestMessage, modelState: unknown });
  return known;
}

/**
 * Writes an order's stops and line items (replacing any), from a body the contract has checked. A
 * stop at one of the company's locations copies the location's address; a manual stop keeps what
 * was typed. Each stop's zone comes from its postal code (or the location's zone).
 */
export async function writeStops(
  db: Database,
  orderId: string,
  stops: OrderInputBody['stops'],
  known: KnownLocations,
): Promise<void> {
  // Line-item ids sent back keep their identity only if they were this order's (never another's).
  const { rows: kept } = await db.query<{ id: string }>(
    'SELECT li.id FROM order_line_items li JOIN order_stops st ON st.id = li.stop_id WHERE st.order_id = $1',
    [orderId],
  );
  const ownIds = new Set(kept.map((k) => k.id.toLowerCase()));
  await db.query('DELETE FROM order_stops WHERE order_id = $1', [orderId]);
  for (const [i, stop] of stops.entries()) {
    const location = known.get(stop.locationNumber);
    const manual = stop.location ?? {};
    const address = location
      ? {
          companyName: location.name,
          addressLine1: location.address_line1,
          addressLine2: location.address_line2,
          city: location.city,
          state: location.province,
          postalCode: location.postal_code,
          country: location.country,
          phone: location.phone,
          email: location.email,
          zone: location.iana_timezone,
        }
      : {
          companyName: manual.companyName ?? '',
          addressLine1: manual.addressLine1 ?? '',
          addressLine2: manual.addressLine2 ?? null,
          city: manual.city ?? '',
          state: (manual.state ?? '').toUpperCase(),
          postalCode: (manual.postalCode ?? '').toUpperCase(),
          country: manual.country ?? null,
          phone: manual.phoneNumbers?.[0]?.number ?? null,
          email: manual.email ?? null,
          zone: timeZoneForPostalCode(manual.postalCode) ?? 'UTC',
        };
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO order_stops (order_id, sequence, stop_type, location_number, company_name, address_line1,
         address_line2, city, state, postal_code, country, phone, email, google_id, iana_timezone, early, late,
         appointment, reference_numbers)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
      [
        orderId,
        i + 1,
        stop.stopType,
        stop.locationNumber,
        address.companyName,
        address.addressLine1,
        address.addressLine2,
        address.city,
        address.state,
        address.postalCode,
        address.country,
        address.phone,
        address.email,
        location ? null : (manual.googleId ?? null),
        address.zone,
        stop.earlyDateTime,
        stop.lateDateTime,
        stop.appointmentDateTime ?? null,
        JSON.stringify(stop.referenceNumbers ?? []),
      ],
    );
    const stopId = rows[0]?.id ?? '';
    for (const [j, item] of (stop.lineItems ?? []).entries()) {
      // A GUID id from an earlier save keeps the line item's identity; others get a new one.
      await db.query(
        `INSERT INTO order_line_items (id, stop_id, position, description, quantity, weight_lbs)
         VALUES (coalesce($1, gen_random_uuid()::text), $2, $3, $4, $5, $6)`,
        [
          item.id && ownIds.has(item.id.toLowerCase()) ? item.id.toLowerCase() : null,
          stopId,
          j + 1,
          item.description ?? '',
          item.quantity,
          item.weightLbs,
        ],
      );
    }
  }
}

/**
 * Makes `copies` copies of an order in one statement (all or none): each a new Open order of the same
 * company, customer, equipment, freight, references and markup, on no shipment, created by `createdBy`,
 * with the same stops (addresses, windows, appointments, references) and line items, each copy's stop
 * times `shiftDays` later than the one before. Answers the new orders' numbers in the order they were made.
 */
export async function duplicateOrder(
  db: Database,
  orderId: string,
  copies: number,
  createdBy: string,
  shiftDays = 0,
): Promise<string[]> {
  // Copy k (numbered in the order the copies were made) moves its stops k × shiftDays days, each in
  // its own time zone, so a 08:00 pickup stays at 08:00 local across a change of daylight saving time.
  const shifted = (column: string) =>
    `((s.${column} AT TIME ZONE s.iana_timezone) + make_interval(days => c.copy * $4::int)) AT TIME ZONE s.iana_timezone`;
  const { rows } = await db.query<{ order_number: string }>(
    `WITH made AS (
       INSERT INTO orders (company_id, order_type, customer_name, equipment_mode, shipping_mode, freight_value,
                           special_instructions, reference_numbers, freight_term_type, markup, created_by)
       SELECT o.company_id, o.order_type, o.customer_name, o.equipment_mode, o.shipping_mode, o.freight_value,
              o.special_instructions, o.reference_numbers, o.freight_term_type, o.markup, $3
         FROM orders o CROSS JOIN generate_series(1, $2::int) AS copy
        WHERE o.id = $1
        ORDER BY copy
       RETURNING id, order_number
     ), copies AS (
       SELECT id, order_number, row_number() OVER (ORDER BY order_number::bigint)::int AS copy FROM made
     ), stops AS (
       INSERT INTO order_stops (order_id, sequence, stop_type, location_number, company_name, address_line1,
                                address_line2, city, state, postal_code, country, phone, email, google_id,
                                iana_timezone, early, late, appointment, reference_numbers)
       SELECT c.id, s.sequence, s.stop_type, s.location_number, s.company_name, s.address_line1,
              s.address_line2, s.city, s.state, s.postal_code, s.country, s.phone, s.email, s.google_id,
              s.iana_timezone, ${shifted('early')}, ${shifted('late')}, ${shifted('appointment')},
              s.reference_numbers
         FROM copies c CROSS JOIN order_stops s
        WHERE s.order_id = $1
       RETURNING id, sequence
     ), items AS (
       INSERT INTO order_line_items (stop_id, position, description, quantity, weight_lbs)
       SELECT n.id, li.position, li.description, li.quantity, li.weight_lbs
         FROM stops n
         JOIN order_stops o ON o.order_id = $1 AND o.sequence = n.sequence
         JOIN order_line_items li ON li.stop_id = o.id
     )
     SELECT order_number FROM copies ORDER BY copy`,
    [orderId, copies, createdBy, shiftDays],
  );
  return rows.map((row) => row.order_number);
}
