import { contract, type LocationInputBody } from '@freightkit/api';
import {
  answer,
  locationInUse,
  normaliseLocation,
  orderHoldsItsLocations,
  orderStatusFor,
  timeZoneForPostalCode,
  type LocationInput,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import {
  locationOut,
  locationSelect,
  locationsOut,
  ownLocation,
  writeDockHours,
  type LocationRow,
} from './store.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A location body with the contract's defaults applied, as domain's rules read it. */
const asInput = (body: LocationInputBody): LocationInput => ({
  ...body,
  locationType: body.locationType ?? '',
  isPrimaryLocation: body.isPrimaryLocation ?? false,
  lumpersAvailable: body.lumpersAvailable ?? false,
  isAppointmentRequired: body.isAppointmentRequired ?? false,
  overnightParking: body.overnightParking ?? false,
  country: body.country ?? '',
  phoneNumbers: body.phoneNumbers ?? [],
  ediCodes: body.ediCodes ?? [],
  dockLength: body.dockLength ?? null,
});

/** The stored columns of a location body (normalised by domain), in the INSERT's and UPDATE's order. */
function locationValues(body: LocationInputBody): unknown[] {
  const l = normaliseLocation(asInput(body));
  return [
    l.name,
    l.locationType,
    l.isPrimaryLocation,
    l.lumpersAvailable,
    l.isAppointmentRequired,
    l.overnightParking,
    l.addressLine1,
    l.addressLine2,
    l.city,
    l.province,
    l.postalCode,
    l.country,
    // The contract refused a postal code without a known zone; 'UTC' is never reached.
    timeZoneForPostalCode(l.postalCode) ?? 'UTC',
    JSON.stringify(l.phoneNumbers),
    // The order form's lookup reads one phone: the first.
    l.phoneNumbers[0]?.number ?? null,
    l.ediCodes,
    l.email,
    l.dockLength,
    l.directions,
  ];
}

const locationColumns = `name, location_type, is_primary_location, lumpers_available, is_appointment_required,
  overnight_parking, address_line1, address_line2, city, province, postal_code, country, iana_timezone,
  phone_numbers, phone, edi_codes, email, dock_length, directions`;

/** A page of the caller's locations matching the text; `ediOnly` keeps those with EDI codes. */
async function searchLocations(
  db: Database,
  caller: Caller,
  query: { q?: string | undefined; page: number; pageSize: number },
  ediOnly: boolean,
) {
  const params: unknown[] = [caller.companyId];
  let where = 'l.company_id = $1';
  if (ediOnly) where += ' AND cardinality(l.edi_codes) > 0';
  if (query.q) {
    params.push(`%${escapeLike(query.q)}%`);
    where += ` AND (l.name ILIKE $2 OR l.location_number ILIKE $2 OR l.city ILIKE $2 OR l.postal_code ILIKE $2
      OR array_to_string(l.edi_codes, ' ') ILIKE $2)`;
  }
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const { rows } = await db.query<LocationRow & { total: number }>(
    `${locationSelect.replace('SELECT l.*', 'SELECT l.*, count(*) OVER ()::int AS total')} WHERE ${where}
      ORDER BY l.name, l.location_number LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    items: await locationsOut(db, rows),
    totalCount: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Locations and dock schedules (spec 2 §7 "Locations"; ADR 051): the order form's lookup, the list, the
 * EDI lookup, one by number, create and update, and a location's dock schedules. Static paths mount
 * before `locations/{locationNumber}`. Rules are the contract's (domain's), checked before a handler runs.
 */
export function locationRoutes(app: Hono<AppEnv>): void {
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

  mount(app, contract.locations.list, ({ services, caller, query }) =>
    searchLocations(services.db, caller, query, false),
  );

  mount(app, contract.locations.edi, ({ services, caller, query }) =>
    searchLocations(services.db, caller, query, true),
  );

  mount(app, contract.locations.byNumber, ({ services, caller, params }) =>
    locationOut(services.db, caller, params.locationNumber),
  );

  mount(app, contract.locations.create, async ({ services, caller, body }) => {
    const values = locationValues(body);
    const placeholders = values.map((_, i) => `$${i + 2}`).join(', ');
    const { rows } = await services.db.query<{ location_number: string }>(
      `INSERT INTO locations (company_id, location_number, ${locationColumns})
        VALUES ($1, 'L-' || nextval('location_numbers'), ${placeholders}) RETURNING location_number`,
      [caller.companyId, ...values],
    );
    return locationOut(services.db, caller, (rows[0] as { location_number: string }).location_number);
  });

  mount(app, contract.locations.update, async ({ services, caller, params, body }) => {
    const location = await ownLocation(services.db, caller, params.locationNumber);
    const values = locationValues(body);
    const sets = locationColumns
      .split(',')
      .map((column, i) => `${column.trim()} = $${i + 2}`)
      .join(', ');
    await services.db.query(`UPDATE locations SET ${sets}, updated_at = now() WHERE id = $1`, [
      location.id,
      ...values,
    ]);
    return locationOut(services.db, caller, location.location_number);
  });

  mount(app, contract.locations.createDockSchedule, async ({ services, caller, params, body }) => {
    const location = await ownLocation(services.db, caller, params.locationNumber);
    await services.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO dock_schedules (location_id, company_id, name, is_appointment_required, equipment_modes,
           shipping_modes, stop_types) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          location.id,
          caller.companyId,
          body.name.trim(),
          body.isAppointmentRequired,
          body.equipmentModes,
          body.shippingModes,
          body.stopTypes,
        ],
      );
      await writeDockHours(tx, (rows[0] as { id: string }).id, body.dockHours);
    });
    return locationOut(services.db, caller, location.location_number);
  });

  mount(app, contract.locations.updateDockSchedule, async ({ services, caller, params, body }) => {
    const location = await ownLocation(services.db, caller, params.locationNumber);
    await services.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `UPDATE dock_schedules SET name = $3, is_appointment_required = $4, equipment_modes = $5,
           shipping_modes = $6, stop_types = $7, updated_at = now()
         WHERE id = $1 AND location_id = $2 RETURNING id`,
        [
          params.scheduleId,
          location.id,
          body.name.trim(),
          body.isAppointmentRequired,
          body.equipmentModes,
          body.shippingModes,
          body.stopTypes,
        ],
      );
      if (!rows[0]) throw notFound(answer('answer.notFound.dockSchedule'));
      await writeDockHours(tx, rows[0].id, body.dockHours);
    });
    return locationOut(services.db, caller, location.location_number);
  });

  mount(app, contract.locations.removeDockSchedule, async ({ services, caller, params }) => {
    const location = await ownLocation(services.db, caller, params.locationNumber);
    // Its days go with it (ON DELETE CASCADE).
    const { rows } = await services.db.query(
      'DELETE FROM dock_schedules WHERE id = $1 AND location_id = $2 RETURNING id',
      [params.scheduleId, location.id],
    );
    if (!rows[0]) throw notFound(answer('answer.notFound.dockSchedule'));
    return locationOut(services.db, caller, location.location_number);
  });

  mount(app, contract.locations.remove, async ({ services, caller, params }) => {
    const location = await ownLocation(services.db, caller, params.locationNumber);
    await services.db.transaction(async (tx) => {
      // Locked first, so an order saved meanwhile waits for the answer rather than naming a location
      // that is gone (on a server that runs requests side by side).
      await tx.query('SELECT id FROM locations WHERE id = $1 FOR UPDATE', [location.id]);
      const { rows: orders } = await tx.query<{ order_number: string; shipment_status: number | null }>(
        `SELECT o.order_number, s.status AS shipment_status FROM orders o
           LEFT JOIN shipments s ON s.id = o.shipment_id
         WHERE o.company_id = $1
           AND EXISTS (SELECT 1 FROM order_stops os WHERE os.order_id = o.id AND os.location_number = $2)
         ORDER BY o.order_number`,
        [caller.companyId, location.location_number],
      );
      const holding = orders
        .filter((o) => orderHoldsItsLocations(orderStatusFor(o.shipment_status)))
        .map((o) => o.order_number);
      if (holding.length > 0) throw new HttpError(409, locationInUse(location.location_number, holding));
      // Its dock schedules and their days go with it (ON DELETE CASCADE); delivered orders keep their
      // own copy of the address.
      await tx.query('DELETE FROM locations WHERE id = $1', [location.id]);
    });
    return { locationNumber: location.location_number };
  });
}
