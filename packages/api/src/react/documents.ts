import { documentDeleteOutcome, shipmentDocumentEventTarget, type FailureBody } from '@freightkit/domain';
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient, ApiClientOptions } from '../client/createApiClient.ts';
import { apiKeyHeader, apiKeyOf } from '../client/token.ts';
import {
  documentEndpoints,
  documentFileCall,
  documentSchema,
  idempotencyKeyHeader,
  type DocumentRecord,
  type EntityUploadBody,
  type UploadDocumentBody,
} from '../contract/documents.ts';
import { buildPath } from '../contract/endpoint.ts';
import { useApiClient } from './ApiProvider.tsx';
import {
  DocumentTransferProvider,
  useDocumentTransfer,
  type DocumentTransferProviderProps,
} from './documentTransferContext.ts';

/** The entities whose documents are listed: a shipment, an invoice, a case. */
export type DocumentEntityKind = 'shipment' | 'invoice' | 'case';

/**
 * Layered keys of the document queries: `['documents', kind, id, part]` for lists,
 * `['documents', 'file', documentId]` for file bytes. Invalidate `['documents', kind, id]` to
 * refresh one entity, or {@link documentKeys.all} for every list.
 */
export const documentKeys = {
  all: ['documents'] as const,
  entity: (kind: DocumentEntityKind, id: string) => ['documents', kind, id] as const,
  list: (kind: DocumentEntityKind, id: string) => ['documents', kind, id, 'list'] as const,
  required: (kind: 'shipment' | 'invoice', id: string) => ['documents', kind, id, 'required'] as const,
  dropoffs: (shipmentId: string) => ['documents', 'shipment', shipmentId, 'dropoffs'] as const,
  file: (documentId: string) => ['documents', 'file', documentId] as const,
} as const;

/** Progress of an upload: bytes sent of the request body and the fraction 0–1 (for a determinate bar). */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
  readonly fraction: number;
}

/** Options of one transfer. */
export interface TransferOptions {
  readonly signal?: AbortSignal;
  /** Called as the body goes out (XMLHttpRequest upload events), and with 1 when it is done. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /**
   * Sent as the `Idempotency-Key` header of an upload (ADR 039): a resend with the same key answers
   * the first result instead of storing the document twice. The outbox keeps one key per capture.
   */
  readonly idempotencyKey?: string;
}

/** Which call an upload goes through: the generic call (entity id in the body) or the shipment call. */
export type UploadCall =
  { readonly body: UploadDocumentBody } | { readonly shipmentId: string; readonly body: EntityUploadBody };

/**
 * File transfers the JSON client cannot do: downloading a document's bytes (`api/v1/documents/{id}`,
 * with the bearer token, so thumbnails and the viewer get a Blob) and uploading with progress.
 */
export interface DocumentTransfer {
  /** The file of a document as a Blob (its type is the served Content-Type). */
  download(documentId: string, options?: TransferOptions): Promise<Blob>;
  /** Uploads a document, reporting progress; resolves with the stored document. */
  upload(target: UploadCall, options?: TransferOptions): Promise<DocumentRecord>;
}

/** Options of {@link createDocumentTransfer}: the client's options, plus an XMLHttpRequest factory for tests. */
export interface DocumentTransferOptions extends ApiClientOptions {
  /** Makes the request used for uploads with progress. @default () => new XMLHttpRequest() when available */
  readonly createXhr?: () => XMLHttpRequest;
}

const progressOf = (loaded: number, total: number): UploadProgress => ({
  loaded,
  total,
  fraction: total > 0 ? Math.min(1, loaded / total) : 0,
});

