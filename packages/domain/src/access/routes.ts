import type { Permission, Role } from '../enums/people.ts';
import type { StaticMessageKey } from '../messages/catalog.ts';
import { hasAnyPermission, hasAnyRole, P, type CurrentUser } from './user.ts';

/** What a route asks of a signed-in user (spec 1 §2 "Guards"). Every present condition must hold. */
export interface RouteRequirement {
  /** Any one of these roles. */
  readonly roles?: readonly Role[];
  /** Any one of these permissions. */
  readonly permissions?: readonly Permission[];
  /** The user's company must not be a broker. */
  readonly nonBroker?: boolean;
  /** The user's company must be a broker (the orders area, ADR 035). */
  readonly broker?: boolean;
  /** The user's company must have a 3PL network. */
  readonly threePLNetwork?: boolean;
  /** Where a user who fails goes instead of seeing 'You are not Authorized for this content'. */
  readonly redirectTo?: string;
}

/** The outcome of a guard: render, show the not-authorized text, or go elsewhere. */
export type RouteAccess =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'unauthorized'; readonly message: StaticMessageKey }
  | { readonly kind: 'redirect'; readonly to: string };

/** Path to send unauthenticated visitors to (spec 1 §2). */
export const loginPath = '/login';
/** Path to send the user to after a 401 (spec 1 §4). */
export const afterUnauthorizedPath = '/';

/** Checks a signed-in user against a route requirement; `null` user goes to /login. */
export function checkRouteAccess(user: CurrentUser | null, requirement: RouteRequirement): RouteAccess {
  if (user === null) return { kind: 'redirect', to: loginPath };
  const ok =
    (requirement.roles === undefined || hasAnyRole(user, requirement.roles)) &&
    (requirement.permissions === undefined || hasAnyPermission(user, requirement.permissions)) &&
    (requirement.nonBroker !== true || !user.isBroker) &&
    (requirement.broker !== true || user.isBroker) &&
    (requirement.threePLNetwork !== true || user.has3PLNetwork);
  if (ok) return { kind: 'allowed' };
  return requirement.redirectTo === undefined
    ? { kind: 'unauthorized', message: 'access.notAuthorized' }
    : { kind: 'redirect', to: requirement.redirectTo };
}

const carrier = [P.CarrierPortal] as const;
const carrierOrDriver = [P.CarrierPortal, P.DriverPortal] as const;
const carrierOrFactoring = [P.CarrierPortal, P.FactoringCompanyPortal] as const;

/**
 * Third-party-payer invoices access, exactly as spec 2 §2 says: the carrier, factoring company or
 * admin permission and one of the roles Admin, BillTo, BillingInquiry, AP, AR. The 3PL network is
 * the navigation entry's condition (`canSeeThirdPartyPayerInvoicesNav`), not the route's: a
 * factoring company without a network of its own still reaches the invoices factored to it
 * (docs/adr/034).
 */
export const thirdPartyPayerRequirement: RouteRequirement = {
  permissions: [P.CarrierPortal, P.FactoringCompanyPortal, P.Admin],
  roles: ['Admin', 'BillTo', 'BillingInquiry', 'AP', 'AR'],
};

/** Whether a user may open the third-party-payer invoice pages. */
export function canAccessThirdPartyPayerInvoices(user: CurrentUser): boolean {
  return checkRouteAccess(user, thirdPartyPayerRequirement).kind === 'allowed';
}

/** One row of the route table: a path pattern (`:param`, trailing `*` for sub-paths) and its requirement. */
export interface RouteRule {
  readonly pattern: string;
  readonly requirement: RouteRequirement;
}

/** Requirement of the load board family (available freight, available trucks, lanes). */
const loadBoard: RouteRequirement = { permissions: carrier, nonBroker: true };

/**
 * Route requirements of spec 1 §2 and spec 2 §2, first match wins. Routes not listed need only
 * sign-in (orders are the broker's, ADR 035). Choices between readings:
 * - all-shipments, my-shipments, shipments: CarrierPortal or DriverPortal, not CarrierPortal alone,
 *   because the catch-all sends drivers to the all-shipments list, which must then let them in.
 * - contacts: CarrierPortal or FactoringCompanyPortal (spec 2 §2 and §6 state it as the access rule);
 *   the navigation and user menu still show Contacts to CarrierPortal only (spec 1 §6).
 * - available freight: non-broker too, as its navigation entry is for non-brokers (spec 1 §2).
 */
