import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import { locationEndpoints } from '../contract/locations.ts';
import {
  orderEndpoints,
  type OrderInputBody,
  type OrderListFilters,
  type OrderListQuery,
  type OrderDuplicateInput,
  type OrderRateRequestInput,
  type OrderShipmentInput,
  type OrderTenderInput,
} from '../contract/orders.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = orderEndpoints;

/**
 * Layered keys of the orders area: `['orders', 'list', query]`, `['orders', 'counts']`,
 * `['orders', 'detail', number]` (and its `'rateRequests'` below it), `['orders', 'carriers']`, and
 * `['orders', 'locations', q]`.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  counts: (filters: Omit<OrderListFilters, 'status'> = {}) => ['orders', 'counts', filters] as const,
  detail: (orderNumber: string) => ['orders', 'detail', orderNumber] as const,
  carriers: () => ['orders', 'carriers'] as const,
  rateRequests: (orderNumber: string) => ['orders', 'detail', orderNumber, 'rateRequests'] as const,
  locations: (q: string) => ['orders', 'locations', q] as const,
} as const;

/** `queryOptions` factories of the orders area. */
export const orderQueries = {
  /** A page of the company's orders. */
  list: (client: ApiClient, query: OrderListQuery = {}) =>
    queryOptions({
      queryKey: orderKeys.list(query),
      queryFn: ({ signal }) => client.call(e.list, { query }, { signal }),
    }),
  /** Order counts by status, of the orders matching the filters (all but the status). */
  counts: (client: ApiClient, filters: Omit<OrderListFilters, 'status'> = {}) =>
    queryOptions({
      queryKey: orderKeys.counts(filters),
      queryFn: ({ signal }) => client.call(e.statusCounts, { query: filters }, { signal }),
    }),
  /** One order by number. */
  detail: (client: ApiClient, orderNumber: string) =>
    queryOptions({
      queryKey: orderKeys.detail(orderNumber),
      queryFn: ({ signal }) => client.call(e.byNumber, { params: { orderNumber } }, { signal }),
    }),
  /** The rate requests of one order, with each carrier's answer. */
  rateRequests: (client: ApiClient, orderNumber: string) =>
    queryOptions({
      queryKey: orderKeys.rateRequests(orderNumber),
      queryFn: ({ signal }) => client.call(e.rateRequests, { params: { orderNumber } }, { signal }),
    }),
  /** Carriers a shipment can be tendered to. */
  carriers: (client: ApiClient) =>
    queryOptions({
      queryKey: orderKeys.carriers(),
      queryFn: ({ signal }) => client.call(e.tenderCarriers, {}, { signal }),
    }),
  /** The company's locations matching a text. */
  locations: (client: ApiClient, q: string) =>
    queryOptions({
      queryKey: orderKeys.locations(q),
      queryFn: ({ signal }) =>
        client.call(locationEndpoints.company, { query: q === '' ? {} : { q } }, { signal }),
    }),
};

/**
 * Mutation options of the orders area. Success refreshes the area (lists, counts, the order); a
 * refusal refreshes nothing, so the form keeps what was typed.
 */
export const orderMutations = {
  create: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.create>, ApiError | Error, OrderInputBody>({
      mutationKey: ['orders', 'create'],
      mutationFn: (body) => client.call(e.create, { body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    }),
  update: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.update>,
      ApiError | Error,
      { orderNumber: string; body: OrderInputBody }
    >({
      mutationKey: ['orders', 'update'],
      mutationFn: ({ orderNumber, body }) => client.call(e.update, { params: { orderNumber }, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    }),
  createShipment: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.createShipment>,
      ApiError | Error,
      { orderNumber: string; body: OrderShipmentInput }
    >({
      mutationKey: ['orders', 'createShipment'],
      mutationFn: ({ orderNumber, body }) => client.call(e.createShipment, { params: { orderNumber }, body }),
      // The shipment and its tender belong to other areas too (shipment lists, tenders).
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  duplicate: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.duplicate>,
      ApiError | Error,
      { orderNumber: string; body: OrderDuplicateInput }
    >({
      mutationKey: ['orders', 'duplicate'],
      mutationFn: ({ orderNumber, body }) => client.call(e.duplicate, { params: { orderNumber }, body }),
      // New Open orders: the list and its counts change.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    }),
  requestRates: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.requestRates>,
      ApiError | Error,
      { orderNumber: string; body: OrderRateRequestInput }
    >({
      mutationKey: ['orders', 'requestRates'],
      mutationFn: ({ orderNumber, body }) => client.call(e.requestRates, { params: { orderNumber }, body }),
      // An Open order is put on a shipment on the way: lists and counts change too.
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  tender: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.tender>,
      ApiError | Error,
      { orderNumber: string; body: OrderTenderInput }
    >({
      mutationKey: ['orders', 'tender'],
      mutationFn: ({ orderNumber, body }) => client.call(e.tender, { params: { orderNumber }, body }),
      onSuccess: () => queryClient.invalidateQueries(),
    }),
};

/** A page of orders. */
export function useOrderList(query: OrderListQuery = {}) {
  return useQuery(orderQueries.list(useApiClient(), query));
}

/** Order counts by status, of the orders matching the filters (all but the status). */
export function useOrderCounts(filters: Omit<OrderListFilters, 'status'> = {}) {
  return useQuery(orderQueries.counts(useApiClient(), filters));
}

/** One order. */
export function useOrder(orderNumber: string) {
  return useQuery(orderQueries.detail(useApiClient(), orderNumber));
}

/** Carriers to tender to (only fetched when `enabled`, i.e. once the tender dialog opens). */
export function useTenderCarriers(enabled = true) {
  return useQuery({ ...orderQueries.carriers(useApiClient()), enabled });
}

/** The company's locations matching a text. */
export function useCompanyLocations(q: string) {
  return useQuery(orderQueries.locations(useApiClient(), q));
}

/** Creates an order. */
export function useCreateOrder() {
  return useMutation(orderMutations.create(useApiClient(), useQueryClient()));
}

/** Changes an order. */
export function useUpdateOrder() {
  return useMutation(orderMutations.update(useApiClient(), useQueryClient()));
}

/** The rate requests of an order (only fetched when `enabled`). */
export function useOrderRateRequests(orderNumber: string, enabled = true) {
  return useQuery({ ...orderQueries.rateRequests(useApiClient(), orderNumber), enabled });
}

/** Makes copies of an order. */
export function useDuplicateOrder() {
  return useMutation(orderMutations.duplicate(useApiClient(), useQueryClient()));
}

/** Asks carriers for their rate on an order. */
export function useRequestOrderRates() {
  return useMutation(orderMutations.requestRates(useApiClient(), useQueryClient()));
}

/** Tenders a Planned order to a carrier at a rate. */
export function useTenderOrder() {
  return useMutation(orderMutations.tender(useApiClient(), useQueryClient()));
}

/** Creates a shipment from an order, optionally tendering it. */
export function useCreateShipmentFromOrder() {
  return useMutation(orderMutations.createShipment(useApiClient(), useQueryClient()));
}
