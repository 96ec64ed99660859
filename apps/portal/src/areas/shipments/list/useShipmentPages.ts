import { shipmentEndpoints, type ShipmentListView } from '@freightkit/api';
import { shipmentKeys, useApiClient } from '@freightkit/api/react';
import { listPageSize } from '@freightkit/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AppliedFilters } from './listUrl.ts';

/**
 * The booking or tracking list as pages of 50 (spec 1 §9), loaded one after the other as the user
 * scrolls. The key sits under `shipmentKeys.list(view, filters)`, so every change that refreshes
 * the lists (`invalidateShipment`) refreshes this one too.
 */
export function useShipmentPages(view: ShipmentListView, filters: AppliedFilters) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...shipmentKeys.list(view, filters), 'pages'] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      // The shipments endpoints alone, not the `contract` object: that one import put every area's
      // schemas into the shipments area's code, run on each shipment page's first load (ADR 064, 068).
      client.call(
        shipmentEndpoints.list,
        { query: { ...filters, view, page: pageParam, pageSize: listPageSize } },
        { signal },
      ),
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.totalCount && last.items.length > 0 ? last.page + 1 : undefined,
  });
}
