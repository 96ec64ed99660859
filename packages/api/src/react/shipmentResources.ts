import { listPageSize, rescindReleasesShipment } from '@freightkit/domain';
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import {
  shipmentResourceEndpoints,
  type BookedCarrier,
  type reportProblemBodySchema,
  type rescindBookingBodySchema,
  type stopPreloadBodySchema,
} from '../contract/shipmentResources.ts';
import { useApiClient } from './ApiProvider.tsx';
import type { QueryHookOptions } from './hooks.ts';
import { queryKeys } from './keys.ts';
import { invalidateShipment, shipmentKeys } from './shipments.ts';

const e = shipmentResourceEndpoints;

/** The sub-resources of one shipment read with a plain GET of `{id}/<path>`. */
const subResources = {
  trips: e.trips,
  requirements: e.requirements,
  laneMatches: e.laneMatches,
  latestActivity: e.latestActivity,
  reloads: e.reloads,
  billingConfiguration: e.billingConfiguration,
  trackingProblems: e.trackingProblems,
  orderRequirements: e.orderRequirements,
  contactDetails: e.contactDetails,
  lineItems: e.lineItems,
  tenders: e.tenders,
  offers: e.offers,
  ltlAccessorials: e.ltlAccessorials,
  chargeTypes: e.chargeTypes,
  rateConfirmation: e.rateConfirmation,
  carrierChargeDetails: e.carrierChargeDetails,
} as const;

/** Name of a shipment sub-resource read by {@link shipmentResourceQueries}.`sub`. */
export type ShipmentSubResource = keyof typeof subResources | 'bookedCarrier';

/**
 * Layered keys: one shipment's sub-resources sit under `['shipments', 'detail', id, sub]` (so
 * `invalidateShipment` refreshes them); trips under `['shipments', 'trip', tripId]`, the score card
 * under `['shipments', 'scoreCard', months]`, problem shipments under `['shipments', 'problems', …]`.
 */
export const shipmentResourceKeys = {
  sub: (id: string, sub: ShipmentSubResource) => [...shipmentKeys.detail(id), sub] as const,
  trips: () => ['shipments', 'trip'] as const,
  trip: (tripId: string) => ['shipments', 'trip', tripId] as const,
  scoreCard: (months: number) => ['shipments', 'scoreCard', months] as const,
  problems: () => ['shipments', 'problems'] as const,
  problemPage: (page: number, pageSize: number) => ['shipments', 'problems', { page, pageSize }] as const,
} as const;

/** Default window of the score card in months (the back end's default too). */
export const scoreCardMonths = 6;

