import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPaymentDateRange,
  pageCount,
  paidInvoiceNet,
  parseCalendarDate,
  paymentDateRangeProblem,
  paymentDetailQuery,
  paymentListQuery,
  remittanceTotals,
} from './index.ts';
import { toCents } from '../money/money.ts';

const now = new Date(2026, 10, 26, 12, 0);

describe('paid invoice net and remittance totals (docs/adr/030)', () => {
  it('nets the quick-pay fee and other deductions off the amount, to the cent', () => {
    expect(paidInvoiceNet({ amount: 1785.25, quickPayFee: 53.56, otherDeductions: 0 })).toBe(1731.69);
    expect(paidInvoiceNet({ amount: 0.3, quickPayFee: 0.1, otherDeductions: 0.2 })).toBe(0);
  });

  it('sums each column; the total is the sum of the nets', () => {
    expect(
      remittanceTotals([
        { amount: 2650, quickPayFee: 0, otherDeductions: 0 },
        { amount: 1480, quickPayFee: 29.6, otherDeductions: 120 },
      ]),
    ).toEqual({
      grossAmount: 4130,
      quickPayFees: 29.6,
      otherDeductions: 120,
      total: 3980.4,
      invoiceCount: 2,
    });
    expect(remittanceTotals([])).toEqual({
      grossAmount: 0,
      quickPayFees: 0,
      otherDeductions: 0,
      total: 0,
      invoiceCount: 0,
    });
  });

  it('property: total = gross − fees − deductions, exactly in cents', () => {
    const cents = fc.integer({ min: 0, max: 1e9 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, cents, cents), { maxLength: 40 }), (rows) => {
        const lines = rows.map(([a, q, o]) => ({
          amount: a / 100,
          quickPayFee: q / 100,
          otherDeductions: o / 100,
        }));
        const t = remittanceTotals(lines);
        expect(toCents(t.total)).toBe(
          toCents(t.grossAmount) - toCents(t.quickPayFees) - toCents(t.otherDeductions),
        );
      }),
    );
  });
});

describe('payments list query (spec 2 §2, §9)', () => {
  it('defaults to the last 3 months and 20 a page', () => {
    expect(defaultPaymentDateRange(now)).toEqual({ from: '2026-08-26', to: '2026-11-26' });
    expect(paymentListQuery({ search: '  ', page: 1, now })).toEqual({
      from: '2026-08-26',
      to: '2026-11-26',
      page: 1,
      pageSize: 20,
    });
  });

  it('keeps a typed window and search, and falls back on dates that are not dates', () => {
    expect(
      paymentListQuery({ search: ' 4001 ', page: 3, range: { from: '2026-01-01', to: '2026-02-30' }, now }),
    ).toEqual({ query: '4001', from: '2026-01-01', to: '2026-11-26', page: 3, pageSize: 20 });
    expect(paymentListQuery({ search: '', page: 0, now }).page).toBe(1);
  });

  it('detail pages are 20', () => {
    expect(paymentDetailQuery(2)).toEqual({ page: 2, pageSize: 20 });
  });

  it.each([
    ['2026-01-01', true],
    ['2026-02-29', false],
    ['2026-1-1', false],
    ['', false],
    [null, false],
  ])('parseCalendarDate(%s) is a date: %s', (text, ok) => {
    expect(parseCalendarDate(text) !== undefined).toBe(ok);
  });

  it('says what is wrong with a typed window', () => {
    expect(paymentDateRangeProblem({ from: '2026-01-01', to: '2026-02-01' })).toBeNull();
    expect(paymentDateRangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(paymentDateRangeProblem({ from: 'x', to: '2026-02-01' })).toBe('invalidFrom');
    expect(paymentDateRangeProblem({ from: '2026-01-01', to: '' })).toBe('invalidTo');
    expect(paymentDateRangeProblem({ from: '2026-03-01', to: '2026-02-01' })).toBe('fromAfterTo');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
