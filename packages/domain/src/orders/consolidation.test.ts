import { describe, expect, it } from 'vitest';
import { ShipmentStatus, ShippingMode } from '../enums/freight.ts';
import { answerText } from '../messages/answers.ts';
import {
  isConsolidationLimit,
  autoTenderAt,
  autoTenderProblemKeys,
  autoTenderRate,
  canConsolidateOrder,
  consolidatable,
  consolidationFit,
  consolidationLimits,
  consolidationProblems,
  consolidationRefusal,
  consolidationTotals,
  defaultAutoTender,
  defaultConsolidationLimits,
  ltlBookingRefusal,
  OrderStatus,
  windowsMeet,
  type ConsolidationOrder,
} from './index.ts';

// Chicago (60607) and Elk Grove Village (60007, ~16 mi away); Milwaukee (53202, ~80 mi); Detroit.
const chicago = { latitude: 41.8719, longitude: -87.6589 };
const elkGrove = { latitude: 42.0086, longitude: -87.9985 };
const milwaukee = { latitude: 43.0389, longitude: -87.9065 };
const detroit = { latitude: 42.3314, longitude: -83.0458 };
const gary = { latitude: 41.5934, longitude: -87.3464 };

const day = (d: number, h = 8) => new Date(Date.UTC(2027, 2, d, h));

function order(number: string, over: Partial<ConsolidationOrder> = {}): ConsolidationOrder {
  return {
    orderNumber: number,
    companyId: 'broker',
    status: OrderStatus.Open,
    shipmentNumber: null,
    equipmentMode: 0,
    shippingMode: 0,
    weightLbs: 10_000,
    units: 10,
    firstPickup: { point: chicago, early: day(10), late: day(10, 16) },
    lastDelivery: { point: detroit, early: day(11), late: day(11, 16) },
    ...over,
  };
}

const anchor = order('500001');

describe('consolidation limits (spec 1 §9)', () => {
  it('defaults are 45,000 lbs, 60 units, 40 miles, windows widened by 2 days; overrides replace one', () => {
    expect(defaultConsolidationLimits).toEqual({
      maxWeight: 45000,
      maxUnits: 60,
      distance: 40,
      dateWindowDays: 2,
    });
    expect(consolidationLimits({ distance: 100 })).toEqual({ ...defaultConsolidationLimits, distance: 100 });
    expect(consolidationLimits()).toEqual(defaultConsolidationLimits);
  });
});

