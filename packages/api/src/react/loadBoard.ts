import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient.ts';
import {
  loadBoardEndpoints,
  type AvailableShipmentsQuery,
  type QuotableLocationQuery,
} from '../contract/loadBoard.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = loadBoardEndpoints;

/** Keys of the load-board queries: `['loadBoard', 'places' | 'list' | 'detail', …]`. */
export const loadBoardKeys = {
  all: ['loadBoard'] as const,
  places: (query: QuotableLocationQuery) => ['loadBoard', 'places', query] as const,
  list: (query: AvailableShipmentsQuery) => ['loadBoard', 'list', query] as const,
  detail: (shipmentNumber: string) => ['loadBoard', 'detail', shipmentNumber] as const,
  reloadOrigin: (shipmentNumber: string) => ['loadBoard', 'reloadOrigin', shipmentNumber] as const,
} as const;

/** `queryOptions` factories of the place search, the board and one load of it. */
export const loadBoardQueries = {
  /** Quotable locations whose name starts with `q` (cities and ZIP codes). */
  places: (client: ApiClient, query: QuotableLocationQuery) =>
    queryOptions({
      queryKey: loadBoardKeys.places(query),
      queryFn: ({ signal }) => client.call(e.quotableLocations, { query }, { signal }),
    }),
  /** The board as pages loaded one after the other (infinite scroll); `filters` without `page`. */
  pages: (client: ApiClient, filters: Omit<AvailableShipmentsQuery, 'page'>) =>
    infiniteQueryOptions({
      queryKey: loadBoardKeys.list(filters),
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        client.call(e.availableShipments, { query: { ...filters, page: pageParam } }, { signal }),
      getNextPageParam: (last) =>
        last.page * last.pageSize < last.totalCount && last.items.length > 0 ? last.page + 1 : undefined,
    }),
  /** One load of the board by shipment number. */
  detail: (client: ApiClient, shipmentNumber: string) =>
    queryOptions({
      queryKey: loadBoardKeys.detail(shipmentNumber),
      queryFn: ({ signal }) => client.call(e.availableShipment, { params: { shipmentNumber } }, { signal }),
    }),
  /** Where the reloads of a board load or one of the company's shipments start. */
  reloadOrigin: (client: ApiClient, shipmentNumber: string) =>
    queryOptions({
      queryKey: loadBoardKeys.reloadOrigin(shipmentNumber),
      queryFn: ({ signal }) => client.call(e.reloadOrigin, { params: { shipmentNumber } }, { signal }),
    }),
};

/** Places for the origin or destination picker; runs only once something is typed. */
export function useQuotableLocations(query: QuotableLocationQuery) {
  return useQuery({ ...loadBoardQueries.places(useApiClient(), query), enabled: query.q.trim() !== '' });
}

/**
 * Available freight as pages for infinite scrolling. While new filters load, the previous filters'
 * loads stay (`isPlaceholderData`): ticking one equipment type after another must not blank the
 * list and the map between each answer.
 */
export function useAvailableShipmentPages(
  filters: Omit<AvailableShipmentsQuery, 'page'>,
  options: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    ...loadBoardQueries.pages(useApiClient(), filters),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One load of the board. */
export function useAvailableShipment(shipmentNumber: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...loadBoardQueries.detail(useApiClient(), shipmentNumber),
    enabled: options.enabled ?? true,
  });
}

/** Where the reloads of a shipment start (`/reloads?search={shipmentNumber}`). */
export function useReloadOrigin(shipmentNumber: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...loadBoardQueries.reloadOrigin(useApiClient(), shipmentNumber),
    enabled: options.enabled ?? true,
  });
}
