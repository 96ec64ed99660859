import { accessRequestCountStaleMs, shipmentSearchPageSize, type NavBadge } from '@freightkit/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient.ts';
// Each area's endpoints, not the whole `contract`: importing the contract object would keep every
// area's schemas in any bundle that uses one of these queries (ADR 064).
import { contactEndpoints } from '../contract/contacts.ts';
import { countEndpoints } from '../contract/counts.ts';
import { identityEndpoints } from '../contract/identity.ts';
import { searchEndpoints, type ShipmentSearchQuery } from '../contract/search.ts';
import { shipmentEndpoints } from '../contract/shipments.ts';
import { queryKeys } from './keys.ts';

/**
 * `queryOptions` factories of the `me` and contact calls; pass them to `useQuery`,
 * `queryClient.ensureQueryData` (route loaders) or `prefetchQuery`.
 *
 * @example useQuery(meQueries.carrier(client))
 */
export const meQueries = {
  /** The signed-in user's carrier. */
  carrier: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.me.carrier(),
      queryFn: ({ signal }) => client.call(identityEndpoints.carrier, {}, { signal }),
    }),
  /** The signed-in user's company. */
  company: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.me.company(),
      queryFn: ({ signal }) => client.call(identityEndpoints.company, {}, { signal }),
    }),
  /** The signed-in user's notification preferences. */
  notificationPreferences: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.me.notificationPreferences(),
      queryFn: ({ signal }) => client.call(identityEndpoints.notificationPreferences, {}, { signal }),
    }),
  /** The signed-in user's contact record. */
  currentContact: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.contacts.currentUser(),
      queryFn: ({ signal }) => client.call(contactEndpoints.currentUser, {}, { signal }),
    }),
};

/** Input of the shipment search: the text, optionally a page; the page size is domain's 50. */
export interface ShipmentSearchInput {
  /** The search text; trimmed here, and the query is disabled while it is blank (spec 1 §5). */
  readonly query: string;
  /** 1-based page. @default 1 */
  readonly page?: number;
}

/** `queryOptions` factories of the shipment calls. */
export const shipmentQueries = {
  /**
   * Global shipment search (spec 1 §5): trimmed text, page size 50, disabled while the text is
   * blank. Debouncing (700 ms) is the caller's, with domain's `searchDebounceMs`.
   */
  search: (client: ApiClient, input: ShipmentSearchInput) => {
    const query: ShipmentSearchQuery = {
      query: input.query.trim(),
      page: input.page ?? 1,
      pageSize: shipmentSearchPageSize,
    };
    return queryOptions({
      queryKey: queryKeys.shipments.search(query),
      queryFn: ({ signal }) => client.call(searchEndpoints.shipments, { query }, { signal }),
      enabled: query.query !== '',
    });
  },
  /** One shipment by id. */
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: queryKeys.shipments.detail(id),
      queryFn: ({ signal }) => client.call(shipmentEndpoints.byId, { params: { id } }, { signal }),
    }),
};

/**
 * `queryOptions` factories of the navigation badge counts. Enable each only for users who see its
 * badge (domain's `visibleNavItems` / `canSeeAccessRequestCount`); the back end answers 403 otherwise.
 */
export const countQueries = {
  /** Open sent tenders (Tenders badge). */
  tenders: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.counts.tenders(),
      queryFn: ({ signal }) => client.call(countEndpoints.tenders, {}, { signal }),
    }),
  /** Rate requests open / responded / declined (Rate Requests badge shows `open`). */
  rateRequests: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.counts.rateRequests(),
      queryFn: ({ signal }) => client.call(countEndpoints.rateRequests, {}, { signal }),
    }),
  /** Case count stats by group (Accessorial Requests badge shows `new`). */
  cases: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.counts.cases(),
      queryFn: ({ signal }) => client.call(countEndpoints.cases, {}, { signal }),
    }),
  /** Invoice counts per accounting view (Accounting badge shows `actionRequired.shipmentCount`). */
  invoices: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.counts.invoices(),
      queryFn: ({ signal }) => client.call(countEndpoints.invoices, {}, { signal }),
    }),
  /** Shipments needing updates (Shipments badge). */
  shipmentsNeedingUpdates: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.counts.shipmentsNeedingUpdates(),
      queryFn: ({ signal }) => client.call(countEndpoints.shipmentsNeedingUpdates, {}, { signal }),
    }),
  /** Open access requests (admins), cached for 5 minutes (spec 1 §7). */
  accessRequests: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.counts.accessRequests(),
      queryFn: ({ signal }) => client.call(countEndpoints.accessRequests, {}, { signal }),
      staleTime: accessRequestCountStaleMs,
      gcTime: accessRequestCountStaleMs,
    }),
};

/**
 * The number behind one of domain's navigation badges (`NavItem.badge`): the count call and the
 * field the badge shows, sharing the cache of {@link countQueries}.
 *
 * @example useQuery({ ...navBadgeQuery(client, item.badge), enabled: item.badgeVisible(user) })
 */
export function navBadgeQuery(client: ApiClient, badge: NavBadge) {
  switch (badge) {
    case 'shipmentsNeedingUpdates':
      return queryOptions({ ...countQueries.shipmentsNeedingUpdates(client), select: (d) => d.count });
    case 'openSentTenders':
      return queryOptions({ ...countQueries.tenders(client), select: (d) => d.sent });
    case 'openRateRequests':
      return queryOptions({ ...countQueries.rateRequests(client), select: (d) => d.open });
    case 'actionRequiredShipments':
      return queryOptions({
        ...countQueries.invoices(client),
        select: (d) => d.actionRequired.shipmentCount,
      });
    case 'newCases':
      return queryOptions({ ...countQueries.cases(client), select: (d) => d.new });
  }
}
