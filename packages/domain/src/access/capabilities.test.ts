import { describe, expect, it } from 'vitest';
import { ShipmentStatus as S } from '../enums/freight.ts';
import {
  can,
  canAssignDrivers,
  canEditEquipment,
  capabilities,
  capabilityRefusals,
  canQuickCloseShipment,
  canReportShipmentProblem,
  canRescindShipmentBooking,
  canSetShipmentStatus,
  closedLoadRefusalMessage,
  isCapability,
  offeredStatusChanges,
  shipmentListViewsFor,
  statusChangeRefusal,
  statusChangeRefusalMessage,
  type Capability,
} from './capabilities.ts';
import { makeUser, personas } from './fixtures.ts';

const { carrierAdmin, dispatcher, driver, factoring, broker } = personas;
/** A user with CarrierPortal whose only role is Driver: still driver-only (spec 1 §6). */
const driverWithCarrierPortal = makeUser({ roles: ['Driver'], permissions: ['CarrierPortal'] });

/**
 * Capability × persona, written out. Spec 1 §6: "Tenders, Rate Requests, Videos, Contacts: CarrierPortal.
 * Shipments: CarrierPortal or DriverPortal. Accounting and Payment Remittance: CarrierPortal or
 * FactoringCompanyPortal. Profile: CarrierPortal, DriverPortal or FactoringCompanyPortal. Admins see the
 * open access-request count." Spec 2 §2: cases "carrier portal or driver portal"; contacts "carrier
 * portal or factoring company portal". Spec 2 §2 third-party payer: "carrier, factoring company or
 * admin permission and one of the roles Admin, BillTo, BillingInquiry, AP, AR".
 * Columns: carrierAdmin, dispatcher, driver, factoring, broker (no permissions), driver-only with CarrierPortal.
 */
const table: readonly [Capability, boolean, boolean, boolean, boolean, boolean, boolean][] = [
  ['session', true, true, true, true, true, true],
  ['shipments.view', true, true, true, false, false, true],
  ['shipments.track', true, true, true, false, false, true],
  ['shipments.manage', true, true, false, false, false, false],
  ['dashboard.view', true, true, false, false, false, true],
  ['tenders.view', true, true, false, false, false, true],
  ['tenders.respond', true, true, false, false, false, false],
  ['rateRequests.view', true, true, false, false, false, true],
  ['rateRequests.respond', true, true, false, false, false, false],
  ['rates.view', true, true, false, false, false, true],
  ['rates.book', false, false, false, false, false, false],
  ['orders.manage', false, false, false, false, false, false],
  ['locations.manage', false, false, false, false, false, false],
  ['loadBoard.view', true, true, false, false, false, true],
  ['loadBoard.post', true, true, false, false, false, false],
  ['accounting.view', true, true, false, true, false, true],
  ['invoices.edit', true, true, false, true, false, true],
  ['payments.view', true, true, false, true, false, true],
  ['thirdPartyPayerInvoices.view', true, false, false, false, false, false],
  ['thirdPartyPayerInvoices.edit', true, false, false, false, false, false],
  ['cases.view', true, true, true, false, false, true],
  ['cases.raise', true, true, true, false, false, true],
  ['contacts.view', true, true, false, true, false, true],
  ['contacts.manage', true, false, false, false, false, false],
  ['profile.view', true, true, true, true, false, true],
  ['profile.edit', true, true, true, true, false, true],
  ['integrations.manage', true, false, false, false, false, false],
  ['documents.view', true, true, true, true, false, true],
  ['documents.write', true, true, true, true, false, true],
  ['notes.view', true, true, true, true, false, true],
  ['notes.write', true, true, true, true, false, true],
  ['accessRequests.view', true, false, false, false, false, false],
  ['equipment.view', true, true, true, false, false, true],
  ['equipment.manage', true, true, false, false, false, false],
  ['videos.view', true, true, false, false, false, true],
];

