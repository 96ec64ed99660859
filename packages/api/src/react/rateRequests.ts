import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import {
  rateRequestEndpoints,
  type rateRequestDeclineSchema,
  type rateRequestResponseSchema,
  type rateRequestSearchQuerySchema,
} from '../contract/rateRequests.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './keys.ts';

const e = rateRequestEndpoints;
type SearchQuery = z.input<typeof rateRequestSearchQuerySchema>;

/** Layered keys: `['rateRequests', 'search', query]` and `['rateRequests', 'detail', id]`. */
export const rateRequestKeys = {
  all: ['rateRequests'] as const,
  search: (query: SearchQuery) => ['rateRequests', 'search', query] as const,
  detail: (id: string) => ['rateRequests', 'detail', id] as const,
} as const;

/** `queryOptions` factories of the rate request search (with counts) and one request. */
export const rateRequestQueries = {
  search: (client: ApiClient, query: SearchQuery = {}) =>
    queryOptions({
      queryKey: rateRequestKeys.search(query),
      queryFn: ({ signal }) => client.call(e.search, { query }, { signal }),
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: rateRequestKeys.detail(id),
      queryFn: ({ signal }) => client.call(e.byId, { params: { id } }, { signal }),
    }),
};

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: rateRequestKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.counts.rateRequests() }),
  ]);

/** Mutation options of the carrier's answers; success refreshes every request and the badge. */
export const rateRequestMutations = {
  respond: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.respond>,
      ApiError | Error,
      { id: string; body: z.input<typeof rateRequestResponseSchema> }
    >({
      mutationKey: ['rateRequests', 'respond'],
      mutationFn: ({ id, body }) => client.call(e.respond, { params: { id }, body }),
      onSuccess: () => refresh(queryClient),
    }),
  decline: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.decline>,
      ApiError | Error,
      { id: string; body: z.input<typeof rateRequestDeclineSchema> }
    >({
      mutationKey: ['rateRequests', 'decline'],
      mutationFn: ({ id, body }) => client.call(e.decline, { params: { id }, body }),
      onSuccess: () => refresh(queryClient),
    }),
};

/** Rate requests with their counts. */
export function useRateRequests(query: SearchQuery = {}) {
  return useQuery(rateRequestQueries.search(useApiClient(), query));
}

/** One rate request. */
export function useRateRequest(id: string) {
  return useQuery(rateRequestQueries.detail(useApiClient(), id));
}

/** Sends the carrier's rate. */
export function useRespondToRateRequest() {
  return useMutation(rateRequestMutations.respond(useApiClient(), useQueryClient()));
}

/** Declines a rate request. */
export function useDeclineRateRequest() {
  return useMutation(rateRequestMutations.decline(useApiClient(), useQueryClient()));
}
