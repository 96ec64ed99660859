import { EquipmentMode, ShipmentStatus } from '@freightkit/domain';
import type { SeedContext } from '../area.ts';
import { seededId } from '../area.ts';
import { insertJson } from './seed-detail.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** Trips seeded for Swiftline (three shipments each) and for Iron Horse (one of two). */
export const seededTripCount = { swiftline: 6, ironhorse: 1 } as const;

const requirementCatalog = [
  ['TWIC', 'TWIC card required at the port'],
  ['TARP', 'Tarps required'],
  ['STRAPS', 'Load straps, 4 minimum'],
  ['FOOD', 'Food-grade trailer, clean and odour free'],
  ['PPE', 'Hard hat and safety vest at the dock'],
  ['SEAL', 'Driver records the seal number'],
] as const;

const brokers = ['Summit Brokerage', 'Lakeside Logistics', 'Prairie Freight Partners'] as const;
const commodities = [
  ['Canned goods', 'Pallet', '70'],
  ['Paper rolls', 'Roll', '55'],
  ['Auto parts', 'Crate', '85'],
  ['Bottled water', 'Pallet', '65'],
  ['Steel coils', 'Coil', null],
  ['Fresh produce', 'Pallet', '60'],
] as const;

/** The charge type catalog (codes the carrier may bill). */
const chargeCatalog: readonly [string, string, number | null][] = [
  ['LH', 'Line haul', null],
  ['FSC', 'Fuel surcharge', null],
  ['STOP', 'Extra stop', null],
  ['DET', 'Detention', null],
  ['LUM', 'Lumper', null],
  ['LAY', 'Layover', null],
  ['TONU', 'Truck ordered not used', null],
  ['RFUEL', 'Reefer fuel', EquipmentMode.Reefer],
  ['TARP', 'Tarping', EquipmentMode.Flatbed],
];

const problemPlan = [
  ['Delay', 'Shipper running 3 hours behind on loading.'],
  ['Breakdown', 'Tractor broke down; repair truck on the way.'],
  ['Weather', 'Snow closure on the interstate; holding at a truck stop.'],
] as const;

interface Row {
  id: string;
  company_id: string;
  company_key: string;
  shipment_number: string;
  status: number;
  max_buy: number | null;
  equipment_mode: number;
  stop_count: number;
  first_early: Date;
  origin_city: string;
  destination_city: string;
  last_departure: Date | null;
}

const money = (n: number) => Math.round(n * 100) / 100;

/**
 * Seeds the remaining sub-resources of every shipment (requirements, order requirements, contacts,
 * line items, billing, carrier charges and LTL accessorials, offers, problems), the charge type
 * catalog, booking / signing / paperwork times (the score card reads these), and trips: Swiftline's
 * generated multi-stop loads in groups of three run by the first load's drivers (the first trip by
 * the driver persona), plus one Iron Horse trip. Values follow the shipment's position, so every
 * reset seeds the same data.
 */
