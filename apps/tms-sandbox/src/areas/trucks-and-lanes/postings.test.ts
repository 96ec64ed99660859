import type {
  AvailableShipmentPage,
  PostedTruck,
  QuotableLocation,
  ReloadOrigin,
  SavedLane,
} from '@freightkit/api';
import {
  addCalendarDays,
  capabilityRefusals,
  dayInZone,
  EquipmentType as ET,
  postingMessages as m,
  ShipmentStatus,
} from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let dispatcher: Record<string, string>;
let other: Record<string, string>;
let broker: Record<string, string>;
let chicago: QuotableLocation;
let dallas: QuotableLocation;
let today: string;

interface Refusal {
  message: string;
  modelState?: Record<string, string[]>;
}
interface Page<T> {
  items: T[];
  totalCount: number;
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};
const city = async (q: string) => {
  const page = await json<Page<QuotableLocation>>(
    await t.get(`/api/v2/quotable_locations?types=district&q=${encodeURIComponent(q)}`, dispatcher),
  );
  const found = page.items[0];
  if (!found) throw new Error(`${q} is missing from the place table`);
  return found;
};
const boardTotal = async (query: string, headers = dispatcher) =>
  (await json<AvailableShipmentPage>(await t.get(`/api/v2/available_shipments?${query}`, headers)))
    .totalCount;
const trucks = async (headers = dispatcher) =>
  json<Page<PostedTruck>>(await t.get('/api/v2/live_equipment', headers));
const lanes = async (headers = dispatcher) =>
  json<Page<SavedLane>>(await t.get('/api/v2/saved_lanes', headers));

const vanInChicago = () => ({
  equipmentType: ET.Van,
  emptyLocationId: chicago.id,
  emptyOn: today,
  emptyRadius: 100,
  destinationLocationId: null,
  destinationRadius: 100,
});

