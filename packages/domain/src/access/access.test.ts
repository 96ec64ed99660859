import { describe, expect, it } from 'vitest';
import { makeUser, personas } from './fixtures.ts';
import {
  availableFreightRedirect,
  canAccessThirdPartyPayerInvoices,
  canSeeThirdPartyPayerInvoicesNav,
  canSeeAccessRequestCount,
  canSeeApiDocumentation,
  canSeeReferenceNumbersInSearch,
  checkPathAccess,
  checkRouteAccess,
  isAdmin,
  isBookable,
  isDriverOnly,
  isPublicPath,
  landingPath,
  matchPath,
  pathLeadsSomewhere,
  queryParam,
  routeRequirementFor,
  shouldShowSamsaraExpiredModal,
  showsEnvironmentBanner,
  userMenuItems,
  visibleNavItems,
  type NavItemId,
} from './index.ts';
import type { CurrentUser } from './user.ts';

const nav = (user: CurrentUser): NavItemId[] => visibleNavItems(user).map((i) => i.id);

describe('driver-only and admin (spec 1 §6)', () => {
  it.each([
    [['Driver'], true],
    [['Driver', 'Admin'], false],
    [[], false],
    [['Admin'], false],
  ])('roles %j → driver-only %s', (roles, expected) => {
    expect(isDriverOnly({ roles })).toBe(expected);
  });

  it('admin is the Admin role, not the Admin permission', () => {
    expect(isAdmin(makeUser({ roles: ['Admin'] }))).toBe(true);
    expect(isAdmin(makeUser({ permissions: ['Admin'] }))).toBe(false);
  });

  it('isBookable defaults to true (spec 1 §3)', () => {
    expect(isBookable({})).toBe(true);
    expect(isBookable({ isBookable: false })).toBe(false);
  });
});

