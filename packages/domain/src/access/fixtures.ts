import type { CurrentUser } from './user.ts';

/** A signed-in user for tests and stories: a carrier dispatcher unless overridden. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    firstName: 'Dana',
    lastName: 'Dispatcher',
    roles: [],
    permissions: ['CarrierPortal'],
    companyId: 'c1',
    isBroker: false,
    has3PLNetwork: false,
    ...overrides,
  };
}

/** The seeded personas of ARCHITECTURE.md, as users. */
export const personas = {
  carrierAdmin: makeUser({
    roles: ['Admin'],
    permissions: ['CarrierPortal'],
    has3PLNetwork: true,
    trackingIntegration: { samsaraIsExpired: true },
  }),
  dispatcher: makeUser(),
  driver: makeUser({ roles: ['Driver'], permissions: ['DriverPortal'] }),
  factoring: makeUser({ permissions: ['FactoringCompanyPortal'] }),
  broker: makeUser({ isBroker: true, permissions: [] }),
} as const;
