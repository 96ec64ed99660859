import {
  EquipmentMode as EM,
  EquipmentType as ET,
  estimatedRoadMiles,
  greatCircleMiles,
  ServiceLevel,
  ShipmentStatus,
  ShippingMode as SM,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { SeedContext } from '../area.ts';
import { readPlaces, seedQuotableLocations, type PlaceRow } from './locations.ts';

/** Loads the board opens with, open to every carrier (issue 17 asks for at least 2,000). */
export const boardLoadCount = 2400;
/** First board shipment number; the carriers' own shipments use 100001–499999. */
export const firstBoardNumber = 700001;

/** A small deterministic generator (mulberry32): the same seed gives the same board every time. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a load may go on, how often, and its mode and usual rate per mile. */
const equipmentPlans = [
  { types: ET.Van, mode: EM.Dry, weight: 40, perMile: 2.1 },
  { types: ET.Reefer, mode: EM.Reefer, weight: 18, perMile: 2.5 },
  { types: ET.Van | ET.Reefer, mode: EM.Dry, weight: 6, perMile: 2.2 },
  { types: ET.FlatBed, mode: EM.Flatbed, weight: 12, perMile: 2.7 },
  { types: ET.FlatBed | ET.StepDeck, mode: EM.Flatbed, weight: 5, perMile: 2.8 },
  { types: ET.StepDeck, mode: EM.Flatbed, weight: 4, perMile: 2.9 },
  { types: ET.Conestoga, mode: EM.Flatbed, weight: 3, perMile: 3.0 },
  { types: ET.Tanker, mode: EM.Bulk, weight: 3, perMile: 3.1 },
  { types: ET.DryBulk | ET.HopperBottom, mode: EM.Bulk, weight: 3, perMile: 2.6 },
  { types: ET.Container, mode: EM.Drayage, weight: 3, perMile: 2.4 },
  { types: ET.Van, mode: EM.PowerOnly, weight: 1, perMile: 1.9 },
  { types: ET.RemovableGooseNeck | ET.LowBoy, mode: EM.Flatbed, weight: 2, perMile: 3.6 },
] as const;

const customers = [
  'Acme Foods',
  'Great Lakes Paper',
  'Sunbelt Retail',
  'Prairie Grain Co-op',
  'Maple Leaf Building Supply',
  'Pacific Produce',
  'Keystone Steel',
  'Northern Lumber',
] as const;

function pick<T extends { readonly weight: number }>(items: readonly T[], r: number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = r * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/** One load ready for the insert. */
export interface BoardLoad {
  shipmentNumber: string;
  shipmentId: string | null;
  companyId: string | null;
  customer: string;
  shippingMode: number;
  equipmentMode: number;
  equipmentTypes: number;
  serviceLevel: number;
  origin: Pick<PlaceRow, 'city' | 'state' | 'postalCode' | 'latitude' | 'longitude' | 'ianaTimezone'>;
  destination: BoardLoad['origin'];
  pickupEarly: Date;
  pickupLate: Date;
  deliveryEarly: Date;
  deliveryLate: Date;
  stopCount: number;
  miles: number;
  weightLbs: number | null;
  rate: number;
}

/**
 * The board: {@link boardLoadCount} loads between the 500 largest US and Canadian cities of the place
 * table, picked with a weight that favours big freight markets, picking up over the next two weeks
 * from the day the sandbox was seeded. The generator is seeded, so two fresh sandboxes hold the same
 * loads (only the dates move with the seeding day).
 */
export function boardLoads(
  places: readonly PlaceRow[],
  seedDay: number,
  { count = boardLoadCount, firstNumber = firstBoardNumber, seed = 2026 } = {},
): BoardLoad[] {
  const hubs = places
    .filter((p) => p.kind === 'district')
    .sort((a, b) => b.population - a.population || a.city.localeCompare(b.city))
    .slice(0, 500)
    .map((place) => ({ place, weight: Math.sqrt(place.population) }));
  const next = random(seed);
  const loads: BoardLoad[] = [];
  for (let i = 0; loads.length < count; i += 1) {
    const origin = pick(hubs, next()).place;
    const destination = pick(hubs, next()).place;
    const straight = greatCircleMiles(origin, destination);
    if (straight < 40 || straight > 2800) continue;
    const miles = estimatedRoadMiles(straight);
    const equipment = pick(equipmentPlans, next());
    // Short hauls pay more a mile; the noise keeps the sort by rate per mile meaningful.
    const perMile = equipment.perMile * (miles < 250 ? 1.6 : miles < 500 ? 1.2 : 1) * (0.85 + next() * 0.3);
    const rate = Math.max(350, Math.round((miles * perMile) / 5) * 5);
    const pickupEarly = new Date(
      seedDay + Math.floor(next() * 14) * day + (12 + Math.floor(next() * 10)) * hour,
    );
    const transitDays = Math.max(1, Math.ceil(miles / 500));
    const deliveryEarly = new Date(pickupEarly.getTime() + transitDays * day);
    const modeRoll = next();
    const shippingMode =
      equipment.mode === EM.Drayage
        ? SM.Intermodal
        : equipment.mode === EM.Bulk
          ? SM.Bulk
          : modeRoll < 0.1
            ? SM.LTL
            : modeRoll < 0.15
              ? SM.VLTL
              : SM.TL;
    const levelRoll = next();
    loads.push({
      shipmentNumber: String(firstNumber + loads.length),
      shipmentId: null,
      companyId: null,
      customer: customers[Math.floor(next() * customers.length)] ?? customers[0],
      shippingMode,
      equipmentMode: equipment.mode,
      equipmentTypes: equipment.types,
      serviceLevel:
        levelRoll < 0.3
          ? ServiceLevel.BookItNow
          : levelRoll < 0.4
            ? ServiceLevel.QuickPay
            : ServiceLevel.Standard,
      origin,
      destination,
      pickupEarly,
      pickupLate: new Date(pickupEarly.getTime() + (2 + Math.floor(next() * 5)) * hour),
      deliveryEarly,
      deliveryLate: new Date(deliveryEarly.getTime() + 4 * hour),
      stopCount: next() < 0.15 ? 3 : 2,
      miles,
      weightLbs:
        shippingMode === SM.LTL
          ? 2000 + Math.floor(next() * 10) * 500
          : 10000 + Math.floor(next() * 69) * 500,
      rate,
    });
  }
  return loads;
}

/**
 * The carriers' own Ready to Book shipments go on the board too, offered to their carrier only
 * (global search opens a Ready to Book load on the available-freight page, spec 1 §2): their first
 * and last stops are placed by ZIP code, or by city for a Canadian stop.
 */
async function ownReadyToBook(db: Database, places: readonly PlaceRow[]): Promise<BoardLoad[]> {
  const byZip = new Map(places.filter((p) => p.kind === 'zip').map((p) => [p.postalCode, p]));
  const byCity = new Map(places.filter((p) => p.kind === 'district').map((p) => [`${p.city}|${p.state}`, p]));
  const { rows } = await db.query<{
    id: string;
    shipment_number: string;
    company_id: string;
    equipment_mode: number;
    max_buy: number | null;
    stops: { city: string; state: string; postalCode: string; early: string; late: string }[];
  }>(
    `SELECT s.id, s.shipment_number, s.company_id, s.equipment_mode, s.max_buy::float8 AS max_buy,
            json_agg(json_build_object('city', st.city, 'state', st.state, 'postalCode', st.postal_code,
              'early', st.early, 'late', st.late) ORDER BY st.sequence) AS stops
       FROM shipments s JOIN shipment_stops st ON st.shipment_id = s.id
      WHERE s.status = $1 GROUP BY s.id ORDER BY s.shipment_number`,
    [ShipmentStatus.ReadyToBook],
  );
  const place = (stop: { city: string; state: string; postalCode: string }) => {
    const found = byZip.get(stop.postalCode.slice(0, 5)) ?? byCity.get(`${stop.city}|${stop.state}`);
    return found && { ...found, city: stop.city, state: stop.state, postalCode: stop.postalCode };
  };
  const typesOf: Readonly<Record<number, number>> = {
    [EM.Dry]: ET.Van,
    [EM.Reefer]: ET.Reefer,
    [EM.Flatbed]: ET.FlatBed,
    [EM.Bulk]: ET.DryBulk,
    [EM.Drayage]: ET.Container,
    [EM.PowerOnly]: ET.Van,
  };
  const loads: BoardLoad[] = [];
  for (const row of rows) {
    const first = row.stops[0];
    const last = row.stops[row.stops.length - 1];
    const origin = first && place(first);
    const destination = last && place(last);
    if (!first || !last || !origin || !destination) continue;
    const miles = estimatedRoadMiles(greatCircleMiles(origin, destination));
    loads.push({
      shipmentNumber: row.shipment_number,
      shipmentId: row.id,
      companyId: row.company_id,
      customer: 'Direct shipper',
      shippingMode: SM.TL,
      equipmentMode: row.equipment_mode,
      equipmentTypes: typesOf[row.equipment_mode] ?? ET.Van,
      serviceLevel: ServiceLevel.BookItNow,
      origin,
      destination,
      pickupEarly: new Date(first.early),
      pickupLate: new Date(first.late),
      deliveryEarly: new Date(last.early),
      deliveryLate: new Date(last.late),
      stopCount: row.stops.length,
      miles,
      weightLbs: null,
      rate: row.max_buy ?? Math.max(350, Math.round((miles * 2.3) / 5) * 5),
    });
  }
  return loads;
}

/** Inserts loads with one statement per 1,000 (arrays unnested in SQL, so the statement stays small). */
export async function insertLoads(db: Database, loads: readonly BoardLoad[]): Promise<void> {
  for (let start = 0; start < loads.length; start += 1000) {
    const batch = loads.slice(start, start + 1000);
    const column = <T>(get: (load: BoardLoad) => T) => batch.map(get);
    await db.query(
      `INSERT INTO available_freight (shipment_number, shipment_id, company_id, customer_name, shipping_mode,
         equipment_mode, equipment_types, service_level,
         origin_city, origin_state, origin_postal_code, origin_latitude, origin_longitude, origin_timezone,
         pickup_early, pickup_late,
         destination_city, destination_state, destination_postal_code, destination_latitude,
         destination_longitude, destination_timezone, delivery_early, delivery_late,
         stop_count, miles, weight_lbs, rate)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[],
         $8::int[], $9::text[], $10::text[], $11::text[], $12::float8[], $13::float8[], $14::text[],
         $15::timestamptz[], $16::timestamptz[], $17::text[], $18::text[], $19::text[], $20::float8[],
         $21::float8[], $22::text[], $23::timestamptz[], $24::timestamptz[], $25::int[], $26::int[],
         $27::int[], $28::numeric[])`,
      [
        column((l) => l.shipmentNumber),
        column((l) => l.shipmentId),
        column((l) => l.companyId),
        column((l) => l.customer),
        column((l) => l.shippingMode),
        column((l) => l.equipmentMode),
        column((l) => l.equipmentTypes),
        column((l) => l.serviceLevel),
        column((l) => l.origin.city),
        column((l) => l.origin.state),
        column((l) => l.origin.postalCode),
        column((l) => l.origin.latitude),
        column((l) => l.origin.longitude),
        column((l) => l.origin.ianaTimezone),
        column((l) => l.pickupEarly.toISOString()),
        column((l) => l.pickupLate.toISOString()),
        column((l) => l.destination.city),
        column((l) => l.destination.state),
        column((l) => l.destination.postalCode),
        column((l) => l.destination.latitude),
        column((l) => l.destination.longitude),
        column((l) => l.destination.ianaTimezone),
        column((l) => l.deliveryEarly.toISOString()),
        column((l) => l.deliveryLate.toISOString()),
        column((l) => l.stopCount),
        column((l) => l.miles),
        column((l) => l.weightLbs),
        column((l) => l.rate),
      ],
    );
  }
}

/** Seeds the place table and the board (ADR 026). */
export async function seedLoadBoard({ db }: SeedContext): Promise<void> {
  const places = await readPlaces();
  await seedQuotableLocations(db, places);
  const today = new Date();
  const seedDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  await insertLoads(db, [...boardLoads(places, seedDay), ...(await ownReadyToBook(db, places))]);
}
