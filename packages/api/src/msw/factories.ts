import { apiKeyClaim } from '../client/token.ts';
import {
  Permission as P,
  Role as R,
  ShipmentStatus,
  shipmentStatuses,
  type ShipmentStatus as Status,
} from '@freightkit/domain';
import type { z } from 'zod';
import type { Contact } from '../contract/contacts.ts';
import type {
  caseCountStatsSchema,
  invoiceStatusCountsSchema,
  rateRequestCountsSchema,
} from '../contract/counts.ts';
import type { Carrier, Company, CurrentUserWire } from '../contract/identity.ts';
import type { ShipmentSearchResult } from '../contract/search.ts';
import { shipmentStatusDisplay, type Shipment } from '../contract/shipments.ts';

/** Password every MSW persona signs in with (same as the sandbox's demo password). */
export const mockPassword = 'Freight!2026';

/** Keys of the MSW personas (the sandbox's personas that can sign in). */
export type MockPersonaKey =
  'carrierAdmin' | 'dispatcher' | 'driver' | 'factoring' | 'broker' | 'otherCarrierAdmin';

const swiftline = { companyId: 'company-swiftline', companyName: 'Swiftline Carriers' };

/**
 * Builds a current user (wire shape) with sensible defaults: a Swiftline dispatcher with CarrierPortal.
 *
 * @example buildCurrentUser({ roles: ['Admin'], trackingIntegration: { samsaraIsExpired: true } })
 */
export function buildCurrentUser(overrides: Partial<CurrentUserWire> = {}): CurrentUserWire {
  return {
    id: 'user-dispatcher',
    firstName: 'Marco',
    lastName: 'Reyes',
    email: 'dispatch@swiftline.test',
    emailAddresses: ['dispatch@swiftline.test'],
    phoneNumbers: ['+1 312 555 0102'],
    userName: 'dispatch@swiftline.test',
    roles: [R.BillingInquiry],
    permissions: [P.CarrierPortal],
    ...swiftline,
    contactId: 'contact-dispatcher',
    isBroker: false,
    isOnHold: false,
    isBookable: true,
    has3PLNetwork: true,
    hasAcceptedAccessTermsAndConditions: true,
    trackingIntegration: { samsaraIsExpired: false },
    ...overrides,
  };
}

/** The MSW personas as current users, mirroring the sandbox's seeded personas. */
export const mockPersonas: Readonly<Record<MockPersonaKey, CurrentUserWire>> = {
  carrierAdmin: buildCurrentUser({
    id: 'user-admin',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'admin@swiftline.test',
    emailAddresses: ['admin@swiftline.test'],
    userName: 'admin@swiftline.test',
    contactId: 'contact-admin',
    roles: [R.Admin, R.AP],
    permissions: [P.CarrierPortal, P.CarrierBillingSettings, P.Admin],
    trackingIntegration: { samsaraIsExpired: true },
  }),
  dispatcher: buildCurrentUser(),
  driver: buildCurrentUser({
    id: 'user-driver',
    firstName: 'Jamie',
    lastName: 'Cole',
    email: 'driver@swiftline.test',
    emailAddresses: ['driver@swiftline.test'],
    userName: 'driver@swiftline.test',
    contactId: 'contact-driver',
    roles: [R.Driver],
    permissions: [P.DriverPortal],
    trackingIntegration: null,
  }),
  factoring: buildCurrentUser({
    id: 'user-factoring',
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'factoring@northwind.test',
    emailAddresses: ['factoring@northwind.test'],
    userName: 'factoring@northwind.test',
    companyId: 'company-northwind',
    companyName: 'Northwind Factoring',
    contactId: 'contact-factoring',
    roles: [R.AR],
    permissions: [P.FactoringCompanyPortal],
    has3PLNetwork: false,
    trackingIntegration: null,
  }),
  broker: buildCurrentUser({
    id: 'user-broker',
    firstName: 'Owen',
    lastName: 'Burke',
    email: 'broker@summitbrokerage.test',
    emailAddresses: ['broker@summitbrokerage.test'],
    userName: 'broker@summitbrokerage.test',
    companyId: 'company-summit',
    companyName: 'Summit Brokerage',
    contactId: 'contact-broker',
    roles: [R.BillTo],
    permissions: [P.CarrierPortal],
    isBroker: true,
    has3PLNetwork: false,
    trackingIntegration: null,
  }),
  otherCarrierAdmin: buildCurrentUser({
    id: 'user-ironhorse-admin',
    firstName: 'Sam',
    lastName: 'Ortiz',
    email: 'admin@ironhorse.test',
    emailAddresses: ['admin@ironhorse.test'],
    userName: 'admin@ironhorse.test',
    companyId: 'company-ironhorse',
    companyName: 'Iron Horse Freight',
    contactId: 'contact-ironhorse-admin',
    roles: [R.Admin],
    permissions: [P.CarrierPortal, P.Admin],
    has3PLNetwork: false,
  }),
};

/** E-mail of the MSW user whose carrier is marked 'Do Not Use' (sign-in answers 403 with the marker). */
export const mockDoNotUseEmail = 'dispatch@roadrunner.test';

