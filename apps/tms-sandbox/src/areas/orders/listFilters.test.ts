import type { OrderFilterSet, OrderInputBody, OrderListItem, OrderStatusCounts } from '@freightkit/api';
import { EquipmentMode, OrderStatus } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let broker: Record<string, string>;
let dispatcher: Record<string, string>;

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

/** The order numbers a list query answers. */
const numbers = async (query: string) =>
  (await json<{ items: OrderListItem[] }>(await t.get(`/api/v2/orders?${query}`, broker))).items
    .map((o) => o.orderNumber)
    .sort();

/** A Chicago pickup (L-1001) at `early` to a manual Denver stop two days later. */
const chicagoOrder = (customerName: string, early: string): OrderInputBody => ({
  orderType: 'PurchaseOrder',
  customerName,
  equipmentMode: EquipmentMode.Flatbed,
  shippingMode: 0,
  stops: [
    {
      stopType: 'Shipping',
      locationNumber: 'L-1001',
      earlyDateTime: early,
      lateDateTime: new Date(Date.parse(early) + 4 * 3_600_000).toISOString(),
      lineItems: [{ description: 'Steel coils', quantity: 4, weightLbs: 30000 }],
    },
    {
      stopType: 'Receiving',
      locationNumber: 'N/A',
      location: {
        companyName: 'Front Range Steel',
        addressLine1: '1 Steel Way',
        city: 'Denver',
        state: 'CO',
        postalCode: '80216',
        country: 'US',
      },
      earlyDateTime: new Date(Date.parse(early) + 48 * 3_600_000).toISOString(),
      lateDateTime: new Date(Date.parse(early) + 52 * 3_600_000).toISOString(),
    },
  ],
});

let justAfterMidnight = '';
let justBeforeMidnight = '';

