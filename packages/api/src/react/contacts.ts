import {
  mutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { contactEndpoints, type ContactInputBody, type ContactListQuery } from '../contract/contacts.ts';
import type { EndpointOutput } from '../contract/endpoint.ts';
import { useApiClient } from './ApiProvider.tsx';

const e = contactEndpoints;

/**
 * Layered keys of the contact list and detail: `['contacts', 'list', query]` and
 * `['contacts', 'detail', id]`, under the area's `['contacts']` (which also holds the current user's).
 */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => ['contacts', 'list'] as const,
  list: (query: ContactListQuery) => ['contacts', 'list', query] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
} as const;

/** `queryOptions` factories of the contact list and one contact. */
export const contactQueries = {
  /** A page of the company's contacts (domain's 50 unless the query says otherwise). */
  list: (client: ApiClient, query: ContactListQuery = {}) =>
    queryOptions({
      queryKey: contactKeys.list(query),
      queryFn: ({ signal }) => client.call(e.list, { query }, { signal }),
    }),
  /** One contact by id. */
  detail: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: contactKeys.detail(id),
      queryFn: ({ signal }) => client.call(e.byId, { params: { id } }, { signal }),
    }),
};

/**
 * Mutation options of adding and changing a contact. Success refreshes the area (lists, the detail,
 * and the current user's contact when it was the one changed); a refusal refreshes nothing, so the
 * form keeps what was typed.
 */
export const contactMutations = {
  create: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<EndpointOutput<typeof e.create>, ApiError | Error, ContactInputBody>({
      mutationKey: ['contacts', 'create'],
      mutationFn: (body) => client.call(e.create, { body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    }),
  update: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<
      EndpointOutput<typeof e.update>,
      ApiError | Error,
      { id: string; body: ContactInputBody }
    >({
      mutationKey: ['contacts', 'update'],
      mutationFn: ({ id, body }) => client.call(e.update, { params: { id }, body }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    }),
};

/** A page of contacts. */
export function useContactList(query: ContactListQuery = {}) {
  return useQuery(contactQueries.list(useApiClient(), query));
}

/** One contact. */
export function useContact(id: string) {
  return useQuery(contactQueries.detail(useApiClient(), id));
}

/** Adds a contact. */
export function useCreateContact() {
  return useMutation(contactMutations.create(useApiClient(), useQueryClient()));
}

/** Changes a contact. */
export function useUpdateContact() {
  return useMutation(contactMutations.update(useApiClient(), useQueryClient()));
}
