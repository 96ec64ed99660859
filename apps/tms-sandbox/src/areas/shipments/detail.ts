import { contract, shipmentStatusDisplay } from '@freightkit/api';
import {
  answer,
  can,
  canAssignDrivers,
  canChangeShipmentStatus,
  canEditEquipment,
  canQuickCloseShipment,
  canRecordStopTimes,
  capabilityRefusals,
  closedLoadRefusal,
  statusChangeRefusal,
  stopTimesRefusal,
  statusChangeRefusalAnswer,
  ShipmentStatus,
  shipmentStatuses,
  stopDateTime,
  type StopTimeInput,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { assertAssignable } from '../equipment/routes.ts';
import { shipmentScope } from './scope.ts';

/** A shipment row as the detail routes read it. */
export interface ShipmentRow {
  id: string;
  shipment_number: string;
  status: number;
  max_buy: number | null;
  order_id: string | null;
  equipment_mode: number;
  pro_number: string | null;
}

/** One shipment the caller may see (their company; a driver-only user: their loads), else 404. */
export async function ownShipment(db: Database, caller: Caller, id: string): Promise<ShipmentRow> {
  const scope = shipmentScope(caller, 's', 2);
  const { rows } = await db.query<ShipmentRow>(
    `SELECT s.id, s.shipment_number, s.status, s.max_buy::float8 AS max_buy, s.order_id, s.equipment_mode,
            s.pro_number
       FROM shipments s WHERE s.id = $1 AND ${scope.sql}`,
    [id, ...scope.params],
  );
  const row = rows[0];
  if (!row || !shipmentStatuses.is(row.status)) throw notFound('The shipment');
  return row;
}

/**
 * Refuses a driver or equipment change unless domain's rule allows this caller on this load
 * (`canAssignDrivers` / `canEditEquipment`, the ones the portal shows the editors by): 403 without
 * the office's capability, 400 on a closed load.
 */
export function requireDriverChange(
  caller: Caller,
  shipment: ShipmentRow,
  rule: typeof canAssignDrivers,
): void {
  if (rule(caller, { status: shipment.status })) return;
  if (!can(caller, 'shipments.manage')) throw forbidden(capabilityRefusals['shipments.manage']);
  throw invalidField('status', closedLoadRefusal(shipment.status));
}

/**
 * Refuses a status change unless domain's `statusChangeRefusal` allows this caller (the rule the
 * portal offers the changes by): 403 when the caller's capability does not cover it, 400 otherwise.
 */
export function requireStatusChange(caller: Caller, shipment: ShipmentRow, target: number): void {
  const refusal = statusChangeRefusal(caller, { status: shipment.status }, target);
  if (refusal === null) return;
  const message = statusChangeRefusalAnswer(refusal, shipment.status, target);
  throw refusal === 'capability' ? forbidden(message) : invalidField('status', message);
}

/** A stop row. */
export interface StopRow {
  id: string;
  sequence: number;
  stop_type: 'Shipping' | 'Receiving';
  city: string;
  state: string;
  postal_code: string;
  iana_timezone: string;
  early: Date;
  late: Date;
  appointment: Date | null;
  arrival: Date | null;
  departure: Date | null;
}

/** Columns of a {@link StopRow}. */
export const stopColumns =
  'id, sequence, stop_type, city, state, postal_code, iana_timezone, early, late, appointment, arrival, departure';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A stop in the contract's stop-detail shape. */
export const stopOut = (stop: StopRow) => ({
  shipmentStopId: stop.id,
  sequence: stop.sequence,
  stopType: stop.stop_type,
  early: stop.early.toISOString(),
  late: stop.late.toISOString(),
  appointment: iso(stop.appointment),
  arrival: iso(stop.arrival),
  departure: iso(stop.departure),
  locationAddress: { zip: stop.postal_code, city: stop.city, state: stop.state },
  location: {
    city: stop.city,
    state: stop.state,
    postalCode: stop.postal_code,
    ianaTimezone: stop.iana_timezone,
  },
});

/** One stop of a shipment, else 404. */
export async function stopOf(db: Database, shipmentId: string, stopId: string): Promise<StopRow> {
  const { rows } = await db.query<StopRow>(
    `SELECT ${stopColumns} FROM shipment_stops WHERE id = $1 AND shipment_id = $2`,
    [stopId, shipmentId],
  );
  if (!rows[0]) throw notFound('The stop');
  return rows[0];
}

/** A time entered in the stop's zone as a UTC instant; a bad date (30 February) answers 400. */
export function instant(field: string, input: StopTimeInput | null, timeZone: string): string | null {
  if (input === null) return null;
  const value = stopDateTime(input, timeZone);
  if (value === null) throw invalidField(field, answer('answer.shipments.notADateTime'));
  return value;
}

/** A shipment in the contract's shape. */
export async function shipmentOut(db: Database, row: ShipmentRow) {
  const { rows } = await db.query<StopRow>(
    `SELECT ${stopColumns} FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence`,
    [row.id],
  );
  return {
    id: row.id,
    shipmentNumber: row.shipment_number,
    shipmentStatus: row.status as ShipmentStatus,
    maxBuy: row.max_buy,
    orderId: row.order_id,
    equipmentMode: row.equipment_mode as 0,
    proNumber: row.pro_number,
    stops: rows.map((stop) => ({
      shipmentStopId: stop.id,
      early: stop.early.toISOString(),
      late: stop.late.toISOString(),
      appointment: iso(stop.appointment),
      locationAddress: { zip: stop.postal_code, city: stop.city, state: stop.state },
    })),
  };
}

/** A driver row. */
export interface DriverRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  profile_picture_file_id: string | null;
  user_id: string | null;
}