/** The carrier of a user. */
export function buildCarrier(user: CurrentUserWire = mockPersonas.dispatcher): Carrier {
  return {
    id: user.companyId,
    name: user.companyName,
    mcNumber: '712345',
    dotNumber: '2345678',
    isBroker: user.isBroker,
    isBookable: true,
  };
}

/** The company of a user. */
export function buildCompany(user: CurrentUserWire = mockPersonas.dispatcher): Company {
  return {
    id: user.companyId,
    name: user.companyName,
    companyNumber: 'C-1001',
    companyType: user.isBroker
      ? 'Broker'
      : user.permissions.includes(P.FactoringCompanyPortal)
        ? 'FactoringCompany'
        : 'Carrier',
    has3PLNetwork: user.has3PLNetwork,
    isOnHold: user.isOnHold,
  };
}

/** The contact record of a user. */
export function buildContact(user: CurrentUserWire = mockPersonas.dispatcher): Contact {
  return {
    id: user.contactId,
    firstName: user.firstName,
    lastName: user.lastName,
    functionTitle: null,
    roles: user.roles,
    emailAddresses: user.emailAddresses,
    phoneNumbers: user.phoneNumbers.map((value) => ({ value, type: 'OfficeNumber' })),
    linkedInProfileUrl: null,
    locations: [],
    permissions: user.permissions,
    accessLevels: ['Portal'],
    is3PL: user.has3PLNetwork,
    isCarrier: !user.isBroker,
    isPortalEnabled: true,
    fileId: null,
    companyId: user.companyId,
    companyNumber: 'C-1001',
    companyName: user.companyName,
    userName: user.userName,
  };
}

const places = [
  { city: 'Chicago', state: 'IL', postalCode: '60607' },
  { city: 'Dallas', state: 'TX', postalCode: '75201' },
  { city: 'Atlanta', state: 'GA', postalCode: '30303' },
  { city: 'Denver', state: 'CO', postalCode: '80202' },
  { city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6' },
] as const;

/** One search hit; `n` varies the number and places. */
export function buildShipmentSearchResult(
  n = 0,
  overrides: Partial<ShipmentSearchResult> = {},
): ShipmentSearchResult {
  const status = (shipmentStatuses.entries[n % shipmentStatuses.entries.length]?.value ??
    ShipmentStatus.Booked) as Status;
  return {
    id: `shipment-${100001 + n}`,
    shipmentNumber: String(100001 + n),
    status: shipmentStatusDisplay(status),
    origin: places[n % places.length] ?? places[0],
    destination: places[(n + 2) % places.length] ?? places[1],
    referenceNumbers: [{ label: 'Purchase Order', value: `PO-${77000 + n}` }],
    ...overrides,
  };
}

/** Search hits in every status (two per status by default), with reference numbers (MSW strips them for non-brokers). */
export function buildShipmentSearchResults(perStatus = 2): ShipmentSearchResult[] {
  return Array.from({ length: shipmentStatuses.entries.length * perStatus }, (_, n) =>
    buildShipmentSearchResult(n),
  );
}

/** A shipment matching a search hit. */
export function buildShipment(hit: ShipmentSearchResult = buildShipmentSearchResult()): Shipment {
  const stop = (id: string, place: { city: string; state: string; postalCode: string }, day: number) => ({
    shipmentStopId: id,
    early: `2026-11-${day}T14:00:00.000Z`,
    late: `2026-11-${day}T18:00:00.000Z`,
    appointment: null,
    locationAddress: { zip: place.postalCode, city: place.city, state: place.state },
  });
  return {
    id: hit.id,
    shipmentNumber: hit.shipmentNumber,
    shipmentStatus: hit.status.value,
    maxBuy: 1850,
    orderId: null,
    equipmentMode: 0,
    stops: [stop(`${hit.id}-1`, hit.origin, 23), stop(`${hit.id}-2`, hit.destination, 25)],
  };
}

/** Badge counts with non-trivial values (the sandbox's Swiftline numbers). */
export const mockCounts = {
  tenders: { sent: 7 },
  rateRequests: { open: 4, responded: 3, declined: 2 } satisfies z.input<typeof rateRequestCountsSchema>,
  cases: { new: 3, inProgress: 2, onHold: 1, resolved: 3 } satisfies z.input<typeof caseCountStatsSchema>,
  invoices: {
    actionRequired: { invoiceAmount: 9645.5, shipmentCount: 5 },
    pending: { invoiceAmount: 3340, shipmentCount: 2 },
    inProgress: { invoiceAmount: 4075, shipmentCount: 2 },
    paid: { invoiceAmount: 4435.25, shipmentCount: 2 },
  } satisfies z.input<typeof invoiceStatusCountsSchema>,
  shipmentsNeedingUpdates: { count: 4 },
  accessRequests: { count: 3 },
} as const;

/**
 * An unsigned JWT-shaped token for MSW sessions: carries `sub`, `exp` (default one hour ahead) and
 * the API-key claim, so the client and the portal's expiry check work on it.
 */
export function buildMockToken(
  user: Pick<CurrentUserWire, 'id'>,
  expiresInSeconds = 3600,
  now = Date.now(),
): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: user.id,
    exp: Math.floor(now / 1000) + expiresInSeconds,
    [apiKeyClaim]: `key-${user.id}`,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.mock`;
}
