import { EquipmentMode, ShipmentStatus, shipmentStatuses, timeZoneForPostalCode } from '@freightkit/domain';
import type { SeedContext } from '../area.ts';
import { seededId } from '../area.ts';

/** Shipments the generator adds for the first carrier (Swiftline), spread over every status. */
export const generatedShipmentCount = 300;

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * When a generated load's first pickup is, relative to `now`, so its stops agree with its status:
 * the stops a load has reached are in the past (an arrival is at most 6 h after a stop's window
 * opens, a departure 2 h later) and the others in the future. Stops are 1.5 days apart.
 * - not yet moving (Draft to Booked): pickup in the days ahead; Dispatched: within a day and a half;
 * - In Transit: the first stop reached 9 to 21 hours ago; At Stop: the last reached stop's window
 *   opened 7 to 13 hours ago; Delivered and after: every stop in the past; Voided: some weeks ago.
 */
function pickupFor(status: number, stops: number, reached: number, jitter: number, now: number): number {
  if (status >= ShipmentStatus.Delivered) return now - (stops - 1) * 1.5 * day - day - jitter * 25 * day;
  if (status === ShipmentStatus.AtStop) return now - 7 * hour - jitter * 6 * hour - (reached - 1) * 1.5 * day;
  if (status === ShipmentStatus.InTransit) return now - 9 * hour - jitter * 12 * hour;
  if (status === ShipmentStatus.Dispatched) return now + 6 * hour + jitter * 1.5 * day;
  if (status === ShipmentStatus.Booked) return now + day + jitter * 5 * day;
  if (status === ShipmentStatus.Voided) return now - 3 * day - jitter * 25 * day;
  return now + 2 * day + jitter * 20 * day;
}

const places = [
  { city: 'Chicago', state: 'IL', postalCode: '60607' },
  { city: 'Dallas', state: 'TX', postalCode: '75201' },
  { city: 'Atlanta', state: 'GA', postalCode: '30303' },
  { city: 'Denver', state: 'CO', postalCode: '80202' },
  { city: 'Memphis', state: 'TN', postalCode: '38103' },
  { city: 'Phoenix', state: 'AZ', postalCode: '85004' },
  { city: 'Seattle', state: 'WA', postalCode: '98101' },
  { city: 'Boise', state: 'ID', postalCode: '83702' },
  { city: 'Newark', state: 'NJ', postalCode: '07102' },
  { city: 'Omaha', state: 'NE', postalCode: '68102' },
  { city: 'Sacramento', state: 'CA', postalCode: '95814' },
  { city: 'Nashville', state: 'TN', postalCode: '37203' },
] as const;

const firstNames = ['Ava', 'Ben', 'Carla', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo', 'Kai', 'Lena'];
const lastNames = ['Ortiz', 'Nguyen', 'Brooks', 'Patel', 'Kowalski', 'Reyes', 'Stone', 'Moreau'];

/** Drivers per company; Swiftline's first one is the driver-only persona's driver record. */
const driverPlans = [
  { company: 'swiftline', count: 12, userKey: 'driver' },
  { company: 'ironhorse', count: 3 },
  { company: 'summit', count: 3 },
  { company: 'roadrunner', count: 3 },
] as const;

/** Deterministic pseudo-random numbers (a linear congruential generator), so every reset seeds the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Shipment number of the n-th generated load: `6` + five digits 1–9 (never a 0, so no clash with the fixed 100001… numbers). */
export function generatedShipmentNumber(n: number): string {
  let digits = '';
  let rest = n;
  for (let i = 0; i < 5; i += 1) {
    digits = String((rest % 9) + 1) + digits;
    rest = Math.floor(rest / 9);
  }
  return `6${digits}`;
}

const zoneOf = (postalCode: string) => timeZoneForPostalCode(postalCode) ?? 'UTC';

const statuses = shipmentStatuses.entries.map((e) => e.value);

/** Insert many rows in one statement: the rows travel as one JSON parameter. */
export async function insertJson(
  db: SeedContext['db'],
  sql: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length > 0) await db.query(sql, [JSON.stringify(rows)]);
}

/**
 * Seeds the shipment detail data: stop zones of the fixed shipments, drivers per company (the
 * fixed shipments' driver-only user gets a driver record and their loads), and
 * {@link generatedShipmentCount} generated Swiftline shipments over every status with 2–4 stops,
 * arrivals and departures as far as the status goes (some late), drivers, equipment and tracking
 * history. Rows are inserted in a few batched statements.
 */