/** Columns of {@link DriverRow} from `drivers d`. */
export const driverColumns =
  'd.id, d.first_name, d.last_name, d.email, d.phone, d.profile_picture_file_id, d.user_id';

/** A driver in the contract's shape. */
export const driverOut = (d: DriverRow) => ({
  id: d.id,
  firstName: d.first_name,
  lastName: d.last_name,
  name: `${d.first_name} ${d.last_name}`,
  primaryEmail: d.email,
  primaryPhone: d.phone,
  profilePictureFileId: d.profile_picture_file_id,
});

async function driversOf(db: Database, shipmentId: string) {
  const { rows } = await db.query<DriverRow>(
    `SELECT ${driverColumns} FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id
      WHERE sd.shipment_id = $1 ORDER BY sd.assigned_at, d.last_name, d.first_name`,
    [shipmentId],
  );
  return rows;
}

/**
 * Keeps the shipment's driver-only visibility in step with its assigned drivers: the first assigned
 * driver with a portal user is the one whose driver-only user sees the load.
 */
export async function syncDriverUser(db: Database, shipmentId: string): Promise<void> {
  await db.query(
    `UPDATE shipments SET driver_user_id = (
       SELECT d.user_id FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id
        WHERE sd.shipment_id = $1 AND d.user_id IS NOT NULL ORDER BY sd.assigned_at LIMIT 1)
      WHERE id = $1`,
    [shipmentId],
  );
}

/** Changes the status along domain's transitions (400 otherwise) and records a tracking activity. */
export async function setStatus(
  db: Pick<Database, 'query'>,
  row: ShipmentRow,
  status: ShipmentStatus,
): Promise<ShipmentRow> {
  if (!canChangeShipmentStatus(row.status, status)) {
    throw invalidField(
      'status',
      `A shipment cannot go from ${shipmentStatuses.label(row.status) ?? String(row.status)} to ${
        shipmentStatuses.label(status) ?? String(status)
      }.`,
    );
  }
  await db.query('UPDATE shipments SET status = $2 WHERE id = $1', [row.id, status]);
  await db.query(
    `INSERT INTO tracking_activities (shipment_id, occurred_at, status, city, state, description)
     SELECT $1, now(), $2, coalesce(st.city, ''), coalesce(st.state, ''), $3
       FROM (SELECT 1) one LEFT JOIN LATERAL (
         SELECT city, state FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence LIMIT 1) st ON true`,
    [row.id, status, `Status changed to ${shipmentStatuses.label(status) ?? String(status)}`],
  );
  return { ...row, status };
}