describe('can(user, capability) (spec 1 §6, spec 2 §2 and §6)', () => {
  it('has a row for every capability', () => {
    expect(table.map(([capability]) => capability).sort()).toEqual([...capabilities].sort());
  });

  it.each(table)(
    '%s: admin %s, dispatcher %s, driver %s, factoring %s, broker %s, driver+CarrierPortal %s',
    (capability, ...expected) => {
      const users = [carrierAdmin, dispatcher, driver, factoring, broker, driverWithCarrierPortal];
      expect(users.map((user) => can(user, capability))).toEqual(expected);
    },
  );

  it('a broker with CarrierPortal manages shipments but has no load board (spec 1 §2 "non-brokers with CarrierPortal")', () => {
    const carrierBroker = makeUser({ isBroker: true, permissions: ['CarrierPortal'] });
    expect(can(carrierBroker, 'shipments.manage')).toBe(true);
    expect(can(carrierBroker, 'loadBoard.view')).toBe(false);
  });

  it('only a broker with CarrierPortal books a shipment on a rate (spec 1 §6 isBroker, §7 book contract TL rate)', () => {
    expect(can(makeUser({ isBroker: true, permissions: ['CarrierPortal'] }), 'rates.book')).toBe(true);
    expect(can(makeUser({ isBroker: true, permissions: ['DriverPortal'] }), 'rates.book')).toBe(false);
    expect(can(makeUser({ isBroker: false, permissions: ['CarrierPortal'] }), 'rates.book')).toBe(false);
  });

  it('only a broker office manages orders (ADR 035): not a carrier, not a broker driver', () => {
    expect(can(makeUser({ isBroker: true, permissions: ['CarrierPortal'] }), 'orders.manage')).toBe(true);
    expect(
      can(makeUser({ isBroker: true, permissions: ['CarrierPortal'], roles: ['Driver'] }), 'orders.manage'),
    ).toBe(false);
    expect(can(makeUser({ isBroker: false, permissions: ['CarrierPortal'] }), 'orders.manage')).toBe(false);
    expect(can(makeUser({ isBroker: true, permissions: ['CarrierPortal'] }), 'locations.manage')).toBe(true);
    expect(can(makeUser({ isBroker: false, permissions: ['CarrierPortal'] }), 'locations.manage')).toBe(
      false,
    );
  });

  it('names only known capabilities', () => {
    expect(isCapability('shipments.manage')).toBe(true);
    expect(isCapability('shipments.fly')).toBe(false);
    expect(isCapability('toString')).toBe(false);
    expect(isCapability(3)).toBe(false);
  });

  it('has a refusal a person understands for every capability', () => {
    for (const capability of capabilities) expect(capabilityRefusals[capability]).toMatch(/^[A-Z].+\.$/);
  });
});

describe('status changes by user and shipment', () => {
  it.each([
    ['dispatcher', dispatcher, S.Draft, S.Voided, null],
    ['dispatcher', dispatcher, S.Booked, S.Voided, null],
    ['dispatcher', dispatcher, S.Dispatched, S.Voided, 'notVoidable'],
    ['dispatcher', dispatcher, S.InTransit, S.Voided, 'notVoidable'],
    ['dispatcher', dispatcher, S.AtStop, S.Voided, 'notVoidable'],
    ['dispatcher', dispatcher, S.Booked, S.Dispatched, null],
    ['dispatcher', dispatcher, S.InTransit, S.AtStop, null],
    ['dispatcher', dispatcher, S.Delivered, S.DeliveryConfirmed, null],
    ['dispatcher', dispatcher, S.Booked, S.Delivered, 'transition'],
    ['dispatcher', dispatcher, S.Voided, S.Draft, 'transition'],
    ['dispatcher', dispatcher, S.Booked, S.ReadyToBook, 'rescind'],
    ['dispatcher', dispatcher, S.Tendering, S.ReadyToBook, null],
    ['driver', driver, S.Booked, S.Voided, 'capability'],
    ['driver', driver, S.InTransit, S.Voided, 'notVoidable'],
    ['driver', driver, S.Booked, S.Dispatched, 'capability'],
    ['driver', driver, S.Dispatched, S.InTransit, null],
    ['driver', driver, S.InTransit, S.AtStop, null],
    ['driver', driver, S.AtStop, S.InTransit, null],
    ['driver', driver, S.AtStop, S.Delivered, null],
    ['driver', driver, S.Delivered, S.DeliveryConfirmed, 'capability'],
    ['factoring', factoring, S.Dispatched, S.InTransit, 'capability'],
  ] as const)('%s: %i → %i refused by %s', (_who, user, from, to, refusal) => {
    expect(statusChangeRefusal(user, { status: from }, to)).toBe(refusal);
    expect(canSetShipmentStatus(user, { status: from }, to)).toBe(refusal === null);
  });

  it.each([
    ['dispatcher', dispatcher, S.Booked, [S.Dispatched, S.Voided]],
    ['dispatcher', dispatcher, S.Tendering, [S.ReadyToBook, S.Booked, S.Voided]],
    ['dispatcher', dispatcher, S.InTransit, [S.AtStop, S.Delivered]],
    ['dispatcher', dispatcher, S.Voided, []],
    ['driver', driver, S.Booked, []],
    ['driver', driver, S.InTransit, [S.AtStop, S.Delivered]],
    ['factoring', factoring, S.InTransit, []],
  ] as const)('%s on a load in %i is offered %j', (_who, user, status, expected) => {
    expect(offeredStatusChanges(user, { status })).toEqual(expected);
  });
});

