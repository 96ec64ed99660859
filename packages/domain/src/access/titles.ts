import type { StaticMessageKey } from '../messages/catalog.ts';
import type { Catalog, LocalizedCatalog } from '../messages/translator.ts';
import { pathOnly } from './routes.ts';

/**
 * English top-bar titles of the routes whose readable first segment (spec 1 §2 "otherwise the
 * first path segment made readable") is not already a navigation text. Written out as a catalog so
 * the titles translate like every other text; a test checks each against the spec's rule.
 */
export const routeTitleMessagesEn = {
  'title.allShipments': 'All Shipments',
  'title.myShipments': 'My Shipments',
  'title.reloads': 'Reloads',
  'title.savedLanes': 'Saved Lanes',
  'title.lanes': 'Lanes',
  'title.rates': 'Rates',
  'title.equipment': 'Equipment',
  'title.invoices': 'Invoices',
  'title.payments': 'Payments',
  'title.orders': 'Orders',
  'title.locations': 'Locations',
} as const satisfies Catalog;

/** Key of a route title of {@link routeTitleMessagesEn}. */
export type RouteTitleKey = keyof typeof routeTitleMessagesEn;

/** The route titles as a catalog for the translator (next to `specMessages`). */
export const routeTitleMessages: LocalizedCatalog = { en: routeTitleMessagesEn };

/** Catalog key of a top-bar title: a spec text (load board titles, navigation labels) or a route title. */
export type TopBarTitleKey = StaticMessageKey | RouteTitleKey;

/** A top-bar title: a catalog key, or the readable segment of a path the portal does not know. */
export type TopBarTitle = { readonly key: TopBarTitleKey } | { readonly text: string };

/**
 * The title of each route's first segment (spec 1 §2, spec 2 §2). Navigation keys are reused where
 * their text is exactly the readable segment ('Dashboard', 'Tenders'); 'Rate Requests' is not
 * 'Rates', so `rates` has its own. `available-freight` is handled in {@link topBarTitle}.
 * Choice: `/cases` is titled 'Accessorial Requests', not the readable segment 'Cases': the drawer
 * entry and the page's own heading say Accessorial Requests, and a top bar naming the same screen
 * differently read as a different place (issue 23).
 */
export const topBarTitleKeys: ReadonlyMap<string, TopBarTitleKey> = new Map<string, TopBarTitleKey>([
  ['dashboard', 'nav.dashboard'],
  ['videos', 'nav.videos'],
  ['shipments', 'nav.shipments'],
  ['all-shipments', 'title.allShipments'],
  ['my-shipments', 'title.myShipments'],
  ['reloads', 'title.reloads'],
  ['live-equipment', 'title.availableTrucks'],
  ['saved-lanes', 'title.savedLanes'],
  ['lanes', 'title.lanes'],
  ['tenders', 'nav.tenders'],
  ['rates', 'title.rates'],
  ['equipment', 'title.equipment'],
  ['profile', 'nav.profile'],
  ['contacts', 'nav.contacts'],
  ['accounting', 'nav.accounting'],
  ['invoices', 'title.invoices'],
  ['payments', 'title.payments'],
  ['third-party-payer-invoices', 'nav.thirdPartyPayerInvoices'],
  ['cases', 'nav.accessorialRequests'],
  ['orders', 'title.orders'],
  ['locations', 'title.locations'],
]);

/** A path segment made readable (spec 1 §2): `third-party-payer-invoices` → 'Third Party Payer Invoices'. */
export function readablePathSegment(segment: string): string {
  return segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The top-bar title of a path (spec 1 §2): Load Board, Available Freight or Available Trucks on
 * the load board routes, otherwise the first path segment made readable, as a catalog key for
 * every route the portal has and as plain text only for an unknown one (which shows 'Route Not
 * Found'). Choice: spec 1 §2 titles `/available-freight` and `/available-freight/{shipmentNumber}`
 * "Load Board / Available Freight"; we read that pairwise, so the list the Load Board entry opens is
 * titled Load Board and one shipment on it Available Freight. No route starts with `load-board`.
 * `/cases` takes its drawer entry's name (see {@link topBarTitleKeys}).
 */
export function topBarTitle(path: string): TopBarTitle {
  const [first = '', ...rest] = pathOnly(path).split('/').filter(Boolean);
  if (first === 'available-freight')
    return { key: rest.length === 0 ? 'title.loadBoard' : 'title.availableFreight' };
  const key = topBarTitleKeys.get(first);
  return key === undefined ? { text: readablePathSegment(first) } : { key };
}