export const routeRules: readonly RouteRule[] = [
  { pattern: '/dashboard/*', requirement: { permissions: carrier, redirectTo: '/all-shipments' } },
  { pattern: '/available-freight/*', requirement: loadBoard },
  { pattern: '/live-equipment/*', requirement: loadBoard },
  { pattern: '/saved-lanes/*', requirement: loadBoard },
  { pattern: '/lanes/*', requirement: loadBoard },
  { pattern: '/reloads/*', requirement: loadBoard },
  { pattern: '/rates/*', requirement: { permissions: carrier } },
  { pattern: '/tenders/*', requirement: { permissions: carrier } },
  { pattern: '/videos/*', requirement: { permissions: carrier } },
  { pattern: '/all-shipments/*', requirement: { permissions: carrierOrDriver } },
  { pattern: '/my-shipments/*', requirement: { permissions: carrierOrDriver } },
  { pattern: '/shipments/*', requirement: { permissions: carrierOrDriver } },
  { pattern: '/contacts/*', requirement: { permissions: carrierOrFactoring } },
  {
    pattern: '/profile/*',
    requirement: { permissions: [P.CarrierPortal, P.FactoringCompanyPortal, P.DriverPortal] },
  },
  { pattern: '/accounting/*', requirement: { permissions: carrierOrFactoring } },
  { pattern: '/invoices/*', requirement: { permissions: carrierOrFactoring } },
  { pattern: '/payments/*', requirement: { permissions: carrierOrFactoring } },
  { pattern: '/third-party-payer-invoices/*', requirement: thirdPartyPayerRequirement },
  { pattern: '/cases/*', requirement: { permissions: carrierOrDriver } },
  // The carrier's trailers and power units (ADR 038): whoever has shipments ('equipment.view').
  { pattern: '/equipment/*', requirement: { permissions: carrierOrDriver } },
  // Orders are the broker's (capability orders.manage, ADR 035): a carrier gets the not-authorized text.
  { pattern: '/orders/*', requirement: { permissions: carrier, broker: true } },
  // Locations and dock schedules are the broker's too (capability locations.manage, ADR 051).
  { pattern: '/locations/*', requirement: { permissions: carrier, broker: true } },
  { pattern: '/*', requirement: {} },
];

/** Public routes (spec 1 §2); everything else needs sign-in. */
export const publicRoutePatterns: readonly string[] = [
  '/',
  '/login',
  '/request-password-reset',
  '/reset-password/:resetToken',
  '/ActivateUser/:token',
  '/passwordReset/:token',
  '/forgot-password',
  '/not-found',
];

/** The path part of a location, without query string or hash. */
export function pathOnly(location: string): string {
  return location.replace(/[?#].*$/s, '');
}

/** Whether a path pattern matches a path (`:name` one segment, trailing `/*` zero or more segments). */
export function matchPath(pattern: string, path: string): boolean {
  const split = (p: string): string[] => pathOnly(p).split('/').filter(Boolean);
  const want = split(pattern);
  const got = split(path);
  const rest = want.at(-1) === '*';
  if (rest) want.pop();
  if (rest ? got.length < want.length : got.length !== want.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/** Whether a path is public (no sign-in needed). */
export function isPublicPath(path: string): boolean {
  return publicRoutePatterns.some((pattern) => matchPath(pattern, path));
}

/** The requirement of a path: `null` for public paths, otherwise the first matching rule's. */
export function routeRequirementFor(path: string): RouteRequirement | null {
  if (isPublicPath(path)) return null;
  return routeRules.find((rule) => matchPath(rule.pattern, path))?.requirement ?? {};
}

/** Guard for a path: public paths always pass, others go through {@link checkRouteAccess}. */
export function checkPathAccess(user: CurrentUser | null, path: string): RouteAccess {
  const requirement = routeRequirementFor(path);
  return requirement === null ? { kind: 'allowed' } : checkRouteAccess(user, requirement);
}

/**
 * Whether opening `path` ends on a page the user may see: the guard allows it, or redirects (the
 * dashboard sends users without CarrierPortal to the shipment list) to a path it allows. The
 * navigation offers only such paths, so no entry leads to 'You are not Authorized for this content'.
 */
export function pathLeadsSomewhere(user: CurrentUser, path: string): boolean {
  let current = path;
  // A redirect chain is short (one hop today); the bound only guards against a table with a loop.
  for (let hop = 0; hop < 5; hop += 1) {
    const access = checkPathAccess(user, current);
    if (access.kind === 'allowed') return true;
    if (access.kind === 'unauthorized' || access.to === loginPath) return false;
    current = access.to;
  }
  return false;
}

/**
 * Catch-all landing by permission (spec 1 §2): factoring company → accounting list, carrier →
 * dashboard, driver → all-shipments list, anyone else → dashboard. Checked in that order.
 */
export function landingPath(user: CurrentUser): string {
  if (hasAnyPermission(user, [P.FactoringCompanyPortal])) return '/accounting';
  if (hasAnyPermission(user, [P.CarrierPortal])) return '/dashboard';
  if (hasAnyPermission(user, [P.DriverPortal])) return '/all-shipments';
  return '/dashboard';
}

/** The query parameter that logs a driver in directly (spec 1 §2). */
export const driverTokenParam = 'driverToken';
/** The query parameter that opens an available-freight preview on load (spec 1 §2). */
export const shipmentIdParam = 'shipment_id';

/** Where the `shipment_id` query parameter sends the user on load, or `null` (spec 1 §2). */
export function availableFreightRedirect(search: string): string | null {
  const id = queryParam(search, shipmentIdParam)?.trim();
  return id === undefined || id === '' ? null : `/available-freight/${encodeURIComponent(id)}`;
}

/** Reads one query parameter from a search string (`?a=1&b=2`); the domain has no DOM `URLSearchParams`. */
export function queryParam(search: string, name: string): string | undefined {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const [rawKey, rawValue] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    const decode = (s: string): string => decodeURIComponent(s.replace(/\+/g, ' '));
    if (decode(rawKey) === name) return decode(rawValue);
  }
  return undefined;
}
