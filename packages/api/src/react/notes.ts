import { caseNotesPageSize, EntityType } from '@freightkit/domain';
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
import { noteEndpoints, type NewNoteBody, type NoteRecord, type UpdateNoteBody } from '../contract/notes.ts';
import { useApiClient } from './ApiProvider.tsx';

/** The entities notes are written on: a shipment, a payables invoice, a case. */
export type NoteEntityKind = 'shipment' | 'invoice' | 'case';

/** The entity type the new-note command carries for each kind. */
export const noteEntityTypeOf = {
  shipment: EntityType.Shipment,
  invoice: EntityType.APInvoice,
  case: EntityType.Case,
} as const satisfies Readonly<Record<NoteEntityKind, EntityType>>;

/** The kind of an entity type, or `null` for types without notes in this portal. */
export function noteEntityKindOf(entityType: EntityType): NoteEntityKind | null {
  const found = (Object.keys(noteEntityTypeOf) as NoteEntityKind[]).find(
    (kind) => noteEntityTypeOf[kind] === entityType,
  );
  return found ?? null;
}

/**
 * Layered keys of the note queries: `['notes', kind, id]` is one entity's prefix (its list, or
 * its case-note pages); mutations invalidate it. Mentionable users live under
 * `['notes', 'mentions', kind, id]`, outside any entity's prefix, since notes never change them.
 */
export const noteKeys = {
  all: ['notes'] as const,
  entity: (kind: NoteEntityKind, id: string) => ['notes', kind, id] as const,
  list: (kind: 'shipment' | 'invoice', id: string) => ['notes', kind, id, 'list'] as const,
  casePage: (caseId: string, page: number, pageSize: number) =>
    ['notes', 'case', caseId, 'page', { page, pageSize }] as const,
  caseHistory: (caseId: string) => ['notes', 'case', caseId, 'history'] as const,
  mentions: (kind: 'shipment' | 'invoice', id: string) => ['notes', 'mentions', kind, id] as const,
} as const;

/** `queryOptions` factories of the note calls (spec 2 §7). */
export const noteQueries = {
  /** Notes of a shipment, newest first. */
  shipmentNotes: (client: ApiClient, shipmentId: string) =>
    queryOptions({
      queryKey: noteKeys.list('shipment', shipmentId),
      queryFn: ({ signal }) =>
        client.call(noteEndpoints.shipmentNotes, { params: { id: shipmentId } }, { signal }),
    }),
  /** Notes of a payables invoice, newest first. */
  invoiceNotes: (client: ApiClient, invoiceId: string) =>
    queryOptions({
      queryKey: noteKeys.list('invoice', invoiceId),
      queryFn: ({ signal }) =>
        client.call(noteEndpoints.invoiceNotes, { params: { id: invoiceId } }, { signal }),
    }),
  /** One page of a case's notes in the case-note shape (map with domain's `caseNoteToNote`). */
  caseNotes: (client: ApiClient, caseId: string, page = 1, pageSize: number = caseNotesPageSize) =>
    queryOptions({
      queryKey: noteKeys.casePage(caseId, page, pageSize),
      queryFn: ({ signal }) =>
        client.call(
          noteEndpoints.caseNotes,
          { params: { id: caseId }, query: { page, pageSize } },
          { signal },
        ),
    }),
  /** What happened on a case, newest first (refreshed with the case's notes). */
  caseHistory: (client: ApiClient, caseId: string) =>
    queryOptions({
      queryKey: noteKeys.caseHistory(caseId),
      queryFn: ({ signal }) => client.call(noteEndpoints.caseHistory, { params: { id: caseId } }, { signal }),
    }),
  /**
   * Users who can be mentioned on a shipment's or an invoice's notes (domain's `mentionsQuery`
   * decides the kind; a case uses its shipment). They change rarely, so they stay fresh for 5 minutes.
   */
  mentions: (client: ApiClient, kind: 'shipment' | 'invoice', id: string) =>
    queryOptions({
      queryKey: noteKeys.mentions(kind, id),
      queryFn: ({ signal }) =>
        client.call(
          noteEndpoints.mentions,
          { query: kind === 'shipment' ? { shipmentId: id } : { invoiceId: id } },
          { signal },
        ),
      staleTime: 5 * 60_000,
    }),
};

