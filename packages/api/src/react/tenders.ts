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
import { tenderEndpoints, type TenderAnswer, type TenderListQuery } from '../contract/tenders.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './keys.ts';
import { shipmentKeys } from './shipments.ts';

const e = tenderEndpoints;

/**
 * Layered keys of the tender queries: `['tenders', 'list', query]` for pages (prefix
 * `['tenders', 'list']` refreshes every page) and `['tenders', 'detail', idOrNumber, sub?]`.
 */
export const tenderKeys = {
  all: ['tenders'] as const,
  lists: () => ['tenders', 'list'] as const,
  list: (query: TenderListQuery) => ['tenders', 'list', query] as const,
  detail: (idOrNumber: string) => ['tenders', 'detail', idOrNumber] as const,
  charges: (idOrNumber: string) => ['tenders', 'detail', idOrNumber, 'charges'] as const,
  customerScore: (idOrNumber: string) => ['tenders', 'detail', idOrNumber, 'customerScore'] as const,
} as const;

/** `queryOptions` factories of the tender list, one tender and its additional charges. */
export const tenderQueries = {
  /** A page of tenders; the back end defaults to status Sent and domain's page size. */
  list: (client: ApiClient, query: TenderListQuery = {}) =>
    queryOptions({
      queryKey: tenderKeys.list(query),
      queryFn: ({ signal }) => client.call(e.list, { query }, { signal }),
    }),
  /** One tender by id or shipment number. */
  detail: (client: ApiClient, idOrNumber: string) =>
    queryOptions({
      queryKey: tenderKeys.detail(idOrNumber),
      queryFn: ({ signal }) => client.call(e.byId, { params: { id: idOrNumber } }, { signal }),
    }),
  /** The charges offered on top of the line haul. */
  additionalCharges: (client: ApiClient, idOrNumber: string) =>
    queryOptions({
      queryKey: tenderKeys.charges(idOrNumber),
      queryFn: ({ signal }) => client.call(e.additionalCharges, { params: { id: idOrNumber } }, { signal }),
    }),
  /** The carrier's score on the tender's customer (ADR 053). */
  customerScore: (client: ApiClient, idOrNumber: string) =>
    queryOptions({
      queryKey: tenderKeys.customerScore(idOrNumber),
      queryFn: ({ signal }) => client.call(e.customerScore, { params: { id: idOrNumber } }, { signal }),
    }),
};

/**
 * Mutation options of the carrier's answer. Success refreshes every tender, the Tenders badge and,
 * since accepting books the load, the shipment lists and counts. A refusal refreshes nothing by
 * itself: the screen keeps the dialog (and what was typed) in place and refreshes once the user
 * has read why (see {@link tenderKeys}).
 */
export const tenderMutations = {
  answer: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.answer>, ApiError | Error, { id: string; body: TenderAnswer }>({
      mutationKey: ['tenders', 'answer'],
      mutationFn: ({ id, body }) => client.call(e.answer, { params: { id }, body }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
          queryClient.invalidateQueries({ queryKey: queryKeys.counts.tenders() }),
          queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: shipmentKeys.counts() }),
        ]),
    }),
};

/** A page of tenders. */
export function useTenderList(query: TenderListQuery = {}) {
  return useQuery(tenderQueries.list(useApiClient(), query));
}

/** One tender by id or shipment number. */
export function useTender(idOrNumber: string) {
  return useQuery(tenderQueries.detail(useApiClient(), idOrNumber));
}

/** The additional charges of a tender. */
export function useTenderCharges(idOrNumber: string) {
  return useQuery(tenderQueries.additionalCharges(useApiClient(), idOrNumber));
}

/** Accepts or rejects a tender. */
export function useAnswerTender() {
  return useMutation(tenderMutations.answer(useApiClient(), useQueryClient()));
}

/** The carrier's score on a tender's customer: loads hauled, acceptance, on-time pickup and delivery. */
export function useTenderCustomerScore(idOrNumber: string) {
  return useQuery(tenderQueries.customerScore(useApiClient(), idOrNumber));
}