/** An equipment row. */
export interface EquipmentRow {
  tractor_number: string | null;
  trailer_number: string | null;
  license_plate: string | null;
  license_plate_state: string | null;
}

/** Equipment in the contract's shape (all null when none was saved). */
export const equipmentOut = (row: EquipmentRow | undefined) => ({
  tractorNumber: row?.tractor_number ?? null,
  trailerNumber: row?.trailer_number ?? null,
  licensePlate: row?.license_plate ?? null,
  licensePlateState: row?.license_plate_state ?? null,
});

const blankToNull = (text: string | null) => (text === null || text === '' ? null : text);

/** A shipment's tracking history, newest first (at most `limit` activities when given). */
export async function trackingHistory(db: Database, shipmentId: string, limit?: number) {
  const { rows } = await db.query<{
    id: string;
    occurred_at: Date;
    status: number;
    city: string;
    state: string;
    description: string;
  }>(
    `SELECT id, occurred_at, status, city, state, description FROM tracking_activities
      WHERE shipment_id = $1 ORDER BY occurred_at DESC, id LIMIT $2`,
    [shipmentId, limit ?? null],
  );
  return rows
    .filter((r) => shipmentStatuses.is(r.status))
    .map((r) => ({
      id: r.id,
      occurredAt: r.occurred_at.toISOString(),
      status: shipmentStatusDisplay(r.status as ShipmentStatus),
      city: r.city,
      state: r.state,
      description: r.description,
    }));
}

