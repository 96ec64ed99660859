import { describe, expect, it } from 'vitest';
import { ShipmentStatus, TenderRejectReason } from '../enums/freight.ts';
import {
  acceptTenderOffer,
  contractRateBookingProblems,
  contractRateMaxBuy,
  defaultShipmentPage,
  defaultShipmentTab,
  defaultTenderStatusFilter,
  hasReachedStatus,
  listableRates,
  ltlQuoteBookingProblems,
  rateRequestCounts,
  rejectTenderOffer,
  searchResultDestination,
  shipmentPreviewPages,
  shipmentPreviewPath,
  type ShipmentPreviewPage,
  stopDateTime,
  stopDateTimes,
} from './index.ts';

describe('default shipment page (spec 1 §2 as ADR 022 reads it)', () => {
  it.each<[ShipmentStatus, ShipmentPreviewPage]>([
    // Moving loads open where the stops and appointments are; delivered ones where the POD is.
    [ShipmentStatus.Booked, 'details'],
    [ShipmentStatus.Dispatched, 'details'],
    [ShipmentStatus.InTransit, 'details'],
    [ShipmentStatus.AtStop, 'details'],
    [ShipmentStatus.Delivered, 'documents'],
    [ShipmentStatus.ReadyToBook, 'financials'],
    [ShipmentStatus.Tendering, 'financials'],
    [ShipmentStatus.Draft, 'details'],
    [ShipmentStatus.Voided, 'details'],
    [ShipmentStatus.DeliveryConfirmed, 'details'],
  ])('status %i opens the %s sub-page', (status, page) => {
    expect(defaultShipmentPage(status)).toBe(page);
    expect(shipmentPreviewPages[defaultShipmentTab(status)]).toBe(page);
  });
});

describe('search result destination (spec 1 §2)', () => {
  it.each([
    [ShipmentStatus.Draft, { kind: 'none' }],
    [ShipmentStatus.Tendering, { kind: 'tender', path: '/tenders/S%201' }],
    [ShipmentStatus.ReadyToBook, { kind: 'availableFreight', path: '/available-freight/S%201' }],
    [ShipmentStatus.InTransit, { kind: 'detail', path: '/all-shipments/S%201/preview/details' }],
    [ShipmentStatus.Voided, { kind: 'detail', path: '/all-shipments/S%201/preview/details' }],
  ])('status %i', (status, expected) => {
    expect(searchResultDestination({ shipmentNumber: 'S 1', status })).toEqual(expected);
  });

  it('builds preview paths for sub-pages', () => {
    expect(shipmentPreviewPath(42, 'financials')).toBe('/all-shipments/42/preview/financials');
  });
});

describe('statuses and tenders (spec 1 §4)', () => {
  it.each([
    [ShipmentStatus.Delivered, ShipmentStatus.Delivered, true],
    [ShipmentStatus.DeliveryConfirmed, ShipmentStatus.Delivered, true],
    [ShipmentStatus.AtStop, ShipmentStatus.Delivered, false],
    [ShipmentStatus.Voided, ShipmentStatus.Voided, false],
  ])('%i reached %i → %s', (status, target, expected) => {
    expect(hasReachedStatus(status, target)).toBe(expected);
  });

  it('default tender filter is Sent; accept and reject bodies', () => {
    expect(defaultTenderStatusFilter).toEqual([0]);
    expect(acceptTenderOffer()).toEqual({ status: 1 });
    expect(rejectTenderOffer(TenderRejectReason.Other, { rejectNotes: 'no', status: 99 })).toEqual({
      rejectNotes: 'no',
      status: 2,
      rejectReason: 4,
    });
    expect(rejectTenderOffer(TenderRejectReason.NoCapacity)).toEqual({ status: 2, rejectReason: 0 });
  });

  it('lists only rates not in error and counts rate requests', () => {
    const rates = [
      { id: 1 },
      { id: 2, isError: true },
      { id: 3, error: 'x' },
      { id: 4, error: '' },
      { id: 5, isError: false },
    ];
    expect(listableRates(rates).map((r) => r.id)).toEqual([1, 4, 5]);
    expect(rateRequestCounts(['Sent', 'Sent', 'Offered', 'Declined', 'Other'])).toEqual({
      open: 2,
      responded: 1,
      declined: 1,
    });
  });
});

describe('contract-rate maxBuy (spec 1 §4: rate plus 5 when missing or below)', () => {
  it.each([
    [undefined, 1000, 1005],
    [null, 999.99, 1004.99],
    [900, 1000, 1005],
    [1000, 1000, 1000],
    [1200, 1000, 1200],
    [0.1, 0.2, 5.2],
  ])('maxBuy %s, rate %d → %d', (maxBuy, rate, expected) => {
    expect(contractRateMaxBuy(maxBuy, rate)).toBe(expected);
  });
});