const parseJson = (text: string): unknown => {
  try {
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

const failureBody = (value: unknown): FailureBody | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;

/**
 * Creates the document transfers over the same options as `createApiClient` (base URL, session,
 * 401 hook), so they carry the bearer token and API key and fail with the same {@link ApiError}.
 *
 * @example const transfer = createDocumentTransfer(clientOptions); const blob = await transfer.download(doc.id);
 */
export function createDocumentTransfer(options: DocumentTransferOptions): DocumentTransfer {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const createXhr =
    options.createXhr ?? (typeof XMLHttpRequest === 'undefined' ? undefined : () => new XMLHttpRequest());

  const authHeaders = (): Record<string, string> => {
    const token = options.getSession()?.accessToken;
    if (!token) return {};
    const apiKey = apiKeyOf(token);
    return { Authorization: `Bearer ${token}`, ...(apiKey === undefined ? {} : { [apiKeyHeader]: apiKey }) };
  };

  const fail = (endpoint: string, status: number | null, text: string, detail?: string): ApiError => {
    const error =
      status === null
        ? new ApiError({ kind: 'network', endpoint, status, detail: detail ?? 'Network error' })
        : new ApiError({ kind: 'http', endpoint, status, body: failureBody(parseJson(text)) });
    if (status === 401) options.onUnauthorized?.(error);
    return error;
  };

  const parseDocument = (endpoint: string, status: number, text: string): DocumentRecord => {
    const parsed = documentSchema.safeParse(parseJson(text));
    if (!parsed.success)
      throw new ApiError({ kind: 'contract', endpoint, status, detail: parsed.error.message });
    return parsed.data;
  };

  async function download(documentId: string, transfer: TransferOptions = {}): Promise<Blob> {
    const url = `${baseUrl}/${buildPath(documentFileCall.path, { id: documentId })}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: authHeaders(),
        ...(transfer.signal ? { signal: transfer.signal } : {}),
      });
    } catch (cause) {
      throw fail(documentFileCall.name, null, '', cause instanceof Error ? cause.message : String(cause));
    }
    if (!response.ok) throw fail(documentFileCall.name, response.status, await response.text());
    return response.blob();
  }

  async function upload(target: UploadCall, transfer: TransferOptions = {}): Promise<DocumentRecord> {
    const endpoint = 'shipmentId' in target ? documentEndpoints.uploadToShipment : documentEndpoints.upload;
    const url = `${baseUrl}/${buildPath(endpoint.path, 'shipmentId' in target ? { id: target.shipmentId } : {})}`;
    const body = JSON.stringify(target.body);
    const headers: Record<string, string> = {
      ...authHeaders(),
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(transfer.idempotencyKey === undefined ? {} : { [idempotencyKeyHeader]: transfer.idempotencyKey }),
    };
    const report = transfer.onProgress;

    if (createXhr === undefined) {
      // No XMLHttpRequest (server rendering, Node): plain fetch, progress only at the start and end.
      report?.(progressOf(0, body.length));
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers,
          body,
          ...(transfer.signal ? { signal: transfer.signal } : {}),
        });
      } catch (cause) {
        throw fail(endpoint.name, null, '', cause instanceof Error ? cause.message : String(cause));
      }
      const text = await response.text();
      if (!response.ok) throw fail(endpoint.name, response.status, text);
      report?.(progressOf(body.length, body.length));
      return parseDocument(endpoint.name, response.status, text);
    }

    const xhr = createXhr();
    return new Promise<DocumentRecord>((resolve, reject) => {
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        report?.(progressOf(event.loaded, event.lengthComputable ? event.total : body.length));
      };
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(fail(endpoint.name, xhr.status, xhr.responseText));
          return;
        }
        try {
          const doc = parseDocument(endpoint.name, xhr.status, xhr.responseText);
          report?.(progressOf(body.length, body.length));
          resolve(doc);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      xhr.onerror = () => {
        reject(fail(endpoint.name, null, '', 'Network error'));
      };
      xhr.onabort = () => {
        reject(fail(endpoint.name, null, '', 'Aborted'));
      };
      transfer.signal?.addEventListener('abort', () => {
        xhr.abort();
      });
      report?.(progressOf(0, body.length));
      xhr.send(body);
    });
  }

  return { download, upload };
}

/** `queryOptions` factories of the document calls (spec 2 §7). */
export const documentQueries = {
  /** Documents of a shipment, its stops and invoices. */
  shipmentDocuments: (client: ApiClient, shipmentId: string) =>
    queryOptions({
      queryKey: documentKeys.list('shipment', shipmentId),
      queryFn: ({ signal }) =>
        client.call(documentEndpoints.shipmentDocuments, { params: { id: shipmentId } }, { signal }),
    }),
  /** Required slots of a shipment (`documentId` null for an empty one). */
  shipmentRequiredDocuments: (client: ApiClient, shipmentId: string) =>
    queryOptions({
      queryKey: documentKeys.required('shipment', shipmentId),
      queryFn: ({ signal }) =>
        client.call(documentEndpoints.shipmentRequiredDocuments, { params: { id: shipmentId } }, { signal }),
    }),
  /** Drop-off stops per order of a shipment (the Order Stop picker). */
  shipmentOrderDropoffs: (client: ApiClient, shipmentId: string) =>
    queryOptions({
      queryKey: documentKeys.dropoffs(shipmentId),
      queryFn: ({ signal }) =>
        client.call(documentEndpoints.shipmentOrderDropoffs, { params: { id: shipmentId } }, { signal }),
    }),
  /** Documents of an invoice and its shipment. */
  invoiceDocuments: (client: ApiClient, invoiceId: string) =>
    queryOptions({
      queryKey: documentKeys.list('invoice', invoiceId),
      queryFn: ({ signal }) =>
        client.call(documentEndpoints.invoiceDocuments, { params: { id: invoiceId } }, { signal }),
    }),
  /** Required slots of an invoice. */
  invoiceRequiredDocuments: (client: ApiClient, invoiceId: string) =>
    queryOptions({
      queryKey: documentKeys.required('invoice', invoiceId),
      queryFn: ({ signal }) =>
        client.call(documentEndpoints.invoiceRequiredDocuments, { params: { id: invoiceId } }, { signal }),
    }),
  /** Documents of a case. */
  caseDocuments: (client: ApiClient, caseId: string) =>
    queryOptions({
      queryKey: documentKeys.list('case', caseId),
      queryFn: ({ signal }) =>
        client.call(documentEndpoints.caseDocuments, { params: { id: caseId } }, { signal }),
    }),
  /** The bytes of a document as a Blob; a stored file never changes, so it never goes stale. */
  file: (transfer: DocumentTransfer, documentId: string) =>
    queryOptions({
      queryKey: documentKeys.file(documentId),
      queryFn: ({ signal }) => transfer.download(documentId, { signal }),
      staleTime: Infinity,
    }),
};

/** Refreshes every document list (not the file bytes, which never change). */
export function invalidateDocumentLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: documentKeys.all,
    predicate: (query) => query.queryKey[1] !== 'file',
  });
}

// Which shipment a document change notifies is domain's rule; re-exported for the api's callers.
export { shipmentDocumentEventTarget };

/**
 * Raises the shipment document event after a document on a shipment (or one of its stops) is added
 * or deleted (spec 2 §4), carrying the document type. The event is a notification to the back
 * office: its failure does not undo the upload or delete, so it is not reported to the user.
 */
async function raiseShipmentDocumentEvent(
  client: ApiClient,
  doc: Pick<DocumentRecord, 'type' | 'entityType' | 'entityId'>,
  stopShipmentId?: string | null,
): Promise<void> {
  const shipmentId = shipmentDocumentEventTarget(doc, stopShipmentId);
  if (shipmentId === null) return;
  try {
    await client.call(documentEndpoints.trigger, {
      params: { id: shipmentId },
      body: { fileType: doc.type },
    });
  } catch {
    // See above: the document change stands.
  }
}

/**
 * The shipment a proof of delivery's stop belongs to, for the shipment document event (a stop's
 * document names only the stop). Uploads to `api/v2/shipments/{id}/documents` know it already.
 */
interface StopShipment {
  readonly stopShipmentId?: string | null;
}

/** Variables of the upload mutation: where to, and an optional progress callback. */
export type UploadVariables = UploadCall &
  StopShipment & { readonly onProgress?: (progress: UploadProgress) => void };

/** A document to delete: its id, and what the shipment document event needs. */
export type DeleteVariables = Pick<DocumentRecord, 'id' | 'type' | 'entityType' | 'entityId'> & StopShipment;

/** Mutation options of the document calls; each refreshes the document lists when it succeeds. */
export const documentMutations = {
  /**
   * Uploads with progress (pass `onProgress` in the variables), raises the shipment document event
   * for a shipment document, and refreshes the lists. Rejects with {@link ApiError} (400 model state, 413).
   */
  upload: (client: ApiClient, transfer: DocumentTransfer, queryClient: QueryClient) =>
    mutationOptions<DocumentRecord, ApiError | Error, UploadVariables>({
      mutationKey: [...documentKeys.all, 'upload'],
      mutationFn: async ({ onProgress, stopShipmentId, ...target }) => {
        const doc = await transfer.upload(target, onProgress ? { onProgress } : {});
        await raiseShipmentDocumentEvent(
          client,
          doc,
          'shipmentId' in target ? target.shipmentId : stopShipmentId,
        );
        return doc;
      },
      onSuccess: () => invalidateDocumentLists(queryClient),
    }),
  /**
   * Deletes a document. Resolves `true` when deleted and `false` when the back end answers 403 —
   * not permitted, which is a result, not an error (spec 2 §6, domain's `documentDeleteOutcome`).
   */
  delete: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<boolean, ApiError | Error, DeleteVariables>({
      mutationKey: [...documentKeys.all, 'delete'],
      mutationFn: async (doc) => {
        try {
          await client.call(documentEndpoints.delete, { params: { id: doc.id } });
        } catch (error) {
          if (
            error instanceof ApiError &&
            error.status !== null &&
            documentDeleteOutcome(error.status) === 'notPermitted'
          )
            return false;
          throw error;
        }
        await raiseShipmentDocumentEvent(client, doc, doc.stopShipmentId);
        return true;
      },
      onSuccess: (deleted) => (deleted ? invalidateDocumentLists(queryClient) : undefined),
    }),
};

// The provider and its hook live in a module of their own, without the contract's schemas: an app mounts
// the provider on every page, the sign-in page included, whose first load has no zod (ADR 066).
export { DocumentTransferProvider, useDocumentTransfer, type DocumentTransferProviderProps };

/** Documents of a shipment, an invoice or a case. */
export function useEntityDocuments(
  kind: DocumentEntityKind,
  id: string,
  options: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  const base =
    kind === 'shipment'
      ? documentQueries.shipmentDocuments(client, id)
      : kind === 'invoice'
        ? documentQueries.invoiceDocuments(client, id)
        : documentQueries.caseDocuments(client, id);
  return useQuery({ ...base, ...options });
}

/** Required slots of a shipment or an invoice. */
export function useRequiredDocuments(
  kind: 'shipment' | 'invoice',
  id: string,
  options: { enabled?: boolean } = {},
) {
  const client = useApiClient();
  const base =
    kind === 'shipment'
      ? documentQueries.shipmentRequiredDocuments(client, id)
      : documentQueries.invoiceRequiredDocuments(client, id);
  return useQuery({ ...base, ...options });
}

/** Drop-off stops of a shipment (the Order Stop picker). */
export function useOrderDropoffs(shipmentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...documentQueries.shipmentOrderDropoffs(useApiClient(), shipmentId), ...options });
}

/** The bytes of a document as a Blob (thumbnail, viewer, download). */
export function useDocumentFile(documentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...documentQueries.file(useDocumentTransfer(), documentId), ...options });
}

/** The upload mutation (progress through `onProgress` in the variables). */
export function useUploadDocument() {
  return useMutation(documentMutations.upload(useApiClient(), useDocumentTransfer(), useQueryClient()));
}

/** The delete mutation: `true` deleted, `false` not permitted (403). */
export function useDeleteDocument() {
  return useMutation(documentMutations.delete(useApiClient(), useQueryClient()));
}