/** One shipment's sub-resources and changes: stops, drivers, equipment, tracking, pro number, status. */
export function shipmentDetailRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.shipments.searchDrivers, async ({ services, caller, query }) => {
    if (query.companyId !== caller.companyId) throw notFound('The company');
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await services.db.query<DriverRow & { total: number }>(
      `SELECT ${driverColumns}, count(*) OVER ()::int AS total FROM drivers d
        WHERE d.company_id = $1
          AND ((d.first_name || ' ' || d.last_name) ILIKE $2 OR d.email ILIKE $2 OR d.phone ILIKE $2)
        ORDER BY d.last_name, d.first_name, d.id LIMIT $3 OFFSET $4`,
      [caller.companyId, pattern, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      items: rows.map(driverOut),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.shipments.stops, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<StopRow>(
      `SELECT ${stopColumns} FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence`,
      [shipment.id],
    );
    return rows.map(stopOut);
  });

  mount(app, contract.shipments.updateStopAppointment, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const stop = await stopOf(services.db, shipment.id, params.stopId);
    const appointment = instant('appointment', body.appointment, stop.iana_timezone);
    await services.db.query('UPDATE shipment_stops SET appointment = $2 WHERE id = $1', [
      stop.id,
      appointment,
    ]);
    return stopOut(await stopOf(services.db, shipment.id, stop.id));
  });

  mount(app, contract.shipments.updateStopArrivalDeparture, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const stop = await stopOf(services.db, shipment.id, params.stopId);
    if (!canRecordStopTimes(shipment.status)) {
      throw invalidField(
        'status',
        `Stop times cannot be recorded while the shipment is ${shipmentStatuses.label(shipment.status) ?? String(shipment.status)}.`,
      );
    }
    const arrival =
      body.arrival === undefined ? iso(stop.arrival) : instant('arrival', body.arrival, stop.iana_timezone);
    const departure =
      body.departure === undefined
        ? iso(stop.departure)
        : instant('departure', body.departure, stop.iana_timezone);
    // Domain's rule: a departure after its arrival, and the stops reached in order.
    const { rows: others } = await services.db.query<StopRow>(
      `SELECT ${stopColumns} FROM shipment_stops WHERE shipment_id = $1 AND id <> $2`,
      [shipment.id, stop.id],
    );
    const date = (value: string | null): Date | null => (value === null ? null : new Date(value));
    const refusal = stopTimesRefusal(
      { sequence: stop.sequence, arrival: date(arrival), departure: date(departure) },
      others.map((other) => ({
        sequence: other.sequence,
        arrival: other.arrival,
        departure: other.departure,
      })),
    );
    if (refusal !== null) throw invalidField(refusal.field, refusal.answer);
    await services.db.query('UPDATE shipment_stops SET arrival = $2, departure = $3 WHERE id = $1', [
      stop.id,
      arrival,
      departure,
    ]);
    return stopOut(await stopOf(services.db, shipment.id, stop.id));
  });

  mount(app, contract.shipments.drivers, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    return (await driversOf(services.db, shipment.id)).map(driverOut);
  });

  mount(app, contract.shipments.assignDriver, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    requireDriverChange(caller, shipment, canAssignDrivers);
    const { rows } = await services.db.query<{ id: string }>(
      'SELECT id FROM drivers WHERE id = $1 AND company_id = $2',
      [body.driverId, caller.companyId],
    );
    if (!rows[0]) throw notFound('The driver');
    await services.db.query(
      'INSERT INTO shipment_drivers (shipment_id, driver_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [shipment.id, body.driverId],
    );
    await syncDriverUser(services.db, shipment.id);
    return (await driversOf(services.db, shipment.id)).map(driverOut);
  });

  mount(app, contract.shipments.removeDriver, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    requireDriverChange(caller, shipment, canAssignDrivers);
    const { rows } = await services.db.query<{ driver_id: string }>(
      'DELETE FROM shipment_drivers WHERE shipment_id = $1 AND driver_id = $2 RETURNING driver_id',
      [shipment.id, params.driverId],
    );
    if (!rows[0]) throw notFound('The driver');
    await syncDriverUser(services.db, shipment.id);
    return (await driversOf(services.db, shipment.id)).map(driverOut);
  });

  mount(app, contract.shipments.equipment, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<EquipmentRow>(
      'SELECT * FROM shipment_equipment WHERE shipment_id = $1',
      [shipment.id],
    );
    return equipmentOut(rows[0]);
  });

  mount(app, contract.shipments.saveEquipment, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    requireDriverChange(caller, shipment, canEditEquipment);
    // A retired unit of the carrier's fleet is never assigned to a load (ADR 038).
    await assertAssignable(services.db, caller, body);
    const { rows } = await services.db.query<EquipmentRow>(
      `INSERT INTO shipment_equipment (shipment_id, tractor_number, trailer_number, license_plate, license_plate_state)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (shipment_id) DO UPDATE SET tractor_number = $2, trailer_number = $3, license_plate = $4,
                                               license_plate_state = $5
       RETURNING *`,
      [
        shipment.id,
        blankToNull(body.tractorNumber),
        blankToNull(body.trailerNumber),
        blankToNull(body.licensePlate),
        blankToNull(body.licensePlateState),
      ],
    );
    return equipmentOut(rows[0]);
  });

  mount(app, contract.shipments.trackingActivities, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    return trackingHistory(services.db, shipment.id);
  });

  mount(app, contract.shipments.updateProNumber, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const value = blankToNull(body.value);
    await services.db.query('UPDATE shipments SET pro_number = $2 WHERE id = $1', [shipment.id, value]);
    return { id: shipment.id, proNumber: value };
  });

  mount(app, contract.shipments.quickClosure, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    // Domain's rule, the one the portal offers "Quick closure" by; the capability was checked on entry.
    if (!canQuickCloseShipment(caller, { status: shipment.status })) {
      requireStatusChange(caller, shipment, ShipmentStatus.Delivered);
    }
    const closed = await setStatus(services.db, shipment, ShipmentStatus.Delivered);
    await services.db.query(
      `UPDATE shipment_stops SET arrival = coalesce(arrival, now()), departure = coalesce(departure, now())
        WHERE shipment_id = $1`,
      [shipment.id],
    );
    return shipmentOut(services.db, closed);
  });

  mount(app, contract.shipments.updateStatus, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    requireStatusChange(caller, shipment, body.status);
    return shipmentOut(services.db, await setStatus(services.db, shipment, body.status));
  });
}
