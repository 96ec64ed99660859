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
  equipmentEndpoints,
  type EquipmentInputBody,
  type EquipmentListQuery,
} from '../contract/equipment.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = equipmentEndpoints;

/**
 * Layered keys of the carrier's equipment: `['equipment', 'counts']`, `['equipment', 'list', query]`
 * and `['equipment', 'detail', id]` under `['equipment']`.
 */
export const equipmentKeys = {
  all: ['equipment'] as const,
  counts: () => ['equipment', 'counts'] as const,
  list: (query: EquipmentListQuery) => ['equipment', 'list', query] as const,
  detail: (id: string) => ['equipment', 'detail', id] as const,
} as const;

/** `queryOptions` factories of the equipment counts, a page of units and one unit. */
export const equipmentQueries = {
  /** Units per kind and status (the overview). */
  counts: (client: ApiClient) =>
    queryOptions({
      queryKey: equipmentKeys.counts(),
      queryFn: ({ signal }) => client.call(e.counts, {}, { signal }),
    }),
  /** A page of trailers or power units. */
  list: (client: ApiClient, query: EquipmentListQuery) =>
    queryOptions({
      queryKey: equipmentKeys.list(query),
      queryFn: ({ signal }) => client.call(e.list, { query }, { signal }),
    }),
  /** One unit by id. */
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: equipmentKeys.detail(id),
      queryFn: ({ signal }) => client.call(e.byId, { params: { id } }, { signal }),
    }),
};

type Out<E extends keyof typeof e> = EndpointOutput<(typeof e)[E]>;

/**
 * Mutation options of adding, changing and retiring a unit. Success refreshes the whole area (counts,
 * lists, the unit); a refusal refreshes nothing, so the form keeps what was typed.
 */
export const equipmentMutations = {
  create: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Out<'create'>, ApiError | Error, EquipmentInputBody>({
      mutationKey: ['equipment', 'create'],
      mutationFn: (body) => client.call(e.create, { body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentKeys.all }),
    }),
  update: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Out<'update'>, ApiError | Error, { id: string; body: EquipmentInputBody }>({
      mutationKey: ['equipment', 'update'],
      mutationFn: ({ id, body }) => client.call(e.update, { params: { id }, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentKeys.all }),
    }),
  retire: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Out<'retire'>, ApiError | Error, { id: string }>({
      mutationKey: ['equipment', 'retire'],
      mutationFn: ({ id }) => client.call(e.retire, { params: { id } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentKeys.all }),
    }),
};

/** Units per kind and status. */
export function useEquipmentCounts() {
  return useQuery(equipmentQueries.counts(useApiClient()));
}

/** A page of trailers or power units. */
export function useEquipmentList(query: EquipmentListQuery) {
  return useQuery(equipmentQueries.list(useApiClient(), query));
}

/** Adds a unit. */
export function useCreateUnit() {
  return useMutation(equipmentMutations.create(useApiClient(), useQueryClient()));
}

/** Changes a unit. */
export function useUpdateUnit() {
  return useMutation(equipmentMutations.update(useApiClient(), useQueryClient()));
}

/** Retires a unit. */
export function useRetireUnit() {
  return useMutation(equipmentMutations.retire(useApiClient(), useQueryClient()));
}
