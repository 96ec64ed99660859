import { apiKeyClaim } from '../client/token.ts';
import { ShipmentStatus, shipmentStatuses, type ShipmentStatus as Status } from '@freightkit/domain';
import type { z } from 'zod';
import type { Contact } from '../contract/contacts.ts';
import {
  demoCompanies,
  demoPassword,
  persona,
  type DemoCompany,
  type PersonaKey,
} from '../fixtures/personas.ts';
import type {
  caseCountStatsSchema,
  invoiceStatusCountsSchema,
  rateRequestCountsSchema,
} from '../contract/counts.ts';
import type { Carrier, Company, CurrentUserWire } from '../contract/identity.ts';
import type { ShipmentSearchResult } from '../contract/search.ts';
import { shipmentStatusDisplay, type Shipment } from '../contract/shipments.ts';

/** Password every MSW persona signs in with (the sandbox's demo password). */
export const mockPassword = demoPassword;

/** Keys of the MSW personas: the demo personas that can sign in. */
export type MockPersonaKey = Exclude<PersonaKey, 'doNotUse' | 'invited'>;

/** The current user (wire shape) of a demo persona; ids are readable stand-ins (`user-<key>`). */
export function personaUser(key: PersonaKey): CurrentUserWire {
  const p = persona(key);
  const company = demoCompanies[p.company];
  return {
    id: `user-${p.key}`,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    emailAddresses: [p.email],
    phoneNumbers: [p.phone],
    userName: p.email,
    roles: [...p.roles],
    permissions: [...p.permissions],
    companyId: `company-${company.key}`,
    contactId: `contact-${p.key}`,
    companyName: company.name,
    isBroker: company.companyType === 'Broker',
    isOnHold: false,
    isBookable: true,
    has3PLNetwork: company.has3PLNetwork,
    hasAcceptedAccessTermsAndConditions: p.password !== null,
    trackingIntegration: p.samsaraIsExpired === null ? null : { samsaraIsExpired: p.samsaraIsExpired },
  };
}

/**
 * Builds a current user (wire shape): the Swiftline dispatcher with any fields replaced.
 *
 * @example buildCurrentUser({ roles: ['Admin'], trackingIntegration: { samsaraIsExpired: true } })
 */
export function buildCurrentUser(overrides: Partial<CurrentUserWire> = {}): CurrentUserWire {
  return { ...personaUser('dispatcher'), ...overrides };
}

/** The MSW personas as current users, the same people the sandbox seeds. */
export const mockPersonas: Readonly<Record<MockPersonaKey, CurrentUserWire>> = {
  carrierAdmin: personaUser('carrierAdmin'),
  dispatcher: personaUser('dispatcher'),
  driver: personaUser('driver'),
  factoring: personaUser('factoring'),
  broker: personaUser('broker'),
  otherCarrierAdmin: personaUser('otherCarrierAdmin'),
};

/** E-mail of the user whose carrier is marked 'Do Not Use' (sign-in answers 403 with the marker). */
export const mockDoNotUseEmail = persona('doNotUse').email;

/** The demo company of a user built by {@link personaUser} (Swiftline for anything else). */
function companyOf(user: CurrentUserWire): DemoCompany {
  return (
    Object.values(demoCompanies).find((c) => `company-${c.key}` === user.companyId) ?? demoCompanies.swiftline
  );
}

/** The carrier of a user. */
export function buildCarrier(user: CurrentUserWire = mockPersonas.dispatcher): Carrier {
  const company = companyOf(user);
  return {
    id: user.companyId,
    name: user.companyName,
    mcNumber: company.mcNumber,
    dotNumber: company.dotNumber,
    isBroker: user.isBroker,
    isBookable: true,
  };
}

/** The company of a user. */
export function buildCompany(user: CurrentUserWire = mockPersonas.dispatcher): Company {
  const company = companyOf(user);
  return {
    id: user.companyId,
    name: user.companyName,
    companyNumber: company.companyNumber,
    companyType: company.companyType,
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
    companyNumber: companyOf(user).companyNumber,
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
export function buildShipment(
  hit: ShipmentSearchResult = buildShipmentSearchResult(),
  overrides: Partial<Shipment> = {},
): Shipment {
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
    proNumber: null,
    stops: [stop(`${hit.id}-1`, hit.origin, 23), stop(`${hit.id}-2`, hit.destination, 25)],
    ...overrides,
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
    // The Paid view counts the last 60 days: one of the two paid invoices.
    paid: { invoiceAmount: 2650, shipmentCount: 1 },
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