beforeAll(async () => {
  t = await createTestSandbox();
  broker = (await t.signIn(persona('broker').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  // 06:30 UTC is 00:30 on 10 December in Chicago; 05:30 UTC is still 23:30 on the 9th there.
  justAfterMidnight = (
    await json<{ orderNumber: string }>(
      await send(
        'POST',
        '/api/v2/orders',
        broker,
        chicagoOrder('Filter Test Mills', '2026-12-10T06:30:00.000Z'),
      ),
      201,
    )
  ).orderNumber;
  justBeforeMidnight = (
    await json<{ orderNumber: string }>(
      await send(
        'POST',
        '/api/v2/orders',
        broker,
        chicagoOrder('Filter Test Mills', '2026-12-10T05:30:00.000Z'),
      ),
      201,
    )
  ).orderNumber;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('order list filters (ADR 058)', () => {
  it('narrows by customer, order type and equipment', async () => {
    expect(await numbers('customer=filter%20test')).toEqual([justAfterMidnight, justBeforeMidnight].sort());
    expect(await numbers('customer=acme')).toEqual(['500101']);
    expect(await numbers(`equipmentMode=${EquipmentMode.Reefer}`)).toEqual(['500101']);
    expect(await numbers('orderType=TransferOrder')).toEqual(['500103']);
    expect(await numbers('orderType=TransferOrder&customer=acme')).toEqual([]);
  });

  it('matches the first stop for origin and the last for destination: city, state code or postal code start', async () => {
    const chicago = await numbers('origin=chicago');
    expect(chicago).toEqual(expect.arrayContaining(['500101', justAfterMidnight]));
    expect(chicago).not.toContain('500103');
    expect(await numbers('origin=IL&customer=filter')).toHaveLength(2);
    expect(await numbers('destination=ON')).toEqual(['500101']);
    expect(await numbers('destination=K1A')).toEqual(['500101']);
    // Chicago is only ever a pickup here, never a last stop.
    expect(await numbers('destination=chicago')).toEqual([]);
    // A LIKE wildcard typed by the broker is a character, not a pattern.
    expect(await numbers('origin=%25')).toEqual([]);
  });

  it('reads the pickup day on the pickup’s own clock, inclusive at both ends', async () => {
    expect(await numbers('customer=filter&pickupFrom=2026-12-10&pickupTo=2026-12-10')).toEqual([
      justAfterMidnight,
    ]);
    expect(await numbers('customer=filter&pickupTo=2026-12-09')).toEqual([justBeforeMidnight]);
    expect(await numbers('customer=filter&pickupFrom=2026-12-09')).toHaveLength(2);
  });

  it('refuses a pickup range that ends before it starts, with a keyed message on pickupTo', async () => {
    const refused = await json<{
      modelState: Record<string, string[]>;
      modelStateKeys: Record<string, { key: string }[]>;
    }>(await t.get('/api/v2/orders?pickupFrom=2026-12-10&pickupTo=2026-12-01', broker), 400);
    expect(refused.modelState['pickupTo']).toEqual([
      'The pickup range ends before it starts: choose a To date on or after the From date.',
    ]);
    expect(refused.modelStateKeys['pickupTo']?.[0]?.key).toBe('answer.orders.pickupRange');
  });

  it('counts each status of the filtered orders, whatever the status filter', async () => {
    const counts = await json<OrderStatusCounts>(
      await t.get(
        `/api/v2/orders/status_counts?equipmentMode=${EquipmentMode.Flatbed}&status=Planned`,
        broker,
      ),
    );
    expect(counts.all).toBe(2);
    expect(counts.byStatus[OrderStatus.Open]).toBe(2);
    const all = await json<OrderStatusCounts>(await t.get('/api/v2/orders/status_counts', broker));
    expect(all.all).toBeGreaterThan(counts.all);
  });
});

describe('saved filter sets of the order list (ADR 058)', () => {
  it('saves, lists by name, renames and deletes the caller’s own sets', async () => {
    const saved = await json<OrderFilterSet>(
      await send('POST', '/api/v2/orders/filter_sets', broker, {
        name: ' Flatbeds out of Chicago ',
        filters: { equipmentMode: EquipmentMode.Flatbed, origin: 'Chicago', status: 'Open' },
      }),
      201,
    );
    expect(saved).toMatchObject({
      name: 'Flatbeds out of Chicago',
      filters: { equipmentMode: EquipmentMode.Flatbed, origin: 'Chicago', status: 'Open' },
    });
    await json(
      await send('POST', '/api/v2/orders/filter_sets', broker, {
        name: 'acme',
        filters: { customer: 'Acme' },
      }),
      201,
    );
    const listed = await json<{ items: OrderFilterSet[] }>(await t.get('/api/v2/orders/filter_sets', broker));
    expect(listed.items.map((s) => s.name)).toEqual(['acme', 'Flatbeds out of Chicago']);

    const renamed = await json<OrderFilterSet>(
      await send('PUT', `/api/v2/orders/filter_sets/${saved.id}`, broker, { name: 'Chicago flatbeds' }),
    );
    expect(renamed.name).toBe('Chicago flatbeds');
    expect(await json(await send('DELETE', `/api/v2/orders/filter_sets/${saved.id}`, broker))).toEqual({
      resultId: saved.id,
    });
    await json(await send('DELETE', `/api/v2/orders/filter_sets/${saved.id}`, broker), 404);
  });

  it('refuses a blank name and a backwards pickup range; a carrier is refused the sets', async () => {
    const blank = await json<{ modelState: Record<string, string[]> }>(
      await send('POST', '/api/v2/orders/filter_sets', broker, { name: '  ', filters: {} }),
      400,
    );
    expect(Object.keys(blank.modelState)).toEqual(['name']);
    const backwards = await json<{ modelState: Record<string, string[]> }>(
      await send('POST', '/api/v2/orders/filter_sets', broker, {
        name: 'Backwards',
        filters: { pickupFrom: '2026-12-10', pickupTo: '2026-12-01' },
      }),
      400,
    );
    expect(Object.keys(backwards.modelState)).toEqual(['filters.pickupTo']);
    await json(await t.get('/api/v2/orders/filter_sets', dispatcher), 403);
  });

  it('keeps each user’s sets to themselves: another user’s id is 404', async () => {
    const mine = await json<OrderFilterSet>(
      await send('POST', '/api/v2/orders/filter_sets', broker, { name: 'Mine', filters: {} }),
      201,
    );
    // A second user of the same broker company, written straight to the table (one broker user is seeded).
    await t.sandbox.services.db.query(
      `UPDATE order_filter_sets SET user_id = (SELECT id FROM users WHERE id <> order_filter_sets.user_id LIMIT 1)
        WHERE id = $1`,
      [mine.id],
    );
    await json(await send('PUT', `/api/v2/orders/filter_sets/${mine.id}`, broker, { name: 'Taken' }), 404);
    await json(await send('DELETE', `/api/v2/orders/filter_sets/${mine.id}`, broker), 404);
    const listed = await json<{ items: OrderFilterSet[] }>(await t.get('/api/v2/orders/filter_sets', broker));
    expect(listed.items.map((s) => s.id)).not.toContain(mine.id);
  });
});
