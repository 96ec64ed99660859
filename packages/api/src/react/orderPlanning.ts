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
import {
  orderPlanningEndpoints,
  type AutoTenderSettingsInput,
  type ConsolidatableQuery,
  type ConsolidateInput,
  type LtlBookingInput,
} from '../contract/orderPlanning.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = orderPlanningEndpoints;

/**
 * Keys of planning orders onto shipments, under the orders area's (`['orders', …]`) so a change to an
 * order refreshes them: `['orders', 'detail', n, 'consolidatable', query]`, `['orders', 'detail', n,
 * 'ltlQuotes']`, `['orders', 'autoTender']`.
 */
export const orderPlanningKeys = {
  consolidatable: (orderNumber: string, query: ConsolidatableQuery) =>
    ['orders', 'detail', orderNumber, 'consolidatable', query] as const,
  ltlQuotes: (orderNumber: string) => ['orders', 'detail', orderNumber, 'ltlQuotes'] as const,
  autoTender: () => ['orders', 'autoTender'] as const,
} as const;

/** `queryOptions` factories of planning orders. */
export const orderPlanningQueries = {
  /** Orders judged against an anchor order. */
  consolidatable: (client: ApiClient, orderNumber: string, query: ConsolidatableQuery = {}) =>
    queryOptions({
      queryKey: orderPlanningKeys.consolidatable(orderNumber, query),
      queryFn: ({ signal }) => client.call(e.consolidatable, { params: { orderNumber }, query }, { signal }),
    }),
  /** LTL quotes of an order. */
  ltlQuotes: (client: ApiClient, orderNumber: string) =>
    queryOptions({
      queryKey: orderPlanningKeys.ltlQuotes(orderNumber),
      queryFn: ({ signal }) => client.call(e.ltlQuotes, { params: { orderNumber } }, { signal }),
    }),
  /** The company's automatic tendering. */
  autoTender: (client: ApiClient) =>
    queryOptions({
      queryKey: orderPlanningKeys.autoTender(),
      queryFn: ({ signal }) => client.call(e.autoTender, {}, { signal }),
    }),
};

/** Mutation options of planning orders: each success refreshes everything (shipments and tenders change too). */
export const orderPlanningMutations = {
  consolidate: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.consolidate>,
      ApiError | Error,
      { orderNumber: string; body: ConsolidateInput }
    >({
      mutationKey: ['orders', 'consolidate'],
      mutationFn: ({ orderNumber, body }) => client.call(e.consolidate, { params: { orderNumber }, body }),
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  bookLtl: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.bookLtl>,
      ApiError | Error,
      { orderNumber: string; body: LtlBookingInput }
    >({
      mutationKey: ['orders', 'bookLtl'],
      mutationFn: ({ orderNumber, body }) => client.call(e.bookLtl, { params: { orderNumber }, body }),
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  saveAutoTender: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.saveAutoTender>, ApiError | Error, AutoTenderSettingsInput>({
      mutationKey: ['orders', 'saveAutoTender'],
      mutationFn: (body) => client.call(e.saveAutoTender, { body }),
      onSuccess: (saved) => {
        queryClient.setQueryData(orderPlanningKeys.autoTender(), saved);
      },
    }),
};

/** Orders judged against an anchor order (only fetched when `enabled`, i.e. once the dialog opens). */
export function useConsolidatableOrders(
  orderNumber: string,
  query: ConsolidatableQuery = {},
  enabled = true,
) {
  return useQuery({ ...orderPlanningQueries.consolidatable(useApiClient(), orderNumber, query), enabled });
}

/** LTL quotes of an order (only fetched when `enabled`). */
export function useLtlQuotes(orderNumber: string, enabled = true) {
  return useQuery({ ...orderPlanningQueries.ltlQuotes(useApiClient(), orderNumber), enabled });
}

/** The company's automatic tendering (only fetched when `enabled`). */
export function useAutoTenderSettings(enabled = true) {
  return useQuery({ ...orderPlanningQueries.autoTender(useApiClient()), enabled });
}

/** Consolidates orders onto one shipment. */
export function useConsolidateOrders() {
  return useMutation(orderPlanningMutations.consolidate(useApiClient(), useQueryClient()));
}

/** Books an LTL order on a quote. */
export function useBookLtlOrder() {
  return useMutation(orderPlanningMutations.bookLtl(useApiClient(), useQueryClient()));
}

/** Saves the company's automatic tendering. */
export function useSaveAutoTender() {
  return useMutation(orderPlanningMutations.saveAutoTender(useApiClient(), useQueryClient()));
}