/** Refreshes every note list and case-note page of one entity. */
export function invalidateNotes(queryClient: QueryClient, kind: NoteEntityKind, id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: noteKeys.entity(kind, id) });
}

/** Variables of the update mutation: the note, its entity (for the refresh), and the new content. */
export interface UpdateNoteVariables {
  readonly noteId: string;
  readonly kind: NoteEntityKind;
  readonly entityId: string;
  readonly body: Omit<UpdateNoteBody, 'noteId'>;
}

/** Variables of the delete mutation: the note and its entity (for the refresh). */
export interface DeleteNoteVariables {
  readonly noteId: string;
  readonly kind: NoteEntityKind;
  readonly entityId: string;
}

const kindOfCommand = (body: NewNoteBody): NoteEntityKind => {
  const kind = noteEntityKindOf(body.entityType);
  if (kind === null) throw new Error(`Notes cannot be written on entity type ${String(body.entityType)}`);
  return kind;
};

/**
 * Mutation options of the note calls; each invalidates its entity's prefix `['notes', kind, id]`
 * when it succeeds. They reject with `ApiError` (403 with the refusal message for read-only and
 * other people's notes, 400 with a model state), which the toasts of spec 2 §8 report.
 */
export const noteMutations = {
  /** Adds a note: the body is domain's `newNoteCommand`. */
  add: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<NoteRecord, ApiError | Error, NewNoteBody>({
      mutationKey: [...noteKeys.all, 'add'],
      mutationFn: (body) => client.call(noteEndpoints.add, { body }),
      onSuccess: (_note, body) => invalidateNotes(queryClient, kindOfCommand(body), body.entityId),
    }),
  /** Changes a note's content, HTML and editor JSON. */
  update: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<NoteRecord, ApiError | Error, UpdateNoteVariables>({
      mutationKey: [...noteKeys.all, 'update'],
      mutationFn: ({ noteId, body }) =>
        client.call(noteEndpoints.update, { params: { id: noteId }, body: { ...body, noteId } }),
      onSuccess: (_note, { kind, entityId }) => invalidateNotes(queryClient, kind, entityId),
    }),
  /** Deletes a note; resolves with its id. */
  delete: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<string, ApiError | Error, DeleteNoteVariables>({
      mutationKey: [...noteKeys.all, 'delete'],
      mutationFn: async ({ noteId }) =>
        (await client.call(noteEndpoints.delete, { params: { id: noteId } })).resultId,
      onSuccess: (_id, { kind, entityId }) => invalidateNotes(queryClient, kind, entityId),
    }),
};

/** Notes of a shipment or an invoice, newest first. */
export function useEntityNotes(
  kind: 'shipment' | 'invoice',
  id: string,
  options: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  const base =
    kind === 'shipment' ? noteQueries.shipmentNotes(client, id) : noteQueries.invoiceNotes(client, id);
  return useQuery({ ...base, ...options });
}

/** One page of a case's notes in the case-note shape. */
export function useCaseNotes(
  caseId: string,
  page = 1,
  options: { enabled?: boolean; pageSize?: number } = {},
) {
  const { pageSize = caseNotesPageSize, ...rest } = options;
  return useQuery({ ...noteQueries.caseNotes(useApiClient(), caseId, page, pageSize), ...rest });
}

/** The history tab of a case. */
export function useCaseHistory(caseId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...noteQueries.caseHistory(useApiClient(), caseId), ...options });
}

/** Users who can be mentioned on a shipment's or an invoice's notes. */
export function useMentionableUsers(
  kind: 'shipment' | 'invoice',
  id: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...noteQueries.mentions(useApiClient(), kind, id), ...options });
}

/** The add mutation. */
export function useAddNote() {
  return useMutation(noteMutations.add(useApiClient(), useQueryClient()));
}

/** The update mutation. */
export function useUpdateNote() {
  return useMutation(noteMutations.update(useApiClient(), useQueryClient()));
}

/** The delete mutation. */
export function useDeleteNote() {
  return useMutation(noteMutations.delete(useApiClient(), useQueryClient()));
}
