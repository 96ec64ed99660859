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
  locationEndpoints,
  type DockScheduleInputBody,
  type LocationInputBody,
  type LocationSearchQuery,
} from '../contract/locations.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = locationEndpoints;

/**
 * Layered keys of the locations area: `['locations', 'list' | 'edi', query]` and `['locations', 'detail', number]`
 * under `['locations']`. The order form's lookup keeps its own key under `['orders']`.
 */
export const locationKeys = {
  all: ['locations'] as const,
  list: (query: LocationSearchQuery) => ['locations', 'list', query] as const,
  edi: (query: LocationSearchQuery) => ['locations', 'edi', query] as const,
  detail: (locationNumber: string) => ['locations', 'detail', locationNumber] as const,
} as const;

/** `queryOptions` factories of a page of locations and one location. */
export const locationQueries = {
  /** A page of the company's locations with their dock schedules. */
  list: (client: ApiClient, query: LocationSearchQuery) =>
    queryOptions({
      queryKey: locationKeys.list(query),
      queryFn: ({ signal }) => client.call(e.list, { query }, { signal }),
    }),
  /** A page of the company's locations that carry EDI codes (spec 2 §7 "EDI locations"). */
  edi: (client: ApiClient, query: LocationSearchQuery) =>
    queryOptions({
      queryKey: locationKeys.edi(query),
      queryFn: ({ signal }) => client.call(e.edi, { query }, { signal }),
    }),
  /** One location by number. */
  detail: (client: ApiClient, locationNumber: string) =>
    queryOptions({
      queryKey: locationKeys.detail(locationNumber),
      queryFn: ({ signal }) => client.call(e.byNumber, { params: { locationNumber } }, { signal }),
    }),
};

type Out<E extends keyof typeof e> = EndpointOutput<(typeof e)[E]>;

/**
 * Mutation options of creating and changing a location and its dock schedules. Success refreshes the
 * area and the order form's lookup (a new location is a stop to pick); a refusal refreshes nothing, so
 * the form keeps what was typed.
 */
export const locationMutations = {
  create: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Out<'create'>, ApiError | Error, LocationInputBody>({
      mutationKey: ['locations', 'create'],
      mutationFn: (body) => client.call(e.create, { body }),
      onSuccess: () => refresh(queryClient),
    }),
  update: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Out<'update'>, ApiError | Error, { locationNumber: string; body: LocationInputBody }>({
      mutationKey: ['locations', 'update'],
      mutationFn: ({ locationNumber, body }) => client.call(e.update, { params: { locationNumber }, body }),
      onSuccess: () => refresh(queryClient),
    }),
  saveDockSchedule: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      Out<'createDockSchedule'>,
      ApiError | Error,
      { locationNumber: string; scheduleId?: string | undefined; body: DockScheduleInputBody }
    >({
      mutationKey: ['locations', 'dockSchedule'],
      mutationFn: ({ locationNumber, scheduleId, body }) =>
        scheduleId === undefined
          ? client.call(e.createDockSchedule, { params: { locationNumber }, body })
          : client.call(e.updateDockSchedule, { params: { locationNumber, scheduleId }, body }),
      onSuccess: () => refresh(queryClient),
    }),
  remove: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Out<'remove'>, ApiError | Error, { locationNumber: string }>({
      mutationKey: ['locations', 'remove'],
      mutationFn: ({ locationNumber }) => client.call(e.remove, { params: { locationNumber } }),
      // The deleted location's own page must not refetch it (a 404): drop it, then refresh the lists.
      onSuccess: ({ locationNumber }) => {
        queryClient.removeQueries({ queryKey: locationKeys.detail(locationNumber) });
        return refresh(queryClient);
      },
    }),
  removeDockSchedule: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      Out<'removeDockSchedule'>,
      ApiError | Error,
      { locationNumber: string; scheduleId: string }
    >({
      mutationKey: ['locations', 'dockSchedule'],
      mutationFn: ({ locationNumber, scheduleId }) =>
        client.call(e.removeDockSchedule, { params: { locationNumber, scheduleId } }),
      onSuccess: () => refresh(queryClient),
    }),
};

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: locationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['orders', 'locations'] }),
  ]);

/** A page of the company's locations. */
export function useLocationList(query: LocationSearchQuery) {
  return useQuery(locationQueries.list(useApiClient(), query));
}

/** A page of the company's locations that carry EDI codes; `enabled: false` reads nothing. */
export function useEdiLocations(query: LocationSearchQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...locationQueries.edi(useApiClient(), query), enabled });
}

/** One location by number; `enabled: false` reads nothing (no location picked yet). */
export function useLocation(locationNumber: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...locationQueries.detail(useApiClient(), locationNumber), enabled });
}

/** Creates a location. */
export function useCreateLocation() {
  return useMutation(locationMutations.create(useApiClient(), useQueryClient()));
}

/** Changes a location. */
export function useUpdateLocation() {
  return useMutation(locationMutations.update(useApiClient(), useQueryClient()));
}

/** Creates (no `scheduleId`) or changes a dock schedule. */
export function useSaveDockSchedule() {
  return useMutation(locationMutations.saveDockSchedule(useApiClient(), useQueryClient()));
}

/** Deletes a location (refused while orders not yet delivered stop there). */
export function useDeleteLocation() {
  return useMutation(locationMutations.remove(useApiClient(), useQueryClient()));
}

/** Deletes one of a location's dock schedules. */
export function useDeleteDockSchedule() {
  return useMutation(locationMutations.removeDockSchedule(useApiClient(), useQueryClient()));
}
