import type {
  AdHocRates,
  ApiQuote,
  Order,
  OrderRates,
  RateBookingResult,
  ShipmentRates,
} from '@freightkit/api';
import {
  contractRateMaxBuy,
  EquipmentMode,
  lanePrice,
  laneServiceDays,
  ShipmentStatus,
  ShippingMode,
} from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let broker: Record<string, string>;
let dispatcher: Record<string, string>;

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const book = (id: string, headers = broker) =>
  t.app.request(`/api/v2/rates/${id}/bookings`, { method: 'POST', headers });

/** A shipment number of a company (by persona e-mail) in a status. */
async function shipmentOf(email: string, status: number, offset = 0): Promise<string> {
  const { rows } = await t.sandbox.services.db.query<{ shipment_number: string }>(
    `SELECT s.shipment_number FROM shipments s JOIN contacts k ON k.company_id = s.company_id
       JOIN users u ON u.contact_id = k.id
      WHERE lower(u.user_name) = lower($1) AND s.status = $2 ORDER BY s.shipment_number OFFSET $3 LIMIT 1`,
    [email, status, offset],
  );
  const number = rows[0]?.shipment_number;
  if (!number) throw new Error(`No shipment of ${email} in status ${status}`);
  return number;
}

const ratesOf = async (shipmentNumber: string, query = '', headers = broker) =>
  json<ShipmentRates>(await t.get(`/api/v2/rates/shipments/${shipmentNumber}${query}`, headers));

