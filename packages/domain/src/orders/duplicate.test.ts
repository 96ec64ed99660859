import { describe, expect, it } from 'vitest';
import { orderCopiesProblems, orderCopiesRange } from './duplicate.ts';

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
