import { describe, expect, it } from 'vitest';
import { ShipmentStatus as S } from '../enums/freight.ts';
import { countsForOnTime, isBookedOrLater, shipmentStatusTone, stopTimeZone } from './milestones.ts';

// Spec 1 §3: "Shipment status: Voided -1, Draft 0, Ready to Book 1, Tendering 2, Booked 3, Dispatched 4,
// In Transit 5, At Stop 6, Delivered 7, Delivery Confirmed 8."
describe('booked or later, on-time from Dispatched on', () => {
  it.each([
    [S.Voided, false, false],
    [S.Draft, false, false],
    [S.ReadyToBook, false, false],
    [S.Tendering, false, false],
    [S.Booked, true, false],
    [S.Dispatched, true, true],
    [S.InTransit, true, true],
    [S.AtStop, true, true],
    [S.Delivered, true, true],
    [S.DeliveryConfirmed, true, true],
  ])('status %i: booked or later %s, counts for on-time %s', (status, booked, onTime) => {
    expect(isBookedOrLater(status)).toBe(booked);
    expect(countsForOnTime(status)).toBe(onTime);
  });
});

describe('shipment status tone', () => {
  it.each([
    [S.Voided, 'critical'],
    [S.Draft, 'neutral'],
    [S.ReadyToBook, 'neutral'],
    [S.Tendering, 'neutral'],
    [S.Booked, 'info'],
    [S.Dispatched, 'info'],
    [S.InTransit, 'caution'],
    [S.AtStop, 'caution'],
    [S.Delivered, 'positive'],
    [S.DeliveryConfirmed, 'positive'],
  ])('status %i → %s', (status, tone) => {
    expect(shipmentStatusTone(status)).toBe(tone);
  });
});

describe("a stop's time zone (spec 1 §5 'the time zone looked up from the postal code's first five digits')", () => {
  it('prefers the zone the back end gives', () => {
    expect(stopTimeZone({ timeZone: 'America/Denver', postalCode: '60601' })).toBe('America/Denver');
  });
  it('falls back to the postal code', () => {
    expect(stopTimeZone({ postalCode: '60601' })).toBe('America/Chicago');
  });
  it('is unknown without either', () => {
    expect(stopTimeZone({})).toBeUndefined();
  });
});