describe('consolidationRefusal', () => {
  it('lets a close, light, same-week Open order join', () => {
    const near = order('500002', { firstPickup: { point: elkGrove, early: day(11), late: day(11, 12) } });
    expect(consolidationRefusal(near, anchor)).toBeNull();
    expect(consolidatable(near, anchor)).toBe(true);
    expect(consolidationFit(near, anchor).pickupMiles).toBeGreaterThan(10);
    expect(consolidationFit(near, anchor).pickupMiles).toBeLessThan(25);
  });

  it('refuses another company’s order', () => {
    expect(consolidationRefusal(order('9', { companyId: 'other' }), anchor)?.key).toBe(
      'answer.consolidation.otherCompany',
    );
  });

  it('refuses an order that is not Open, naming its status', () => {
    const planned = order('500003', { status: OrderStatus.Planned, shipmentNumber: '700001' });
    const refusal = consolidationRefusal(planned, anchor);
    expect(refusal?.key).toBe('answer.consolidation.notOpen');
    expect(refusal?.labels).toEqual({ status: 'enum.orderStatus.Planned' });
    expect(answerText(refusal!)).toBe(
      'Order 500003 is Planned: only Open orders that are not on a shipment can be consolidated.',
    );
    expect(consolidatable(planned, anchor)).toBe(false);
  });

  it('refuses another equipment or shipping mode, naming both in the reader’s language', () => {
    const reefer = consolidationRefusal(order('500004', { equipmentMode: 1 }), anchor);
    expect(reefer).toEqual({
      key: 'answer.consolidation.equipmentDiffers',
      params: { number: '500004', equipment: 'Reefer', anchorEquipment: 'Dry' },
      labels: { equipment: 'enum.equipmentMode.Reefer', anchorEquipment: 'enum.equipmentMode.Dry' },
    });
    const ltl = consolidationRefusal(order('500005', { shippingMode: 1 }), anchor);
    expect(ltl?.key).toBe('answer.consolidation.modeDiffers');
    expect(ltl?.params).toMatchObject({ mode: 'LTL', anchorMode: 'TL' });
    expect(consolidationRefusal(order('500006', { equipmentMode: 99 }), anchor)?.params).toMatchObject({
      equipment: '99',
    });
  });

  it('refuses an order past 45,000 lbs or 60 units with the anchor, at the limit it joins', () => {
    expect(consolidationRefusal(order('2', { weightLbs: 35_000 }), anchor)).toBeNull();
    const heavy = consolidationRefusal(order('2', { weightLbs: 35_001 }), anchor);
    expect(heavy?.key).toBe('answer.consolidation.tooHeavy');
    expect(answerText(heavy!)).toBe(
      'Order 2 would bring the weight to 45,001 lbs, over the limit of 45,000 lbs.',
    );
    expect(consolidationRefusal(order('3', { units: 50 }), anchor)).toBeNull();
    expect(consolidationRefusal(order('3', { units: 51 }), anchor)?.params).toEqual({
      number: '3',
      total: 61,
      max: 60,
    });
  });

  it('refuses a first pickup or last delivery more than 40 miles from the anchor’s', () => {
    const far = order('4', { firstPickup: { point: milwaukee, early: day(10), late: day(10) } });
    expect(consolidationRefusal(far, anchor)?.key).toBe('answer.consolidation.pickupTooFar');
    expect(consolidationRefusal(far, anchor, consolidationLimits({ distance: 100 }))).toBeNull();
    const farEnd = order('5', { lastDelivery: { point: gary, early: day(11), late: day(11) } });
    const refusal = consolidationRefusal(farEnd, anchor);
    expect(refusal?.key).toBe('answer.consolidation.deliveryTooFar');
    expect(refusal?.params?.['miles']).toBeGreaterThan(200);
  });

  it('refuses a stop it cannot place on the map', () => {
    const lost = order('6', { lastDelivery: { point: null, early: day(11), late: day(11) } });
    expect(consolidationRefusal(lost, anchor)?.key).toBe('answer.consolidation.placeUnknown');
    expect(consolidationFit(lost, anchor).deliveryMiles).toBeNull();
  });

  it('pickup windows must meet once each is widened by 2 days', () => {
    // Anchor ends 10 March 16:00; widened both: 4 days of slack.
    const fourDaysLater = order('7', {
      firstPickup: { point: chicago, early: day(14, 15), late: day(14, 18) },
    });
    expect(consolidationRefusal(fourDaysLater, anchor)).toBeNull();
    const fiveDaysLater = order('8', {
      firstPickup: { point: chicago, early: day(15, 17), late: day(15, 18) },
    });
    expect(consolidationRefusal(fiveDaysLater, anchor)?.key).toBe('answer.consolidation.datesApart');
    const before = order('9', { firstPickup: { point: chicago, early: day(1), late: day(2) } });
    expect(consolidationRefusal(before, anchor)?.key).toBe('answer.consolidation.datesApart');
    expect(windowsMeet(before.firstPickup, anchor.firstPickup, 10)).toBe(true);
  });
});

describe('consolidationProblems', () => {
  it('names each order that cannot join, counting totals in the order given', () => {
    const a = order('2', { weightLbs: 20_000 });
    const b = order('3', { weightLbs: 20_000 });
    const c = order('4', { weightLbs: 1 });
    const problems = consolidationProblems(anchor, [a, b, c]);
    expect(Object.keys(problems)).toEqual(['3']);
    expect(problems['3']?.params?.['total']).toBe(50_000);
  });

  it('refuses an anchor that is not Open, and an order named twice or the anchor named again', () => {
    const covered = order('1', { status: OrderStatus.Covered });
    expect(Object.keys(consolidationProblems(covered, []))).toEqual(['1']);
    const twice = consolidationProblems(anchor, [order('2'), order('2'), anchor]);
    expect(twice['2']?.key).toBe('answer.consolidation.twice');
    expect(twice['500001']?.key).toBe('answer.consolidation.twice');
    expect(consolidationProblems(anchor, [order('2')])).toEqual({});
  });

  it('only an Open order anchors or joins', () => {
    expect(canConsolidateOrder(OrderStatus.Open)).toBe(true);
    expect(canConsolidateOrder(OrderStatus.Planned)).toBe(false);
  });

  it('sums weights and units', () => {
    expect(consolidationTotals([anchor, order('2', { units: 5 })])).toEqual({ weightLbs: 20_000, units: 15 });
  });
});