beforeAll(async () => {
  t = await createTestSandbox();
  broker = (await t.signIn(persona('broker').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('unified rates of a shipment (spec 1 §7, §5)', () => {
  it('lists the seeded rates not in error, page size 50, with the shipment', async () => {
    const number = await shipmentOf(persona('broker').email, ShipmentStatus.ReadyToBook);
    const page = await ratesOf(number);
    expect(page.pageSize).toBe(50);
    expect(page.shipment.shipmentNumber).toBe(number);
    expect(page.items.map((r) => r.carrierName)).toEqual([
      'Swiftline Carriers',
      'Iron Horse Freight',
      'Lone Star Logistics',
      'Prairie LTL',
    ]);
    expect(page.totalCount).toBe(4);
    const quote = page.items[3];
    expect(quote?.price).toBeCloseTo((quote?.rate ?? 0) + (quote?.markupTotal ?? 0), 2);
    // Deterministic: the same shipment answers the same prices.
    expect((await ratesOf(number)).items).toEqual(page.items);
  });

  it('filters by rate type and rejects an unknown one', async () => {
    const number = await shipmentOf(persona('broker').email, ShipmentStatus.ReadyToBook);
    const page = await ratesOf(number, '?rateType=Contract');
    expect(page.items.map((r) => r.rateType)).toEqual(['Contract', 'Contract']);
    const bad = await t.get(`/api/v2/rates/shipments/${number}?rateType=Cheap`, broker);
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another company's shipment and for an unknown one", async () => {
    const swiftline = await shipmentOf(persona('dispatcher').email, ShipmentStatus.ReadyToBook);
    expect((await t.get(`/api/v2/rates/shipments/${swiftline}`, broker)).status).toBe(404);
    expect((await t.get('/api/v2/rates/shipments/999999999', broker)).status).toBe(404);
  });
});

describe('booking a contract TL rate (spec 1 §4, §7, §8)', () => {
  it('books, raises maxBuy by the contract-rate rule, and refuses a second booking with 409', async () => {
    const number = await shipmentOf(persona('broker').email, ShipmentStatus.ReadyToBook);
    const before = await ratesOf(number);
    const rate = before.items[0];
    if (!rate) throw new Error('no rate');
    const result = await json<RateBookingResult>(await book(rate.id));
    expect(result).toMatchObject({ bookingSucceeded: true, errors: [] });
    expect(result.shipment.status.value).toBe(ShipmentStatus.Booked);
    expect(result.shipment.bookedRateId).toBe(rate.id);
    expect(result.shipment.maxBuy).toBe(contractRateMaxBuy(before.shipment.maxBuy, rate.rate));
    expect((await ratesOf(number)).shipment).toEqual(result.shipment);
    const again = await book(before.items[1]?.id ?? '');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already booked/);
  });

  it('answers bookingSucceeded false with each message for a rate in error and an LTL quote', async () => {
    const number = await shipmentOf(persona('broker').email, ShipmentStatus.Tendering);
    const { rows } = await t.sandbox.services.db.query<{ id: string; carrier_name: string }>(
      `SELECT r.id, r.carrier_name FROM shipment_rates r JOIN shipments s ON s.id = r.shipment_id
        WHERE s.shipment_number = $1`,
      [number],
    );
    const idOf = (name: string) => rows.find((r) => r.carrier_name === name)?.id ?? '';
    const inError = await json<RateBookingResult>(await book(idOf('Blue Ridge Transport')));
    expect(inError).toMatchObject({
      bookingSucceeded: false,
      errors: ['The rate is in error: Carrier insurance expired.'],
      // The key and values of each message (ADR 048, 057), parallel to the English.
      errorKeys: [{ key: 'answer.rates.rateInError', params: { error: 'Carrier insurance expired.' } }],
    });
    const ltl = await json<RateBookingResult>(await book(idOf('Prairie LTL')));
    expect(ltl.bookingSucceeded).toBe(false);
    expect(ltl.errors).toHaveLength(2);
    expect(ltl.shipment.status.value).toBe(ShipmentStatus.Tendering);
  });

  it('answers bookingSucceeded false when the shipment is no longer bookable', async () => {
    const number = await shipmentOf(persona('broker').email, ShipmentStatus.Dispatched);
    const rate = (await ratesOf(number, '?rateType=Contract')).items[0];
    const result = await json<RateBookingResult>(await book(rate?.id ?? ''));
    expect(result.bookingSucceeded).toBe(false);
    expect(result.errors).toEqual([
      'The shipment can be booked only while it is Ready to Book or Tendering.',
    ]);
    expect(result.errorKeys).toEqual([
      {
        key: 'answer.rates.notBookable',
        params: { first: 'Ready to Book', second: 'Tendering' },
        labels: { first: 'enum.shipmentStatus.ReadyToBook', second: 'enum.shipmentStatus.Tendering' },
      },
    ]);
  });

  it("refuses a carrier's dispatcher (403) and answers 404 for an unknown rate", async () => {
    const number = await shipmentOf(persona('dispatcher').email, ShipmentStatus.ReadyToBook);
    const rate = (await ratesOf(number, '', dispatcher)).items[0];
    expect((await book(rate?.id ?? '', dispatcher)).status).toBe(403);
    expect((await book('no-such-rate')).status).toBe(404);
  });
});

const bookLtl = (id: string, headers = broker) =>
  t.app.request(`/api/v2/rates/${id}/ltl_bookings`, { method: 'POST', headers });

describe('booking an LTL quote (spec 1 §7 "book LTL", §8; ADR 053)', () => {
  it('books the shipment on its LTL quote, keeps maxBuy, and refuses a second booking with 409', async () => {
    const number = await shipmentOf(persona('broker').email, ShipmentStatus.Tendering, 1);
    const before = await ratesOf(number);
    const quote = before.items.find((r) => r.rateType === 'Quote');
    if (!quote) throw new Error('no LTL quote');
    expect(quote.quoteId).toBe(`Q-${number}`);
    const result = await json<RateBookingResult>(await bookLtl(quote.id));
    expect(result).toMatchObject({ bookingSucceeded: true, errors: [] });
    expect(result.shipment.status.value).toBe(ShipmentStatus.Booked);
    expect(result.shipment.bookedRateId).toBe(quote.id);
    expect(result.shipment.maxBuy).toBe(before.shipment.maxBuy);
    const again = await bookLtl(quote.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: 'This shipment is already booked on a rate; reload its rates to see which.',
      messageKey: 'answer.rates.alreadyBooked',
    });
  });

  it('answers bookingSucceeded false with each message for a contract TL rate and an unbookable load', async () => {
    const number = await shipmentOf(persona('broker').email, ShipmentStatus.Delivered);
    const contractRate = (await ratesOf(number, '?rateType=Contract')).items[0];
    const result = await json<RateBookingResult>(await bookLtl(contractRate?.id ?? ''));
    expect(result.bookingSucceeded).toBe(false);
    expect(result.errors).toEqual([
      "Only a carrier's LTL quote can be booked this way.",
      'Only a less-than-truckload (LTL) quote can be booked this way.',
      'The shipment can be booked only while it is Ready to Book or Tendering.',
    ]);
    expect(result.errorKeys?.map((k) => k?.key)).toEqual([
      'answer.rates.notQuote',
      'answer.rates.notLtl',
      'answer.rates.notBookable',
    ]);
    expect(result.shipment.status.value).toBe(ShipmentStatus.Delivered);
  });

  it("refuses a carrier's dispatcher (403) and answers 404 for another company's rate", async () => {
    const number = await shipmentOf(persona('dispatcher').email, ShipmentStatus.ReadyToBook);
    const quote = (await ratesOf(number, '?rateType=Quote', dispatcher)).items[0];
    expect((await bookLtl(quote?.id ?? '', dispatcher)).status).toBe(403);
    expect((await bookLtl(quote?.id ?? '')).status).toBe(404);
  });
});

const quote = (body: unknown, path = 'ad_hoc', headers = broker) =>
  t.app.request(`/api/v2/rates/${path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const lane = (weightLbs: number, change: Record<string, unknown> = {}) => ({
  originPostalCode: '60607',
  destinationPostalCode: '75201',
  pickupDate: tomorrow(),
  equipmentMode: EquipmentMode.Dry,
  shippingMode: ShippingMode.TL,
  products: [{ weightLbs, pieces: 20 }],
  ...change,
});

describe('unified rates for ad hoc stops and products, and the API quote (spec 1 §7; ADR 053)', () => {
  it('prices the lane from its miles with every tariff not in error, and the API quote', async () => {
    const page = await json<AdHocRates>(await quote(lane(30000)));
    expect(page.lane.origin).toEqual({ postalCode: '60607', city: 'Chicago', state: 'IL' });
    expect(page.lane.destination.city).toBe('Dallas');
    expect(page.lane.miles).toBeGreaterThan(780);
    expect(page.lane.miles).toBeLessThan(830);
    expect(page.pageSize).toBe(50);
    // Blue Ridge's tariff is in error: never listed (spec 1 §5).
    expect(page.items.map((r) => [r.carrierName, r.rateType])).toEqual([
      ['Swiftline Carriers', 'Contract'],
      ['Iron Horse Freight', 'Contract'],
      ['Lone Star Logistics', 'Spot'],
      ['Keystone Express', 'Quote'],
    ]);
    const swiftline = page.items[0];
    const expected = lanePrice(
      {
        miles: page.lane.miles,
        equipmentMode: EquipmentMode.Dry,
        shippingMode: ShippingMode.TL,
        products: [{ weightLbs: 30000 }],
      },
      { perMile: 2.45, perHundredweight: 0, minimum: 450 },
    );
    expect(swiftline?.price).toBe(expected);
    const api = page.items[3];
    expect(api?.quoteId).toMatch(/^Q-\d+$/);
    expect(api?.serviceDays).toBe(laneServiceDays(page.lane.miles, ShippingMode.TL));
    expect(api?.price).toBeCloseTo((api?.rate ?? 0) + 60, 2);
  });

  it('follows the inputs: heavier, a reefer and LTL each price differently', async () => {
    const light = await json<AdHocRates>(await quote(lane(10000)));
    const heavy = await json<AdHocRates>(await quote(lane(40000)));
    const reefer = await json<AdHocRates>(await quote(lane(10000, { equipmentMode: EquipmentMode.Reefer })));
    expect(heavy.items[0]?.price).toBeGreaterThan(light.items[0]?.price ?? Infinity);
    expect(reefer.items[0]?.price).toBeGreaterThan(light.items[0]?.price ?? Infinity);
    // Two asks get two API quotes.
    expect(light.items[3]?.quoteId).not.toBe(heavy.items[3]?.quoteId);
    const ltl = await json<AdHocRates>(
      await quote(
        lane(0, {
          shippingMode: ShippingMode.LTL,
          products: [{ weightLbs: 1200, pieces: 3, freightClass: 70 }],
        }),
      ),
    );
    expect(ltl.items.map((r) => [r.carrierName, r.shippingMode])).toEqual([
      ['Iron Horse Freight', ShippingMode.LTL],
      ['Prairie LTL', ShippingMode.LTL],
    ]);
  });

  it('places a Canadian postal code at its area’s city, not its province’s largest', async () => {
    const toronto = await json<AdHocRates>(await quote(lane(20000, { destinationPostalCode: 'M5V 2T6' })));
    expect(toronto.lane.destination).toMatchObject({ postalCode: 'M5V 2T6', state: 'ON', city: 'Toronto' });
    const ottawa = await json<AdHocRates>(await quote(lane(20000, { destinationPostalCode: 'k1a 0b1' })));
    expect(ottawa.lane.destination).toMatchObject({ postalCode: 'K1A 0B1', state: 'ON', city: 'Ottawa' });
    // Ottawa is about 100 miles further from Chicago than Toronto is.
    expect(ottawa.lane.miles - toronto.lane.miles).toBeGreaterThan(80);
  });

  it('answers 400 with each field for bad input and for a ZIP no place is known for', async () => {
    const bad = await json<{ modelState: Record<string, string[]> }>(
      await quote(lane(0, { originPostalCode: '6060', pickupDate: '2020-01-01' })),
      400,
    );
    expect(Object.keys(bad.modelState).sort()).toEqual([
      'originPostalCode',
      'pickupDate',
      'products.0.weightLbs',
    ]);
    const nowhere = await json<{ modelState: Record<string, string[]> }>(
      await quote(lane(1000, { destinationPostalCode: '60698' })),
      400,
    );
    expect(nowhere.modelState.destinationPostalCode).toEqual([
      'We do not know where this postal code is; check it.',
    ]);
  });

  it('answers the API quote on its own, stored with its quote id', async () => {
    const answer = await json<ApiQuote>(await quote(lane(30000), 'quotes'));
    expect(answer.quote).toMatchObject({ carrierName: 'Keystone Express', rateType: 'Quote' });
    const { rows } = await t.sandbox.services.db.query<{ miles: number }>(
      'SELECT miles FROM rate_quotes WHERE quote_id = $1',
      [answer.quote.quoteId],
    );
    expect(rows[0]?.miles).toBe(answer.lane.miles);
  });

  it('answers the same API quote for the same request while it is valid, a new one after', async () => {
    const first = await json<ApiQuote>(await quote(lane(30000), 'quotes'));
    const again = await json<ApiQuote>(await quote(lane(30000), 'quotes'));
    expect(again.quote.quoteId).toBe(first.quote.quoteId);
    const heavier = await json<ApiQuote>(await quote(lane(31000), 'quotes'));
    expect(heavier.quote.quoteId).not.toBe(first.quote.quoteId);
    await t.sandbox.services.db.query(
      "UPDATE rate_quotes SET quoted_at = now() - interval '31 minutes' WHERE quote_id = $1",
      [first.quote.quoteId],
    );
    const later = await json<ApiQuote>(await quote(lane(30000), 'quotes'));
    expect(later.quote.quoteId).not.toBe(first.quote.quoteId);
  });

  it('answers 400 with a keyed reason when no carrier API quotes the mode', async () => {
    const db = t.sandbox.services.db;
    await db.query("UPDATE carrier_tariffs SET error = 'API down' WHERE id = 'tariff-keystone-api'");
    try {
      const refused = await json<{
        modelState: Record<string, string[]>;
        modelStateKeys: Record<string, { key: string }[]>;
      }>(await quote(lane(30000), 'quotes'), 400);
      expect(refused.modelState.shippingMode).toEqual([
        'No carrier API quotes this shipping mode; ask for the unified rates.',
      ]);
      expect(refused.modelStateKeys.shippingMode?.[0]?.key).toBe('answer.rates.noApiQuote');
    } finally {
      await db.query("UPDATE carrier_tariffs SET error = NULL WHERE id = 'tariff-keystone-api'");
    }
  });

  it("refuses a carrier's dispatcher (403)", async () => {
    expect((await quote(lane(30000), 'ad_hoc', dispatcher)).status).toBe(403);
    expect((await quote(lane(30000), 'quotes', dispatcher)).status).toBe(403);
  });
});

describe('unified rates of an order (spec 1 §7 "find unified rates by orderId"; ADR 057)', () => {
  /** A broker's order: Chicago (L-1001) → Denver (L-1004), its line items as given. */
  const createOrder = async (shippingMode: number, items: [number, number][]) => {
    const response = await t.app.request('/api/v2/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...broker },
      body: JSON.stringify({
        orderType: 'SalesOrder',
        customerName: 'Consolidated Mills',
        equipmentMode: EquipmentMode.Reefer,
        shippingMode,
        stops: [
          {
            stopType: 'Shipping',
            locationNumber: 'L-1001',
            earlyDateTime: '2027-03-10T14:00:00.000Z',
            lateDateTime: '2027-03-10T22:00:00.000Z',
            lineItems: items.map(([quantity, weightLbs]) => ({
              description: 'Pallets',
              quantity,
              weightLbs,
            })),
          },
          {
            stopType: 'Receiving',
            locationNumber: 'L-1004',
            earlyDateTime: '2027-03-12T14:00:00.000Z',
            lateDateTime: '2027-03-12T20:00:00.000Z',
          },
        ],
      }),
    });
    return json<Order>(response, 201);
  };
  const ratesOfOrder = (orderNumber: string, query = '', headers = broker) =>
    t.get(`/api/v2/rates/orders/${orderNumber}${query}`, headers);

  it('prices the order’s lane and products as ad hoc rates do, only rates not in error, page size 50', async () => {
    const order = await createOrder(ShippingMode.TL, [
      [10, 12_000],
      [6, 14_000],
    ]);
    const page = await json<OrderRates>(await ratesOfOrder(order.orderNumber));
    expect(page.pageSize).toBe(50);
    expect(page.order).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'Open',
      shippingMode: ShippingMode.TL,
      weightLbs: 26_000,
      shipmentNumber: null,
    });
    expect(page.lane?.destination.city).toBe('Denver');
    // Blue Ridge's tariff is in error: never listed (spec 1 §5).
    expect(page.items.map((r) => r.carrierName)).toEqual([
      'Swiftline Carriers',
      'Iron Horse Freight',
      'Lone Star Logistics',
      'Keystone Express',
    ]);
    const adHoc = await json<AdHocRates>(
      await quote({
        originPostalCode: order.origin?.postalCode,
        destinationPostalCode: order.destination?.postalCode,
        pickupDate: '2027-03-10',
        equipmentMode: EquipmentMode.Reefer,
        shippingMode: ShippingMode.TL,
        products: [
          { weightLbs: 12_000, pieces: 10 },
          { weightLbs: 14_000, pieces: 6 },
        ],
      }),
    );
    expect(page.lane).toEqual(adHoc.lane);
    const prices = (items: AdHocRates['items']) => items.map((r) => [r.carrierId, r.price, r.serviceDays]);
    expect(prices(page.items)).toEqual(prices(adHoc.items));
    expect(page.items[3]?.quoteId).toMatch(/^Q-\d+$/);
    // One rate type, as the shipment's rates filter.
    const contracts = await json<OrderRates>(await ratesOfOrder(order.orderNumber, '?rateType=Contract'));
    expect(contracts.items.map((r) => r.rateType)).toEqual(['Contract', 'Contract']);
    expect(contracts.totalCount).toBe(2);
  });

  it('an LTL order lists the LTL tariffs at the prices its Book LTL quotes', async () => {
    const order = await createOrder(ShippingMode.LTL, [[4, 2_430]]);
    const page = await json<OrderRates>(await ratesOfOrder(order.orderNumber));
    const quotes = await json<{ items: { carrierId: string; amount: number }[] }>(
      await t.get(`/api/v2/orders/${order.orderNumber}/ltl_quotes`, broker),
    );
    const byCarrier = (pairs: [string, number][]) => Object.fromEntries(pairs);
    expect(page.items.map((r) => r.shippingMode)).toEqual([ShippingMode.LTL, ShippingMode.LTL]);
    expect(byCarrier(page.items.map((r) => [r.carrierId, r.price]))).toEqual(
      byCarrier(quotes.items.map((q) => [q.carrierId, q.amount])),
    );
  });

  it('an order nothing can price has no rates and no lane', async () => {
    const order = await createOrder(ShippingMode.TL, [[1, 0]]);
    const page = await json<OrderRates>(await ratesOfOrder(order.orderNumber));
    expect(page).toMatchObject({ lane: null, items: [], totalCount: 0 });
  });

  it("answers 404 for another company's order and an unknown one; refuses a carrier (403)", async () => {
    const order = await createOrder(ShippingMode.TL, [[1, 1_000]]);
    const db = t.sandbox.services.db;
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM companies WHERE name = 'Iron Horse Freight' LIMIT 1",
    );
    await db.query('UPDATE orders SET company_id = $2 WHERE order_number = $1', [
      order.orderNumber,
      rows[0]?.id,
    ]);
    const other = await ratesOfOrder(order.orderNumber);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toBe(
      `Order ${order.orderNumber} was not found.`,
    );
    expect((await ratesOfOrder('999999')).status).toBe(404);
    expect((await ratesOfOrder(order.orderNumber, '', dispatcher)).status).toBe(403);
  });
});