export async function seedShipmentResources({ db, ids }: SeedContext): Promise<void> {
  const { rows } = await db.query<Row>(
    `SELECT s.id, s.company_id, s.shipment_number, s.status, s.max_buy::float8 AS max_buy, s.equipment_mode,
            (SELECT count(*)::int FROM shipment_stops WHERE shipment_id = s.id) AS stop_count,
            o.early AS first_early, o.city AS origin_city, d.city AS destination_city,
            d.departure AS last_departure, '' AS company_key
       FROM shipments s
       JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) o ON true
       JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) d ON true
      ORDER BY s.shipment_number`,
  );
  const keyOf = new Map([...ids.companies].map(([key, id]) => [id, key]));
  for (const row of rows) row.company_key = keyOf.get(row.company_id) ?? '';

  await insertJson(
    db,
    `INSERT INTO charge_types (code, description, equipment_mode)
     SELECT * FROM json_to_recordset($1::json) AS r(code text, description text, equipment_mode int)`,
    chargeCatalog.map(([code, description, mode]) => ({ code, description, equipment_mode: mode })),
  );

  const times: Record<string, unknown>[] = [];
  const requirements: Record<string, unknown>[] = [];
  const contacts: Record<string, unknown>[] = [];
  const lineItems: Record<string, unknown>[] = [];
  const billing: Record<string, unknown>[] = [];
  const charges: Record<string, unknown>[] = [];
  const offers: Record<string, unknown>[] = [];
  const problems: Record<string, unknown>[] = [];
  for (const [n, s] of rows.entries()) {
    const booked = s.status >= ShipmentStatus.Booked;
    const bookedAt = booked ? s.first_early.getTime() - 3 * day + (n % 5) * hour : null;
    times.push({
      id: s.id,
      booked_at: bookedAt === null ? null : new Date(bookedAt).toISOString(),
      signed_at:
        bookedAt !== null && s.status >= ShipmentStatus.Dispatched
          ? new Date(bookedAt + 2 * hour).toISOString()
          : null,
      paperwork_at:
        s.status >= ShipmentStatus.Delivered && s.last_departure
          ? new Date(s.last_departure.getTime() + (4 + ((n * 7) % 68)) * hour).toISOString()
          : null,
    });
    for (let r = 0; r < n % 3; r += 1) {
      const [code, description] = requirementCatalog[(n + r) % requirementCatalog.length] ?? ['SEAL', ''];
      requirements.push({ shipment_id: s.id, order_number: null, code, description });
    }
    if (n % 2 === 0) {
      const [code, description] = requirementCatalog[(n + 3) % requirementCatalog.length] ?? ['SEAL', ''];
      requirements.push({ shipment_id: s.id, order_number: `ORD-${s.shipment_number}-1`, code, description });
    }
    const broker = brokers[n % brokers.length] ?? brokers[0];
    const slug = broker.toLowerCase().replace(/[^a-z]+/g, '');
    contacts.push(
      {
        shipment_id: s.id,
        position: 1,
        role: 'Shipper',
        name: `${s.origin_city} Distribution Center`,
        phone: '555-0141',
        email: null,
      },
      {
        shipment_id: s.id,
        position: 2,
        role: 'Consignee',
        name: `${s.destination_city} Receiving`,
        phone: '555-0142',
        email: null,
      },
      {
        shipment_id: s.id,
        position: 3,
        role: 'Broker',
        name: broker,
        phone: '555-0143',
        email: `loads@${slug}.example`,
      },
    );
    for (let i = 0; i < 1 + (n % 3); i += 1) {
      const [description, packaging, freightClass] =
        commodities[(n + i) % commodities.length] ?? commodities[0];
      lineItems.push({
        shipment_id: s.id,
        position: i + 1,
        description,
        pieces: 4 + ((n * 3 + i) % 22),
        packaging_type: packaging,
        weight_lbs: 2000 + ((n * 377 + i * 911) % 16000),
        freight_class: freightClass,
        hazmat: (n + i) % 17 === 0,
      });
    }
    billing.push({
      shipment_id: s.id,
      bill_to_name: broker,
      invoice_email: `ap@${slug}.example`,
      payment_terms_days: [30, 15, 45][n % 3],
      quick_pay_eligible: n % 4 !== 0,
      factoring_company_name: n % 5 === 0 ? 'Northwind Factoring' : null,
    });
    const total = s.max_buy ?? 1500;
    const fuel = money(total * 0.18);
    const extraStops = Math.max(0, s.stop_count - 2);
    const lines: [string, string, number][] = [
      ['LH', 'Line haul', money(total - fuel - extraStops * 75)],
      ['FSC', 'Fuel surcharge', fuel],
    ];
    if (extraStops > 0) lines.push(['STOP', `Extra stops (${extraStops})`, extraStops * 75]);
    for (const [i, [code, description, amount]] of lines.entries()) {
      charges.push({ shipment_id: s.id, position: i + 1, kind: 'carrier', code, description, amount });
    }
    if (n % 4 === 1) {
      charges.push(
        {
          shipment_id: s.id,
          position: 1,
          kind: 'ltl',
          code: 'LIFT',
          description: 'Liftgate delivery',
          amount: 85,
        },
        {
          shipment_id: s.id,
          position: 2,
          kind: 'ltl',
          code: 'APPT',
          description: 'Appointment delivery',
          amount: 35,
        },
      );
    }
    if (s.status === ShipmentStatus.ReadyToBook || s.status === ShipmentStatus.Tendering) {
      offers.push({
        shipment_id: s.id,
        company_id: s.company_id,
        amount: money(total * 1.04),
        status: n % 3 === 0 ? 'Declined' : 'Pending',
        created_at: new Date(s.first_early.getTime() - 5 * day).toISOString(),
      });
    }
    const moving = s.status >= ShipmentStatus.Booked && s.status <= ShipmentStatus.AtStop;
    if (moving && n % 6 === 0) {
      const [type, description] = problemPlan[n % problemPlan.length] ?? problemPlan[0];
      problems.push({
        shipment_id: s.id,
        type,
        description,
        reported_at: new Date(s.first_early.getTime() + (n % 9) * hour).toISOString(),
        reported_by: 'Dispatch',
        resolved: n % 12 === 0,
      });
    }
  }
  await insertJson(
    db,
    `UPDATE shipments s SET booked_at = r.booked_at, rate_confirmation_signed_at = r.signed_at,
                            paperwork_received_at = r.paperwork_at
       FROM json_to_recordset($1::json) AS r(id text, booked_at timestamptz, signed_at timestamptz,
                                             paperwork_at timestamptz)
      WHERE s.id = r.id`,
    times,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_requirements (shipment_id, order_number, code, description)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, order_number text, code text, description text)`,
    requirements,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_contacts (shipment_id, position, role, name, phone, email)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, position int, role text, name text,
       phone text, email text)`,
    contacts,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_line_items (shipment_id, position, description, pieces, packaging_type, weight_lbs,
                                      freight_class, hazmat)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, position int, description text, pieces int,
       packaging_type text, weight_lbs numeric, freight_class text, hazmat boolean)`,
    lineItems,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_billing (shipment_id, bill_to_name, invoice_email, payment_terms_days, quick_pay_eligible,
                                   factoring_company_name)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, bill_to_name text, invoice_email text,
       payment_terms_days int, quick_pay_eligible boolean, factoring_company_name text)`,
    billing,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_charges (shipment_id, position, kind, code, description, amount)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, position int, kind text, code text,
       description text, amount numeric)`,
    charges,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_offers (shipment_id, company_id, amount, status, created_at)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, company_id text, amount numeric,
       status text, created_at timestamptz)`,
    offers,
  );
  await insertJson(
    db,
    `INSERT INTO shipment_problems (shipment_id, type, description, reported_at, reported_by, resolved)
     SELECT * FROM json_to_recordset($1::json) AS r(shipment_id text, type text, description text,
       reported_at timestamptz, reported_by text, resolved boolean)`,
    problems,
  );

  // A few generated loads on the road or done were never tracked (the driver shared no location), so
  // the score card's tracking compliance has something to show.
  const untracked = rows.filter(
    (s, n) => s.shipment_number.startsWith('6') && s.status >= ShipmentStatus.Dispatched && n % 10 === 7,
  );
  await db.query('DELETE FROM tracking_activities WHERE shipment_id = ANY($1::text[])', [
    untracked.map((s) => s.id),
  ]);

  await seedTrips(db, rows, seededId(ids.users, 'driver'));
}

