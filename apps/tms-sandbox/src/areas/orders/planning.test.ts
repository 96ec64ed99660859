import type { ConsolidatableOrders, ConsolidateResult, Order, OrderInputBody } from '@freightkit/api';
import { OrderStatus, ShipmentStatus } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let broker: Record<string, string>;
let secondBroker: Record<string, string>;
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

/** Chicago (L-1001) → Denver (L-1004), 10,000 lbs in 10 pieces, picked up on 10 March 2027. */
const order = (
  overrides: Partial<OrderInputBody> = {},
  pickup = 'L-1001',
  weightLbs = 10_000,
): OrderInputBody => ({
  orderType: 'SalesOrder',
  customerName: 'Consolidated Mills',
  equipmentMode: 0,
  shippingMode: 0,
  stops: [
    {
      stopType: 'Shipping',
      locationNumber: pickup,
      earlyDateTime: '2027-03-10T14:00:00.000Z',
      lateDateTime: '2027-03-10T22:00:00.000Z',
      lineItems: [{ description: 'Flour sacks', quantity: 10, weightLbs }],
    },
    {
      stopType: 'Receiving',
      locationNumber: 'L-1004',
      earlyDateTime: '2027-03-12T14:00:00.000Z',
      lateDateTime: '2027-03-12T20:00:00.000Z',
    },
  ],
  ...overrides,
});

const create = async (body: OrderInputBody = order()) =>
  (await json<Order>(await send('POST', '/api/v2/orders', broker, body), 201)).orderNumber;

const copies = async (number: string, count: number) =>
  (
    await json<{ orderNumbers: string[] }>(
      await send('POST', `/api/v2/orders/${number}/duplicates`, broker, { copies: count }),
      201,
    )
  ).orderNumbers;

const consolidate = (anchor: string, body: unknown, as = broker) =>
  send('POST', `/api/v2/orders/${anchor}/consolidations`, as, body);

const get = async (number: string) => json<Order>(await t.get(`/api/v2/orders/${number}`, broker));

const swiftlineId = async () => {
  const carriers = await json<{ id: string; name: string }[]>(
    await t.get('/api/v2/orders/tender_carriers', broker),
  );
  return carriers.find((c) => c.name === 'Swiftline Carriers')?.id ?? '';
};