export async function seedShipmentDetail({ db, ids }: SeedContext): Promise<void> {
  const next = random(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

  // Zones of the fixed shipments' stops.
  const { rows: codes } = await db.query<{ postal_code: string }>(
    'SELECT DISTINCT postal_code FROM shipment_stops',
  );
  for (const { postal_code: code } of codes) {
    await db.query('UPDATE shipment_stops SET iana_timezone = $1 WHERE postal_code = $2', [
      zoneOf(code),
      code,
    ]);
  }

  // Drivers.
  const driverIds = new Map<string, string[]>();
  for (const plan of driverPlans) {
    const companyId = seededId(ids.companies, plan.company);
    const userId = 'userKey' in plan ? seededId(ids.users, plan.userKey) : null;
    const rows = Array.from({ length: plan.count }, (_, i) => {
      const first = firstNames[(i + plan.company.length) % firstNames.length] ?? 'Sam';
      const last = lastNames[(i * 3 + plan.company.length) % lastNames.length] ?? 'Lee';
      return {
        company_id: companyId,
        user_id: i === 0 ? userId : null,
        first_name: first,
        last_name: last,
        email: `${first}.${last}.${i}@${plan.company}.example`.toLowerCase(),
        phone: `555-01${String(i).padStart(2, '0')}`,
      };
    });
    const { rows: inserted } = await db.query<{ id: string }>(
      `INSERT INTO drivers (company_id, user_id, first_name, last_name, email, phone)
       SELECT company_id, user_id, first_name, last_name, email, phone
         FROM json_to_recordset($1::json) AS r(company_id text, user_id text, first_name text, last_name text,
                                              email text, phone text)
       RETURNING id`,
      [JSON.stringify(rows)],
    );
    driverIds.set(
      plan.company,
      inserted.map((r) => r.id),
    );
  }
  const swiftDrivers = driverIds.get('swiftline') ?? [];
  const personaDriver = swiftDrivers[0] ?? '';
  await db.query(
    `INSERT INTO shipment_drivers (shipment_id, driver_id)
     SELECT id, $1 FROM shipments WHERE driver_user_id = $2`,
    [personaDriver, seededId(ids.users, 'driver')],
  );

  // Generated Swiftline shipments.
  const companyId = seededId(ids.companies, 'swiftline');
  const driverUserId = seededId(ids.users, 'driver');
  // Relative to today, so a demo tells a consistent story whenever it is seeded.
  const now = Date.now();
  const shipments: Record<string, unknown>[] = [];
  const plans: {
    number: string;
    status: ShipmentStatus;
    stops: number;
    /** A random number in [0, 1) that places the pickup within its status's window (see below). */
    jitter: number;
    drivers: string[];
  }[] = [];
  for (let n = 0; n < generatedShipmentCount; n += 1) {
    const status = statuses[n % statuses.length] ?? ShipmentStatus.Draft;
    const number = generatedShipmentNumber(n);
    const moving = status >= ShipmentStatus.Booked;
    const drivers = moving ? (n % 7 === 0 ? [personaDriver] : [pick(swiftDrivers.slice(1))]) : [];
    if (moving && n % 11 === 0) drivers.push(pick(swiftDrivers.slice(1)));
    const jitter = next();
    plans.push({ number, status, stops: 2 + Math.floor(next() * 3), jitter, drivers: [...new Set(drivers)] });
    shipments.push({
      company_id: companyId,
      shipment_number: number,
      status,
      max_buy: 800 + Math.round(next() * 3200),
      equipment_mode: pick([EquipmentMode.Dry, EquipmentMode.Reefer, EquipmentMode.Flatbed]),
      driver_user_id: drivers.includes(personaDriver) ? driverUserId : null,
      pro_number: status >= ShipmentStatus.Dispatched ? `PRO${String(40000 + n)}` : null,
    });
  }
  const { rows: inserted } = await db.query<{ id: string; shipment_number: string }>(
    `INSERT INTO shipments (company_id, shipment_number, status, max_buy, equipment_mode, driver_user_id, pro_number)
     SELECT company_id, shipment_number, status, max_buy, equipment_mode, driver_user_id, pro_number
       FROM json_to_recordset($1::json) AS r(company_id text, shipment_number text, status int, max_buy numeric,
                                            equipment_mode int, driver_user_id text, pro_number text)
     RETURNING id, shipment_number`,
    [JSON.stringify(shipments)],
  );
  const idOf = new Map(inserted.map((r) => [r.shipment_number, r.id]));

  const stops: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const equipment: Record<string, unknown>[] = [];
  const activities: Record<string, unknown>[] = [];
  for (const [n, plan] of plans.entries()) {
    const shipmentId = idOf.get(plan.number) ?? '';
    const reached =
      plan.status >= ShipmentStatus.Delivered
        ? plan.stops
        : plan.status === ShipmentStatus.AtStop
          ? 1 + Math.floor(next() * (plan.stops - 1))
          : plan.status === ShipmentStatus.InTransit
            ? 1
            : 0;
    const pickup = pickupFor(plan.status, plan.stops, reached, plan.jitter, now);
    const start = pick(places.map((_, i) => i));
    const history: { at: number; status: ShipmentStatus; place: (typeof places)[number]; text: string }[] =
      [];
    for (let s = 0; s < plan.stops; s += 1) {
      const place = places[(start + s * 5) % places.length] ?? places[0];
      const early = pickup + s * 1.5 * day;
      const late = early + 4 * hour;
      const lateArrival = next() < 0.2;
      const arrival = s < reached ? (lateArrival ? late + 2 * hour : early + hour) : null;
      const departure =
        arrival === null || (plan.status === ShipmentStatus.AtStop && s === reached - 1)
          ? null
          : arrival + 2 * hour;
      stops.push({
        shipment_id: shipmentId,
        sequence: s + 1,
        stop_type: s === 0 ? 'Shipping' : 'Receiving',
        city: place.city,
        state: place.state,
        postal_code: place.postalCode,
        iana_timezone: zoneOf(place.postalCode),
        early: new Date(early).toISOString(),
        late: new Date(late).toISOString(),
        appointment: s % 2 === 0 ? new Date(early + hour).toISOString() : null,
        arrival: arrival === null ? null : new Date(arrival).toISOString(),
        departure: departure === null ? null : new Date(departure).toISOString(),
      });
      if (arrival !== null) {
        history.push({ at: arrival, status: ShipmentStatus.AtStop, place, text: `Arrived at stop ${s + 1}` });
        if (departure !== null) {
          history.push({
            at: departure,
            status: ShipmentStatus.InTransit,
            place,
            text: `Departed stop ${s + 1}`,
          });
        }
      }
    }
    if (plan.status >= ShipmentStatus.Dispatched) {
      const origin = places[start] ?? places[0];
      history.push({
        at: pickup - day,
        status: ShipmentStatus.Dispatched,
        place: origin,
        text: 'Driver dispatched',
      });
    }
    if (plan.status >= ShipmentStatus.Delivered) {
      const last = history[history.length - 1];
      if (last)
        history.push({ ...last, at: last.at + hour, status: ShipmentStatus.Delivered, text: 'Delivered' });
    }
    for (const h of history) {
      activities.push({
        shipment_id: shipmentId,
        occurred_at: new Date(h.at).toISOString(),
        status: h.status,
        city: h.place.city,
        state: h.place.state,
        description: h.text,
      });
    }
    for (const driverId of plan.drivers) links.push({ shipment_id: shipmentId, driver_id: driverId });
    if (plan.status >= ShipmentStatus.Booked && n % 3 !== 0) {
      equipment.push({
        shipment_id: shipmentId,
        tractor_number: `T-${String(100 + (n % 40))}`,
        trailer_number: `TR-${String(5000 + n)}`,
        license_plate: `SWF${String(1000 + n)}`,
        license_plate_state: pick(places).state,
      });
    }
  }
  await insertJson(
    db,
    `INSERT INTO shipment_stops (shipment_id, sequence, stop_type, city, state, postal_code, iana_timezone,
                                 early, late, appointment, arrival, departure)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, sequence int, stop_type text, city text,
       state text, postal_code text, iana_timezone text, early timestamptz, late timestamptz,
       appointment timestamptz, arrival timestamptz, departure timestamptz)`,
    stops,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_drivers (shipment_id, driver_id)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, driver_id text)`,
    links,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_equipment (shipment_id, tractor_number, trailer_number, license_plate, license_plate_state)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, tractor_number text, trailer_number text,
       license_plate text, license_plate_state text)`,
    equipment,
  );
  await insertJson(
    db,
    `INSERT INTO tracking_activities (shipment_id, occurred_at, status, city, state, description)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, occurred_at timestamptz, status int,
       city text, state text, description text)`,
    activities,
  );
}