/** `queryOptions` factories of trips, the score card, problem shipments and a shipment's sub-resources. */
export const shipmentResourceQueries = {
  /** One GET sub-resource of a shipment (requirements, line items, charges, tenders, …). */
  sub: <K extends keyof typeof subResources>(client: ApiClient, id: string, sub: K) =>
    queryOptions({
      queryKey: shipmentResourceKeys.sub(id, sub),
      queryFn: ({ signal }): Promise<EndpointOutput<(typeof subResources)[K]>> =>
        // Every sub-resource takes the same `{ id }` params; TypeScript cannot see that through the union.
        client.call(subResources[sub] as typeof e.trips, { params: { id } }, { signal }) as Promise<
          EndpointOutput<(typeof subResources)[K]>
        >,
    }),
  /**
   * The booked carrier, or `null` when the shipment is not booked: the back end answers 404 then and
   * the spec maps that to an empty result. Other failures still reject.
   */
  bookedCarrier: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: shipmentResourceKeys.sub(id, 'bookedCarrier'),
      queryFn: async ({ signal }): Promise<BookedCarrier | null> => {
        try {
          return await client.call(e.bookedCarrier, { params: { id } }, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  /** One trip with its shipments in order. */
  trip: (client: ApiClient, tripId: string) =>
    queryOptions({
      queryKey: shipmentResourceKeys.trip(tripId),
      queryFn: ({ signal }) => client.call(e.trip, { params: { tripId } }, { signal }),
    }),
  /** The carrier score card over `months` months ending this month. */
  scoreCard: (client: ApiClient, months: number = scoreCardMonths) =>
    queryOptions({
      queryKey: shipmentResourceKeys.scoreCard(months),
      queryFn: ({ signal }) => client.call(e.scoreCard, { query: { months } }, { signal }),
    }),
  /** A page of shipments with open problems (page size defaults to domain's 50). */
  problemShipments: (client: ApiClient, page = 1, pageSize: number = listPageSize) =>
    queryOptions({
      queryKey: shipmentResourceKeys.problemPage(page, pageSize),
      queryFn: ({ signal }) => client.call(e.problemShipments, { query: { page, pageSize } }, { signal }),
    }),
};

type Err = ApiError | Error;

/** Mutation options of problems, preload and rescind; each invalidates what its change touches. */
export const shipmentResourceMutations = {
  /** Reports a problem: refreshes the shipment (its tracking problems), the problem list and the Shipments badge. */
  reportProblem: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.reportProblem>,
      Err,
      { id: string; body: z.input<typeof reportProblemBodySchema> }
    >({
      mutationKey: ['shipments', 'problems', 'report'],
      mutationFn: ({ id, body }) => client.call(e.reportProblem, { params: { id }, body }),
      onSuccess: (_p, { id }) =>
        Promise.all([
          invalidateShipment(queryClient, id),
          queryClient.invalidateQueries({ queryKey: shipmentResourceKeys.problems() }),
          queryClient.invalidateQueries({ queryKey: queryKeys.counts.shipmentsNeedingUpdates() }),
        ]),
    }),
  /** Records a stop preload: refreshes the shipment. Show domain's 'Stop preload recorded' on success. */
  preloadStop: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.preloadStop>,
      Err,
      { id: string; stopId: string; body: z.input<typeof stopPreloadBodySchema> }
    >({
      mutationKey: ['shipments', 'stops', 'preload'],
      mutationFn: ({ id, stopId, body }) => client.call(e.preloadStop, { params: { id, stopId }, body }),
      onSuccess: (_s, { id }) => invalidateShipment(queryClient, id),
    }),
  /** Rescinds a booking: refreshes the shipment, lists, counts and trips. Show domain's 'rescinded' notice. */
  rescindBooking: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.rescindBooking>,
      Err,
      { id: string; body?: z.input<typeof rescindBookingBodySchema> }
    >({
      mutationKey: ['shipments', 'rescindBooking'],
      mutationFn: ({ id, body = {} }) => client.call(e.rescindBooking, { params: { id }, body }),
      onSuccess: (shipment, { id }) =>
        Promise.all([
          // A load given back to its broker can no longer be read: refetching the open detail page
          // would only answer 404 before the screen leaves it, so it is marked stale, not refetched.
          rescindReleasesShipment(shipment)
            ? Promise.all([
                queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(id), refetchType: 'none' }),
                queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
                queryClient.invalidateQueries({ queryKey: shipmentKeys.counts() }),
              ])
            : invalidateShipment(queryClient, id),
          queryClient.invalidateQueries({ queryKey: shipmentResourceKeys.trips() }),
          queryClient.invalidateQueries({ queryKey: shipmentResourceKeys.problems() }),
        ]),
    }),
};

const useSub = <K extends keyof typeof subResources>(id: string, sub: K, options: QueryHookOptions) =>
  useQuery({ ...shipmentResourceQueries.sub(useApiClient(), id, sub), ...options });

/** Trips a shipment belongs to. */
export const useShipmentTrips = (id: string, options: QueryHookOptions = {}) => useSub(id, 'trips', options);
/** Requirements of a shipment. */
export const useShipmentRequirements = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'requirements', options);
/** Other shipments of the company on the same lane. */
export const useShipmentLaneMatches = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'laneMatches', options);
/** The newest tracking activity (`null` when none). */
export const useShipmentLatestActivity = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'latestActivity', options);
/** Ready to Book loads picking up where this one delivers. */
export const useShipmentReloads = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'reloads', options);
/** How the shipment is billed. */
export const useShipmentBillingConfiguration = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'billingConfiguration', options);
/** Open tracking problems of a shipment. */
export const useShipmentTrackingProblems = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'trackingProblems', options);
/** Requirements from the shipment's orders. */
export const useShipmentOrderRequirements = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'orderRequirements', options);
/** Contacts of a shipment. */
export const useShipmentContactDetails = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'contactDetails', options);
/** Line items of a shipment. */
export const useShipmentLineItems = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'lineItems', options);
/** Tender offers of a shipment to the caller's company. */
export const useShipmentTenders = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'tenders', options);
/** The caller's offers on a shipment. */
export const useShipmentOffers = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'offers', options);
/** LTL accessorials of a shipment. */
export const useShipmentLtlAccessorials = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'ltlAccessorials', options);
/** Charge types that may be billed on a shipment. */
export const useShipmentChargeTypes = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'chargeTypes', options);
/** The rate confirmation of a booked shipment (404 before booking). */
export const useRateConfirmation = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'rateConfirmation', options);
/** The carrier's charges on a shipment. */
export const useCarrierChargeDetails = (id: string, options: QueryHookOptions = {}) =>
  useSub(id, 'carrierChargeDetails', options);

/** The booked carrier, `null` when the shipment is not booked. */
export function useBookedCarrier(id: string, options: QueryHookOptions = {}) {
  return useQuery({ ...shipmentResourceQueries.bookedCarrier(useApiClient(), id), ...options });
}

/** One trip with its shipments in order, drivers and equipment. */
export function useTrip(tripId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...shipmentResourceQueries.trip(useApiClient(), tripId), ...options });
}

/** The carrier score card (dashboard; CarrierPortal users only, others get 403). */
export function useCarrierScoreCard(months: number = scoreCardMonths, options: QueryHookOptions = {}) {
  return useQuery({ ...shipmentResourceQueries.scoreCard(useApiClient(), months), ...options });
}

/** A page of shipments with open problems. */
export function useProblemShipments(
  page = 1,
  pageSize: number = listPageSize,
  options: QueryHookOptions = {},
) {
  return useQuery({
    ...shipmentResourceQueries.problemShipments(useApiClient(), page, pageSize),
    ...options,
  });
}

/** Reports a problem on a shipment. */
export function useReportProblem() {
  return useMutation(shipmentResourceMutations.reportProblem(useApiClient(), useQueryClient()));
}

/** Records a stop preload. */
export function usePreloadStop() {
  return useMutation(shipmentResourceMutations.preloadStop(useApiClient(), useQueryClient()));
}

/** Rescinds a booking. */
export function useRescindBooking() {
  return useMutation(shipmentResourceMutations.rescindBooking(useApiClient(), useQueryClient()));
}
