import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import type { invoiceUpdateBodySchema } from '../contract/invoices.ts';
import {
  thirdPartyPayerInvoiceEndpoints,
  type ThirdPartyPayerCountsQuery,
  type ThirdPartyPayerListQuery,
} from '../contract/thirdPartyPayerInvoices.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = thirdPartyPayerInvoiceEndpoints;

/** The list filters without paging (what one infinite list is keyed by). */
export type ThirdPartyPayerListFilters = Omit<ThirdPartyPayerListQuery, 'page'>;

/**
 * Keys of the third-party payer invoice queries: `['thirdPartyPayerInvoices', 'list', filters]` for the
 * pages of one list, `['thirdPartyPayerInvoices', 'counts', filters]` for the view counts and
 * `['thirdPartyPayerInvoices', 'detail', number]` for one invoice; the first element refreshes all.
 */
export const thirdPartyPayerKeys = {
  all: ['thirdPartyPayerInvoices'] as const,
  lists: () => ['thirdPartyPayerInvoices', 'list'] as const,
  pages: (filters: ThirdPartyPayerListFilters) => ['thirdPartyPayerInvoices', 'list', filters] as const,
  counts: (query: ThirdPartyPayerCountsQuery) => ['thirdPartyPayerInvoices', 'counts', query] as const,
  detail: (invoiceNumber: string) => ['thirdPartyPayerInvoices', 'detail', invoiceNumber] as const,
} as const;

/** `queryOptions` factories of the third-party payer invoice calls (spec 2 §7, docs/adr/034). */
export const thirdPartyPayerQueries = {
  /** The list as pages loaded one after the other (infinite scroll); build it with domain's `thirdPartyPayerQuery`. */
  pages: (client: ApiClient, filters: ThirdPartyPayerListFilters) =>
    infiniteQueryOptions({
      queryKey: thirdPartyPayerKeys.pages(filters),
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        client.call(e.list, { query: { ...filters, page: pageParam } }, { signal }),
      getNextPageParam: (last) =>
        last.page * last.pageSize < last.totalCount && last.items.length > 0 ? last.page + 1 : undefined,
    }),
  /** How many invoices each view holds under the same filters. */
  counts: (client: ApiClient, query: ThirdPartyPayerCountsQuery) =>
    queryOptions({
      queryKey: thirdPartyPayerKeys.counts(query),
      queryFn: ({ signal }) => client.call(e.counts, { query }, { signal }),
    }),
  /** One invoice by its number; an unknown or another company's number answers 404. */
  detail: (client: ApiClient, invoiceNumber: string) =>
    queryOptions({
      queryKey: thirdPartyPayerKeys.detail(invoiceNumber),
      queryFn: ({ signal }) => client.call(e.byNumber, { params: { invoiceNumber } }, { signal }),
      enabled: invoiceNumber.trim() !== '',
    }),
};

/** Mutation options of the third-party payer invoice changes. */
export const thirdPartyPayerMutations = {
  /**
   * Add Invoice: the carrier's number and / or amount (build the body with domain's `invoiceUpdateBody`).
   * The answer replaces the cached invoice at once; lists and counts are refreshed (the invoice may
   * leave Action Required).
   */
  addInvoice: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.addInvoice>,
      ApiError | Error,
      { invoiceNumber: string; body: z.input<typeof invoiceUpdateBodySchema> }
    >({
      mutationKey: ['thirdPartyPayerInvoices', 'addInvoice'],
      mutationFn: ({ invoiceNumber, body }) => client.call(e.addInvoice, { params: { invoiceNumber }, body }),
      onSuccess: async (invoice, { invoiceNumber }) => {
        queryClient.setQueryData(thirdPartyPayerKeys.detail(invoiceNumber), invoice);
        await invalidateThirdPartyPayerLists(queryClient);
      },
    }),
};

/** Refreshes every third-party payer list and the view counts (not the details). */
export async function invalidateThirdPartyPayerLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: thirdPartyPayerKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: ['thirdPartyPayerInvoices', 'counts'] }),
  ]);
}

/** The third-party payer invoice list as pages of 50 for infinite scrolling. */
export function useThirdPartyPayerPages(filters: ThirdPartyPayerListFilters) {
  return useInfiniteQuery(thirdPartyPayerQueries.pages(useApiClient(), filters));
}

/** How many invoices each view holds under the given filters. */
export function useThirdPartyPayerCounts(query: ThirdPartyPayerCountsQuery) {
  return useQuery(thirdPartyPayerQueries.counts(useApiClient(), query));
}

/** One third-party payer invoice by its number, with its charges. */
export function useThirdPartyPayerInvoice(invoiceNumber: string) {
  return useQuery(thirdPartyPayerQueries.detail(useApiClient(), invoiceNumber));
}

/** Adds the carrier's invoice number and amount; refreshes the invoice, lists and counts. */
export function useAddThirdPartyPayerInvoice() {
  return useMutation(thirdPartyPayerMutations.addInvoice(useApiClient(), useQueryClient()));
}
