import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient.ts';
import {
  paymentEndpoints,
  type PaidInvoice,
  type PaymentDetail,
  type PaymentDetailQuery,
  type PaymentListQuery,
  type PaymentSummary,
} from '../contract/payments.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = paymentEndpoints;

/**
 * Keys of the payment queries: `['payments', 'list', query]` for a page of the list,
 * `['payments', 'detail', checkNumber, query]` for a page of one payment's invoices and
 * `['payments', 'export', …]` for the whole of either (the CSV downloads).
 */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: PaymentListQuery) => ['payments', 'list', query] as const,
  detail: (checkNumber: string, query: PaymentDetailQuery) =>
    ['payments', 'detail', checkNumber, query] as const,
} as const;

/** `queryOptions` factories of the payment remittance calls (docs/adr/030). */
export const paymentQueries = {
  /** One page of the caller's payments (build the query with domain's `paymentListQuery`). */
  list: (client: ApiClient, query: PaymentListQuery) =>
    queryOptions({
      queryKey: paymentKeys.list(query),
      queryFn: ({ signal }) => client.call(e.list, { query }, { signal }),
      // Paging keeps the current page on screen until the next one has arrived.
      placeholderData: keepPreviousData,
    }),
  /** One payment with a page of its paid invoices; another company's or an unknown number answers 404. */
  detail: (client: ApiClient, checkNumber: string, query: PaymentDetailQuery) =>
    queryOptions({
      queryKey: paymentKeys.detail(checkNumber, query),
      queryFn: ({ signal }) => client.call(e.byCheckNumber, { params: { checkNumber }, query }, { signal }),
      enabled: checkNumber.trim() !== '',
      placeholderData: keepPreviousData,
    }),
};

/** A page of the caller's payments. */
export function usePaymentList(query: PaymentListQuery) {
  return useQuery(paymentQueries.list(useApiClient(), query));
}

/** One payment with a page of its paid invoices. */
export function usePayment(checkNumber: string, query: PaymentDetailQuery) {
  return useQuery(paymentQueries.detail(useApiClient(), checkNumber, query));
}

/** At most this many pages are fetched for one export (20 000 rows at 1000 a page). */
const maxExportPages = 20;
/** Rows asked per page by an export: the contract's largest page, so a long list takes few calls. */
const exportPageSize = 1000;

/**
 * Every payment of a list query (all pages, not only the one on screen), for the CSV download.
 * Throws when the list is longer than an export takes, rather than exporting part of it.
 */
export async function fetchAllPayments(
  client: ApiClient,
  query: Omit<PaymentListQuery, 'page' | 'pageSize'>,
  signal?: AbortSignal,
): Promise<PaymentSummary[]> {
  const rows: PaymentSummary[] = [];
  for (let page = 1; page <= maxExportPages; page += 1) {
    const answer = await client.call(
      e.list,
      { query: { ...query, page, pageSize: exportPageSize } },
      { signal },
    );
    rows.push(...answer.items);
    if (rows.length >= answer.totalCount || answer.items.length === 0) return rows;
  }
  throw new Error('The list is too long to export at once; narrow the dates.');
}

/** One payment with every one of its paid invoices (all pages), for the remittance CSV. */
export async function fetchWholePayment(
  client: ApiClient,
  checkNumber: string,
  signal?: AbortSignal,
): Promise<{ payment: PaymentDetail; invoices: PaidInvoice[] }> {
  const invoices: PaidInvoice[] = [];
  let first: PaymentDetail | undefined;
  for (let page = 1; page <= maxExportPages; page += 1) {
    const answer = await client.call(
      e.byCheckNumber,
      { params: { checkNumber }, query: { page, pageSize: exportPageSize } },
      { signal },
    );
    first ??= answer;
    invoices.push(...answer.invoices.items);
    if (invoices.length >= answer.invoices.totalCount || answer.invoices.items.length === 0)
      return { payment: first, invoices };
  }
  throw new Error('The remittance is too long to export at once.');
}