describe('automatic tendering by status (spec 1 §4)', () => {
  const on = { statuses: { ...defaultAutoTender, [ShipmentStatus.ReadyToBook]: true }, carrierId: 'c1' };
  it('is off by default', () => {
    expect(autoTenderAt({ statuses: defaultAutoTender, carrierId: 'c1' }, [0, 1])).toBeNull();
  });
  it('tenders at the first walked status switched on, only with a carrier', () => {
    expect(autoTenderAt(on, [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook])).toBe(
      ShipmentStatus.ReadyToBook,
    );
    expect(autoTenderAt({ ...on, carrierId: null }, [ShipmentStatus.ReadyToBook])).toBeNull();
    expect(autoTenderAt(on, [ShipmentStatus.Booked])).toBeNull();
    const both = {
      statuses: { [ShipmentStatus.Draft]: true, [ShipmentStatus.ReadyToBook]: true },
      carrierId: 'c',
    };
    expect(autoTenderAt(both, [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook])).toBe(ShipmentStatus.Draft);
  });
  it('offers the max buy, and nothing without one', () => {
    expect(autoTenderRate(2100)).toBe(2100);
    expect(autoTenderRate(null)).toBeNull();
    expect(autoTenderRate(undefined)).toBeNull();
    expect(autoTenderRate(0)).toBeNull();
  });
});

describe('LTL orders (spec 2 §7 "book an LTL order")', () => {
  it('books only an Open LTL order', () => {
    const ltl = { orderNumber: '1', shippingMode: ShippingMode.LTL, status: OrderStatus.Open };
    expect(ltlBookingRefusal(ltl)).toBeNull();
    const tl = ltlBookingRefusal({ ...ltl, shippingMode: ShippingMode.TL });
    expect(answerText(tl!)).toBe('Order 1 ships TL: only an LTL order is booked on an LTL quote.');
    expect(ltlBookingRefusal({ ...ltl, status: OrderStatus.Tendered })?.key).toBe('answer.ltl.notOpen');
  });
  it('names a mode or status without a label by its value', () => {
    const odd = ltlBookingRefusal({
      orderNumber: '1',
      shippingMode: 99 as ShippingMode,
      status: OrderStatus.Open,
    });
    expect(odd).toEqual({ key: 'answer.ltl.notLtl', params: { number: '1', mode: '99' } });
    const lost = ltlBookingRefusal({
      orderNumber: '1',
      shippingMode: ShippingMode.LTL,
      status: 'Lost' as OrderStatus,
    });
    expect(lost).toEqual({ key: 'answer.ltl.notOpen', params: { number: '1', status: 'Lost' } });
    const stray = consolidationRefusal(order('2', { status: 'Lost' as OrderStatus }), anchor);
    expect(stray).toEqual({ key: 'answer.consolidation.notOpen', params: { number: '2', status: 'Lost' } });
  });
});

describe('automatic tendering settings', () => {
  it('a status switched on needs a carrier', () => {
    const on = { statuses: { ...defaultAutoTender, [ShipmentStatus.ReadyToBook]: true }, carrierId: null };
    expect(autoTenderProblemKeys(on).carrierId?.key).toBe('answer.autoTender.carrierNeeded');
    expect(autoTenderProblemKeys({ ...on, carrierId: 'c' })).toEqual({});
    expect(autoTenderProblemKeys({ statuses: defaultAutoTender, carrierId: null })).toEqual({});
  });
});

describe('a broker’s consolidation limits (ADR 059)', () => {
  it('takes numbers within each range, whole for units and days', () => {
    expect(isConsolidationLimit('maxWeight', 50_000.5)).toBe(true);
    expect(isConsolidationLimit('maxWeight', 80_001)).toBe(false);
    expect(isConsolidationLimit('maxWeight', 0)).toBe(false);
    expect(isConsolidationLimit('distance', 0)).toBe(true);
    expect(isConsolidationLimit('distance', Number.NaN)).toBe(false);
    expect(isConsolidationLimit('maxUnits', 60)).toBe(true);
    expect(isConsolidationLimit('maxUnits', 60.5)).toBe(false);
    expect(isConsolidationLimit('dateWindowDays', 14)).toBe(true);
    expect(isConsolidationLimit('dateWindowDays', 15)).toBe(false);
  });
});