/** Trips: groups of multi-stop loads of one company that one driver crew runs back to back. */
async function seedTrips(db: SeedContext['db'], rows: readonly Row[], driverUserId: string): Promise<void> {
  const inTrip = (s: Row) =>
    s.status >= ShipmentStatus.Dispatched && s.status <= ShipmentStatus.DeliveryConfirmed;
  const swift = rows
    .filter((s) => s.company_key === 'swiftline' && s.stop_count >= 3 && inTrip(s))
    .sort((a, b) => a.first_early.getTime() - b.first_early.getTime());
  const iron = rows.filter((s) => s.company_key === 'ironhorse' && inTrip(s)).slice(0, 2);
  const groups: Row[][] = [];
  for (let g = 0; g < seededTripCount.swiftline; g += 1) {
    const group = swift.slice(g * 3, g * 3 + 3);
    if (group.length === 3) groups.push(group);
  }
  if (iron.length === 2) groups.push(iron);
  const { rows: personaDrivers } = await db.query<{ id: string }>(
    'SELECT id FROM drivers WHERE user_id = $1',
    [driverUserId],
  );
  for (const [g, group] of groups.entries()) {
    const first = group[0];
    if (!first) continue;
    const { rows: trip } = await db.query<{ id: string }>(
      'INSERT INTO trips (company_id, trip_number) VALUES ($1, $2) RETURNING id',
      [first.company_id, `TR${String(7001 + g)}`],
    );
    const tripId = trip[0]?.id ?? '';
    // The first Swiftline trip is run by the driver persona, so a driver-only user has a trip to open.
    if (g === 0 && personaDrivers[0]) {
      await db.query('DELETE FROM shipment_drivers WHERE shipment_id = $1', [first.id]);
      await db.query('INSERT INTO shipment_drivers (shipment_id, driver_id) VALUES ($1, $2)', [
        first.id,
        personaDrivers[0].id,
      ]);
    }
    for (const [i, s] of group.entries()) {
      await db.query('INSERT INTO trip_shipments (trip_id, shipment_id, sequence) VALUES ($1, $2, $3)', [
        tripId,
        s.id,
        i + 1,
      ]);
      if (i > 0) {
        // The crew of the first load runs the whole trip.
        await db.query('DELETE FROM shipment_drivers WHERE shipment_id = $1', [s.id]);
        await db.query(
          `INSERT INTO shipment_drivers (shipment_id, driver_id)
           SELECT $1, driver_id FROM shipment_drivers WHERE shipment_id = $2`,
          [s.id, first.id],
        );
      }
      await db.query(
        `UPDATE shipments SET driver_user_id = (
           SELECT d.user_id FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id
            WHERE sd.shipment_id = $1 AND d.user_id IS NOT NULL ORDER BY sd.assigned_at LIMIT 1)
          WHERE id = $1`,
        [s.id],
      );
    }
  }
}
