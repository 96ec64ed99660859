import { casesPageSize, shipmentCasesPageSize, type CaseDisplayGroup } from '@freightkit/domain';
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
import { caseEndpoints, type CaseRecord, type RaiseCaseBody } from '../contract/cases.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './keys.ts';

const e = caseEndpoints;

/** What a cases list page asks for: a display group (all when absent) and a 1-based page. */
export interface CaseListInput {
  readonly group?: CaseDisplayGroup | undefined;
  readonly page?: number;
  readonly pageSize?: number;
}

/**
 * Layered keys of the case queries: `['cases', 'list', input]` for list pages, `['cases', 'detail',
 * caseNumber]` for one case and `['cases', 'shipment', shipmentId, page]` for a shipment's cases;
 * `['cases']` refreshes all of them. The count stats stay under `['counts', 'cases']` with the badges.
 */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => ['cases', 'list'] as const,
  list: (input: Required<Pick<CaseListInput, 'page' | 'pageSize'>> & Pick<CaseListInput, 'group'>) =>
    ['cases', 'list', input] as const,
  detail: (caseNumber: string) => ['cases', 'detail', caseNumber] as const,
  ofShipment: (shipmentId: string, page: number, pageSize: number) =>
    ['cases', 'shipment', shipmentId, { page, pageSize }] as const,
} as const;

/** `queryOptions` factories of the case calls (spec 2 §7 Cases). */
export const caseQueries = {
  /** A page of the caller's cases, optionally one display group (page size 50, spec 2 §9). */
  list: (client: ApiClient, input: CaseListInput = {}) => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? casesPageSize;
    return queryOptions({
      queryKey: caseKeys.list({ group: input.group, page, pageSize }),
      queryFn: ({ signal }) =>
        client.call(
          e.list,
          { query: { page, pageSize, ...(input.group ? { group: input.group } : {}) } },
          { signal },
        ),
    });
  },
  /** One case by its case number (the preview route's parameter). */
  byNumber: (client: ApiClient, caseNumber: string) =>
    queryOptions({
      queryKey: caseKeys.detail(caseNumber),
      queryFn: ({ signal }) => client.call(e.byNumber, { params: { caseNumber } }, { signal }),
      enabled: caseNumber !== '',
    }),
  /** The cases of one shipment (page size up to 1000, spec 2 §9). */
  ofShipment: (client: ApiClient, shipmentId: string, page = 1, pageSize: number = shipmentCasesPageSize) =>
    queryOptions({
      queryKey: caseKeys.ofShipment(shipmentId, page, pageSize),
      queryFn: ({ signal }) =>
        client.call(e.ofShipment, { params: { id: shipmentId }, query: { page, pageSize } }, { signal }),
      enabled: shipmentId !== '',
    }),
};

/** Refreshes every case list, case and shipment's cases (e.g. after a case is created). */
export function invalidateCases(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: caseKeys.all });
}

/**
 * Mutation options of raising a case. Success refreshes every case list, case and shipment's cases
 * and the Accessorial Requests badge (the new case is New). A refusal refreshes nothing: the form
 * stays with what was typed.
 */
export const caseMutations = {
  create: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<CaseRecord, ApiError | Error, RaiseCaseBody>({
      mutationKey: ['cases', 'create'],
      mutationFn: (body) => client.call(e.create, { body }),
      onSuccess: () =>
        Promise.all([
          invalidateCases(queryClient),
          queryClient.invalidateQueries({ queryKey: queryKeys.counts.cases() }),
        ]),
    }),
};

/** Raises an accessorial request (see {@link caseMutations}). */
export function useRaiseCase() {
  return useMutation(caseMutations.create(useApiClient(), useQueryClient()));
}

/** A page of the caller's cases. */
export function useCaseList(input: CaseListInput = {}) {
  return useQuery(caseQueries.list(useApiClient(), input));
}

/** One case by its case number; a case the caller may not see fails with a 404 `ApiError`. */
export function useCaseByNumber(caseNumber: string) {
  return useQuery(caseQueries.byNumber(useApiClient(), caseNumber));
}

/** The cases of one shipment. */
export function useShipmentCases(shipmentId: string) {
  return useQuery(caseQueries.ofShipment(useApiClient(), shipmentId));
}
