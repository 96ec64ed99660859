import type { AvailableShipment, AvailableShipmentPage, QuotableLocation } from '@freightkit/api';
import {
  availableFreightSearchMessages as m,
  EquipmentType as ET,
  greatCircleMiles,
  ShippingMode as SM,
} from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { boardLoadCount } from './seed.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let dispatcher: Record<string, string>;
let other: Record<string, string>;

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

interface LocationPage {
  items: QuotableLocation[];
  totalCount: number;
}

const places = async (query: string) =>
  json<LocationPage>(await t.get(`/api/v2/quotable_locations?${query}`, dispatcher));
const board = async (query = '', headers = dispatcher) =>
  json<AvailableShipmentPage>(await t.get(`/api/v2/available_shipments?${query}`, headers));
const refused = async (query: string) =>
  json<{ message: string; modelState: Record<string, string[]> }>(
    await t.get(`/api/v2/available_shipments?${query}`, dispatcher),
    400,
  );

let chicago: QuotableLocation;

beforeAll(async () => {
  t = await createTestSandbox();
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  const found = (await places('types=district&q=Chicago,%20IL')).items[0];
  if (!found) throw new Error('Chicago is missing from the place table');
  chicago = found;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('quotable-location search', () => {
  it('finds cities by their first letters, largest first, with a point and a zone', async () => {
    const page = await places('types=district&q=chic');
    expect(page.items[0]).toMatchObject({ name: 'Chicago, IL', type: 'district', country: 'US' });
    expect(page.items[0]?.ianaTimezone).toBe('America/Chicago');
    expect(page.items.every((p) => p.city.toLowerCase().startsWith('chic'))).toBe(true);
    expect(chicago.latitude).toBeCloseTo(41.85, 1);
  });

  it('finds Canadian cities with their province and zone', async () => {
    const page = await places('types=district&q=Toronto');
    expect(page.items[0]).toMatchObject({
      name: 'Toronto, ON',
      country: 'CA',
      ianaTimezone: 'America/Toronto',
    });
  });

  it('finds ZIP codes by their first digits, and narrows by type', async () => {
    const page = await places('types=zip&q=6060');
    expect(page.items.length).toBeGreaterThan(5);
    expect(page.items.every((p) => p.type === 'zip' && p.postalCode.startsWith('6060'))).toBe(true);
    expect(page.items[0]?.name).toMatch(/^6060\d Chicago, IL$/);
    expect((await places('types=district&q=6060')).totalCount).toBe(0);
  });

  it('pages 100 at a time by default and holds the whole US and Canada', async () => {
    const page = await places('q=s');
    expect(page.items).toHaveLength(100);
    expect(page.totalCount).toBeGreaterThan(1000);
    const { rows } = await t.sandbox.services.db.query<{ kind: string; country: string; n: number }>(
      'SELECT kind, country, count(*)::int AS n FROM quotable_locations GROUP BY kind, country ORDER BY 1, 2',
    );
    expect(rows.find((r) => r.kind === 'zip' && r.country === 'US')?.n).toBeGreaterThan(40_000);
    expect(rows.find((r) => r.kind === 'district' && r.country === 'CA')?.n).toBeGreaterThan(1000);
  });

  it('treats wildcard characters as text and refuses an empty query with a message', async () => {
    expect((await places('q=%25')).totalCount).toBe(0);
    const body = await json<{ modelState: Record<string, string[]> }>(
      await t.get('/api/v2/quotable_locations?q=%20', dispatcher),
      400,
    );
    expect(body.modelState.q?.[0]).toMatch(/first letters of a city/);
    const badType = await json<{ modelState: Record<string, string[]> }>(
      await t.get('/api/v2/quotable_locations?q=a&types=county', dispatcher),
      400,
    );
    expect(Object.keys(badType.modelState)).toEqual(['types.0']);
  });
});

describe('available shipments', () => {
  it('holds the seeded board: thousands of loads across the US and Canada, paged 50 at a time', async () => {
    const page = await board();
    expect(page.totalCount).toBeGreaterThanOrEqual(boardLoadCount);
    expect(page.items).toHaveLength(50);
    const canadian = await t.sandbox.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM available_freight WHERE origin_timezone IN
         ('America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax')`,
    );
    expect(canadian.rows[0]?.n).toBeGreaterThan(50);
  });

  it('keeps exactly the loads picked up within the radius of a city (100 miles by default)', async () => {
    const page = await board(`originLocationId=${chicago.id}&pageSize=200`);
    expect(page.origin?.name).toBe('Chicago, IL');
    expect(page.totalCount).toBeGreaterThan(10);
    for (const load of page.items) {
      const miles = greatCircleMiles(chicago, load.origin);
      expect(miles).toBeLessThanOrEqual(100);
      expect(load.originDeadheadMiles).toBe(Math.round(miles));
    }
    // The same count as the exact rule over every row: the bounding box drops nothing.
    const { rows } = await t.sandbox.services.db.query<{ latitude: number; longitude: number }>(
      `SELECT origin_latitude AS latitude, origin_longitude AS longitude FROM available_freight
        WHERE company_id IS NULL OR company_id = (SELECT company_id FROM available_freight WHERE shipment_number = '100010')`,
    );
    expect(page.totalCount).toBe(rows.filter((r) => greatCircleMiles(chicago, r) <= 100).length);
    const narrow = await board(`originLocationId=${chicago.id}&originRadius=25`);
    expect(narrow.totalCount).toBeLessThan(page.totalCount);
  });

  it('searches around a point and a destination too', async () => {
    const page = await board(
      `originLatitude=${chicago.latitude}&originLongitude=${chicago.longitude}&destinationLatitude=32.78&destinationLongitude=-96.8&destinationRadius=300&pageSize=200`,
    );
    expect(page.origin).toBeNull();
    for (const load of page.items) {
      expect(greatCircleMiles(chicago, load.origin)).toBeLessThanOrEqual(100);
      expect(greatCircleMiles({ latitude: 32.78, longitude: -96.8 }, load.destination)).toBeLessThanOrEqual(
        300,
      );
    }
  });

  it('matches equipment types by bit flag: a load that may go on any of them', async () => {
    const page = await board(`equipmentTypes=${ET.FlatBed | ET.StepDeck}&pageSize=200`);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.items.every((l) => (l.equipmentTypes & (ET.FlatBed | ET.StepDeck)) !== 0)).toBe(true);
    const reefer = await board(`equipmentTypes=${ET.Reefer}&pageSize=200`);
    expect(reefer.items.every((l) => (l.equipmentTypes & ET.Reefer) !== 0)).toBe(true);
  });

  it('matches several chosen types exactly as the bit rule over every load, through the GIN index', async () => {
    const db = t.sandbox.services.db;
    const mask = ET.Van | ET.Reefer | ET.Conestoga;
    const page = await board(`equipmentTypes=${mask}&pageSize=1`);
    // The oracle: the spec's bit rule over every row the dispatcher may see (open loads and its own).
    const caller = await db.query<{ company_id: string }>(
      `SELECT company_id FROM available_freight WHERE shipment_number = '100010'`,
    );
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM available_freight
        WHERE (equipment_types & $1::int) <> 0 AND (company_id IS NULL OR company_id = $2)`,
      [mask, caller.rows[0]?.company_id],
    );
    expect(page.totalCount).toBe(rows[0]?.n);
    expect(page.totalCount).toBeGreaterThan((await board(`equipmentTypes=${ET.Van}&pageSize=1`)).totalCount);
    // The planner can answer the overlap with the index (with a sequential scan ruled out, as on a large board).
    const plan = await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      const explained = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT count(*) FROM available_freight af
          WHERE equipment_type_flags(af.equipment_types) && $1::int[]`,
        [[ET.Van, ET.Reefer, ET.Conestoga]],
      );
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on available_freight_equipment');
  });

  it('filters by shipping mode and by pickup days in the origin zone', async () => {
    const ltl = await board(`shippingModes=${SM.LTL}&shippingModes=${SM.VLTL}`);
    expect(ltl.items.every((l) => l.shippingMode === SM.LTL || l.shippingMode === SM.VLTL)).toBe(true);
    const first = (await board('pageSize=1')).items[0] as AvailableShipment;
    const dayOf = (load: AvailableShipment) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: load.origin.ianaTimezone }).format(
        new Date(load.origin.early),
      );
    const day = dayOf(first);
    const sameDay = await board(`pickupFrom=${day}&pickupTo=${day}&pageSize=200`);
    expect(sameDay.totalCount).toBeGreaterThan(0);
    expect(sameDay.items.every((l) => dayOf(l) === day)).toBe(true);
  });

  it('sorts by pickup date, distance from the origin and rate per mile', async () => {
    const near = `originLocationId=${chicago.id}&pageSize=200`;
    const byPickup = (await board(`${near}&sortProperty=pickupDate`)).items.map((l) => l.origin.early);
    expect(byPickup).toEqual([...byPickup].sort());
    const byDistance = (await board(`${near}&sortProperty=distance`)).items.map(
      (l) => l.originDeadheadMiles ?? 0,
    );
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
    const byRate = (await board(`${near}&sortProperty=ratePerMile&sortDirection=desc`)).items.map(
      (l) => l.ratePerMile ?? 0,
    );
    expect(byRate).toEqual([...byRate].sort((a, b) => b - a));
  });

  it('pages without repeating a load', async () => {
    const one = await board('pageSize=20&page=1');
    const two = await board('pageSize=20&page=2');
    const numbers = [...one.items, ...two.items].map((l) => l.shipmentNumber);
    expect(new Set(numbers).size).toBe(40);
    expect(two.page).toBe(2);
  });

  it("shows a carrier its own Ready to Book loads, and not another carrier's", async () => {
    const own = await json<AvailableShipment>(await t.get('/api/v2/available_shipments/100010', dispatcher));
    expect(own).toMatchObject({ shipmentNumber: '100010', serviceLevel: 1 });
    expect(own.origin.latitude).not.toBe(0);
    await json(await t.get('/api/v2/available_shipments/100010', other), 404);
    const open = await json<AvailableShipment>(await t.get('/api/v2/available_shipments/700001', other));
    expect(open.shipmentNumber).toBe('700001');
    expect((await board('', other)).totalCount).toBeLessThan((await board()).totalCount);
  });

  it('answers bad input with 400 and a message naming the field', async () => {
    expect((await refused('originLatitude=41')).modelState.originLatitude).toEqual([m.pointNeedsBoth]);
    expect((await refused('originLatitude=91&originLongitude=0')).modelState.originLatitude).toEqual([
      m.latitude,
    ]);
    expect((await refused('originRadius=0')).modelState.originRadius).toEqual([m.radius]);
    expect((await refused('destinationRadius=501')).modelState.destinationRadius).toEqual([m.radius]);
    expect((await refused('pickupFrom=2026-12-05&pickupTo=2026-12-01')).modelState.pickupTo).toEqual([
      m.pickupRange,
    ]);
    expect((await refused('pickupFrom=tomorrow')).modelState.pickupFrom).toEqual([m.date]);
    expect(
      (await refused(`originLocationId=${chicago.id}&originLatitude=1&originLongitude=1`)).modelState
        .originLocationId,
    ).toEqual([m.placeAndPoint]);
    expect((await refused('originLocationId=999999999')).modelState.originLocationId).toEqual([
      'No quotable location has the id 999999999.',
    ]);
    expect(Object.keys((await refused('sortProperty=weight')).modelState)).toEqual(['sortProperty']);
    expect(Object.keys((await refused('equipmentTypes=0')).modelState)).toEqual(['equipmentTypes']);
  });
});
