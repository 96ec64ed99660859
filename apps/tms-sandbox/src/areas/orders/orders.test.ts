import type { Order, OrderInputBody } from '@freightkit/api';
import { capabilityRefusals, OrderStatus, ShipmentStatus, TenderOfferStatus } from '@freightkit/domain';
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

const newOrder = (overrides: Partial<OrderInputBody> = {}): OrderInputBody => ({
  orderType: 'SalesOrder',
  customerName: 'Northern Mills',
  equipmentMode: 0,
  shippingMode: 0,
  freightValue: 12000,
  referenceNumbers: [{ label: 'Sales Order', value: 'SO-777' }],
  tmsOrderDetails: { freightTermType: 'Prepaid', markup: 10 },
  stops: [
    {
      stopType: 'Shipping',
      locationNumber: 'L-1001',
      earlyDateTime: '2026-12-10T14:00:00.000Z',
      lateDateTime: '2026-12-10T22:00:00.000Z',
      lineItems: [{ description: 'Flour sacks', quantity: 40, weightLbs: 20000 }],
    },
    {
      stopType: 'Receiving',
      locationNumber: 'N/A',
      location: {
        companyName: 'Bakery du Nord',
        addressLine1: '12 Rue Sherbrooke',
        city: 'Montreal',
        state: 'QC',
        postalCode: 'H2X 1X3',
        country: 'CA',
        phoneNumbers: [{ number: '514 555 0100', type: 'OfficeNumber' }],
      },
      earlyDateTime: '2026-12-12T14:00:00.000Z',
      lateDateTime: '2026-12-12T20:00:00.000Z',
      appointmentDateTime: '2026-12-12T15:00:00.000Z',
    },
  ],
  ...overrides,
});

const carrierId = async (name: string) => {
  const carriers = await json<{ id: string; name: string }[]>(
    await t.get('/api/v2/orders/tender_carriers', broker),
  );
  const found = carriers.find((c) => c.name === name);
  if (!found) throw new Error(`${name} is not a tender carrier`);
  return found.id;
};

