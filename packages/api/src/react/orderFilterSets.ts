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
import { orderFilterSetEndpoints, type NewOrderFilterSet } from '../contract/orderFilterSets.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = orderFilterSetEndpoints;
type Err = ApiError | Error;

/** Key of the caller's saved filter sets of the order list (under the orders area's `['orders']`). */
export const orderFilterSetKeys = { all: ['orders', 'filterSets'] as const };

/** `queryOptions` of the caller's saved filter sets of the order list. */
export const orderFilterSetQueries = {
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: orderFilterSetKeys.all,
      queryFn: ({ signal }) => client.call(e.list, {}, { signal }),
    }),
};

const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: orderFilterSetKeys.all });

/** Mutations of the order list's saved filter sets; each success refreshes the list of sets. */
export const orderFilterSetMutations = {
  create: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.create>, Err, NewOrderFilterSet>({
      mutationKey: ['orders', 'filterSets', 'create'],
      mutationFn: (body) => client.call(e.create, { body }),
      onSuccess: () => refresh(queryClient),
    }),
  rename: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.rename>, Err, { id: string; name: string }>({
      mutationKey: ['orders', 'filterSets', 'rename'],
      mutationFn: ({ id, name }) => client.call(e.rename, { params: { id }, body: { name } }),
      onSuccess: () => refresh(queryClient),
    }),
  remove: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.remove>, Err, { id: string }>({
      mutationKey: ['orders', 'filterSets', 'remove'],
      mutationFn: ({ id }) => client.call(e.remove, { params: { id } }),
      onSuccess: () => refresh(queryClient),
    }),
};

/** The caller's saved filter sets of the order list. */
export function useOrderFilterSets() {
  return useQuery(orderFilterSetQueries.list(useApiClient()));
}

/** Saves filters of the order list under a name. */
export function useCreateOrderFilterSet() {
  return useMutation(orderFilterSetMutations.create(useApiClient(), useQueryClient()));
}

/** Renames a saved filter set of the order list. */
export function useRenameOrderFilterSet() {
  return useMutation(orderFilterSetMutations.rename(useApiClient(), useQueryClient()));
}

/** Deletes a saved filter set of the order list. */
export function useDeleteOrderFilterSet() {
  return useMutation(orderFilterSetMutations.remove(useApiClient(), useQueryClient()));
}
