import { describe, expect, it } from 'vitest';
import { orderCopiesProblems, orderCopiesRange, orderCopyShiftRange } from './duplicate.ts';

describe('how many copies of an order one duplicate makes', () => {
  it('takes a whole number from one to twenty', () => {
    expect(orderCopiesProblems(orderCopiesRange.min)).toEqual({});
    expect(orderCopiesProblems(orderCopiesRange.max)).toEqual({});
    expect(orderCopiesProblems(3)).toEqual({});
  });
  it('refuses none, too many, a fraction and a non-number with one message', () => {
    for (const copies of [0, -1, 21, 2.5, Number.NaN])
      expect(orderCopiesProblems(copies)).toEqual({
        copies: 'Enter a whole number of copies from 1 to 20.',
      });
  });
});

describe('how many days apart the copies are', () => {
  it('takes a whole number of days from 0 (same dates) to 30', () => {
    for (const days of [orderCopyShiftRange.min, 1, 7, orderCopyShiftRange.max])
      expect(orderCopiesProblems(3, days)).toEqual({});
  });
  it('refuses a negative, fractional or too long shift, next to a wrong count too', () => {
    for (const days of [-1, 31, 1.5, Number.NaN])
      expect(orderCopiesProblems(3, days)).toEqual({
        shiftDays: 'Enter a whole number of days from 0 to 30 between copies.',
      });
    expect(Object.keys(orderCopiesProblems(0, 31)).sort()).toEqual(['copies', 'shiftDays']);
  });
});
