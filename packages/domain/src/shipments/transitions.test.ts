import { describe, expect, it } from 'vitest';
import { ShipmentStatus as S } from '../enums/freight.ts';
import {
  canChangeShipmentStatus,
  canRescindBooking,
  canPreloadAt,
  canPreloadStop,
  preloadRefusal,
  problemRefusalMessage,
  rescindRefusalMessage,
  rescindReleasesShipment,
  preloadRefusalMessage,
  canRecordStopTimes,
  canReportProblem,
  shipmentStatusTransitions,
} from './transitions.ts';

describe('shipment status transitions', () => {
  it('moves forward one step along the spec order', () => {
    expect(canChangeShipmentStatus(S.Draft, S.ReadyToBook)).toBe(true);
    expect(canChangeShipmentStatus(S.Booked, S.Dispatched)).toBe(true);
    expect(canChangeShipmentStatus(S.Dispatched, S.InTransit)).toBe(true);
    expect(canChangeShipmentStatus(S.Delivered, S.DeliveryConfirmed)).toBe(true);
  });
  it('lets In Transit and At Stop alternate and reach Delivered', () => {
    expect(canChangeShipmentStatus(S.InTransit, S.AtStop)).toBe(true);
    expect(canChangeShipmentStatus(S.AtStop, S.InTransit)).toBe(true);
    expect(canChangeShipmentStatus(S.AtStop, S.Delivered)).toBe(true);
  });
  it('refuses impossible jumps, going back from delivered, and leaving final states', () => {
    expect(canChangeShipmentStatus(S.Draft, S.Delivered)).toBe(false);
    expect(canChangeShipmentStatus(S.Booked, S.InTransit)).toBe(false);
    expect(canChangeShipmentStatus(S.Delivered, S.InTransit)).toBe(false);
    expect(canChangeShipmentStatus(S.Voided, S.Draft)).toBe(false);
    expect(canChangeShipmentStatus(S.DeliveryConfirmed, S.Delivered)).toBe(false);
    expect(canChangeShipmentStatus(S.Booked, S.Booked)).toBe(false);
    expect(canChangeShipmentStatus(42, S.Booked)).toBe(false);
  });
  it('lets anything not yet delivered be voided', () => {
    for (const [from, next] of Object.entries(shipmentStatusTransitions)) {
      const status = Number(from);
      expect(next.includes(S.Voided)).toBe(status >= S.Draft && status < S.Delivered);
    }
  });
});

describe('recording stop arrival and departure', () => {
  it.each([
    [S.Voided, false],
    [S.Draft, false],
    [S.ReadyToBook, false],
    [S.Tendering, false],
    [S.Booked, false],
    [S.Dispatched, true],
    [S.InTransit, true],
    [S.AtStop, true],
    [S.Delivered, true],
    [S.DeliveryConfirmed, false],
  ])('status %i → %s', (status, allowed) => {
    expect(canRecordStopTimes(status)).toBe(allowed);
  });
});

describe('reporting a problem and preloading a stop', () => {
  it.each([
    [S.Voided, false, false],
    [S.Draft, false, false],
    [S.ReadyToBook, false, false],
    [S.Tendering, false, false],
    [S.Booked, true, true],
    [S.Dispatched, true, true],
    [S.InTransit, true, false],
    [S.AtStop, true, false],
    [S.Delivered, false, false],
    [S.DeliveryConfirmed, false, false],
  ])('status %i → problem %s, preload %s', (status, problem, preload) => {
    expect(canReportProblem(status)).toBe(problem);
    expect(canPreloadStop(status)).toBe(preload);
  });
});

describe('preloading a stop', () => {
  const pickup = { type: 'Shipping' };
  it.each([
    [S.Booked, pickup, null],
    [S.Dispatched, { ...pickup, departure: null }, null],
    [S.InTransit, pickup, 'status'],
    [S.Delivered, pickup, 'status'],
    [S.ReadyToBook, pickup, 'status'],
    [S.Booked, { type: 'Receiving' }, 'notPickup'],
    [S.Booked, {}, 'notPickup'],
    [S.Dispatched, { ...pickup, departure: '2026-11-24T16:40:00Z' }, 'departed'],
  ] as const)('status %i, stop %o → %s', (status, stop, refusal) => {
    expect(preloadRefusal(status, stop)).toBe(refusal);
    expect(canPreloadAt(status, stop)).toBe(refusal === null);
  });

  it('explains each refusal, naming the statuses the rule allows', () => {
    expect(preloadRefusalMessage('status')).toBe(
      'A stop can be preloaded only while the shipment is Booked or Dispatched.',
    );
    expect(preloadRefusalMessage('notPickup')).toBe('Only a pickup stop can be preloaded.');
    expect(preloadRefusalMessage('departed')).toBe('The driver has already left this stop.');
  });
});

describe('refusing a problem report', () => {
  it('names the status, by its label or else its value', () => {
    expect(problemRefusalMessage(S.Delivered)).toBe(
      'A problem cannot be reported on a shipment that is Delivered.',
    );
    expect(problemRefusalMessage(42)).toBe('A problem cannot be reported on a shipment that is 42.');
  });
});

describe('rescinding a booking', () => {
  it.each([
    [S.Voided, false],
    [S.Draft, false],
    [S.ReadyToBook, false],
    [S.Tendering, false],
    [S.Booked, true],
    [S.Dispatched, false],
    [S.InTransit, false],
    [S.Delivered, false],
    [S.DeliveryConfirmed, false],
  ])('status %i → %s', (status, allowed) => {
    expect(canRescindBooking(status)).toBe(allowed);
  });

  it('explains a refusal by the status', () => {
    expect(rescindRefusalMessage(S.Dispatched)).toBe(
      'A booking cannot be rescinded while the shipment is Dispatched.',
    );
  });
});

describe('what rescinding leaves the carrier', () => {
  it("gives an order-born load back to its broker and keeps a carrier's own load", () => {
    expect(rescindReleasesShipment({ orderId: '42' })).toBe(true);
    expect(rescindReleasesShipment({ orderId: null })).toBe(false);
  });
});
