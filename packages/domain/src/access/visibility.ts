import type { StaticMessageKey } from '../messages/catalog.ts';
import { pathLeadsSomewhere } from './routes.ts';
import { hasAnyPermission, isAdmin, isDriverOnly, P, type CurrentUser } from './user.ts';

/** Navigation groups of the left drawer (spec 1 §2). `null` is the ungrouped top. */
export type NavGroup = 'manageFreight' | 'financials' | 'account';

/** Badge counters a nav item can carry (spec 1 §2). */
export type NavBadge =
  'shipmentsNeedingUpdates' | 'openSentTenders' | 'openRateRequests' | 'actionRequiredShipments' | 'newCases';

/** Identifiers of the left navigation items (spec 1 §2). */
export type NavItemId =
  | 'dashboard'
  | 'loadBoard'
  | 'shipments'
  | 'tenders'
  | 'rateRequests'
  | 'orders'
  | 'locations'
  | 'accounting'
  | 'paymentRemittance'
  | 'thirdPartyPayerInvoices'
  | 'accessorialRequests'
  | 'videos'
  | 'contacts'
  | 'profile'
  | 'support'
  | 'logout';

/** One left-navigation entry as data: where it goes, its group, label and badge, and who sees it. */
export interface NavItem {
  readonly id: NavItemId;
  readonly group: NavGroup | null;
  readonly label: StaticMessageKey;
  /** Internal path, `'external:helpDesk'` for the help desk (new tab) or `'action:logout'`. */
  readonly to: string;
  readonly badge?: NavBadge;
  readonly visible: (user: CurrentUser) => boolean;
  /** Whether the badge shows, when it depends on more than the item's visibility. */
  readonly badgeVisible?: (user: CurrentUser) => boolean;
}

const always = (): boolean => true;
const carrier = (u: CurrentUser): boolean => hasAnyPermission(u, [P.CarrierPortal]);
const carrierOrFactoring = (u: CurrentUser): boolean =>
  hasAnyPermission(u, [P.CarrierPortal, P.FactoringCompanyPortal]);

/**
 * Load Board visibility. Choice: spec 1 §2 says "non-brokers with CarrierPortal", §6 says
 * "non-brokers or CarrierPortal"; we take AND, because the route itself needs CarrierPortal and a
 * link that leads to 'not authorized' helps nobody. The Rate Requests badge follows the same reading.
 */
export function canSeeLoadBoard(user: CurrentUser): boolean {
  return !user.isBroker && carrier(user);
}

/**
 * Accessorial Requests visibility. Choice: both documents' navigation lists say "non-brokers"; §6's
 * "or CarrierPortal" would show it to brokers. We take non-broker AND the cases route permission
 * (CarrierPortal or DriverPortal, spec 2 §2) so the link never leads to 'not authorized'.
 */
export function canSeeAccessorialRequests(user: CurrentUser): boolean {
  return !user.isBroker && hasAnyPermission(user, [P.CarrierPortal, P.DriverPortal]);
}

/** Third Party Payer Invoices nav entry: 3PL network plus CarrierPortal, FactoringCompanyPortal or CarrierBillingSettings (spec 1 §6). */
export function canSeeThirdPartyPayerInvoicesNav(user: CurrentUser): boolean {
  return (
    user.has3PLNetwork &&
    hasAnyPermission(user, [P.CarrierPortal, P.FactoringCompanyPortal, P.CarrierBillingSettings])
  );
}

/** Profile: CarrierPortal, DriverPortal or FactoringCompanyPortal (spec 1 §6). */
export function canSeeProfile(user: CurrentUser): boolean {
  return hasAnyPermission(user, [P.CarrierPortal, P.DriverPortal, P.FactoringCompanyPortal]);
}

/**
 * The left navigation drawer of spec 1 §2 with the visibility of spec 1 §6, in display order.
 * Dashboard, Support and Logout have no condition in the spec; users without CarrierPortal who open
 * the dashboard are redirected to the all-shipments list by the route table. On top of each item's
 * own condition, {@link visibleNavItems} keeps an internal entry only where the route guards let the
 * user in ({@link pathLeadsSomewhere}): a factoring user's Dashboard led to 'not authorized'.
 */
