import { describe, expect, it } from 'vitest';
import { EquipmentMode, ShippingMode } from '../enums/freight.ts';
import {
  adHocQuoteProblemKeys,
  adHocQuoteProblems,
  lanePrice,
  laneMiles,
  laneServiceDays,
  quoteMaxWeightLbs,
  type AdHocQuoteInput,
  type CarrierTariff,
} from './quote.ts';

const today = '2026-11-27';
const good: AdHocQuoteInput = {
  originPostalCode: '60607',
  destinationPostalCode: '75201',
  pickupDate: '2026-12-01',
  equipmentMode: EquipmentMode.Dry,
  shippingMode: ShippingMode.TL,
  products: [{ weightLbs: 30000, pieces: 20 }],
};
const tariff: CarrierTariff = { perMile: 2.5, perHundredweight: 20, minimum: 400 };

describe('adHocQuoteProblems', () => {
  it('finds nothing wrong with a priced lane', () => {
    expect(adHocQuoteProblemKeys(good, today)).toEqual({});
    expect(adHocQuoteProblemKeys({ ...good, originPostalCode: 'K1A 0B1' }, today)).toEqual({});
  });

  it.each([
    ['originPostalCode', { originPostalCode: '' }, 'answer.orders.postalRequired'],
    ['originPostalCode', { originPostalCode: '6060' }, 'answer.orders.postalFormat'],
    ['destinationPostalCode', { destinationPostalCode: 'ABCDE' }, 'answer.orders.postalFormat'],
    ['pickupDate', { pickupDate: '' }, 'answer.quotes.pickupRequired'],
    ['pickupDate', { pickupDate: '2026-02-30' }, 'answer.quotes.pickupFormat'],
    ['pickupDate', { pickupDate: '2026-11-26' }, 'answer.quotes.pickupPast'],
    ['equipmentMode', { equipmentMode: 9 }, 'answer.quotes.equipment'],
    ['shippingMode', { shippingMode: ShippingMode.Ocean }, 'answer.quotes.shippingMode'],
    ['products', { products: [] }, 'answer.quotes.productsRequired'],
    ['products.0.weightLbs', { products: [{ weightLbs: 0, pieces: 1 }] }, 'answer.quotes.weight'],
    ['products.0.pieces', { products: [{ weightLbs: 100, pieces: 1.5 }] }, 'answer.quotes.pieces'],
    [
      'products.0.freightClass',
      { shippingMode: ShippingMode.LTL, products: [{ weightLbs: 100, pieces: 1 }] },
      'answer.quotes.freightClass',
    ],
    [
      'products.0.freightClass',
      { products: [{ weightLbs: 100, pieces: 1, freightClass: 99 }] },
      'answer.quotes.freightClass',
    ],
    [
      'products',
      {
        products: [
          { weightLbs: 30000, pieces: 1 },
          { weightLbs: 20000, pieces: 1 },
        ],
      },
      'answer.quotes.totalWeight',
    ],
  ] as const)('%s: %j → %s', (field, change, key) => {
    const problems = adHocQuoteProblemKeys({ ...good, ...change }, today);
    expect(problems[field]?.key).toBe(key);
  });

  it('says the total weight limit in English', () => {
    const problems = adHocQuoteProblems({ ...good, products: [{ weightLbs: 45001, pieces: 1 }] }, today);
    expect(problems['products.0.weightLbs']).toBe(
      `Enter the weight in pounds, more than 0 and at most ${quoteMaxWeightLbs}.`,
    );
  });
});

describe('lanePrice', () => {
  const tl = (miles: number, weightLbs: number, equipmentMode: number = EquipmentMode.Dry) =>
    lanePrice({ miles, equipmentMode, shippingMode: ShippingMode.TL, products: [{ weightLbs }] }, tariff);

  it('prices a truckload by the mile, at least the minimum', () => {
    expect(tl(800, 10000)).toBe(2000);
    expect(tl(100, 10000)).toBe(400);
  });

  it('adds the heavy-load charge above 20,000 lb (20,000 lb over, 1,000 miles: $400)', () => {
    expect(tl(1000, 40000)).toBe(2500 + 400);
    expect(tl(1000, 20000)).toBe(2500);
  });

  it('rises with equipment: a reefer costs 1.25 times a dry van', () => {
    expect(tl(800, 10000, EquipmentMode.Reefer)).toBe(2500);
  });

  it('grows with miles and weight (a property over a grid)', () => {
    for (const miles of [200, 500, 900, 1500]) {
      for (const weight of [5000, 20000, 30000, 45000]) {
        expect(tl(miles + 100, weight)).toBeGreaterThanOrEqual(tl(miles, weight));
        expect(tl(miles, weight + 1000)).toBeGreaterThanOrEqual(tl(miles, weight));
      }
    }
  });

  it('prices LTL by the hundredweight, class and distance', () => {
    const ltl = (weightLbs: number, freightClass: number, miles = 500) =>
      lanePrice(
        {
          miles,
          equipmentMode: EquipmentMode.Dry,
          shippingMode: ShippingMode.LTL,
          products: [{ weightLbs, freightClass }],
        },
        tariff,
      );
    // 2,000 lb = 20 cwt × $20 × class 100 × (0.5 + 0.5) = $400, exactly the minimum.
    expect(ltl(2000, 100)).toBe(400);
    expect(ltl(4000, 100)).toBe(800);
    // 1,950 lb rounds up to 20 cwt; class 150 costs half again.
    expect(ltl(1950, 150)).toBe(600);
    expect(ltl(4000, 100, 1500)).toBe(1600);
    expect(ltl(100, 50)).toBe(400);
  });
});

describe('laneMiles and laneServiceDays', () => {
  it('measures Chicago to Dallas as the crow flies', () => {
    expect(
      laneMiles({ latitude: 41.8781, longitude: -87.6298 }, { latitude: 32.7767, longitude: -96.797 }),
    ).toBe(805);
  });

  it.each([
    [100, ShippingMode.TL, 1],
    [803, ShippingMode.TL, 2],
    [1500, ShippingMode.TL, 3],
    [803, ShippingMode.LTL, 5],
  ])('%i miles %i → %i days', (miles, mode, days) => {
    expect(laneServiceDays(miles, mode)).toBe(days);
  });
});
