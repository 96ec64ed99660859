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
import { rateEndpoints, type AdHocQuoteBody, type shipmentRatesQuerySchema } from '../contract/rates.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './keys.ts';

const e = rateEndpoints;
type RatesQuery = z.input<typeof shipmentRatesQuerySchema>;

/** Layered keys: `['rates', 'shipment', shipmentNumber, query]`. */
export const rateKeys = {
  all: ['rates'] as const,
  shipment: (shipmentNumber: string, query: RatesQuery) =>
    ['rates', 'shipment', shipmentNumber, query] as const,
  order: (orderNumber: string, query: RatesQuery) => ['rates', 'order', orderNumber, query] as const,
} as const;

/** `queryOptions` factory of the unified rates of a shipment. */
export const rateQueries = {
  shipment: (client: ApiClient, shipmentNumber: string, query: RatesQuery = {}) =>
    queryOptions({
      queryKey: rateKeys.shipment(shipmentNumber, query),
      queryFn: ({ signal }) => client.call(e.forShipment, { params: { shipmentNumber }, query }, { signal }),
    }),
  /** The unified rates of an order (ADR 057); each ask prices the lane anew and stores the API quote. */
  order: (client: ApiClient, orderNumber: string, query: RatesQuery = {}) =>
    queryOptions({
      queryKey: rateKeys.order(orderNumber, query),
      queryFn: ({ signal }) => client.call(e.forOrder, { params: { orderNumber }, query }, { signal }),
    }),
};

/**
 * Mutation options of booking a contract TL rate. Any answer refreshes the rates (a success books the
 * shipment and raises its maxBuy) and the shipments, whose status changed.
 */
export const rateMutations = {
  bookContractTl: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.bookContractTl>, ApiError | Error, { id: string }>({
      mutationKey: ['rates', 'bookContractTl'],
      mutationFn: ({ id }) => client.call(e.bookContractTl, { params: { id } }),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: rateKeys.all }),
          queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
        ]),
    }),
  /**
   * Booking an LTL quote (spec 1 §7 "book LTL"); like the contract booking, any answer refreshes the
   * rates and the shipments.
   */
  bookLtl: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.bookLtl>, ApiError | Error, { id: string }>({
      mutationKey: ['rates', 'bookLtl'],
      mutationFn: ({ id }) => client.call(e.bookLtl, { params: { id } }),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: rateKeys.all }),
          queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
        ]),
    }),
  /**
   * The unified rates for ad hoc stops and products: a POST a broker sends from the quote form (each
   * send prices anew and stores a new API quote), so a mutation rather than a cached query.
   */
  forAdHoc: (client: ApiClient) =>
    mutationOptions<EndpointOutput<typeof e.forAdHoc>, ApiError | Error, AdHocQuoteBody>({
      mutationKey: ['rates', 'forAdHoc'],
      mutationFn: (body) => client.call(e.forAdHoc, { body, query: {} }),
    }),
};

/** The unified rates of a shipment (only rates not in error), optionally of one rate type. */
export function useShipmentRates(shipmentNumber: string, query: RatesQuery = {}) {
  return useQuery(rateQueries.shipment(useApiClient(), shipmentNumber, query));
}

/** The unified rates of an order (only rates not in error) with the lane priced, optionally of one rate type. */
export function useOrderRates(orderNumber: string, query: RatesQuery = {}) {
  return useQuery(rateQueries.order(useApiClient(), orderNumber, query));
}

/** Books a shipment on a contract TL rate; the answer says `bookingSucceeded` and each error. */
export function useBookContractRate() {
  return useMutation(rateMutations.bookContractTl(useApiClient(), useQueryClient()));
}

/** Books a shipment on an LTL quote; the answer says `bookingSucceeded` and each error. */
export function useBookLtlQuote() {
  return useMutation(rateMutations.bookLtl(useApiClient(), useQueryClient()));
}

/** Prices an ad hoc lane: the unified rates (only rates not in error) and the lane's miles. */
export function useAdHocRates() {
  return useMutation(rateMutations.forAdHoc(useApiClient()));
}