beforeAll(async () => {
  t = await createTestSandbox();
  broker = (await t.signIn(persona('broker').email)).headers;
  secondBroker = (await t.signIn(persona('broker').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('consolidatable orders (spec 2 §7, spec 1 §9; ADR 052)', () => {
  it('judges the Open orders against an anchor: copies join, a far or heavy order says why not', async () => {
    const anchor = await create();
    const same = await copies(anchor, 2);
    const far = await create(order({}, 'L-1003'));
    const heavy = await create(order({}, 'L-1001', 40_000));
    const found = await json<ConsolidatableOrders>(
      await t.get(`/api/v2/orders/${anchor}/consolidatable_orders`, broker),
    );
    expect(found.limits).toEqual({ maxWeight: 45000, maxUnits: 60, distance: 40, dateWindowDays: 2 });
    expect(found.anchor).toEqual({ orderNumber: anchor, weightLbs: 10_000, units: 10 });
    const byNumber = new Map(found.items.map((c) => [c.order.orderNumber, c]));
    for (const n of same)
      expect(byNumber.get(n)).toMatchObject({ reason: null, pickupMiles: 0, deliveryMiles: 0 });
    expect(byNumber.get(far)?.reason?.key).toBe('answer.consolidation.pickupTooFar');
    expect(byNumber.get(far)?.pickupMiles).toBeGreaterThan(500);
    expect(byNumber.get(heavy)?.reasonText).toBe(
      `Order ${heavy} would bring the weight to 50,000 lbs, over the limit of 45,000 lbs.`,
    );
    // The seeded Chicago → Ottawa order rides in a reefer: another kind of truck than the anchor's dry van.
    expect(byNumber.get('500101')?.reason?.key).toBe('answer.consolidation.equipmentDiffers');
    // Beside a reefer anchor it is judged on its place: a Canadian postal code is placed by its city,
    // and Ottawa is far from Denver.
    const reeferAnchor = await create(order({ equipmentMode: 1 }));
    const reefers = await json<ConsolidatableOrders>(
      await t.get(`/api/v2/orders/${reeferAnchor}/consolidatable_orders`, broker),
    );
    expect(reefers.items.find((c) => c.order.orderNumber === '500101')?.reason?.key).toBe(
      'answer.consolidation.deliveryTooFar',
    );
    // The anchor is not its own candidate; those that can join come first.
    expect(byNumber.has(anchor)).toBe(false);
    expect(found.items[0]?.reason).toBeNull();

    const widened = await json<ConsolidatableOrders>(
      await t.get(`/api/v2/orders/${anchor}/consolidatable_orders?maxWeight=60000`, broker),
    );
    expect(widened.items.find((c) => c.order.orderNumber === heavy)?.reason).toBeNull();
    // An order picked in the list is judged whatever its status.
    const picked = await json<ConsolidatableOrders>(
      await t.get(`/api/v2/orders/${anchor}/consolidatable_orders?include=500102,500103`, broker),
    );
    expect(
      picked.items
        .slice(0, 2)
        .map((c) => c.order.orderNumber)
        .sort(),
    ).toEqual(['500102', '500103']);

    const bad = await t.get(`/api/v2/orders/${anchor}/consolidatable_orders?distance=-1`, broker);
    expect(bad.status).toBe(400);
  });

  it('is the broker’s: carriers are refused, another company’s order is 404', async () => {
    expect((await t.get('/api/v2/orders/500101/consolidatable_orders', dispatcher)).status).toBe(403);
    const foreign = await create();
    await t.sandbox.services.db.query(
      `UPDATE orders SET company_id = (SELECT id FROM companies WHERE company_type = 'Carrier' LIMIT 1)
        WHERE order_number = $1`,
      [foreign],
    );
    expect((await t.get(`/api/v2/orders/${foreign}/consolidatable_orders`, broker)).status).toBe(404);
    const mine = await create();
    const refused = await consolidate(mine, { orderNumbers: [foreign] });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(`Order ${foreign} was not found.`);
    expect((await consolidate(mine, { orderNumbers: [mine] }, dispatcher)).status).toBe(403);
  });
});

describe('consolidating orders onto one shipment (ADR 052)', () => {
  it('puts the orders on one shipment, stops merged and line items copied, and tenders it to the carrier', async () => {
    const anchor = await create();
    const [second, third] = await copies(anchor, 2);
    const swiftline = await swiftlineId();
    const result = await json<ConsolidateResult>(
      await consolidate(anchor, {
        orderNumbers: [second, third],
        maxBuy: 2600,
        tender: { carrierId: swiftline, rate: 2400 },
      }),
      201,
    );
    expect(result).toMatchObject({
      orderNumbers: [anchor, second, third],
      reusedDraft: false,
      tender: { carrierName: 'Swiftline Carriers', rate: 2400, automatic: false },
    });
    for (const n of [anchor, second, third]) {
      const now = await get(n ?? '');
      expect(now.status).toBe(OrderStatus.Tendered);
      expect(now.shipment?.shipmentNumber).toBe(result.shipmentNumber);
    }
    const { db } = t.sandbox.services;
    const { rows: stops } = await db.query<{ stop_type: string }>(
      `SELECT st.stop_type FROM shipment_stops st JOIN shipments s ON s.id = st.shipment_id
        WHERE s.shipment_number = $1 ORDER BY st.sequence`,
      [result.shipmentNumber],
    );
    expect(stops.map((s) => s.stop_type)).toEqual([
      'Shipping',
      'Shipping',
      'Shipping',
      'Receiving',
      'Receiving',
      'Receiving',
    ]);
    const { rows: items } = await db.query<{ n: number; weight: number }>(
      `SELECT count(*)::int AS n, sum(li.weight_lbs)::float8 AS weight FROM shipment_line_items li
         JOIN shipments s ON s.id = li.shipment_id WHERE s.shipment_number = $1`,
      [result.shipmentNumber],
    );
    expect(items[0]).toEqual({ n: 3, weight: 30_000 });
    // The carrier's dispatcher finds the tender under Sent, with the weight of the whole load.
    const tenders = await json<{ items: { shipmentNumber: string; rate: number; weight?: number }[] }>(
      await t.get(`/api/v2/tenders?query=${result.shipmentNumber}`, dispatcher),
    );
    expect(tenders.items).toEqual([
      expect.objectContaining({ shipmentNumber: result.shipmentNumber, rate: 2400 }),
    ]);
  });

  it('tenders the consolidated load to several carriers at once, each once (ADR 059)', async () => {
    const anchor = await create();
    const [joining] = await copies(anchor, 1);
    const carriers = await json<{ id: string; name: string }[]>(
      await t.get('/api/v2/orders/tender_carriers', broker),
    );
    const idOf = (name: string) => carriers.find((c) => c.name === name)?.id ?? '';
    const [swiftline, ironHorse] = [idOf('Swiftline Carriers'), idOf('Iron Horse Freight')];
    // Naming a carrier twice, or one that is not a carrier, sends nothing and leaves the orders Open.
    const twice = await json<{ modelStateKeys: Record<string, { key: string }[]> }>(
      await consolidate(anchor, {
        orderNumbers: [joining],
        tender: { carrierId: swiftline, carrierIds: [swiftline], rate: 2400 },
      }),
      400,
    );
    expect(twice.modelStateKeys['tender.carrierIds']?.[0]?.key).toBe('answer.orders.carrierTwice');
    const unknown = await consolidate(anchor, {
      orderNumbers: [joining],
      tender: { carrierId: swiftline, carrierIds: ['not-a-carrier'], rate: 2400 },
    });
    expect(unknown.status).toBe(400);
    expect((await get(anchor)).status).toBe(OrderStatus.Open);

    const result = await json<ConsolidateResult>(
      await consolidate(anchor, {
        orderNumbers: [joining],
        tender: { carrierId: swiftline, carrierIds: [ironHorse], rate: 2400 },
      }),
      201,
    );
    expect(result.tender).toMatchObject({
      carrierName: 'Swiftline Carriers',
      carrierNames: ['Swiftline Carriers', 'Iron Horse Freight'],
      rate: 2400,
      automatic: false,
    });
    const read = await get(anchor);
    expect(read.status).toBe(OrderStatus.Tendered);
    expect(read.shipment?.tenders.map((offer) => offer.carrierName).sort()).toEqual([
      'Iron Horse Freight',
      'Swiftline Carriers',
    ]);
  });

  it('reuses the anchor’s draft shipment', async () => {
    const [copy] = await copies('500102', 1);
    const draft = (await get('500102')).shipment?.shipmentNumber;
    expect(draft).toBeTruthy();
    const result = await json<ConsolidateResult>(
      await consolidate('500102', { orderNumbers: [copy], limits: { maxWeight: 80_000 } }),
      201,
    );
    expect(result).toMatchObject({ reusedDraft: true, shipmentNumber: draft, tender: null });
    expect((await get(copy ?? '')).status).toBe(OrderStatus.Planned);
  });

  /** Puts an Open order on a draft shipment of its own (as the seed's 500102 is), and answers its number. */
  const withDraft = async (number: string) => {
    const { rows } = await t.sandbox.services.db.query<{ shipment_number: string }>(
      `WITH made AS (
         INSERT INTO shipments (company_id, shipment_number, status, order_id, equipment_mode)
         SELECT company_id, nextval('order_shipment_numbers')::text, $2, id, equipment_mode FROM orders
          WHERE order_number = $1 RETURNING id, order_id, shipment_number
       ), linked AS (UPDATE orders o SET shipment_id = m.id FROM made m WHERE o.id = m.order_id)
       SELECT shipment_number FROM made`,
      [number, ShipmentStatus.Draft],
    );
    return rows[0]?.shipment_number ?? '';
  };
  const shipmentStatus = async (shipmentNumber: string) => {
    const { rows } = await t.sandbox.services.db.query<{ status: number; orders: number }>(
      `SELECT s.status, (SELECT count(*)::int FROM orders o WHERE o.shipment_id = s.id) AS orders
         FROM shipments s WHERE s.shipment_number = $1`,
      [shipmentNumber],
    );
    return rows[0];
  };

  it('reuses a joining order’s own draft when the anchor has none, and voids the others’ (ADR 059)', async () => {
    const anchor = await create();
    const [first, second, plain] = (await copies(anchor, 3)) as [string, string, string];
    const firstDraft = await withDraft(first);
    const secondDraft = await withDraft(second);
    expect((await get(first)).status).toBe(OrderStatus.Open);
    const result = await json<ConsolidateResult>(
      await consolidate(anchor, { orderNumbers: [plain, first, second] }),
      201,
    );
    // The first joining order (in the broker's order) with a draft gives it; the anchor now owns it.
    expect(result).toMatchObject({
      reusedDraft: true,
      shipmentNumber: firstDraft,
      voidedDrafts: [secondDraft],
    });
    expect(await shipmentStatus(firstDraft)).toEqual({ status: ShipmentStatus.ReadyToBook, orders: 4 });
    // The other draft holds no order any more: voided, not left behind as a Draft.
    expect(await shipmentStatus(secondDraft)).toEqual({ status: ShipmentStatus.Voided, orders: 0 });
    for (const n of [anchor, first, second, plain]) {
      const read = await get(n);
      expect(read.status).toBe(OrderStatus.Planned);
      expect(read.shipment?.shipmentNumber).toBe(firstDraft);
    }
    const { rows } = await t.sandbox.services.db.query<{ order_number: string; stops: number }>(
      `SELECT o.order_number, (SELECT count(*)::int FROM shipment_stops st WHERE st.shipment_id = s.id) AS stops
         FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.shipment_number = $1`,
      [firstDraft],
    );
    // Every order's two stops are on it, and the shipment is the anchor's.
    expect(rows).toEqual([{ order_number: anchor, stops: 8 }]);
  });

  it('the anchor’s own draft wins over a joining order’s, which is voided', async () => {
    const anchor = await create();
    const [joining] = (await copies(anchor, 1)) as [string];
    const anchorDraft = await withDraft(anchor);
    const joiningDraft = await withDraft(joining);
    const result = await json<ConsolidateResult>(await consolidate(anchor, { orderNumbers: [joining] }), 201);
    expect(result).toMatchObject({
      reusedDraft: true,
      shipmentNumber: anchorDraft,
      voidedDrafts: [joiningDraft],
    });
    expect((await shipmentStatus(joiningDraft))?.status).toBe(ShipmentStatus.Voided);
  });

  it('a refused consolidation leaves every draft as it was', async () => {
    const anchor = await create();
    const [joining] = (await copies(anchor, 1)) as [string];
    const heavy = await create(order({}, 'L-1001', 40_000));
    const joiningDraft = await withDraft(joining);
    const heavyDraft = await withDraft(heavy);
    expect((await consolidate(anchor, { orderNumbers: [joining, heavy] })).status).toBe(409);
    expect(await shipmentStatus(joiningDraft)).toEqual({ status: ShipmentStatus.Draft, orders: 1 });
    expect(await shipmentStatus(heavyDraft)).toEqual({ status: ShipmentStatus.Draft, orders: 1 });
  });

  it('refuses (409) naming each order and its reason, and changes nothing', async () => {
    const anchor = await create();
    const [planned] = await copies(anchor, 1);
    await json(await send('POST', `/api/v2/orders/${planned}/shipments`, broker, {}), 201);
    const heavy = await create(order({}, 'L-1001', 40_000));
    const ok = await create();
    const refused = await consolidate(anchor, { orderNumbers: [ok, planned, heavy, ok] });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as {
      message: string;
      modelState: Record<string, string[]>;
      modelStateKeys: Record<string, { key: string }[]>;
    };
    expect(body.message).toBe('These orders cannot be consolidated.');
    expect(body.modelState[`orders.${planned}`]).toEqual([
      `Order ${planned} is Planned: only Open orders that are not on a shipment can be consolidated.`,
    ]);
    expect(body.modelStateKeys[`orders.${heavy}`]?.[0]?.key).toBe('answer.consolidation.tooHeavy');
    expect(body.modelStateKeys[`orders.${ok}`]?.[0]?.key).toBe('answer.consolidation.twice');
    expect((await get(anchor)).status).toBe(OrderStatus.Open);
    expect((await get(ok)).shipment).toBeNull();

    const tooHigh = await consolidate(anchor, {
      orderNumbers: [ok],
      maxBuy: 1000,
      tender: { carrierId: await swiftlineId(), rate: 1200 },
    });
    expect(tooHigh.status).toBe(400);
    const notCarrier = await consolidate(anchor, {
      orderNumbers: [ok],
      tender: { carrierId: 'not-a-carrier', rate: 1200 },
    });
    expect(notCarrier.status).toBe(400);
    expect((await consolidate(anchor, { orderNumbers: [] })).status).toBe(400);
  });

  it('two brokers consolidating the same order at once: it ends on exactly one shipment', async () => {
    const first = await create();
    const [shared, other] = await copies(first, 2);
    const [a, b] = await Promise.all([
      consolidate(first, { orderNumbers: [shared] }),
      consolidate(other ?? '', { orderNumbers: [shared] }, secondBroker),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    const refusal = (await loser.json()) as { modelStateKeys: Record<string, { key: string }[]> };
    expect(refusal.modelStateKeys[`orders.${shared}`]?.[0]?.key).toBe('answer.consolidation.notOpen');
    const { rows } = await t.sandbox.services.db.query<{ shipments: number }>(
      `SELECT count(DISTINCT shipment_id)::int AS shipments FROM orders WHERE order_number = ANY($1::text[])
         AND shipment_id IS NOT NULL`,
      [[first, shared, other]],
    );
    expect(rows[0]?.shipments).toBe(1);
  });
});

describe('automatic tendering by status (spec 1 §4; ADR 052)', () => {
  it('is off by default; switched on for Ready to Book it tenders a new shipment at its max buy', async () => {
    const path = '/api/v2/orders/settings/auto_tendering';
    const initial = await json<{
      statuses: { status: { value: number }; enabled: boolean }[];
      carrier: null;
    }>(await t.get(path, broker));
    expect(initial).toEqual({
      statuses: [
        { status: { value: ShipmentStatus.Draft, displayName: 'Draft' }, enabled: false },
        { status: { value: ShipmentStatus.ReadyToBook, displayName: 'Ready to Book' }, enabled: false },
      ],
      carrier: null,
    });
    const on = [{ status: ShipmentStatus.ReadyToBook, enabled: true }];
    const noCarrier = await send('PUT', path, broker, { statuses: on, carrierId: null });
    expect(noCarrier.status).toBe(400);
    expect(((await noCarrier.json()) as { modelState: Record<string, string[]> }).modelState).toEqual({
      carrierId: ['Choose the carrier that automatic tenders go to.'],
    });
    expect((await send('PUT', path, broker, { statuses: on, carrierId: 'nobody' })).status).toBe(400);
    expect((await send('PUT', path, dispatcher, { statuses: on, carrierId: null })).status).toBe(403);
    const swiftline = await swiftlineId();
    const saved = await json<{ carrier: { name: string }; statuses: { enabled: boolean }[] }>(
      await send('PUT', path, broker, { statuses: on, carrierId: swiftline }),
    );
    expect(saved.carrier.name).toBe('Swiftline Carriers');
    expect(saved.statuses.map((s) => s.enabled)).toEqual([false, true]);

    const withMaxBuy = await create();
    const tendered = await json<{ order: Order; tender: unknown }>(
      await send('POST', `/api/v2/orders/${withMaxBuy}/shipments`, broker, { maxBuy: 1900 }),
      201,
    );
    expect(tendered.tender).toEqual({ carrierName: 'Swiftline Carriers', rate: 1900, automatic: true });
    expect(tendered.order.status).toBe(OrderStatus.Tendered);
    // No max buy, no price to offer: the shipment stays Ready to Book.
    const withoutMaxBuy = await create();
    const planned = await json<{ order: Order; tender: unknown }>(
      await send('POST', `/api/v2/orders/${withoutMaxBuy}/shipments`, broker, {}),
      201,
    );
    expect(planned.tender).toBeNull();
    expect(planned.order.status).toBe(OrderStatus.Planned);
    // A consolidation is tendered the same way.
    const anchor = await create();
    const [copy] = await copies(anchor, 1);
    const consolidated = await json<ConsolidateResult>(
      await consolidate(anchor, { orderNumbers: [copy], maxBuy: 2100 }),
      201,
    );
    expect(consolidated.tender).toEqual({ carrierName: 'Swiftline Carriers', rate: 2100, automatic: true });

    const off = await json<{ statuses: { enabled: boolean }[] }>(
      await send('PUT', path, broker, {
        statuses: [{ status: ShipmentStatus.ReadyToBook, enabled: false }],
        carrierId: null,
      }),
    );
    expect(off.statuses.map((s) => s.enabled)).toEqual([false, false]);
  });
});

describe('booking an LTL order (spec 2 §7; ADR 052)', () => {
  const ltl = (weightLbs: number) => order({ shippingMode: 1 }, 'L-1001', weightLbs);

  it('prices the order on the one LTL price list, as ad hoc rates do, and books the cheapest: Covered', async () => {
    const number = await create(ltl(2430));
    const quotes = await json<{
      weightLbs: number;
      items: { carrierId: string; carrierName: string; amount: number; serviceDays: number }[];
    }>(await t.get(`/api/v2/orders/${number}/ltl_quotes`, broker));
    expect(quotes.weightLbs).toBe(2430);
    const amounts = quotes.items.map((q) => q.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    // The same lane and products on POST api/v2/rates/ad_hoc: the same carriers at the same prices.
    const created = await get(number);
    const adHoc = await json<{ items: { carrierId: string; price: number; serviceDays: number }[] }>(
      await send('POST', '/api/v2/rates/ad_hoc', broker, {
        originPostalCode: created.origin?.postalCode,
        destinationPostalCode: created.destination?.postalCode,
        pickupDate: '2027-03-10',
        equipmentMode: 0,
        shippingMode: 1,
        products: [{ weightLbs: 2430, pieces: 10, freightClass: 100 }],
      }),
    );
    const byCarrier = (items: { carrierId: string; price: number; serviceDays: number }[]) =>
      Object.fromEntries(items.map((i) => [i.carrierId, [i.price, i.serviceDays]]));
    expect(quotes.items.length).toBeGreaterThanOrEqual(2);
    expect(byCarrier(quotes.items.map((q) => ({ ...q, price: q.amount })))).toEqual(byCarrier(adHoc.items));
    const booked = await json<{ order: Order; carrierName: string; amount: number; shipmentNumber: string }>(
      await send('POST', `/api/v2/orders/${number}/ltl_booking`, broker, {}),
      201,
    );
    expect(booked).toMatchObject({
      carrierName: quotes.items[0]?.carrierName,
      amount: quotes.items[0]?.amount,
    });
    expect(booked.order.status).toBe(OrderStatus.Covered);
    expect(booked.order.shipment?.status.value).toBe(ShipmentStatus.Booked);
    const again = await send('POST', `/api/v2/orders/${number}/ltl_booking`, broker, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      `Order ${number} is Covered: an LTL order is booked while it is Open.`,
    );
  });

  it('books the chosen quote; refuses a TL order, an unknown carrier and a weight nobody quotes', async () => {
    const chosen = await create(ltl(1200));
    const booked = await json<{ carrierName: string }>(
      await send('POST', `/api/v2/orders/${chosen}/ltl_booking`, broker, {
        carrierId: 'carrier-prairie',
      }),
      201,
    );
    expect(booked.carrierName).toBe('Prairie LTL');
    const tl = await create();
    const notLtl = await send('POST', `/api/v2/orders/${tl}/ltl_booking`, broker, {});
    expect(notLtl.status).toBe(409);
    expect(((await notLtl.json()) as { message: string }).message).toBe(
      `Order ${tl} ships TL: only an LTL order is booked on an LTL quote.`,
    );
    const other = await create(ltl(1200));
    const unknown = await send('POST', `/api/v2/orders/${other}/ltl_booking`, broker, {
      carrierId: 'nobody',
    });
    expect(unknown.status).toBe(400);
    expect((await get(other)).status).toBe(OrderStatus.Open);
    const heavy = await create(ltl(46_000));
    const none = await send('POST', `/api/v2/orders/${heavy}/ltl_booking`, broker, {});
    expect(none.status).toBe(409);
    expect((await send('POST', `/api/v2/orders/${heavy}/ltl_booking`, dispatcher, {})).status).toBe(403);
  });
});
