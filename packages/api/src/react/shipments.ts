import { driverPageSize, type ShipmentStatus } from '@freightkit/domain';
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
  shipmentEndpoints,
  type ShipmentListFilters,
  type ShipmentListView,
  type newShipmentFilterSetSchema,
  type shipmentEquipmentSchema,
  type stopArrivalDepartureBodySchema,
  type stopAppointmentBodySchema,
} from '../contract/shipments.ts';
import { useApiClient } from './ApiProvider.tsx';
import type { QueryHookOptions } from './hooks.ts';

const e = shipmentEndpoints;

/**
 * Layered keys of the shipment list and detail queries: `['shipments', 'list', view, filters]` for
 * pages (prefix `['shipments', 'list']` refreshes every list), `['shipments', 'counts', kind, view,
 * filters]`, `['shipments', 'filterSets', view]`, and `['shipments', 'detail', id, sub]` for one
 * shipment's sub-resources (prefix `['shipments', 'detail', id]` refreshes the whole shipment).
 */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => ['shipments', 'list'] as const,
  list: (view: ShipmentListView, filters: ShipmentListFilters & { page?: number; pageSize?: number }) =>
    ['shipments', 'list', view, filters] as const,
  counts: () => ['shipments', 'counts'] as const,
  count: (kind: 'total' | 'status' | 'onTime', view: ShipmentListView, filters: ShipmentListFilters) =>
    ['shipments', 'counts', kind, view, filters] as const,
  filterSets: (view: ShipmentListView) => ['shipments', 'filterSets', view] as const,
  detail: (id: string) => ['shipments', 'detail', id] as const,
  sub: (id: string, sub: 'stops' | 'drivers' | 'equipment' | 'trackingActivities') =>
    ['shipments', 'detail', id, sub] as const,
  drivers: (companyId: string, q: string, page: number, pageSize: number) =>
    ['drivers', 'search', { companyId, q, page, pageSize }] as const,
} as const;

/** `queryOptions` factories of the shipment lists and one shipment's sub-resources. */
export const shipmentListQueries = {
  /** A page of the booking or tracking list (page size defaults to domain's 50 on the back end). */
  list: (
    client: ApiClient,
    view: ShipmentListView,
    filters: ShipmentListFilters & { page?: number; pageSize?: number } = {},
  ) =>
    queryOptions({
      queryKey: shipmentKeys.list(view, filters),
      queryFn: ({ signal }) => client.call(e.list, { query: { ...filters, view } }, { signal }),
    }),
  totalCount: (client: ApiClient, view: ShipmentListView, filters: ShipmentListFilters = {}) =>
    queryOptions({
      queryKey: shipmentKeys.count('total', view, filters),
      queryFn: ({ signal }) => client.call(e.totalCount, { query: { ...filters, view } }, { signal }),
    }),
  statusCounts: (client: ApiClient, view: ShipmentListView, filters: ShipmentListFilters = {}) =>
    queryOptions({
      queryKey: shipmentKeys.count('status', view, filters),
      queryFn: ({ signal }) => client.call(e.statusCounts, { query: { ...filters, view } }, { signal }),
    }),
  onTimeCounts: (client: ApiClient, view: ShipmentListView, filters: ShipmentListFilters = {}) =>
    queryOptions({
      queryKey: shipmentKeys.count('onTime', view, filters),
      queryFn: ({ signal }) => client.call(e.onTimeCounts, { query: { ...filters, view } }, { signal }),
    }),
  filterSets: (client: ApiClient, view: ShipmentListView) =>
    queryOptions({
      queryKey: shipmentKeys.filterSets(view),
      queryFn: ({ signal }) => client.call(e.filterSets, { query: { view } }, { signal }),
    }),
  stops: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: shipmentKeys.sub(id, 'stops'),
      queryFn: ({ signal }) => client.call(e.stops, { params: { id } }, { signal }),
    }),
  drivers: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: shipmentKeys.sub(id, 'drivers'),
      queryFn: ({ signal }) => client.call(e.drivers, { params: { id } }, { signal }),
    }),
  equipment: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: shipmentKeys.sub(id, 'equipment'),
      queryFn: ({ signal }) => client.call(e.equipment, { params: { id } }, { signal }),
    }),
  trackingActivities: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: shipmentKeys.sub(id, 'trackingActivities'),
      queryFn: ({ signal }) => client.call(e.trackingActivities, { params: { id } }, { signal }),
    }),
  /** Driver search of a company (page size default 100 from domain), disabled without a company. */
  searchDrivers: (
    client: ApiClient,
    companyId: string,
    q = '',
    page = 1,
    pageSize: number = driverPageSize,
  ) =>
    queryOptions({
      queryKey: shipmentKeys.drivers(companyId, q.trim(), page, pageSize),
      queryFn: ({ signal }) =>
        client.call(e.searchDrivers, { query: { companyId, q: q.trim(), page, pageSize } }, { signal }),
      enabled: companyId !== '',
    }),
};

