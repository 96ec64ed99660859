import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  balanceDue,
  chargesTotal,
  chargeTotal,
  formatMoney,
  fromCents,
  parseMoney,
  subtractDollars,
  sumDollars,
  toCents,
} from './index.ts';

describe('money (spec 2 §9)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-12, '($12.00)'],
    [-0.004, '$0.00'],
    [1.005, '$1.01'],
    [123456789012.34, '$123,456,789,012.34'],
  ])('formatMoney(%d) → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('formats per locale and still puts negatives in parentheses', () => {
    // fr-CA: no-break spaces for thousands and before the sign, decimal comma, '$' not '$ US'.
    expect(formatMoney(1234.56, 'fr-CA')).toBe('1\u00a0234,56\u00a0$');
    expect(formatMoney(-1234.5, 'fr-CA')).toBe('(1\u00a0234,50\u00a0$)');
    expect(formatMoney(1234.5, 'es-US')).toBe('$1,234.50');
    expect(formatMoney(-12, 'es-US')).toBe('($12.00)');
    expect(formatMoney(1234.5, 'en-US')).toBe('$1,234.50');
  });

  it.each([
    ['1 234,50 $', 1234.5],
    ['1\u00a0234,56\u00a0$', 1234.56],
    ['1\u202f234,56 $ US', 1234.56],
    ['1234,5', 1234.5],
    ['1234.50', 1234.5],
    ['(3,00 $)', -3],
    ['-4,5', -4.5],
    [',5', 0.5],
    ['1,234.50', null],
    ['1,2,3', null],
    ['abc', null],
  ])('parseMoney(%s, fr-CA) → %s: what a fr-CA user types', (text, value) => {
    expect(parseMoney(text, 'fr-CA')).toBe(value);
  });

  it('reads every amount it writes, in every locale', () => {
    for (const locale of ['en-US', 'es-US', 'fr-CA'] as const) {
      for (const amount of [0, 0.5, 12, -12, 1234.56, -98765432.1]) {
        expect(parseMoney(formatMoney(amount, locale), locale), `${locale} ${String(amount)}`).toBe(amount);
      }
    }
  });

  it.each([
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.675, -268],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1e-7, 0],
  ])('toCents(%d) → %i', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each([
    [19.99, 3, 59.97],
    [0.1, 3, 0.3],
    [2.5, 1.5, 3.75],
    [0.01, 0.5, 0.01],
    [-0.01, 0.5, -0.01],
    [10, Number.NaN, 0],
  ])('charge total %d × %d = %d', (rate, units, total) => {
    expect(chargeTotal(rate, units)).toBe(total);
  });

  it('sums charges and computes balance due = invoice amount − fees and balance', () => {
    expect(
      chargesTotal([
        { description: 'Line haul', rate: 1200.1, units: 1 },
        { description: 'Fuel', rate: 0.35, units: 412 },
      ]),
    ).toBe(1344.3);
    expect(balanceDue({ invoiceAmount: 1000.1, feeAndBalance: 30.2 })).toBe(969.9);
    expect(subtractDollars(0.3, 0.1, 0.2)).toBe(0);
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(fromCents(12345)).toBe(123.45);
  });

  it.each([
    ['1,234.50', 1234.5],
    ['$12', 12],
    ['(3.00)', -3],
    ['-4.5', -4.5],
    ['.5', 0.5],
    ['abc', null],
    ['', null],
    ['1 234.50', 1234.5],
  ])('parseMoney(%s) → %s', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  const cents = fc.integer({ min: -1e11, max: 1e11 });

  it('property: sums of cent amounts have no floating drift', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (list) => {
        const exact = list.reduce((a, b) => a + b, 0);
        expect(toCents(sumDollars(list.map(fromCents)))).toBe(exact);
      }),
    );
  });

  it('property: toCents(fromCents(c)) = c', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
    );
  });

  it('property: formatted negatives are the positive text in parentheses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (c) => {
        expect(formatMoney(-fromCents(c))).toBe(`(${formatMoney(fromCents(c))})`);
        expect(formatMoney(fromCents(c))).toMatch(/^\$[\d,]+\.\d{2}$/);
      }),
    );
  });

  it('property: balance due plus fees gives back the invoice amount', () => {
    fc.assert(
      fc.property(cents, cents, (a, f) => {
        const invoiceAmount = fromCents(a);
        const feeAndBalance = fromCents(f);
        expect(toCents(balanceDue({ invoiceAmount, feeAndBalance })) + f).toBe(a);
      }),
    );
  });

  it('property: charge total with whole units is exact in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), fc.integer({ min: 0, max: 1000 }), (rate, units) => {
        expect(toCents(chargeTotal(fromCents(rate), units))).toBe(rate * units || 0);
      }),
    );
  });
});

describe('formatMoney and its formatter', () => {
  it('makes one Intl.NumberFormat a locale for the page, not one an amount', () => {
    expect(formatMoney(1, 'es-US')).toBe('$1.00');
    expect(formatMoney(1, 'fr-CA')).toBe('1,00\u00a0$');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatMoney(1234.5, 'es-US')).toBe('$1,234.50');
      expect(formatMoney(-12, 'es-US')).toBe('($12.00)');
      expect(formatMoney(-1234.5, 'fr-CA')).toBe('(1\u00a0234,50\u00a0$)');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
