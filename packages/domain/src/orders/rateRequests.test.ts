import { describe, expect, it } from 'vitest';
import { RateRequestStatus } from '../enums/freight.ts';
import {
  canRequestRatesForOrder,
  canTenderAtRateRequest,
  canTenderPlannedOrder,
  orderNotTenderableMessage,
  orderRateRequestProblems,
  orderRatesClosedMessage,
  rateRequestAlreadyOpenMessage,
} from './rateRequests.ts';
import { OrderStatus } from './status.ts';

describe('asking carriers for rates on an order (ADR 043)', () => {
  it('is open before the order goes to a carrier', () => {
    expect(Object.values(OrderStatus).filter(canRequestRatesForOrder)).toEqual(['Open', 'Planned']);
    expect(Object.values(OrderStatus).filter(canTenderPlannedOrder)).toEqual(['Planned']);
  });

  it('tenders only at an offered rate', () => {
    expect(Object.values(RateRequestStatus).filter(canTenderAtRateRequest)).toEqual(['Offered']);
  });

  it('goes to one to ten distinct carriers', () => {
    expect(orderRateRequestProblems([])).toEqual({ carrierIds: 'Choose at least one carrier.' });
    expect(orderRateRequestProblems(['a'])).toEqual({});
    expect(orderRateRequestProblems(Array.from({ length: 10 }, (_, i) => String(i)))).toEqual({});
    expect(orderRateRequestProblems(Array.from({ length: 11 }, (_, i) => String(i)))).toEqual({
      carrierIds: 'Choose at most 10 carriers.',
    });
    expect(orderRateRequestProblems(['a', 'b', 'a'])).toEqual({ carrierIds: 'Choose each carrier once.' });
  });

  it('says why it is refused', () => {
    expect(orderRatesClosedMessage('O-1', OrderStatus.Tendered)).toBe(
      'Order O-1 is Tendered: rates are asked before it goes to a carrier.',
    );
    expect(rateRequestAlreadyOpenMessage('Swiftline', '800001')).toBe(
      'Swiftline already has an open rate request for shipment 800001.',
    );
    expect(orderNotTenderableMessage('O-1', OrderStatus.Open)).toBe(
      'Order O-1 is Open and cannot be tendered now.',
    );
  });
});
