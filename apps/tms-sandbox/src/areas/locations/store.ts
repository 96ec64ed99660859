import type { Location } from '@freightkit/api';
import { answer, normaliseDockHour, type DockScheduleInput } from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';

/** A `locations` row with its company's name. */
export interface LocationRow {
  id: string;
  company_id: string;
  company_name: string;
  location_number: string;
  name: string;
  location_type: string;
  is_primary_location: boolean;
  lumpers_available: boolean;
  is_appointment_required: boolean;
  overnight_parking: boolean;
  address_line1: string;
  address_line2: string | null;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  iana_timezone: string;
  phone_numbers: Location['phoneNumbers'];
  edi_codes: string[];
  email: string | null;
  dock_length: number | null;
  directions: string | null;
}

interface ScheduleRow {
  id: string;
  location_id: string;
  company_id: string;
  name: string;
  is_appointment_required: boolean;
  equipment_modes: number[];
  shipping_modes: number[];
  stop_types: Location['dockSchedules'][number]['stopTypes'];
  dock_hours: Location['dockSchedules'][number]['dockHours'];
}

/** The columns of a location read, with its company's name. */
export const locationSelect = `SELECT l.*, c.name AS company_name FROM locations l JOIN companies c ON c.id = l.company_id`;

/** The locations of these rows as read, each with its dock schedules (oldest first) and their seven days. */
export async function locationsOut(db: Database, rows: readonly LocationRow[]): Promise<Location[]> {
  if (rows.length === 0) return [];
  const { rows: schedules } = await db.query<ScheduleRow>(
    `SELECT s.*, COALESCE((SELECT jsonb_agg(jsonb_build_object(
        'dayOfWeek', h.day_of_week, 'isClosed', h.is_closed, 'isTwentyFourHour', h.is_twenty_four_hour,
        'startTime', h.start_time, 'endTime', h.end_time) ORDER BY h.day_of_week)
        FROM dock_hours h WHERE h.schedule_id = s.id), '[]'::jsonb) AS dock_hours
      FROM dock_schedules s WHERE s.location_id = ANY($1::text[]) ORDER BY s.created_at, s.name`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    locationNumber: r.location_number,
    companyId: r.company_id,
    companyName: r.company_name,
    name: r.name,
    locationType: r.location_type,
    isPrimaryLocation: r.is_primary_location,
    lumpersAvailable: r.lumpers_available,
    isAppointmentRequired: r.is_appointment_required,
    overnightParking: r.overnight_parking,
    addressLine1: r.address_line1,
    addressLine2: r.address_line2,
    city: r.city,
    province: r.province,
    postalCode: r.postal_code,
    country: r.country,
    ianaTimezone: r.iana_timezone,
    phoneNumbers: r.phone_numbers,
    ediCodes: r.edi_codes,
    email: r.email,
    dockLength: r.dock_length,
    directions: r.directions,
    dockSchedules: schedules
      .filter((s) => s.location_id === r.id)
      .map((s) => ({
        id: s.id,
        locationId: s.location_id,
        name: s.name,
        isAppointmentRequired: s.is_appointment_required,
        equipmentModes: s.equipment_modes,
        shippingModes: s.shipping_modes,
        stopTypes: s.stop_types,
        dockHours: s.dock_hours,
        tmsCompanyId: s.company_id,
      })),
  }));
}

/** One location of the caller's company by number, else 404 (another company's too, so it stays hidden). */
export async function ownLocation(
  db: Database,
  caller: Caller,
  locationNumber: string,
): Promise<LocationRow> {
  const { rows } = await db.query<LocationRow>(
    `${locationSelect} WHERE l.location_number = $1 AND l.company_id = $2`,
    [locationNumber, caller.companyId],
  );
  if (!rows[0]) throw notFound(answer('answer.notFound.location', { number: locationNumber }));
  return rows[0];
}

/** One location read back by number (after a write). */
export async function locationOut(db: Database, caller: Caller, locationNumber: string): Promise<Location> {
  const [location] = await locationsOut(db, [await ownLocation(db, caller, locationNumber)]);
  if (!location) throw notFound(answer('answer.notFound.location', { number: locationNumber }));
  return location;
}

/** Writes a schedule's seven days, replacing what it had (times only on an open day). */
export async function writeDockHours(
  db: Pick<Database, 'query'>,
  scheduleId: string,
  hours: DockScheduleInput['dockHours'],
): Promise<void> {
  await db.query('DELETE FROM dock_hours WHERE schedule_id = $1', [scheduleId]);
  for (const hour of hours.map(normaliseDockHour))
    await db.query(
      `INSERT INTO dock_hours (schedule_id, day_of_week, is_closed, is_twenty_four_hour, start_time, end_time)
        VALUES ($1, $2, $3, $4, $5, $6)`,
      [scheduleId, hour.dayOfWeek, hour.isClosed, hour.isTwentyFourHour, hour.startTime, hour.endTime],
    );
}
