import { describe, expect, it } from 'vitest';
import { customerScore, scoreShare } from './customerScore.ts';

describe('customerScore', () => {
  it('turns the counts into shares over what was counted', () => {
    const score = customerScore('Acme Foods', {
      tendersReceived: 6,
      tendersAccepted: 3,
      tendersRejected: 1,
      loadsHauled: 2,
      pickups: 3,
      pickupsOnTime: 2,
      deliveries: 2,
      deliveriesOnTime: 2,
    });
    expect(score).toEqual({
      customerName: 'Acme Foods',
      tendersReceived: 6,
      loadsHauled: 2,
      acceptance: { count: 3, of: 4, rate: 0.75 },
      tendersRejected: 1,
      onTimePickup: { count: 2, of: 3, rate: 2 / 3 },
      onTimeDelivery: { count: 2, of: 2, rate: 1 },
    });
  });

  it('has no rate where nothing was counted (not 0 %)', () => {
    expect(scoreShare(0, 0)).toEqual({ count: 0, of: 0, rate: null });
  });
});
