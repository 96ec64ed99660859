import { defaultDockSchedule } from '@freightkit/domain';
import type { SeedContext } from '../area.ts';
import { seededId } from '../area.ts';
import { writeDockHours } from './store.ts';

/** Weekdays from `start` to `end`, Sunday closed, Saturday as given. */
const week = (start: string, end: string, saturday: 'closed' | '24h' | 'hours') =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
    const closed = dayOfWeek === 0 || (dayOfWeek === 6 && saturday === 'closed');
    const allDay = dayOfWeek === 6 && saturday === '24h';
    return {
      dayOfWeek,
      isClosed: closed,
      isTwentyFourHour: allDay,
      startTime: closed || allDay ? null : start,
      endTime: closed || allDay ? null : end,
    };
  });

/** The seeded broker locations' extra fields and dock schedules (ADR 051). */
const extras = [
  {
    number: 'L-1001',
    primary: true,
    lumpers: true,
    appointment: true,
    edi: ['SUMCHI01'],
    dockLength: 60,
    directions: 'Trucks enter from Lake St; check in at the guard house.',
    schedules: [
      {
        name: 'Receiving dock',
        appointment: true,
        stopTypes: ['Receiving'],
        hours: week('07:00', '17:00', '24h'),
      },
      {
        name: 'Shipping dock',
        appointment: false,
        stopTypes: ['Shipping'],
        hours: week('06:00', '22:00', 'hours'),
      },
    ],
  },
  {
    number: 'L-1004',
    primary: false,
    lumpers: false,
    appointment: true,
    edi: ['FRCS-DEN'],
    dockLength: 48,
    directions: null,
    schedules: [
      {
        name: 'Cold dock',
        appointment: true,
        stopTypes: ['Shipping', 'Receiving'],
        hours: week('05:00', '15:30', 'closed'),
      },
    ],
  },
] as const;

/**
 * Fills the orders area's seeded locations (Summit Brokerage) with the fields this area adds: every
 * phone as a phone number, flags, EDI codes, and a few dock schedules.
 */
export async function seedLocations({ db, ids }: SeedContext): Promise<void> {
  const companyId = seededId(ids.companies, 'summit');
  await db.query(
    `UPDATE locations SET phone_numbers = jsonb_build_array(jsonb_build_object('number', phone, 'type', 'OfficeNumber'))
      WHERE phone IS NOT NULL`,
  );
  await db.query(`UPDATE locations SET overnight_parking = true WHERE location_number = 'L-1002'`);
  for (const extra of extras) {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE locations SET is_primary_location = $2, lumpers_available = $3, is_appointment_required = $4,
         edi_codes = $5, dock_length = $6, directions = $7
       WHERE location_number = $1 AND company_id = $8 RETURNING id`,
      [
        extra.number,
        extra.primary,
        extra.lumpers,
        extra.appointment,
        extra.edi,
        extra.dockLength,
        extra.directions,
        companyId,
      ],
    );
    const locationId = rows[0]?.id;
    if (locationId === undefined)
      throw new Error(`Seeded location ${extra.number} is missing; check the area order.`);
    const defaults = defaultDockSchedule();
    for (const schedule of extra.schedules) {
      const created = await db.query<{ id: string }>(
        `INSERT INTO dock_schedules (location_id, company_id, name, is_appointment_required, equipment_modes,
           shipping_modes, stop_types) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          locationId,
          companyId,
          schedule.name,
          schedule.appointment,
          defaults.equipmentModes,
          defaults.shippingModes,
          schedule.stopTypes,
        ],
      );
      await writeDockHours(db, (created.rows[0] as { id: string }).id, schedule.hours);
    }
  }
}