/** Refreshes one shipment (its detail and every sub-resource) and every list and count. */
export async function invalidateShipment(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.counts() }),
  ]);
}

type Err = ApiError | Error;

/** Mutation options of the shipment changes; each invalidates the prefixes its change touches. */
export const shipmentMutations = {
  createFilterSet: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.createFilterSet>,
      Err,
      z.input<typeof newShipmentFilterSetSchema>
    >({
      mutationKey: ['shipments', 'filterSets', 'create'],
      mutationFn: (body) => client.call(e.createFilterSet, { body }),
      onSuccess: (set) => queryClient.invalidateQueries({ queryKey: shipmentKeys.filterSets(set.view) }),
    }),
  renameFilterSet: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.renameFilterSet>, Err, { id: string; name: string }>({
      mutationKey: ['shipments', 'filterSets', 'rename'],
      mutationFn: ({ id, name }) => client.call(e.renameFilterSet, { params: { id }, body: { name } }),
      onSuccess: (set) => queryClient.invalidateQueries({ queryKey: shipmentKeys.filterSets(set.view) }),
    }),
  deleteFilterSet: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.deleteFilterSet>, Err, { id: string; view: ShipmentListView }>({
      mutationKey: ['shipments', 'filterSets', 'delete'],
      mutationFn: ({ id }) => client.call(e.deleteFilterSet, { params: { id } }),
      onSuccess: (_r, { view }) => queryClient.invalidateQueries({ queryKey: shipmentKeys.filterSets(view) }),
    }),
  updateStopAppointment: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.updateStopAppointment>,
      Err,
      { id: string; stopId: string; body: z.input<typeof stopAppointmentBodySchema> }
    >({
      mutationKey: ['shipments', 'stops', 'appointment'],
      mutationFn: ({ id, stopId, body }) =>
        client.call(e.updateStopAppointment, { params: { id, stopId }, body }),
      onSuccess: (_s, { id }) => invalidateShipment(queryClient, id),
    }),
  updateStopArrivalDeparture: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.updateStopArrivalDeparture>,
      Err,
      { id: string; stopId: string; body: z.input<typeof stopArrivalDepartureBodySchema> }
    >({
      mutationKey: ['shipments', 'stops', 'arrivalDeparture'],
      mutationFn: ({ id, stopId, body }) =>
        client.call(e.updateStopArrivalDeparture, { params: { id, stopId }, body }),
      onSuccess: (_s, { id }) => invalidateShipment(queryClient, id),
    }),
  assignDriver: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.assignDriver>, Err, { id: string; driverId: string }>({
      mutationKey: ['shipments', 'drivers', 'assign'],
      mutationFn: ({ id, driverId }) => client.call(e.assignDriver, { params: { id }, body: { driverId } }),
      onSuccess: (_d, { id }) => invalidateShipment(queryClient, id),
    }),
  removeDriver: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.removeDriver>, Err, { id: string; driverId: string }>({
      mutationKey: ['shipments', 'drivers', 'remove'],
      mutationFn: ({ id, driverId }) => client.call(e.removeDriver, { params: { id, driverId } }),
      onSuccess: (_d, { id }) => invalidateShipment(queryClient, id),
    }),
  saveEquipment: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.saveEquipment>,
      Err,
      { id: string; body: z.input<typeof shipmentEquipmentSchema> }
    >({
      mutationKey: ['shipments', 'equipment', 'save'],
      mutationFn: ({ id, body }) => client.call(e.saveEquipment, { params: { id }, body }),
      onSuccess: (_q, { id }) =>
        queryClient.invalidateQueries({ queryKey: shipmentKeys.sub(id, 'equipment') }),
    }),
  updateProNumber: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.updateProNumber>, Err, { id: string; value: string }>({
      mutationKey: ['shipments', 'proNumber'],
      mutationFn: ({ id, value }) => client.call(e.updateProNumber, { params: { id }, body: { value } }),
      onSuccess: (_r, { id }) => invalidateShipment(queryClient, id),
    }),
  quickClosure: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.quickClosure>, Err, { id: string }>({
      mutationKey: ['shipments', 'quickClosure'],
      mutationFn: ({ id }) => client.call(e.quickClosure, { params: { id } }),
      onSuccess: (_s, { id }) => invalidateShipment(queryClient, id),
    }),
  updateStatus: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.updateStatus>, Err, { id: string; status: ShipmentStatus }>({
      mutationKey: ['shipments', 'status'],
      mutationFn: ({ id, status }) => client.call(e.updateStatus, { params: { id }, body: { status } }),
      onSuccess: (_s, { id }) => invalidateShipment(queryClient, id),
    }),
};