export const navItems: readonly NavItem[] = [
  { id: 'dashboard', group: null, label: 'nav.dashboard', to: '/dashboard', visible: always },
  {
    id: 'loadBoard',
    group: null,
    label: 'nav.loadBoard',
    to: '/available-freight',
    visible: canSeeLoadBoard,
  },
  {
    id: 'shipments',
    group: 'manageFreight',
    label: 'nav.shipments',
    to: '/all-shipments',
    badge: 'shipmentsNeedingUpdates',
    visible: (u) => hasAnyPermission(u, [P.CarrierPortal, P.DriverPortal]),
    badgeVisible: carrier,
  },
  {
    id: 'tenders',
    group: 'manageFreight',
    label: 'nav.tenders',
    to: '/tenders',
    badge: 'openSentTenders',
    visible: carrier,
  },
  {
    id: 'rateRequests',
    group: 'manageFreight',
    label: 'nav.rateRequests',
    to: '/rates',
    badge: 'openRateRequests',
    visible: carrier,
    badgeVisible: canSeeLoadBoard,
  },
  // FreightKit's: spec 1 §2 lists no Orders entry, but a broker's orders (ADR 035) had no way in
  // but a typed address. The route guard (broker only) decides; a carrier never sees it.
  { id: 'orders', group: 'manageFreight', label: 'nav.orders', to: '/orders', visible: (u) => u.isBroker },
  // FreightKit's, like Orders: the broker's locations and dock schedules (ADR 051).
  {
    id: 'locations',
    group: 'manageFreight',
    label: 'nav.locations',
    to: '/locations',
    visible: (u) => u.isBroker,
  },
  {
    id: 'accounting',
    group: 'financials',
    label: 'nav.accounting',
    to: '/accounting',
    badge: 'actionRequiredShipments',
    visible: carrierOrFactoring,
  },
  {
    id: 'paymentRemittance',
    group: 'financials',
    label: 'nav.paymentRemittance',
    to: '/payments',
    visible: carrierOrFactoring,
  },
  {
    id: 'thirdPartyPayerInvoices',
    group: 'financials',
    label: 'nav.thirdPartyPayerInvoices',
    to: '/third-party-payer-invoices',
    visible: canSeeThirdPartyPayerInvoicesNav,
  },
  {
    id: 'accessorialRequests',
    group: 'financials',
    label: 'nav.accessorialRequests',
    to: '/cases',
    badge: 'newCases',
    visible: canSeeAccessorialRequests,
  },
  { id: 'videos', group: 'account', label: 'nav.videos', to: '/videos', visible: carrier },
  { id: 'contacts', group: 'account', label: 'nav.contacts', to: '/contacts', visible: carrier },
  { id: 'profile', group: 'account', label: 'nav.profile', to: '/profile', visible: canSeeProfile },
  { id: 'support', group: 'account', label: 'nav.support', to: 'external:helpDesk', visible: always },
  { id: 'logout', group: 'account', label: 'nav.logout', to: 'action:logout', visible: always },
];

/** A nav item resolved for one user: label (Contacts reads Admin for admins) and whether its badge shows. */
export interface VisibleNavItem extends Omit<NavItem, 'visible' | 'badgeVisible'> {
  readonly showBadge: boolean;
}

/**
 * The nav items one user sees, in order, with labels and badge visibility resolved: the item's own
 * condition, and for a page of the portal, the route guards' answer for its path (the same rule the
 * guard applies when the entry is opened).
 */
export function visibleNavItems(user: CurrentUser): VisibleNavItem[] {
  return navItems
    .filter((item) => item.visible(user) && (!item.to.startsWith('/') || pathLeadsSomewhere(user, item.to)))
    .map(({ visible: _visible, badgeVisible, ...item }) => ({
      ...item,
      label: item.id === 'contacts' ? contactsLabel(user) : item.label,
      showBadge: item.badge !== undefined && (badgeVisible?.(user) ?? true),
    }));
}

/** Contacts reads 'Admin' for admins (spec 1 §2, spec 2 §2). */
export function contactsLabel(user: CurrentUser): 'nav.admin' | 'nav.contacts' {
  return isAdmin(user) ? 'nav.admin' : 'nav.contacts';
}

/** Identifiers of the user-menu entries (spec 1 §2). */
export type UserMenuItemId = 'myProfile' | 'contacts' | 'apiDocumentation' | 'logout';

/** One user-menu entry for a user. */
export interface UserMenuItem {
  readonly id: UserMenuItemId;
  readonly label: StaticMessageKey;
}

/**
 * The user menu of spec 1 §2: My Profile (carrier, factoring or driver), Contacts (CarrierPortal
 * only, labelled Admin for admins), API Documentation (admins on wide screens), Logout.
 */
export function userMenuItems(user: CurrentUser, wideScreen: boolean): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (canSeeProfile(user)) items.push({ id: 'myProfile', label: 'userMenu.myProfile' });
  if (carrier(user))
    items.push({ id: 'contacts', label: isAdmin(user) ? 'userMenu.admin' : 'userMenu.contacts' });
  if (canSeeApiDocumentation(user, wideScreen))
    items.push({ id: 'apiDocumentation', label: 'userMenu.apiDocumentation' });
  items.push({ id: 'logout', label: 'userMenu.logout' });
  return items;
}

/** API Documentation: admins, wide screens only (spec 1 §2, §6). */
export function canSeeApiDocumentation(user: CurrentUser, wideScreen: boolean): boolean {
  return wideScreen && isAdmin(user);
}

/** Admins see the open access-request count (spec 1 §1, §6). */
export function canSeeAccessRequestCount(user: CurrentUser): boolean {
  return isAdmin(user);
}

/** Brokers see reference numbers in search results (spec 1 §2, §6). */
export function canSeeReferenceNumbersInSearch(user: Pick<CurrentUser, 'isBroker'>): boolean {
  return user.isBroker;
}

/** The Expired Samsara Token modal: token expired, Admin role, never driver-only (spec 1 §2, spec 2 §4). */
export function shouldShowSamsaraExpiredModal(user: CurrentUser): boolean {
  return user.trackingIntegration?.samsaraIsExpired === true && isAdmin(user) && !isDriverOnly(user);
}

/** Environments that show the 'UAT Data' banner (spec 1 §2). */
export const uatBannerEnvironments = ['uat', 'local', 'test'] as const;

/** Whether the 'UAT Data' environment banner shows for an environment name. */
export function showsEnvironmentBanner(environment: string): boolean {
  return (uatBannerEnvironments as readonly string[]).includes(environment.toLowerCase());
}
