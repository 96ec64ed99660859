import type { CompanyLocation, Location } from '@freightkit/api';
import { defaultDockHours, defaultDockSchedule, ShipmentStatus } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let broker: Record<string, string>;
let carrier: Record<string, string>;

interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}
interface Refusal {
  message: string;
  messageKey?: string;
  messageParams?: Record<string, unknown>;
  modelState?: Record<string, string[]>;
  modelStateKeys?: Record<string, ({ key: string } | null)[]>;
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

const yard = (overrides: Record<string, unknown> = {}) => ({
  name: ' Lakeshore Yard ',
  addressLine1: '800 E Pershing Rd',
  city: 'Chicago',
  province: 'il',
  postalCode: '60653',
  country: 'US',
  phoneNumbers: [{ number: '+1 773 555 0110', type: 'OfficeNumber' }],
  ediCodes: [' lky01 '],
  dockLength: 40,
  ...overrides,
});

/** A week closed on Sunday and open 24 hours on Saturday, 08:00–16:00 between. */
const week = () =>
  defaultDockHours().map((h) =>
    h.dayOfWeek === 0
      ? { ...h, isClosed: true, startTime: null, endTime: null }
      : h.dayOfWeek === 6
        ? { ...h, isTwentyFourHour: true, startTime: null, endTime: null }
        : { ...h, startTime: '08:00', endTime: '16:00' },
  );

beforeAll(async () => {
  t = await createTestSandbox();
  broker = (await t.signIn(persona('broker').email)).headers;
  carrier = (await t.signIn(persona('dispatcher').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('reading locations', () => {
  it('lists the broker’s locations with their seeded dock schedules, 50 a page', async () => {
    const page = await json<Page<Location>>(await t.get('/api/v2/locations/all', broker));
    expect(page.pageSize).toBe(50);
    expect(page.items.map((l) => l.locationNumber)).toEqual(['L-1004', 'L-1003', 'L-1001', 'L-1002']);
    const chicago = page.items.find((l) => l.locationNumber === 'L-1001');
    expect(chicago).toMatchObject({
      isPrimaryLocation: true,
      ediCodes: ['SUMCHI01'],
      phoneNumbers: [{ number: '+1 312 555 0190', type: 'OfficeNumber' }],
      companyName: 'Summit Brokerage',
    });
    expect(chicago?.dockSchedules.map((s) => s.name)).toEqual(['Receiving dock', 'Shipping dock']);
    expect(chicago?.dockSchedules[0]?.dockHours).toHaveLength(7);
    expect(chicago?.dockSchedules[0]?.dockHours[6]).toEqual({
      dayOfWeek: 6,
      isClosed: false,
      isTwentyFourHour: true,
      startTime: null,
      endTime: null,
    });
  });

  it('searches by name, city, postal code or EDI code; the EDI lookup keeps coded locations', async () => {
    const byCode = await json<Page<Location>>(await t.get('/api/v2/locations/all?q=sumchi', broker));
    expect(byCode.items.map((l) => l.locationNumber)).toEqual(['L-1001']);
    const edi = await json<Page<Location>>(await t.get('/api/v2/locations/edi', broker));
    expect(edi.items.map((l) => l.locationNumber).sort()).toEqual(['L-1001', 'L-1004']);
    const paged = await json<Page<Location>>(await t.get('/api/v2/locations/all?pageSize=1&page=2', broker));
    expect(paged).toMatchObject({ totalCount: 4, page: 2, pageSize: 1 });
  });

  it('reads one by number; an unknown number is 404 with its key', async () => {
    const one = await json<Location>(await t.get('/api/v2/locations/L-1002', broker));
    expect(one).toMatchObject({ country: 'CA', overnightParking: true, dockSchedules: [] });
    const missing = await json<Refusal & { messageKey?: string }>(
      await t.get('/api/v2/locations/L-9999', broker),
      404,
    );
    expect(missing.message).toBe('Location L-9999 was not found.');
    expect(missing.messageKey).toBe('answer.notFound.location');
  });

  it('refuses a carrier (403) and keeps the order form’s lookup where it was', async () => {
    await json(await t.get('/api/v2/locations/all', carrier), 403);
    await json(await t.get('/api/v2/locations/L-1001', carrier), 403);
    await json(await send('POST', '/api/v2/locations', carrier, yard()), 403);
    const lookup = await json<Page<CompanyLocation>>(await t.get('/api/v2/locations?q=toronto', broker));
    expect(lookup.pageSize).toBe(10);
    expect(lookup.items.map((l) => l.locationNumber)).toEqual(['L-1002']);
  });
});

describe('writing locations', () => {
  it('creates a Warehouse by default, normalised, with the next number, and finds it from the order lookup', async () => {
    const created = await json<Location>(await send('POST', '/api/v2/locations', broker, yard()), 201);
    expect(created).toMatchObject({
      locationNumber: 'L-1005',
      name: 'Lakeshore Yard',
      locationType: 'Warehouse',
      isPrimaryLocation: false,
      province: 'IL',
      ediCodes: ['LKY01'],
      ianaTimezone: 'America/Chicago',
      dockSchedules: [],
    });
    const lookup = await json<Page<CompanyLocation>>(await t.get('/api/v2/locations?q=lakeshore', broker));
    expect(lookup.items[0]).toMatchObject({ locationNumber: 'L-1005', phone: '+1 773 555 0110' });
  });

  it('a Canadian postal code makes the location Canadian', async () => {
    const created = await json<Location>(
      await send(
        'POST',
        '/api/v2/locations',
        broker,
        yard({
          name: 'Mississauga DC',
          city: 'Mississauga',
          province: 'ON',
          postalCode: 'l5t 2n7',
          country: '',
        }),
      ),
      201,
    );
    expect(created).toMatchObject({ country: 'CA', postalCode: 'L5T 2N7', ianaTimezone: 'America/Toronto' });
  });

  it('names each refused field and why (400 with keys)', async () => {
    const refused = await json<Refusal>(
      await send(
        'POST',
        '/api/v2/locations',
        broker,
        yard({ name: '', province: 'ON', ediCodes: ['A1', 'a1'], dockLength: 0.5 }),
      ),
      400,
    );
    expect(refused.modelState).toEqual({
      name: ['Enter the name of the location.'],
      province: ['ON is not in the United States; check the state or province.'],
      'ediCodes.1': ['The same EDI code is listed twice.'],
      dockLength: ['Enter the dock length in whole feet, 1 to 300.'],
    });
    expect(refused.modelStateKeys?.province?.[0]?.key).toBe('answer.locations.provinceCountry');
  });

  it('updates a location; another company’s number answers 404', async () => {
    const updated = await json<Location>(
      await send(
        'PUT',
        '/api/v2/locations/L-1003',
        broker,
        yard({
          name: 'Peachtree DC',
          city: 'Atlanta',
          province: 'GA',
          postalCode: '30336',
          locationType: 'Distribution Center',
          lumpersAvailable: true,
        }),
      ),
    );
    expect(updated).toMatchObject({
      locationNumber: 'L-1003',
      name: 'Peachtree DC',
      locationType: 'Distribution Center',
      lumpersAvailable: true,
    });
    // Another company's location (written straight to the table: no other broker is seeded) is 404.
    await t.sandbox.services.db.query(
      `INSERT INTO locations (company_id, location_number, name, address_line1, city, province, postal_code,
         country, iana_timezone)
       SELECT company_id, 'X-1', 'Elsewhere', '1 Main St', 'Chicago', 'IL', '60607', 'US', 'America/Chicago'
         FROM contacts WHERE company_id <> (SELECT company_id FROM locations WHERE location_number = 'L-1001')
         LIMIT 1`,
    );
    await json(await t.get('/api/v2/locations/X-1', broker), 404);
    await json(await send('PUT', '/api/v2/locations/X-1', broker, yard()), 404);
    await json(
      await send('POST', '/api/v2/locations/X-1/dock_schedules', broker, {
        name: 'A',
        ...defaultDockSchedule(),
      }),
      404,
    );
    await json(await send('PUT', '/api/v2/locations/L-0001', broker, yard()), 404);
  });
});

describe('dock schedules', () => {
  it('adds schedules to a location (closed Sunday, 24 h Saturday) and changes one', async () => {
    const first = await json<Location>(
      await send('POST', '/api/v2/locations/L-1002/dock_schedules', broker, {
        name: 'Inbound',
        ...defaultDockSchedule(),
        dockHours: week(),
      }),
      201,
    );
    const second = await json<Location>(
      await send('POST', '/api/v2/locations/L-1002/dock_schedules', broker, {
        name: 'Outbound',
        ...defaultDockSchedule(),
      }),
      201,
    );
    expect(second.dockSchedules.map((s) => s.name)).toEqual(['Inbound', 'Outbound']);
    const inbound = first.dockSchedules[0]!;
    expect(inbound.dockHours[0]).toMatchObject({ isClosed: true, startTime: null });
    expect(inbound.dockHours[6]).toMatchObject({ isTwentyFourHour: true, endTime: null });
    expect(inbound.dockHours[3]).toMatchObject({ startTime: '08:00', endTime: '16:00' });

    const changed = await json<Location>(
      await send('PUT', `/api/v2/locations/L-1002/dock_schedules/${inbound.id}`, broker, {
        name: 'Inbound (winter)',
        ...defaultDockSchedule(),
        stopTypes: ['Receiving'],
        dockHours: defaultDockHours().map((h) => ({ ...h, startTime: '06:00', endTime: '14:00' })),
      }),
    );
    expect(changed.dockSchedules.find((s) => s.id === inbound.id)).toMatchObject({
      name: 'Inbound (winter)',
      stopTypes: ['Receiving'],
    });
    expect(changed.dockSchedules.find((s) => s.id === inbound.id)?.dockHours[0]).toMatchObject({
      isClosed: false,
      startTime: '06:00',
    });
  });

  it('refuses hours that close before they open, a missing day, and a schedule of another location', async () => {
    const hours = defaultDockHours();
    const refused = await json<Refusal>(
      await send('POST', '/api/v2/locations/L-1001/dock_schedules', broker, {
        name: 'Bad',
        ...defaultDockSchedule(),
        dockHours: [...hours.slice(0, 5), { ...hours[5], startTime: '17:00', endTime: '09:00' }],
      }),
      400,
    );
    expect(Object.keys(refused.modelState ?? {}).sort()).toEqual(['dockHours', 'dockHours.5.endTime']);
    const chicago = await json<Location>(await t.get('/api/v2/locations/L-1001', broker));
    await json(
      await send('PUT', `/api/v2/locations/L-1004/dock_schedules/${chicago.dockSchedules[0]!.id}`, broker, {
        name: 'Moved',
        ...defaultDockSchedule(),
      }),
      404,
    );
  });
});

describe('deleting', () => {
  it('deletes a dock schedule with its days; a second delete and another location’s schedule are 404', async () => {
    const created = await json<Location>(
      await send('POST', '/api/v2/locations', broker, yard({ name: 'Short-lived Yard', ediCodes: [] })),
      201,
    );
    const number = created.locationNumber;
    const withDock = await json<Location>(
      await send('POST', `/api/v2/locations/${number}/dock_schedules`, broker, {
        name: 'Temporary dock',
        ...defaultDockSchedule(),
      }),
      201,
    );
    const scheduleId = withDock.dockSchedules[0]!.id;
    await json(await send('DELETE', `/api/v2/locations/L-1001/dock_schedules/${scheduleId}`, broker), 404);
    const without = await json<Location>(
      await send('DELETE', `/api/v2/locations/${number}/dock_schedules/${scheduleId}`, broker),
    );
    expect(without.dockSchedules).toEqual([]);
    await json(await send('DELETE', `/api/v2/locations/${number}/dock_schedules/${scheduleId}`, broker), 404);
    const { rows } = await t.sandbox.services.db.query('SELECT 1 FROM dock_hours WHERE schedule_id = $1', [
      scheduleId,
    ]);
    expect(rows).toEqual([]);
  });

  it('deletes a location no order stops at, with its schedules; then it is 404 and gone from the lookups', async () => {
    const created = await json<Location>(
      await send('POST', '/api/v2/locations', broker, yard({ name: 'Closing Yard', ediCodes: [] })),
      201,
    );
    const number = created.locationNumber;
    await json(
      await send('POST', `/api/v2/locations/${number}/dock_schedules`, broker, {
        name: 'Dock',
        ...defaultDockSchedule(),
      }),
      201,
    );
    await json(await send('DELETE', `/api/v2/locations/${number}`, carrier), 403);
    expect(await json(await send('DELETE', `/api/v2/locations/${number}`, broker))).toEqual({
      locationNumber: number,
    });
    await json(await t.get(`/api/v2/locations/${number}`, broker), 404);
    await json(await send('DELETE', `/api/v2/locations/${number}`, broker), 404);
    const lookup = await json<Page<CompanyLocation>>(await t.get('/api/v2/locations?q=Closing', broker));
    expect(lookup.items).toEqual([]);
  });

  it('refuses (409, keyed) while an order not yet delivered stops there, and allows it once delivered', async () => {
    const refused = await json<Refusal>(await send('DELETE', '/api/v2/locations/L-1004', broker), 409);
    expect(refused.message).toBe(
      'Location L-1004 cannot be deleted: order 500103 stops there and is not delivered yet. Change that stop first.',
    );
    expect(refused.messageKey).toBe('answer.locations.inUse');
    expect(refused.messageParams).toEqual({ number: 'L-1004', count: 1, orders: '500103' });
    await json(await t.get('/api/v2/locations/L-1004', broker));

    // Order 500103 goes onto a delivered shipment: its stops keep their own copy of the address.
    await t.sandbox.services.db.query(
      `UPDATE orders SET shipment_id = (SELECT id FROM shipments WHERE status = $1 ORDER BY id LIMIT 1)
        WHERE order_number = '500103'`,
      [ShipmentStatus.Delivered],
    );
    await json(await send('DELETE', '/api/v2/locations/L-1004', broker));
    const order = await json<{ stops: { locationNumber: string; city: string }[] }>(
      await t.get('/api/v2/orders/500103', broker),
    );
    expect(order.stops.map((s) => s.locationNumber)).toContain('L-1004');
  });

  it('another company’s location answers 404 and stays (X-1, written by the update test)', async () => {
    await json(await send('DELETE', '/api/v2/locations/X-1', broker), 404);
    const { rows } = await t.sandbox.services.db.query(
      "SELECT 1 FROM locations WHERE location_number = 'X-1'",
    );
    expect(rows).toHaveLength(1);
  });
});