/** A page of a shipment list. */
export function useShipmentList(
  view: ShipmentListView,
  filters: ShipmentListFilters & { page?: number; pageSize?: number } = {},
) {
  return useQuery(shipmentListQueries.list(useApiClient(), view, filters));
}

/** Status counts of a view. */
export function useShipmentStatusCounts(view: ShipmentListView, filters: ShipmentListFilters = {}) {
  return useQuery(shipmentListQueries.statusCounts(useApiClient(), view, filters));
}

/** The caller's saved filter sets of a view. */
export function useShipmentFilterSets(view: ShipmentListView) {
  return useQuery(shipmentListQueries.filterSets(useApiClient(), view));
}

/** Stops of a shipment. */
export function useShipmentStops(id: string, options: QueryHookOptions = {}) {
  return useQuery({ ...shipmentListQueries.stops(useApiClient(), id), ...options });
}

/** Drivers of a shipment. */
export function useShipmentDrivers(id: string, options: QueryHookOptions = {}) {
  return useQuery({ ...shipmentListQueries.drivers(useApiClient(), id), ...options });
}

/** Saves a filter set. */
export function useCreateShipmentFilterSet() {
  return useMutation(shipmentMutations.createFilterSet(useApiClient(), useQueryClient()));
}

/** Sets or clears a stop appointment. */
export function useUpdateStopAppointment() {
  return useMutation(shipmentMutations.updateStopAppointment(useApiClient(), useQueryClient()));
}

/** Assigns a driver. */
export function useAssignDriver() {
  return useMutation(shipmentMutations.assignDriver(useApiClient(), useQueryClient()));
}

/** Removes a driver. */
export function useRemoveDriver() {
  return useMutation(shipmentMutations.removeDriver(useApiClient(), useQueryClient()));
}

/** Total count of a filtered view (page headers, "n shipments"). */
export function useShipmentTotalCount(view: ShipmentListView, filters: ShipmentListFilters = {}) {
  return useQuery(shipmentListQueries.totalCount(useApiClient(), view, filters));
}

/** On-time and late counts of a filtered view. */
export function useShipmentOnTimeCounts(view: ShipmentListView, filters: ShipmentListFilters = {}) {
  return useQuery(shipmentListQueries.onTimeCounts(useApiClient(), view, filters));
}

/** Renames a saved filter set; refreshes the view's sets. */
export function useRenameShipmentFilterSet() {
  return useMutation(shipmentMutations.renameFilterSet(useApiClient(), useQueryClient()));
}

/** Deletes a saved filter set; pass its view so the view's sets refresh. */
export function useDeleteShipmentFilterSet() {
  return useMutation(shipmentMutations.deleteFilterSet(useApiClient(), useQueryClient()));
}

/** A shipment's equipment (all fields null when none was saved). */
export function useShipmentEquipment(id: string) {
  return useQuery(shipmentListQueries.equipment(useApiClient(), id));
}

/** Saves a shipment's equipment; refreshes the equipment query. */
export function useSaveShipmentEquipment() {
  return useMutation(shipmentMutations.saveEquipment(useApiClient(), useQueryClient()));
}

/** Tracking history of a shipment, newest first. */
export function useShipmentTrackingActivities(id: string) {
  return useQuery(shipmentListQueries.trackingActivities(useApiClient(), id));
}

/**
 * Driver search of a company (page size default 100); idle while `companyId` is empty. Pass the
 * debounced text.
 */
export function useDriverSearch(companyId: string, q = '', page = 1, pageSize: number = driverPageSize) {
  return useQuery(shipmentListQueries.searchDrivers(useApiClient(), companyId, q, page, pageSize));
}

/** Sets or clears a stop's arrival and departure; refreshes the shipment, lists and counts. */
export function useUpdateStopArrivalDeparture() {
  return useMutation(shipmentMutations.updateStopArrivalDeparture(useApiClient(), useQueryClient()));
}

/** Sets the shipping pro number (empty text clears it); refreshes the shipment and lists. */
export function useUpdateProNumber() {
  return useMutation(shipmentMutations.updateProNumber(useApiClient(), useQueryClient()));
}

/** Closes a shipment in one step (Delivered, open stops reached now); 400 when not allowed. */
export function useQuickClosure() {
  return useMutation(shipmentMutations.quickClosure(useApiClient(), useQueryClient()));
}

/** Changes a shipment's status along domain's transitions; 400 on an impossible jump. */
export function useUpdateShipmentStatus() {
  return useMutation(shipmentMutations.updateStatus(useApiClient(), useQueryClient()));
}