describe('quick closure, rescind, drivers and equipment, problems', () => {
  it.each([
    [dispatcher, S.InTransit, true],
    [dispatcher, S.AtStop, true],
    [dispatcher, S.Booked, false],
    [dispatcher, S.Delivered, false],
    [driver, S.InTransit, false],
  ])('quick closure %#', (user, status, expected) => {
    expect(canQuickCloseShipment(user, { status })).toBe(expected);
  });

  it.each([
    [dispatcher, S.Booked, true],
    [carrierAdmin, S.Booked, true],
    [dispatcher, S.Dispatched, false],
    [dispatcher, S.Tendering, false],
    [driver, S.Booked, false],
    [factoring, S.Booked, false],
  ])('rescind booking %#', (user, status, expected) => {
    expect(canRescindShipmentBooking(user, { status })).toBe(expected);
  });

  it.each([
    [dispatcher, S.Draft, true],
    [dispatcher, S.Booked, true],
    [dispatcher, S.AtStop, true],
    [dispatcher, S.Delivered, false],
    [dispatcher, S.DeliveryConfirmed, false],
    [dispatcher, S.Voided, false],
    [driver, S.Booked, false],
    [driverWithCarrierPortal, S.Booked, false],
  ])('drivers and equipment %#', (user, status, expected) => {
    expect(canAssignDrivers(user, { status })).toBe(expected);
    expect(canEditEquipment(user, { status })).toBe(expected);
  });

  it.each([
    [driver, S.InTransit, true],
    [dispatcher, S.Booked, true],
    [dispatcher, S.Delivered, false],
    [factoring, S.InTransit, false],
  ])('report problem %#', (user, status, expected) => {
    expect(canReportShipmentProblem(user, { status })).toBe(expected);
  });
});

describe('shipment list views (spec 1 §2 "booking and tracking views")', () => {
  it.each([
    ['carrier admin', carrierAdmin, ['booking', 'tracking']],
    ['dispatcher', dispatcher, ['booking', 'tracking']],
    ['driver-only user', driver, ['tracking']],
    ['factoring user', factoring, []],
  ] as const)('%s gets %j', (_who, user, expected) => {
    expect(shipmentListViewsFor(user)).toEqual(expected);
  });
});

describe('refusal messages', () => {
  it.each([
    ['transition', S.Booked, S.Delivered, 'A shipment cannot go from Booked to Delivered.'],
    [
      'rescind',
      S.Booked,
      S.ReadyToBook,
      'A Booked shipment goes back to Ready to Book by rescinding its booking.',
    ],
    [
      'notVoidable',
      S.InTransit,
      S.Voided,
      'A shipment that is In Transit cannot be voided: only a load that has not been dispatched can.',
    ],
    [
      'capability',
      S.Booked,
      S.Voided,
      'Only your carrier office can change a shipment from Booked to Voided.',
    ],
  ] as const)('%s', (refusal, from, to, text) => {
    expect(statusChangeRefusalMessage(refusal, from, to)).toBe(text);
  });

  it('names the closed status', () => {
    expect(closedLoadRefusalMessage(S.Delivered)).toBe(
      'Drivers and equipment cannot be changed on a shipment that is Delivered.',
    );
    expect(closedLoadRefusalMessage(42)).toBe(
      'Drivers and equipment cannot be changed on a shipment that is 42.',
    );
  });
});