describe('left navigation visibility (spec 1 §2, §6)', () => {
  it.each<[string, CurrentUser, NavItemId[]]>([
    [
      'carrier admin with 3PL network',
      personas.carrierAdmin,
      [
        'dashboard',
        'loadBoard',
        'shipments',
        'tenders',
        'rateRequests',
        'accounting',
        'paymentRemittance',
        'thirdPartyPayerInvoices',
        'accessorialRequests',
        'videos',
        'contacts',
        'profile',
        'support',
        'logout',
      ],
    ],
    [
      'dispatcher',
      personas.dispatcher,
      [
        'dashboard',
        'loadBoard',
        'shipments',
        'tenders',
        'rateRequests',
        'accounting',
        'paymentRemittance',
        'accessorialRequests',
        'videos',
        'contacts',
        'profile',
        'support',
        'logout',
      ],
    ],
    [
      'driver',
      personas.driver,
      ['dashboard', 'shipments', 'accessorialRequests', 'profile', 'support', 'logout'],
    ],
    [
      // No Dashboard: it redirects to the shipment list, which a factoring user may not open.
      'factoring company',
      personas.factoring,
      ['accounting', 'paymentRemittance', 'profile', 'support', 'logout'],
    ],
    ['broker without portal permission', personas.broker, ['support', 'logout']],
    [
      'broker with CarrierPortal: Orders, Locations, no Load Board, no Accessorial Requests',
      makeUser({ isBroker: true }),
      [
        'dashboard',
        'shipments',
        'tenders',
        'rateRequests',
        'orders',
        'locations',
        'accounting',
        'paymentRemittance',
        'videos',
        'contacts',
        'profile',
        'support',
        'logout',
      ],
    ],
    [
      // Spec 1 §6 shows the entry for CarrierBillingSettings, but the route (spec 2 §2) asks for the
      // carrier, factoring or admin permission and a billing role: the entry would only refuse.
      'CarrierBillingSettings alone: no Third Party Payer Invoices, as its route refuses them',
      makeUser({ permissions: ['CarrierBillingSettings'], has3PLNetwork: true, roles: ['AP'] }),
      ['support', 'logout'],
    ],
  ])('%s', (_name, user, expected) => {
    expect(nav(user)).toEqual(expected);
  });

  it('no entry leads to not authorized: every internal entry passes the route guard, after its redirect', () => {
    const users: CurrentUser[] = [
      ...Object.values(personas),
      makeUser({ isBroker: true }),
      makeUser({ permissions: ['CarrierBillingSettings'], has3PLNetwork: true }),
      makeUser({ permissions: ['FactoringCompanyPortal'], has3PLNetwork: true, roles: ['AR'] }),
      makeUser({ permissions: [] }),
    ];
    for (const user of users)
      for (const item of visibleNavItems(user).filter((entry) => entry.to.startsWith('/'))) {
        let access = checkPathAccess(user, item.to);
        if (access.kind === 'redirect') access = checkPathAccess(user, access.to);
        expect(access, `${item.id} for ${JSON.stringify(user.permissions)}`).toEqual({ kind: 'allowed' });
      }
  });

  it('a driver keeps Dashboard: it redirects to the shipment list they may open', () => {
    expect(pathLeadsSomewhere(personas.driver, '/dashboard')).toBe(true);
    expect(pathLeadsSomewhere(personas.factoring, '/dashboard')).toBe(false);
    expect(pathLeadsSomewhere(personas.factoring, '/accounting')).toBe(true);
  });

  it('groups follow the drawer: Manage Freight, Financials, Account', () => {
    const groups = Object.fromEntries(visibleNavItems(personas.carrierAdmin).map((i) => [i.id, i.group]));
    expect(groups).toMatchObject({
      dashboard: null,
      loadBoard: null,
      shipments: 'manageFreight',
      tenders: 'manageFreight',
      rateRequests: 'manageFreight',
      accounting: 'financials',
      paymentRemittance: 'financials',
      thirdPartyPayerInvoices: 'financials',
      accessorialRequests: 'financials',
      videos: 'account',
      contacts: 'account',
      profile: 'account',
      support: 'account',
      logout: 'account',
    });
  });

  it('badges: shipments badge only for CarrierPortal; rate requests badge only for non-broker carriers', () => {
    const badges = (u: CurrentUser): Record<string, boolean> =>
      Object.fromEntries(
        visibleNavItems(u).flatMap((i): [string, boolean][] => (i.badge ? [[i.badge, i.showBadge]] : [])),
      );
    expect(badges(personas.dispatcher)).toEqual({
      shipmentsNeedingUpdates: true,
      openSentTenders: true,
      openRateRequests: true,
      actionRequiredShipments: true,
      newCases: true,
    });
    expect(badges(personas.driver)).toEqual({ shipmentsNeedingUpdates: false, newCases: true });
    expect(badges(makeUser({ isBroker: true }))).toMatchObject({ openRateRequests: false });
  });

  it('Contacts reads Admin for admins', () => {
    expect(visibleNavItems(personas.carrierAdmin).find((i) => i.id === 'contacts')?.label).toBe('nav.admin');
    expect(visibleNavItems(personas.dispatcher).find((i) => i.id === 'contacts')?.label).toBe('nav.contacts');
  });
});

describe('user menu, API docs, reference numbers, Samsara modal (spec 1 §2, §6)', () => {
  it.each<[string, CurrentUser, boolean, string[]]>([
    [
      'admin, wide',
      personas.carrierAdmin,
      true,
      ['userMenu.myProfile', 'userMenu.admin', 'userMenu.apiDocumentation', 'userMenu.logout'],
    ],
    [
      'admin, narrow',
      personas.carrierAdmin,
      false,
      ['userMenu.myProfile', 'userMenu.admin', 'userMenu.logout'],
    ],
    ['dispatcher', personas.dispatcher, true, ['userMenu.myProfile', 'userMenu.contacts', 'userMenu.logout']],
    [
      'factoring (Contacts is CarrierPortal only)',
      personas.factoring,
      true,
      ['userMenu.myProfile', 'userMenu.logout'],
    ],
    ['broker', personas.broker, true, ['userMenu.logout']],
  ])('%s', (_name, user, wide, expected) => {
    expect(userMenuItems(user, wide).map((i) => i.label)).toEqual(expected);
  });

  it('admins see API docs on wide screens and the access-request count', () => {
    expect(canSeeApiDocumentation(personas.carrierAdmin, true)).toBe(true);
    expect(canSeeApiDocumentation(personas.carrierAdmin, false)).toBe(false);
    expect(canSeeApiDocumentation(personas.dispatcher, true)).toBe(false);
    expect(canSeeAccessRequestCount(personas.carrierAdmin)).toBe(true);
    expect(canSeeAccessRequestCount(personas.dispatcher)).toBe(false);
  });

  it('brokers see reference numbers in search', () => {
    expect(canSeeReferenceNumbersInSearch(personas.broker)).toBe(true);
    expect(canSeeReferenceNumbersInSearch(personas.dispatcher)).toBe(false);
  });

  it.each<[string, CurrentUser, boolean]>([
    ['admin with expired token', personas.carrierAdmin, true],
    [
      'admin, token fine',
      makeUser({ roles: ['Admin'], trackingIntegration: { samsaraIsExpired: false } }),
      false,
    ],
    ['admin, no integration', makeUser({ roles: ['Admin'], trackingIntegration: null }), false],
    ['non-admin with expired token', makeUser({ trackingIntegration: { samsaraIsExpired: true } }), false],
    [
      'driver-only never',
      makeUser({ roles: ['Driver'], trackingIntegration: { samsaraIsExpired: true } }),
      false,
    ],
  ])('Samsara modal: %s → %s', (_name, user, expected) => {
    expect(shouldShowSamsaraExpiredModal(user)).toBe(expected);
  });

  it.each([
    ['uat', true],
    ['LOCAL', true],
    ['test', true],
    ['production', false],
  ])("'UAT Data' banner in %s → %s", (env, expected) => {
    expect(showsEnvironmentBanner(env)).toBe(expected);
  });
});

