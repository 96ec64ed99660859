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
  laneEndpoints,
  truckEndpoints,
  type LaneInputBody,
  type TruckInputBody,
} from '../contract/postings.ts';
import { useApiClient } from './ApiProvider.tsx';

const trucks = truckEndpoints;
const lanes = laneEndpoints;

/** Keys of Available Trucks and saved lanes: `['trucks', 'list']`, `['lanes', 'list']`. */
export const postingKeys = {
  trucks: ['trucks'] as const,
  truckList: () => ['trucks', 'list'] as const,
  lanes: ['lanes'] as const,
  laneList: () => ['lanes', 'list'] as const,
} as const;

/** `queryOptions` factories of the posted trucks and the saved lanes (each with its match counts). */
export const postingQueries = {
  trucks: (client: ApiClient) =>
    queryOptions({
      queryKey: postingKeys.truckList(),
      queryFn: ({ signal }) => client.call(trucks.list, {}, { signal }),
    }),
  lanes: (client: ApiClient) =>
    queryOptions({
      queryKey: postingKeys.laneList(),
      queryFn: ({ signal }) => client.call(lanes.list, {}, { signal }),
    }),
};

/**
 * Mutation options of posting, changing and removing trucks and lanes. Success refreshes the list
 * (its match counts come from the server); a refusal refreshes nothing, so the form keeps what was typed.
 */
export const postingMutations = {
  createTruck: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof trucks.create>, ApiError | Error, TruckInputBody>({
      mutationKey: ['trucks', 'create'],
      mutationFn: (body) => api.call(trucks.create, { body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.trucks }),
    }),
  updateTruck: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof trucks.update>,
      ApiError | Error,
      { id: string; body: TruckInputBody }
    >({
      mutationKey: ['trucks', 'update'],
      mutationFn: ({ id, body }) => api.call(trucks.update, { params: { id }, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.trucks }),
    }),
  removeTruck: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof trucks.remove>, ApiError | Error, string>({
      mutationKey: ['trucks', 'remove'],
      mutationFn: (id) => api.call(trucks.remove, { params: { id } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.trucks }),
    }),
  createLane: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof lanes.create>, ApiError | Error, LaneInputBody>({
      mutationKey: ['lanes', 'create'],
      mutationFn: (body) => api.call(lanes.create, { body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.lanes }),
    }),
  updateLane: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof lanes.update>,
      ApiError | Error,
      { id: string; body: LaneInputBody }
    >({
      mutationKey: ['lanes', 'update'],
      mutationFn: ({ id, body }) => api.call(lanes.update, { params: { id }, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.lanes }),
    }),
  removeLane: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof lanes.remove>, ApiError | Error, string>({
      mutationKey: ['lanes', 'remove'],
      mutationFn: (id) => api.call(lanes.remove, { params: { id } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.lanes }),
    }),
};

/** The company's posted trucks with their match counts. */
export function usePostedTrucks() {
  return useQuery(postingQueries.trucks(useApiClient()));
}

/** The company's saved lanes with their match counts. */
export function useSavedLanes() {
  return useQuery(postingQueries.lanes(useApiClient()));
}

/** Posts a truck. */
export function useCreateTruck() {
  return useMutation(postingMutations.createTruck(useApiClient(), useQueryClient()));
}

/** Changes a posted truck. */
export function useUpdateTruck() {
  return useMutation(postingMutations.updateTruck(useApiClient(), useQueryClient()));
}

/** Removes a posted truck. */
export function useRemoveTruck() {
  return useMutation(postingMutations.removeTruck(useApiClient(), useQueryClient()));
}

/** Saves a lane. */
export function useCreateLane() {
  return useMutation(postingMutations.createLane(useApiClient(), useQueryClient()));
}

/** Changes a saved lane. */
export function useUpdateLane() {
  return useMutation(postingMutations.updateLane(useApiClient(), useQueryClient()));
}

/** Deletes a saved lane. */
export function useRemoveLane() {
  return useMutation(postingMutations.removeLane(useApiClient(), useQueryClient()));
}
