import { contract, type ApiClient, type ShipmentSearchQuery } from '@freightkit/api';
import { accessRequestCountStaleMs, type NavBadge } from '@freightkit/domain';
import { queryOptions } from '@tanstack/react-query';

/**
 * Query options of the shell's calls (search and the badge counts), keyed in layers. Stand-in
 * until `@freightkit/api/react` exports its factories; screens only use these names.
 */
export const shellQueries = {
  search: (client: ApiClient, query: ShipmentSearchQuery) =>
    queryOptions({
      queryKey: ['search', 'shipments', query],
      queryFn: ({ signal }) => client.call(contract.search.shipments, { query }, { signal }),
    }),
  accessRequests: (client: ApiClient) =>
    queryOptions({
      queryKey: ['counts', 'accessRequests'],
      queryFn: ({ signal }) => client.call(contract.counts.accessRequests, {}, { signal }),
      staleTime: accessRequestCountStaleMs,
    }),
};

/** The call behind each navigation badge and how to read its number. */
export function badgeQuery(client: ApiClient, badge: NavBadge) {
  switch (badge) {
    case 'shipmentsNeedingUpdates':
      return queryOptions({
        queryKey: ['counts', badge],
        queryFn: async ({ signal }) =>
          (await client.call(contract.counts.shipmentsNeedingUpdates, {}, { signal })).count,
      });
    case 'openSentTenders':
      return queryOptions({
        queryKey: ['counts', badge],
        queryFn: async ({ signal }) => (await client.call(contract.counts.tenders, {}, { signal })).sent,
      });
    case 'openRateRequests':
      return queryOptions({
        queryKey: ['counts', badge],
        queryFn: async ({ signal }) => (await client.call(contract.counts.rateRequests, {}, { signal })).open,
      });
    case 'actionRequiredShipments':
      return queryOptions({
        queryKey: ['counts', badge],
        queryFn: async ({ signal }) =>
          (await client.call(contract.counts.invoices, {}, { signal })).actionRequired.shipmentCount,
      });
    case 'newCases':
      return queryOptions({
        queryKey: ['counts', badge],
        queryFn: async ({ signal }) => (await client.call(contract.counts.cases, {}, { signal })).new,
      });
  }
}