describe('contract TL booking problems (spec 1 §7, §8)', () => {
  const ok = { rateType: 'Contract', shippingMode: 0, error: null };
  it('a clean contract TL rate on a Ready to Book or Tendering load has none', () => {
    expect(contractRateBookingProblems(ok, { status: 1 })).toEqual([]);
    expect(contractRateBookingProblems(ok, { status: 2 })).toEqual([]);
  });
  it('lists every problem: rate in error, not contract, not TL, load not bookable', () => {
    const problems = contractRateBookingProblems(
      { rateType: 'Spot', shippingMode: 1, error: 'Lane not covered' },
      { status: 3 },
    );
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe('The rate is in error: Lane not covered');
  });
  it.each([-1, 0, 3, 4, 7])('status %i is not bookable', (status) => {
    expect(contractRateBookingProblems(ok, { status })).toHaveLength(1);
  });
});

describe('LTL booking problems (spec 1 §7 "book LTL", §8; ADR 053)', () => {
  const ok = { rateType: 'Quote', shippingMode: 1, error: null, quoteId: 'Q-300005' };
  it('a clean LTL quote on a Ready to Book or Tendering load has none', () => {
    expect(ltlQuoteBookingProblems(ok, { status: 1 })).toEqual([]);
    expect(ltlQuoteBookingProblems(ok, { status: 2 })).toEqual([]);
  });
  it('lists every problem: rate in error, not a quote, not LTL, load not bookable', () => {
    const problems = ltlQuoteBookingProblems(
      { rateType: 'Contract', shippingMode: 0, error: 'Lane not covered', quoteId: null },
      { status: 3 },
    );
    expect(problems).toEqual([
      'The rate is in error: Lane not covered',
      "Only a carrier's LTL quote can be booked this way.",
      'Only a less-than-truckload (LTL) quote can be booked this way.',
      'The shipment can be booked only while it is Ready to Book or Tendering.',
    ]);
  });
  it('a quote without its quote id cannot be booked with the carrier', () => {
    expect(ltlQuoteBookingProblems({ ...ok, quoteId: '' }, { status: 1 })).toEqual([
      'The quote has no quote id to book with the carrier.',
    ]);
  });
  it.each([-1, 0, 3, 4, 7])('status %i is not bookable', (status) => {
    expect(ltlQuoteBookingProblems(ok, { status })).toHaveLength(1);
  });
});

describe('stop date-times (spec 1 §5, spec 2 §5)', () => {
  it.each([
    [{ date: '2026-01-15', hour: 8, minute: 30 }, 'America/Chicago', '2026-01-15T14:30:00.000Z'],
    [{ date: '2026-07-15', hour: 8, minute: 30 }, 'America/Chicago', '2026-07-15T13:30:00.000Z'],
    [{ date: '2026-07-15', hour: 23, minute: 59 }, 'America/Phoenix', '2026-07-16T06:59:00.000Z'],
    [{ date: '2026-03-08', hour: 0, minute: 0 }, 'America/St_Johns', '2026-03-08T03:30:00.000Z'],
    [{ date: '15/01/2026', hour: 8, minute: 0 }, 'America/Chicago', null],
    [{ date: '2026-01-15', hour: 24, minute: 0 }, 'America/Chicago', null],
    [{ date: '2026-01-15', hour: 1.5, minute: 0 }, 'America/Chicago', null],
    [{ date: '2026-01-15', hour: 1, minute: 60 }, 'America/Chicago', null],
    [{ date: '2026-01-15', hour: 1, minute: -1 }, 'America/Chicago', null],
    [{ date: '2026-13-45', hour: 1, minute: 0 }, 'America/Chicago', null],
  ])('%j in %s → %s', (input, zone, expected) => {
    expect(stopDateTime(input, zone)).toBe(expected);
  });

  it('appointment is optional', () => {
    const early = { date: '2026-01-15', hour: 8, minute: 0 };
    const late = { date: '2026-01-15', hour: 17, minute: 0 };
    expect(stopDateTimes({ early, late }, 'America/New_York')).toEqual({
      earlyDateTime: '2026-01-15T13:00:00.000Z',
      lateDateTime: '2026-01-15T22:00:00.000Z',
    });
    expect(
      stopDateTimes(
        { early, late, appointment: { date: '2026-01-15', hour: 9, minute: 15 } },
        'America/New_York',
      ),
    ).toMatchObject({ appointmentDateTime: '2026-01-15T14:15:00.000Z' });
  });
});