beforeAll(async () => {
  t = await createTestSandbox();
  broker = (await t.signIn(persona('broker').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('orders (spec 2 §2, §7; ADR 035)', () => {
  it('lists the broker’s seeded orders with counts by status; carriers are refused', async () => {
    const page = await json<{ items: { orderNumber: string; status: string }[]; totalCount: number }>(
      await t.get('/api/v2/orders', broker),
    );
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.items.map((o) => o.orderNumber)).toEqual(
      expect.arrayContaining(['500101', '500102', '500103']),
    );
    const counts = await json<{ all: number; byStatus: Record<string, number> }>(
      await t.get('/api/v2/orders/status_counts', broker),
    );
    expect(counts.all).toBe(page.totalCount);
    expect(Object.values(counts.byStatus).reduce((a, b) => a + b, 0)).toBe(counts.all);
    const refused = await t.get('/api/v2/orders', dispatcher);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: capabilityRefusals['orders.manage'] });
  });

  it('finds by text and status, paged', async () => {
    const found = await json<{ items: { customerName: string }[] }>(
      await t.get('/api/v2/orders?query=great%20lakes', broker),
    );
    expect(found.items.map((o) => o.customerName)).toEqual(['Great Lakes Paper']);
    const byRef = await json<{ items: { orderNumber: string }[] }>(
      await t.get('/api/v2/orders?query=TO-5120', broker),
    );
    expect(byRef.items.map((o) => o.orderNumber)).toEqual(['500103']);
    const paged = await json<{ items: unknown[]; pageSize: number }>(
      await t.get('/api/v2/orders?pageSize=1&page=2', broker),
    );
    expect(paged.items).toHaveLength(1);
    const delivered = await json<{ items: unknown[] }>(
      await t.get('/api/v2/orders?status=Delivered', broker),
    );
    expect(delivered.items).toEqual([]);
  });

  it('creates an order: a picked location copies its address, a manual Canadian stop keeps CA and its zone', async () => {
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    expect(order).toMatchObject({
      status: OrderStatus.Open,
      customerName: 'Northern Mills',
      weightLbs: 20000,
    });
    expect(order.stops[0]).toMatchObject({
      locationNumber: 'L-1001',
      location: { companyName: 'Summit Chicago DC', city: 'Chicago' },
      ianaTimezone: 'America/Chicago',
    });
    expect(order.stops[1]).toMatchObject({
      locationNumber: 'N/A',
      location: { country: 'CA', phone: '514 555 0100', postalCode: 'H2X 1X3' },
      ianaTimezone: 'America/Toronto',
      appointmentDateTime: '2026-12-12T15:00:00.000Z',
    });
    const read = await json<Order>(await t.get(`/api/v2/orders/${order.orderNumber}`, broker));
    expect(read).toEqual(order);
  });

  it('saves a stop outside its dock’s hours with a keyed caution, which goes once the window moves in (ADR 059)', async () => {
    // Chicago's shipping dock (L-1001) is closed on Sundays and open 06:00–22:00 on weekdays.
    const sunday = newOrder();
    sunday.stops = sunday.stops.map((s, i) =>
      i === 0
        ? { ...s, earlyDateTime: '2026-12-13T15:00:00.000Z', lateDateTime: '2026-12-13T17:00:00.000Z' }
        : s,
    );
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, sunday), 201);
    expect(order.status).toBe(OrderStatus.Open);
    expect(order.notices).toEqual([
      {
        field: 'stops.0.earlyDateTime',
        message: 'Shipping dock is closed on Sunday. Move the window, or arrange the stop with the location.',
        answer: {
          key: 'answer.locations.windowDockClosed',
          params: { dock: 'Shipping dock', day: 'Sunday' },
          labels: { day: 'locations.day.0' },
        },
      },
    ]);
    // The preview reads the same caution with the order.
    expect((await json<Order>(await t.get(`/api/v2/orders/${order.orderNumber}`, broker))).notices).toEqual(
      order.notices,
    );
    // 04:00–05:00 in Chicago on a Thursday: before the dock opens, named with its hours and the window's.
    const early = newOrder();
    early.stops = early.stops.map((s, i) =>
      i === 0
        ? { ...s, earlyDateTime: '2026-12-10T10:00:00.000Z', lateDateTime: '2026-12-10T11:00:00.000Z' }
        : s,
    );
    const moved = await json<Order>(await send('PUT', `/api/v2/orders/${order.orderNumber}`, broker, early));
    expect(moved.notices?.map((n) => n.message)).toEqual([
      'Shipping dock is open 06:00 to 22:00 on Thursday; this window, 04:00 to 05:00, is outside those hours.',
    ]);
    // Within the hours, and a manual stop (no dock to judge): nothing said.
    const fixed = await json<Order>(
      await send('PUT', `/api/v2/orders/${order.orderNumber}`, broker, newOrder()),
    );
    expect(fixed.notices).toEqual([]);
    // An appointment at 23:00 in Chicago on a weekday, inside an open window: the dock closes at 22:00.
    const late = newOrder();
    late.stops = late.stops.map((s, i) =>
      i === 0
        ? {
            ...s,
            earlyDateTime: '2026-12-10T14:00:00.000Z',
            lateDateTime: '2026-12-11T06:00:00.000Z',
            appointmentDateTime: '2026-12-11T05:00:00.000Z',
          }
        : s,
    );
    const appointed = await json<Order>(
      await send('PUT', `/api/v2/orders/${order.orderNumber}`, broker, late),
    );
    expect(appointed.notices).toEqual([
      {
        field: 'stops.0.appointmentDateTime',
        message:
          'Shipping dock is open 06:00 to 22:00 on Thursday; the appointment at 23:00 is outside those hours.',
        answer: {
          key: 'answer.locations.appointmentOutsideHours',
          params: { dock: 'Shipping dock', day: 'Thursday', open: '06:00', close: '22:00', time: '23:00' },
          labels: { day: 'locations.day.4' },
        },
      },
    ]);
  });

  it('refuses a bad order with a 400 naming each field, and stores nothing', async () => {
    const before = await json<{ all: number }>(await t.get('/api/v2/orders/status_counts', broker));
    const bad = newOrder({ customerName: '' });
    const [pickup, delivery] = bad.stops;
    const response = await send('POST', '/api/v2/orders', broker, {
      ...bad,
      stops: [
        { ...pickup, locationNumber: 'L-9999' },
        {
          ...delivery,
          location: { ...delivery?.location, postalCode: '' },
          lateDateTime: '2026-12-01T00:00:00.000Z',
        },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      modelState: Record<string, string[]>;
      modelStateKeys: Record<string, unknown[]>;
    };
    expect(body.modelState).toMatchObject({
      customerName: ['Enter the customer.'],
      'stops.1.location.postalCode': ['Enter the ZIP or postal code.'],
      'stops.1.lateDateTime': ['The latest time is before the earliest time.'],
    });
    // Each text with the rule's key, so a portal shows it in its user's language (ADR 048).
    expect(body.modelStateKeys).toMatchObject({
      customerName: [{ key: 'answer.orders.customerRequired' }],
      'stops.1.location.postalCode': [{ key: 'answer.orders.postalRequired' }],
      'stops.1.lateDateTime': [{ key: 'answer.orders.windowOrder' }],
    });
    const unknownLocation = await send('POST', '/api/v2/orders', broker, {
      ...newOrder(),
      stops: [{ ...pickup, locationNumber: 'L-9999' }, delivery],
    });
    expect(await json<{ modelState: Record<string, string[]> }>(unknownLocation, 400)).toMatchObject({
      modelState: { 'stops.0.locationNumber': ['Pick one of your locations or enter the address.'] },
    });
    expect(await json<{ all: number }>(await t.get('/api/v2/orders/status_counts', broker))).toEqual(before);
  });

  it('duplicates an order into new Open orders with the same stops and line items, all or none (ADR 047)', async () => {
    const original = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    const path = `/api/v2/orders/${original.orderNumber}/duplicates`;
    const before = await json<{ all: number }>(await t.get('/api/v2/orders/status_counts', broker));
    for (const copies of [0, 21, 1.5])
      expect(
        await json<{ modelState: Record<string, string[]> }>(
          await send('POST', path, broker, { copies }),
          400,
        ),
      ).toEqual(
        expect.objectContaining({
          modelState: { copies: ['Enter a whole number of copies from 1 to 20.'] },
        }),
      );
    expect(await json<{ all: number }>(await t.get('/api/v2/orders/status_counts', broker))).toEqual(before);

    const { orderNumbers } = await json<{ orderNumbers: string[] }>(
      await send('POST', path, broker, { copies: 3 }),
      201,
    );
    expect(orderNumbers).toHaveLength(3);
    expect(new Set(orderNumbers).size).toBe(3);
    expect(orderNumbers).not.toContain(original.orderNumber);
    const strip = (order: Order) => ({
      ...order,
      id: undefined,
      orderNumber: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      stops: order.stops.map((stop) => ({
        ...stop,
        id: undefined,
        lineItems: stop.lineItems.map((item) => ({ ...item, id: undefined })),
      })),
    });
    for (const number of orderNumbers) {
      const copy = await json<Order>(await t.get(`/api/v2/orders/${number}`, broker));
      expect(copy.status).toBe(OrderStatus.Open);
      expect(strip(copy)).toEqual(strip(original));
      expect(copy.stops[0]?.id).not.toBe(original.stops[0]?.id);
    }
    expect((await json<{ all: number }>(await t.get('/api/v2/orders/status_counts', broker))).all).toBe(
      before.all + 3,
    );
    // Another company's order, or none, is not found; a carrier may not duplicate orders at all.
    expect((await send('POST', '/api/v2/orders/999999/duplicates', broker, { copies: 1 })).status).toBe(404);
    expect((await send('POST', path, dispatcher, { copies: 1 })).status).toBe(403);
  });

  it("moves each copy's stops by the days asked, at the same local time across a clock change (ADR 047)", async () => {
    // US and Canadian clocks go forward on 14 March 2027: a weekly copy keeps 09:00 local, not 09:00 + 1 h.
    const march = (iso: string) => iso.replace('2026-12-1', '2027-03-1');
    const base = newOrder();
    const original = await json<Order>(
      await send('POST', '/api/v2/orders', broker, {
        ...base,
        stops: base.stops.map((stop) => ({
          ...stop,
          earlyDateTime: march(stop.earlyDateTime ?? ''),
          lateDateTime: march(stop.lateDateTime ?? ''),
          ...(stop.appointmentDateTime ? { appointmentDateTime: march(stop.appointmentDateTime) } : {}),
        })),
      }),
      201,
    );
    const path = `/api/v2/orders/${original.orderNumber}/duplicates`;
    for (const shiftDays of [-1, 31, 0.5])
      expect(
        (
          await json<{ modelState: Record<string, string[]> }>(
            await send('POST', path, broker, { copies: 2, shiftDays }),
            400,
          )
        ).modelState,
      ).toEqual({ shiftDays: ['Enter a whole number of days from 0 to 30 between copies.'] });

    const { orderNumbers } = await json<{ orderNumbers: string[] }>(
      await send('POST', path, broker, { copies: 2, shiftDays: 7 }),
      201,
    );
    // A moment as its wall clock where the stop is, e.g. '2027-03-10 09:00'.
    const local = (iso: string, zone: string) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(iso),
      );
    const daysLater = (wall: string, days: number) => {
      const [date, time] = wall.split(' ');
      const moved = new Date(Date.parse(`${date ?? ''}T00:00:00Z`) + days * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return `${moved} ${time ?? ''}`;
    };
    for (const [k, number] of orderNumbers.entries()) {
      const copy = await json<Order>(await t.get(`/api/v2/orders/${number}`, broker));
      for (const [i, stop] of copy.stops.entries()) {
        const from = original.stops[i];
        if (!from) throw new Error('a stop is missing');
        const zone = stop.ianaTimezone;
        expect(local(stop.earlyDateTime, zone)).toBe(daysLater(local(from.earlyDateTime, zone), 7 * (k + 1)));
        expect(local(stop.lateDateTime, zone)).toBe(daysLater(local(from.lateDateTime, zone), 7 * (k + 1)));
        if (from.appointmentDateTime)
          expect(local(stop.appointmentDateTime ?? '', zone)).toBe(
            daysLater(local(from.appointmentDateTime, zone), 7 * (k + 1)),
          );
      }
    }
    // Across the change the instant moves by a week less an hour.
    const first = await json<Order>(await t.get(`/api/v2/orders/${orderNumbers[1] ?? ''}`, broker));
    expect(
      Date.parse(first.stops[0]?.earlyDateTime ?? '') - Date.parse(original.stops[0]?.earlyDateTime ?? ''),
    ).toBe(14 * 86_400_000 - 3_600_000);
  });

  it('updates an Open order, keeping line items sent back with their id', async () => {
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    const item = order.stops[0]?.lineItems[0];
    const body = newOrder({ customerName: 'Northern Mills Ltd' });
    const stops = body.stops.map((s, i) =>
      i === 0
        ? { ...s, lineItems: [{ id: item?.id, description: 'Flour', quantity: 41, weightLbs: 20500 }] }
        : s,
    );
    const updated = await json<Order>(
      await send('PUT', `/api/v2/orders/${order.orderNumber}`, broker, { ...body, stops }),
    );
    expect(updated.customerName).toBe('Northern Mills Ltd');
    expect(updated.stops[0]?.lineItems).toEqual([
      { id: item?.id, description: 'Flour', quantity: 41, weightLbs: 20500 },
    ]);
    expect((await send('PUT', '/api/v2/orders/999999', broker, body)).status).toBe(404);
  });

  it('creates a shipment and tenders it: the carrier sees the tender as Sent; the order cannot change any more', async () => {
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    const swiftline = await carrierId('Swiftline Carriers');
    const result = await json<{ order: Order; shipmentNumber: string; reusedDraft: boolean }>(
      await send('POST', `/api/v2/orders/${order.orderNumber}/shipments`, broker, {
        maxBuy: 2500,
        tender: { carrierId: swiftline, rate: 2200 },
      }),
      201,
    );
    expect(result.reusedDraft).toBe(false);
    expect(result.order.status).toBe(OrderStatus.Tendered);
    expect(result.order.shipment).toMatchObject({
      shipmentNumber: result.shipmentNumber,
      status: { value: ShipmentStatus.Tendering },
      tender: { carrierName: 'Swiftline Carriers', rate: 2200, status: { value: TenderOfferStatus.Sent } },
    });

    const tenders = await json<{
      items: { shipmentNumber: string; customerName: string; rate: number; destination: { city: string } }[];
    }>(await t.get(`/api/v2/tenders?query=${result.shipmentNumber}`, dispatcher));
    expect(tenders.items).toEqual([
      expect.objectContaining({
        shipmentNumber: result.shipmentNumber,
        customerName: 'Northern Mills',
        rate: 2200,
        destination: expect.objectContaining({ city: 'Montreal' }) as unknown,
      }),
    ]);
    // The carrier opens it; the broker reads its shipment like any other load.
    const detail = await json<{ stops: { postalCode?: string }[]; customerName: string }>(
      await t.get(`/api/v2/tenders/${result.shipmentNumber}`, dispatcher),
    );
    expect(detail).toMatchObject({ customerName: 'Northern Mills' });
    expect(detail.stops).toHaveLength(2);
    const shipmentId = result.order.shipment?.id ?? '';
    expect((await t.get(`/api/v2/shipments/${shipmentId}`, broker)).status).toBe(200);
    const search = await json<{ items: { shipmentNumber: string }[] }>(
      await t.get(`/api/v2/quick_searches/shipments?query=${result.shipmentNumber}&pageSize=50`, broker),
    );
    expect(search.items.map((i) => i.shipmentNumber)).toContain(result.shipmentNumber);
    expect((await t.get('/api/v2/shipments?view=booking&pageSize=50', broker)).status).toBe(200);
    const other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
    const hidden = await json<{ items: unknown[] }>(
      await t.get(`/api/v2/tenders?query=${result.shipmentNumber}`, other),
    );
    expect(hidden.items).toEqual([]);

    const again = await send('POST', `/api/v2/orders/${order.orderNumber}/shipments`, broker, {});
    expect(await json<{ message: string }>(again, 409)).toEqual({
      message: `Order ${order.orderNumber} is already on shipment ${result.shipmentNumber}.`,
      messageKey: 'answer.orders.alreadyOnShipment',
      messageParams: { number: order.orderNumber, shipmentNumber: result.shipmentNumber },
    });
    const edit = await send('PUT', `/api/v2/orders/${order.orderNumber}`, broker, newOrder());
    expect(edit.status).toBe(409);
  });

  it('a carrier that accepts an order-born load sees it in its lists and works it; the broker still owns it', async () => {
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    const result = await json<{ order: Order; shipmentNumber: string }>(
      await send('POST', `/api/v2/orders/${order.orderNumber}/shipments`, broker, {
        maxBuy: 2500,
        tender: { carrierId: await carrierId('Swiftline Carriers'), rate: 2100 },
      }),
      201,
    );
    const shipmentId = result.order.shipment?.id ?? '';
    const [tender] = (
      await json<{ items: { id: string }[] }>(
        await t.get(`/api/v2/tenders?query=${result.shipmentNumber}`, dispatcher),
      )
    ).items;
    // Before the answer the load is the broker's alone: not in the carrier's lists, not openable.
    const listed = async () =>
      (
        await json<{ items: { shipmentNumber: string }[] }>(
          await t.get(
            `/api/v2/shipments?view=booking&query=${result.shipmentNumber}&pageSize=50`,
            dispatcher,
          ),
        )
      ).items.map((i) => i.shipmentNumber);
    expect(await listed()).toEqual([]);
    expect((await t.get(`/api/v2/shipments/${shipmentId}`, dispatcher)).status).toBe(404);

    await json(
      await send('PUT', `/api/v2/tenders/${tender?.id ?? ''}/offers`, dispatcher, {
        status: TenderOfferStatus.Accepted,
      }),
    );
    expect(await listed()).toEqual([result.shipmentNumber]);
    expect((await t.get(`/api/v2/shipments/${shipmentId}`, dispatcher)).status).toBe(200);
    // Booked to the carrier, not to the broker that owns the order.
    const booked = await json<{ carrierName: string }>(
      await t.get(`/api/v2/shipments/${shipmentId}/booked_carrier`, dispatcher),
    );
    expect(booked.carrierName).toBe('Swiftline Carriers');
    const confirmation = await json<{ carrierName: string }>(
      await t.get(`/api/v2/shipments/${shipmentId}/rate_confirmation_document`, broker),
    );
    expect(confirmation.carrierName).toBe('Swiftline Carriers');
    // Another carrier still sees nothing of it.
    const other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
    expect((await t.get(`/api/v2/shipments/${shipmentId}`, other)).status).toBe(404);
  });

  it('tenders to several carriers at once: the first to accept books it, the others are withdrawn (ADR 059)', async () => {
    const ironHorseAdmin = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    const [swiftline, ironHorse] = [
      await carrierId('Swiftline Carriers'),
      await carrierId('Iron Horse Freight'),
    ];
    const result = await json<{
      shipmentNumber: string;
      tender: { carrierName: string; carrierNames?: string[] };
    }>(
      await send('POST', `/api/v2/orders/${order.orderNumber}/shipments`, broker, {
        tender: { carrierId: swiftline, carrierIds: [ironHorse], rate: 2100 },
      }),
      201,
    );
    expect(result.tender).toMatchObject({
      carrierName: 'Swiftline Carriers',
      carrierNames: ['Swiftline Carriers', 'Iron Horse Freight'],
    });
    const offerOf = async (headers: Record<string, string>) => {
      const page = await json<{ items: { id: string; shipmentNumber: string; status: { value: number } }[] }>(
        await t.get(
          `/api/v2/tenders?query=${result.shipmentNumber}&statuses=${TenderOfferStatus.Sent}`,
          headers,
        ),
      );
      return page.items.find((i) => i.shipmentNumber === result.shipmentNumber);
    };
    // Each carrier finds its own offer under Sent.
    const ours = await offerOf(dispatcher);
    const theirs = await offerOf(ironHorseAdmin);
    expect(ours).toBeDefined();
    expect(theirs).toBeDefined();
    expect(ours?.id).not.toBe(theirs?.id);
    await json(
      await send('PUT', `/api/v2/tenders/${theirs?.id ?? ''}/offers`, ironHorseAdmin, {
        status: TenderOfferStatus.Accepted,
      }),
    );
    // Swiftline's offer was withdrawn: gone from its Sent list, and a late accept is a keyed 409.
    expect(await offerOf(dispatcher)).toBeUndefined();
    const late = await json<{ messageKey: string }>(
      await send('PUT', `/api/v2/tenders/${ours?.id ?? ''}/offers`, dispatcher, {
        status: TenderOfferStatus.Accepted,
      }),
      409,
    );
    expect(late.messageKey).toBe('answer.tenders.rescinded');
    const read = await json<Order>(await t.get(`/api/v2/orders/${order.orderNumber}`, broker));
    expect(read.status).toBe(OrderStatus.Covered);
    expect(read.shipment?.status.value).toBe(ShipmentStatus.Booked);
    // The order says who holds the load, whichever offer was written last, and lists both answers.
    expect(read.shipment?.tender).toMatchObject({
      carrierName: 'Iron Horse Freight',
      status: { value: TenderOfferStatus.Accepted },
    });
    expect(
      read.shipment?.tenders.map((offer) => [offer.carrierName, offer.status.value, offer.rate]),
    ).toEqual([
      ['Iron Horse Freight', TenderOfferStatus.Accepted, 2100],
      ['Swiftline Carriers', TenderOfferStatus.Rescinded, 2100],
    ]);
  });

  it('refuses a tender naming a carrier twice, more than ten, or one that is not a carrier, and sends none', async () => {
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    const swiftline = await carrierId('Swiftline Carriers');
    const path = `/api/v2/orders/${order.orderNumber}/shipments`;
    const twice = await json<{ modelStateKeys: Record<string, { key: string }[]> }>(
      await send('POST', path, broker, {
        tender: { carrierId: swiftline, carrierIds: [swiftline], rate: 2100 },
      }),
      400,
    );
    expect(twice.modelStateKeys['tender.carrierIds']?.[0]?.key).toBe('answer.orders.carrierTwice');
    const unknown = await send('POST', path, broker, {
      tender: { carrierId: swiftline, carrierIds: ['not-a-carrier'], rate: 2100 },
    });
    expect(unknown.status).toBe(400);
    expect(
      (
        await send('POST', path, broker, {
          tender: { carrierId: swiftline, carrierIds: Array(10).fill(swiftline), rate: 1 },
        })
      ).status,
    ).toBe(400);
    expect((await json<Order>(await t.get(`/api/v2/orders/${order.orderNumber}`, broker))).status).toBe(
      OrderStatus.Open,
    );
  });

  it('reuses the draft shipment an order is on, without tendering it', async () => {
    const before = await json<Order>(await t.get('/api/v2/orders/500102', broker));
    expect(before.shipment?.status.value).toBe(ShipmentStatus.Draft);
    const result = await json<{ order: Order; shipmentNumber: string; reusedDraft: boolean }>(
      await send('POST', '/api/v2/orders/500102/shipments', broker, {}),
      201,
    );
    expect(result).toMatchObject({ reusedDraft: true, shipmentNumber: before.shipment?.shipmentNumber });
    expect(result.order).toMatchObject({ status: OrderStatus.Planned, shipment: { tender: null } });
  });

  it('refuses a tender to a Do Not Use carrier or above the max buy', async () => {
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      `SELECT id FROM companies WHERE do_not_use LIMIT 1`,
    );
    const blocked = await send('POST', '/api/v2/orders/500103/shipments', broker, {
      tender: { carrierId: rows[0]?.id, rate: 1000 },
    });
    expect(await json<{ modelState: Record<string, string[]> }>(blocked, 400)).toMatchObject({
      modelState: { 'tender.carrierId': ['Choose a carrier you can tender to.'] },
      modelStateKeys: { 'tender.carrierId': [{ key: 'answer.orders.tenderCarrier' }] },
    });
    const tooHigh = await send('POST', '/api/v2/orders/500103/shipments', broker, {
      maxBuy: 900,
      tender: { carrierId: await carrierId('Iron Horse Freight'), rate: 1000 },
    });
    expect(await json<{ modelState: Record<string, string[]> }>(tooHigh, 400)).toMatchObject({
      modelState: { 'tender.rate': ['The tender rate is above the max buy of $900.00.'] },
      modelStateKeys: {
        'tender.rate': [{ key: 'answer.orders.aboveMaxBuy', params: { maxBuy: '$900.00' } }],
      },
    });
    expect((await json<Order>(await t.get('/api/v2/orders/500103', broker))).status).toBe(OrderStatus.Open);
  });

  it('asks carriers for rates, the carrier answers in /rates, and the broker tenders at the offered rate (ADR 043)', async () => {
    const order = await json<Order>(await send('POST', '/api/v2/orders', broker, newOrder()), 201);
    const path = `/api/v2/orders/${order.orderNumber}/rate_requests`;
    expect(await json<{ shipmentNumber: null; items: [] }>(await t.get(path, broker))).toEqual({
      shipmentNumber: null,
      items: [],
    });
    const [swiftline, ironHorse] = [
      await carrierId('Swiftline Carriers'),
      await carrierId('Iron Horse Freight'),
    ];
    const asked = await json<{
      order: Order;
      shipmentNumber: string;
      items: { carrier: { name: string }; status: string }[];
    }>(await send('POST', path, broker, { carrierIds: [swiftline, ironHorse] }), 201);
    // An Open order is put on its shipment on the way, which is ready to book.
    expect(asked.order).toMatchObject({ status: OrderStatus.Planned, shipment: { tender: null } });
    expect(asked.items.map((r) => [r.carrier.name, r.status]).sort()).toEqual([
      ['Iron Horse Freight', 'Sent'],
      ['Swiftline Carriers', 'Sent'],
    ]);
    // The same carrier is not asked twice while it has not answered.
    expect(
      await json<{ message: string }>(await send('POST', path, broker, { carrierIds: [swiftline] }), 409),
    ).toMatchObject({
      message: `Swiftline Carriers already has an open rate request for shipment ${asked.shipmentNumber}.`,
    });
    // Swiftline's dispatcher finds it among its open requests, with the order's lane, and responds.
    const open = await json<{
      items: { id: string; shipmentNumber: string; customerName: string; destination: { city: string } }[];
    }>(await t.get(`/api/v2/rate_requests?query=${asked.shipmentNumber}`, dispatcher));
    expect(open.items).toEqual([
      expect.objectContaining({
        shipmentNumber: asked.shipmentNumber,
        customerName: 'Northern Mills',
        destination: { city: 'Montreal', state: 'QC' },
      }),
    ]);
    const requestId = open.items[0]?.id ?? '';
    await json(
      await send('POST', `/api/v2/rate_requests/${requestId}/responses`, dispatcher, {
        rate: 2375,
        serviceLevel: 0,
      }),
      201,
    );
    const followed = await json<{
      items: { carrier: { name: string }; status: string; responseRate: number | null }[];
    }>(await t.get(path, broker));
    expect(followed.items.find((r) => r.carrier.name === 'Swiftline Carriers')).toMatchObject({
      status: 'Offered',
      responseRate: 2375,
    });
    // Asked again together with Iron Horse, whose request is still open, nobody is asked: all or none.
    expect((await send('POST', path, broker, { carrierIds: [swiftline, ironHorse] })).status).toBe(409);
    expect((await json<{ items: unknown[] }>(await t.get(path, broker))).items).toHaveLength(2);
    // A carrier cannot ask for rates on a broker's order.
    expect((await send('POST', path, dispatcher, { carrierIds: [ironHorse] })).status).toBe(403);

    // The broker tenders at the offered rate; the carrier sees the tender under Sent.
    const tendered = await json<{ order: Order; shipmentNumber: string }>(
      await send('POST', `/api/v2/orders/${order.orderNumber}/tenders`, broker, {
        carrierId: swiftline,
        rate: 2375,
      }),
      201,
    );
    expect(tendered.order).toMatchObject({
      status: OrderStatus.Tendered,
      shipment: { tender: { carrierName: 'Swiftline Carriers', rate: 2375 } },
    });
    const tenders = await json<{ items: { shipmentNumber: string; rate: number }[] }>(
      await t.get(`/api/v2/tenders?query=${asked.shipmentNumber}`, dispatcher),
    );
    expect(tenders.items).toEqual([
      expect.objectContaining({ shipmentNumber: asked.shipmentNumber, rate: 2375 }),
    ]);
    // Once tendered, neither rates nor a second tender.
    expect(
      await json<{ message: string }>(await send('POST', path, broker, { carrierIds: [ironHorse] }), 409),
    ).toMatchObject({
      message: `Order ${order.orderNumber} is Tendered: rates are asked before it goes to a carrier.`,
    });
    expect(
      await json<{ message: string }>(
        await send('POST', `/api/v2/orders/${order.orderNumber}/tenders`, broker, {
          carrierId: ironHorse,
          rate: 2000,
        }),
        409,
      ),
    ).toMatchObject({ message: `Order ${order.orderNumber} is Tendered and cannot be tendered now.` });
  });

  it('refuses rates from no carrier, the same carrier twice, or a Do Not Use one; an Open order cannot be tendered', async () => {
    const path = '/api/v2/orders/500103/rate_requests';
    expect(
      await json<{ modelState: Record<string, string[]> }>(
        await send('POST', path, broker, { carrierIds: [] }),
        400,
      ),
    ).toMatchObject({
      modelState: { carrierIds: expect.any(Array) as unknown },
    });
    const swiftline = await carrierId('Swiftline Carriers');
    expect(
      await json<{ modelState: Record<string, string[]> }>(
        await send('POST', path, broker, { carrierIds: [swiftline, swiftline] }),
        400,
      ),
    ).toMatchObject({ modelState: { carrierIds: ['Choose each carrier once.'] } });
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      `SELECT id FROM companies WHERE do_not_use LIMIT 1`,
    );
    expect(
      await json<{ modelState: Record<string, string[]> }>(
        await send('POST', path, broker, { carrierIds: [rows[0]?.id] }),
        400,
      ),
    ).toMatchObject({ modelState: { carrierIds: ['Choose a carrier you can tender to.'] } });
    const tender = await send('POST', '/api/v2/orders/500103/tenders', broker, {
      carrierId: swiftline,
      rate: 900,
    });
    expect(await json<{ message: string }>(tender, 409)).toMatchObject({
      message: 'Order 500103 is Open and cannot be tendered now.',
    });
    expect((await json<Order>(await t.get('/api/v2/orders/500103', broker))).status).toBe(OrderStatus.Open);
    expect((await t.get('/api/v2/orders/500103/rate_requests', dispatcher)).status).toBe(403);
  });

  it('finds the company’s locations for a stop', async () => {
    const page = await json<{ items: { locationNumber: string; ianaTimezone: string }[] }>(
      await t.get('/api/v2/locations?q=toronto', broker),
    );
    expect(page.items).toEqual([
      expect.objectContaining({ locationNumber: 'L-1002', ianaTimezone: 'America/Toronto' }),
    ]);
  });
});