describe('route guards (spec 1 §2, spec 2 §2)', () => {
  it('no user goes to /login', () => {
    expect(checkRouteAccess(null, {})).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('a failing user sees the not-authorized text unless a redirect is named', () => {
    expect(checkRouteAccess(personas.driver, { permissions: ['CarrierPortal'] })).toEqual({
      kind: 'unauthorized',
      message: 'access.notAuthorized',
    });
    expect(checkRouteAccess(personas.driver, { permissions: ['CarrierPortal'], redirectTo: '/x' })).toEqual({
      kind: 'redirect',
      to: '/x',
    });
    expect(checkRouteAccess(personas.broker, { nonBroker: true }).kind).toBe('unauthorized');
    expect(checkRouteAccess(personas.dispatcher, { roles: ['Admin'] }).kind).toBe('unauthorized');
    expect(checkRouteAccess(personas.carrierAdmin, { roles: ['AP', 'Admin'] }).kind).toBe('allowed');
  });

  it.each<[string, CurrentUser, string]>([
    ['/dashboard/shipments', personas.dispatcher, 'allowed'],
    ['/dashboard/tenders/7/preview', personas.driver, 'redirect:/all-shipments'],
    ['/dashboard', personas.factoring, 'redirect:/all-shipments'],
    ['/available-freight/123', personas.dispatcher, 'allowed'],
    ['/available-freight', makeUser({ isBroker: true }), 'unauthorized'],
    ['/live-equipment', personas.driver, 'unauthorized'],
    ['/rates/123/preview/details', personas.factoring, 'unauthorized'],
    ['/tenders', personas.dispatcher, 'allowed'],
    ['/videos', personas.driver, 'unauthorized'],
    // choice: all-shipments is CarrierPortal or DriverPortal
    ['/all-shipments', personas.driver, 'allowed'],
    ['/all-shipments/trip/9', personas.driver, 'allowed'],
    ['/my-shipments/55', personas.driver, 'allowed'],
    ['/shipments/55', personas.factoring, 'unauthorized'],
    // choice: contacts is CarrierPortal or FactoringCompanyPortal
    ['/contacts/create', personas.factoring, 'allowed'],
    ['/contacts', personas.driver, 'unauthorized'],
    ['/profile?tab=integrations', personas.driver, 'allowed'],
    ['/profile/edit', personas.broker, 'unauthorized'],
    ['/accounting/INV1/preview', personas.factoring, 'allowed'],
    ['/invoices', personas.driver, 'unauthorized'],
    ['/payments/1001/preview', personas.dispatcher, 'allowed'],
    ['/cases/77/preview/notes', personas.driver, 'allowed'],
    ['/cases', personas.factoring, 'unauthorized'],
    ['/third-party-payer-invoices', personas.carrierAdmin, 'allowed'],
    ['/third-party-payer-invoices', personas.dispatcher, 'unauthorized'],
    ['/orders/create', makeUser({ isBroker: true, permissions: ['CarrierPortal'] }), 'allowed'],
    ['/orders/create', personas.broker, 'unauthorized'],
    // choice: orders are the broker's (ADR 035)
    ['/orders', personas.dispatcher, 'unauthorized'],
    ['/orders/100/preview/details', personas.carrierAdmin, 'unauthorized'],
    // choice: locations and dock schedules are the broker's too (ADR 051)
    ['/locations/create', makeUser({ isBroker: true, permissions: ['CarrierPortal'] }), 'allowed'],
    ['/locations', personas.dispatcher, 'unauthorized'],
    ['/locations/L-1001', personas.carrierAdmin, 'unauthorized'],
    ['/login', personas.broker, 'allowed'],
  ])('%s', (path, user, expected) => {
    const access = checkPathAccess(user, path);
    const text = access.kind === 'redirect' ? `redirect:${access.to}` : access.kind;
    expect(text).toBe(expected);
  });

  it('public routes need no user; others send a visitor to /login', () => {
    expect(checkPathAccess(null, '/reset-password/abc')).toEqual({ kind: 'allowed' });
    expect(checkPathAccess(null, '/ActivateUser/abc')).toEqual({ kind: 'allowed' });
    expect(checkPathAccess(null, '/tenders')).toEqual({ kind: 'redirect', to: '/login' });
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(routeRequirementFor('/login')).toBeNull();
    expect(routeRequirementFor('/equipment/trailers')).toEqual({
      permissions: ['CarrierPortal', 'DriverPortal'],
    });
  });

  it('third-party-payer access needs a permission and a role, exactly as spec 2 §2 says', () => {
    const base = { permissions: ['FactoringCompanyPortal'], roles: ['AR'], has3PLNetwork: true };
    expect(canAccessThirdPartyPayerInvoices(makeUser(base))).toBe(true);
    expect(canAccessThirdPartyPayerInvoices(makeUser({ ...base, permissions: ['Admin'] }))).toBe(true);
    // The 3PL network is the navigation entry's condition only (docs/adr/034).
    expect(canAccessThirdPartyPayerInvoices(makeUser({ ...base, has3PLNetwork: false }))).toBe(true);
    expect(canSeeThirdPartyPayerInvoicesNav(makeUser({ ...base, has3PLNetwork: false }))).toBe(false);
    expect(canAccessThirdPartyPayerInvoices(makeUser({ ...base, roles: [] }))).toBe(false);
    expect(canAccessThirdPartyPayerInvoices(makeUser({ ...base, roles: ['Driver'] }))).toBe(false);
    expect(canAccessThirdPartyPayerInvoices(makeUser({ ...base, permissions: ['DriverPortal'] }))).toBe(
      false,
    );
  });

  it.each<[string, CurrentUser, string]>([
    [
      'factoring company → accounting',
      makeUser({ permissions: ['FactoringCompanyPortal', 'CarrierPortal'] }),
      '/accounting',
    ],
    ['carrier → dashboard', personas.dispatcher, '/dashboard'],
    ['driver → all-shipments', personas.driver, '/all-shipments'],
    ['anyone else → dashboard', personas.broker, '/dashboard'],
  ])('catch-all landing: %s', (_name, user, expected) => {
    expect(landingPath(user)).toBe(expected);
  });

  it.each([
    ['/tenders/:id', '/tenders/5', true],
    ['/tenders/:id', '/tenders', false],
    ['/tenders/:id', '/tenders/5/x', false],
    ['/tenders/*', '/tenders', true],
    ['/tenders/*', '/tenders/5/x?y=1#z', true],
    ['/tenders/*', '/tender', false],
    ['/', '/', true],
  ])('matchPath(%s, %s) → %s', (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toBe(expected);
  });
});

describe('query parameters (spec 1 §2)', () => {
  it('shipment_id on load opens the available-freight preview', () => {
    expect(availableFreightRedirect('?shipment_id=123&x=1')).toBe('/available-freight/123');
    expect(availableFreightRedirect('?shipment_id=%20')).toBeNull();
    expect(availableFreightRedirect('')).toBeNull();
    expect(queryParam('a=b%3Dc&flag&q=two+words', 'q')).toBe('two words');
    expect(queryParam('a=b%3Dc&flag', 'flag')).toBe('');
    expect(queryParam('?a=x=y', 'a')).toBe('x=y');
  });
});
