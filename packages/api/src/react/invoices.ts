import { InvoiceListFilter } from '@freightkit/domain';
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
import { isApiErrorStatus, type ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import {
  invoiceEndpoints,
  type InvoiceListQuery,
  type invoiceUpdateBodySchema,
} from '../contract/invoices.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './keys.ts';

const e = invoiceEndpoints;

/** The list filters without paging (what one infinite list is keyed by). */
export type InvoiceListFilters = Omit<InvoiceListQuery, 'page'>;

/**
 * Layered keys of the invoice queries: `['invoices', 'list', query]` for pages (prefix
 * `['invoices', 'list']` refreshes every list), `['invoices', 'byNumber', number]` for the number
 * lookup (docs/adr/013) and `['invoices', 'detail', id]` for one invoice; `['invoices']` refreshes all.
 * The counts per view stay under `['counts', 'invoices']` with the badges.
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => ['invoices', 'list'] as const,
  list: (query: InvoiceListQuery) => ['invoices', 'list', query] as const,
  pages: (filters: InvoiceListFilters) => ['invoices', 'list', filters, 'pages'] as const,
  byNumber: (invoiceNumber: string) => ['invoices', 'byNumber', invoiceNumber] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
} as const;

/** `queryOptions` factories of the payables invoice calls (spec 2 §7). */
export const invoiceQueries = {
  /** One page of the caller's invoices (build the query with domain's `accountingListQuery`). */
  list: (client: ApiClient, query: InvoiceListQuery) =>
    queryOptions({
      queryKey: invoiceKeys.list(query),
      queryFn: ({ signal }) => client.call(e.list, { query }, { signal }),
    }),
  /** The list as pages loaded one after the other (infinite scroll); `filters` without `page`. */
  pages: (client: ApiClient, filters: InvoiceListFilters) =>
    infiniteQueryOptions({
      queryKey: invoiceKeys.pages(filters),
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        client.call(e.list, { query: { ...filters, page: pageParam } }, { signal }),
      getNextPageParam: (last) =>
        last.page * last.pageSize < last.totalCount && last.items.length > 0 ? last.page + 1 : undefined,
    }),
  /**
   * The id of the invoice with exactly this number, or `null` when the caller has none (unknown,
   * or another company's): the list searched by number in every view (docs/adr/013).
   */
  idByNumber: (client: ApiClient, invoiceNumber: string) =>
    queryOptions({
      queryKey: invoiceKeys.byNumber(invoiceNumber),
      queryFn: async ({ signal }) => {
        const page = await client.call(
          e.list,
          { query: { query: invoiceNumber, status: InvoiceListFilter.All } },
          { signal },
        );
        return page.items.find((item) => item.invoiceNumber === invoiceNumber)?.id ?? null;
      },
      enabled: invoiceNumber.trim() !== '',
    }),
  /** One invoice with its charges; another company's answers 404. */
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: invoiceKeys.detail(id),
      queryFn: ({ signal }) => client.call(e.byId, { params: { id } }, { signal }),
      enabled: id !== '',
    }),
};

/** Refreshes one invoice, every invoice list and the counts per view. */
export async function invalidateInvoice(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.counts.invoices() }),
  ]);
}

/** Mutation options of the invoice changes. */
export const invoiceMutations = {
  /**
   * Sets the external number and / or amount (build the body with domain's `invoiceUpdateBody`).
   * The answer replaces the cached invoice at once; lists and counts are refreshed.
   */
  update: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.update>,
      ApiError | Error,
      { id: string; body: z.input<typeof invoiceUpdateBodySchema> }
    >({
      mutationKey: ['invoices', 'update'],
      mutationFn: ({ id, body }) => client.call(e.update, { params: { id }, body }),
      onSuccess: async (invoice, { id }) => {
        queryClient.setQueryData(invoiceKeys.detail(id), invoice);
        await invalidateInvoice(queryClient, id);
      },
    }),
};

/** A page of the caller's invoices. */
export function useInvoiceList(query: InvoiceListQuery) {
  return useQuery(invoiceQueries.list(useApiClient(), query));
}

/** The invoice list as pages of 50 for infinite scrolling. */
export function useInvoicePages(filters: InvoiceListFilters) {
  return useInfiniteQuery(invoiceQueries.pages(useApiClient(), filters));
}

/** One invoice with its charges. */
export function useInvoice(id: string) {
  return useQuery(invoiceQueries.detail(useApiClient(), id));
}

/**
 * One invoice by the number in the address (docs/adr/013). `notFound` when the caller has no
 * invoice with exactly this number (unknown, or another company's: a 404 reveals nothing more);
 * `failed` with `error` when a call failed otherwise (retry with `refetch`).
 */
export function useInvoiceByNumber(invoiceNumber: string) {
  const client = useApiClient();
  const lookup = useQuery(invoiceQueries.idByNumber(client, invoiceNumber));
  const id = lookup.data ?? '';
  const invoice = useQuery(invoiceQueries.detail(client, id));
  const notFound = lookup.data === null || isApiErrorStatus(invoice.error, 404);
  const failed = !notFound && (lookup.isError || invoice.isError);
  return {
    id,
    invoice: invoice.data,
    notFound,
    failed,
    error: lookup.error ?? invoice.error,
    refetch: () => (id === '' ? lookup.refetch() : invoice.refetch()),
  };
}

/** Saves an invoice's external number and amount; refreshes the invoice, lists and counts. */
export function useUpdateInvoice() {
  return useMutation(invoiceMutations.update(useApiClient(), useQueryClient()));
}