beforeAll(async () => {
  t = await createTestSandbox();
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  broker = (await t.signIn(persona('broker').email)).headers;
  chicago = await city('Chicago, IL');
  dallas = await city('Dallas, TX');
  today = dayInZone(new Date(), chicago.ianaTimezone);
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('Available Trucks', () => {
  it('posts a truck whose match count is the board’s total for its search', async () => {
    const posted = await json<PostedTruck>(
      await send('POST', '/api/v2/live_equipment', dispatcher, vanInChicago()),
      201,
    );
    expect(posted).toMatchObject({
      equipmentType: ET.Van,
      emptyLocation: { id: chicago.id, name: 'Chicago, IL' },
      emptyOn: today,
      destinationLocation: null,
    });
    const expected = await boardTotal(
      `originLocationId=${chicago.id}&originRadius=100&equipmentTypes=${ET.Van}&pickupFrom=${today}`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(posted.matchCount).toBe(expected);
    // Narrower: a 25-mile radius and a wish for Dallas, each the board's own count again.
    const changed = await json<PostedTruck>(
      await send('PUT', `/api/v2/live_equipment/${posted.id}`, dispatcher, {
        ...vanInChicago(),
        emptyRadius: 25,
        destinationLocationId: dallas.id,
        destinationRadius: 200,
      }),
    );
    expect(changed.destinationLocation?.name).toBe('Dallas, TX');
    expect(changed.matchCount).toBe(
      await boardTotal(
        `originLocationId=${chicago.id}&originRadius=25&destinationLocationId=${dallas.id}&destinationRadius=200&equipmentTypes=${ET.Van}&pickupFrom=${today}`,
      ),
    );
    expect(changed.matchCount).toBeLessThan(posted.matchCount);
    expect((await trucks()).items.map((x) => x.id)).toContain(posted.id);
  });

  it('keeps a company’s trucks to itself: another company lists none of them and gets 404', async () => {
    const posted = await json<PostedTruck>(
      await send('POST', '/api/v2/live_equipment', dispatcher, vanInChicago()),
      201,
    );
    expect((await trucks(other)).items.map((x) => x.id)).not.toContain(posted.id);
    await json(await send('PUT', `/api/v2/live_equipment/${posted.id}`, other, vanInChicago()), 404);
    await json(await send('DELETE', `/api/v2/live_equipment/${posted.id}`, other), 404);
    await json(await send('DELETE', `/api/v2/live_equipment/${posted.id}`, dispatcher));
    expect((await trucks()).items.map((x) => x.id)).not.toContain(posted.id);
    await json(await send('DELETE', `/api/v2/live_equipment/${posted.id}`, dispatcher), 404);
  });

  it('answers each broken rule on its field', async () => {
    const refusal = await json<Refusal>(
      await send('POST', '/api/v2/live_equipment', dispatcher, {
        ...vanInChicago(),
        equipmentType: ET.Van | ET.Reefer,
        emptyLocationId: null,
        emptyOn: addCalendarDays(today, -2),
      }),
      400,
    );
    expect(refusal.modelState).toEqual({
      equipmentType: [m.equipmentType],
      emptyLocationId: [m.emptyLocation],
      emptyOn: [m.emptyOnPast],
    });
    const far = await json<Refusal>(
      await send('POST', '/api/v2/live_equipment', dispatcher, {
        ...vanInChicago(),
        emptyOn: addCalendarDays(today, 45),
        destinationLocationId: 999_999_999,
      }),
      400,
    );
    expect(far.modelState).toEqual({
      emptyOn: [m.emptyOnFar],
      destinationLocationId: [m.unknownLocation(999_999_999)],
    });
    const radius = await json<Refusal>(
      await send('POST', '/api/v2/live_equipment', dispatcher, { ...vanInChicago(), emptyRadius: 900 }),
      400,
    );
    expect(Object.keys(radius.modelState ?? {})).toEqual(['emptyRadius']);
  });

  it('is for carriers on the board: a broker is refused', async () => {
    const refusal = await json<Refusal>(
      await send('POST', '/api/v2/live_equipment', broker, vanInChicago()),
      403,
    );
    expect(refusal.message).toBe(capabilityRefusals['loadBoard.post']);
    await json(await t.get('/api/v2/live_equipment', broker), 403);
  });
});

describe('saved lanes', () => {
  it('lists the seeded lanes with the board’s count for each', async () => {
    const seeded = await lanes();
    expect(seeded.items.map((l) => `${l.origin.name} → ${l.destination.name}`)).toEqual(
      expect.arrayContaining(['Chicago, IL → Dallas, TX', 'Atlanta, GA → Chicago, IL']),
    );
    for (const lane of seeded.items) {
      const equipment = lane.equipmentTypes === null ? '' : `&equipmentTypes=${lane.equipmentTypes}`;
      expect(lane.matchCount).toBe(
        await boardTotal(
          `originLocationId=${lane.origin.id}&originRadius=${lane.originRadius}&destinationLocationId=${lane.destination.id}&destinationRadius=${lane.destinationRadius}${equipment}`,
        ),
      );
    }
    expect(seeded.items.some((l) => l.matchCount > 0)).toBe(true);
    expect((await lanes(other)).items).toEqual([]);
  });

  it('saves, changes and deletes a lane of the company only', async () => {
    const body = {
      originLocationId: dallas.id,
      originRadius: 150,
      destinationLocationId: chicago.id,
      destinationRadius: 150,
      equipmentTypes: ET.Van,
    };
    const saved = await json<SavedLane>(await send('POST', '/api/v2/saved_lanes', dispatcher, body), 201);
    expect(saved).toMatchObject({ origin: { id: dallas.id }, destination: { id: chicago.id } });
    const anyEquipment = await json<SavedLane>(
      await send('PUT', `/api/v2/saved_lanes/${saved.id}`, dispatcher, { ...body, equipmentTypes: null }),
    );
    expect(anyEquipment.equipmentTypes).toBeNull();
    expect(anyEquipment.matchCount).toBeGreaterThanOrEqual(saved.matchCount);
    await json(await send('PUT', `/api/v2/saved_lanes/${saved.id}`, other, body), 404);
    await json(await send('DELETE', `/api/v2/saved_lanes/${saved.id}`, other), 404);
    await json(await send('DELETE', `/api/v2/saved_lanes/${saved.id}`, dispatcher));
    expect((await lanes()).items.map((l) => l.id)).not.toContain(saved.id);
  });

  it('answers each broken rule on its field', async () => {
    const refusal = await json<Refusal>(
      await send('POST', '/api/v2/saved_lanes', dispatcher, {
        originLocationId: null,
        originRadius: 0,
        destinationLocationId: 999_999_999,
        destinationRadius: 100,
        equipmentTypes: 0,
      }),
      400,
    );
    expect(refusal.modelState).toMatchObject({
      originLocationId: [m.origin],
      originRadius: expect.any(Array) as unknown,
      equipmentTypes: [m.equipmentTypes],
    });
    const unknown = await json<Refusal>(
      await send('POST', '/api/v2/saved_lanes', dispatcher, {
        originLocationId: chicago.id,
        destinationLocationId: 999_999_999,
      }),
      400,
    );
    expect(unknown.modelState).toEqual({ destinationLocationId: [m.unknownLocation(999_999_999)] });
  });
});

describe('where reloads start', () => {
  it('finds a board load’s delivery point', async () => {
    const load = (
      await json<AvailableShipmentPage>(await t.get('/api/v2/available_shipments?pageSize=1', dispatcher))
    ).items[0];
    if (!load) throw new Error('The board is empty');
    const start = await json<ReloadOrigin>(
      await t.get(`/api/v2/reload_origins/${load.shipmentNumber}`, dispatcher),
    );
    expect(start).toMatchObject({
      onBoard: true,
      destination: { city: load.destination.city, latitude: load.destination.latitude },
    });
  });

  it('finds where the company’s own booked shipment delivers, and hides another company’s', async () => {
    const { rows } = await t.sandbox.services.db.query<{ shipment_number: string; company: string }>(
      `SELECT s.shipment_number, c.name AS company FROM shipments s JOIN companies c ON c.id = s.company_id
        WHERE s.status = $1 ORDER BY s.shipment_number`,
      [ShipmentStatus.Booked],
    );
    const own = rows.find((r) => r.company.startsWith('Swiftline'));
    if (!own) throw new Error('Swiftline has no booked shipment');
    const start = await json<ReloadOrigin>(
      await t.get(`/api/v2/reload_origins/${own.shipment_number}`, dispatcher),
    );
    expect(start.onBoard).toBe(false);
    expect(start.destination.latitude).not.toBe(0);
    await json(await t.get(`/api/v2/reload_origins/${own.shipment_number}`, other), 404);
    await json(await t.get('/api/v2/reload_origins/NOPE-1', dispatcher), 404);
  });
});
