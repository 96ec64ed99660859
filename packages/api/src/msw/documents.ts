import { DocumentType, EntityType } from '@freightkit/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { documentFileCall, documentFilePath, type DocumentRecord } from '../contract/documents.ts';
import { toRoutePattern } from '../contract/endpoint.ts';
import { errorResponse, type HandlerOptions } from './endpointHandler.ts';

let sequence = 0;

/**
 * A document record for stories.
 *
 * @example buildDocument({ name: 'pod.pdf', type: DocumentType.ProofOfDelivery, entityType: EntityType.OrderStop })
 */
export function buildDocument(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  sequence += 1;
  const id = overrides.id ?? `document-${sequence}`;
  const name = overrides.name ?? 'bill-of-lading.pdf';
  return {
    id,
    name,
    extension: name.includes('.') ? (name.split('.').pop() ?? 'pdf').toLowerCase() : 'pdf',
    fileURL: documentFilePath(id),
    type: DocumentType.BillOfLading,
    entityType: EntityType.Shipment,
    entityId: 'shipment-100001',
    entityDescription: 'Shipment 100001',
    required: false,
    contentType: 'application/pdf',
    size: 3709,
    createDateTime: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A document's file: bytes, a Blob, or a URL fetched on demand (e.g. `sampleDocuments.png` of `@freightkit/ui/testing`). */
export type DocumentFile = Uint8Array | Blob | string;

async function fileBytes(file: DocumentFile): Promise<ArrayBuffer | null> {
  if (typeof file === 'string') {
    const response = await fetch(file);
    return response.ok ? response.arrayBuffer() : null;
  }
  if (file instanceof Blob) return file.arrayBuffer();
  return file.slice().buffer;
}

/**
 * An MSW handler serving documents' files (`GET api/v1/documents/{id}`, the records' `fileURL`)
 * from a table of files by document id, with the content type given; any other id answers 404.
 *
 * @example msw.use(documentFiles({ 'doc-pod': { file: sampleDocuments.png, contentType: 'image/png' } }))
 */
export function documentFiles(
  files: Readonly<Record<string, { readonly file: DocumentFile; readonly contentType: string }>>,
  options: HandlerOptions = {},
): HttpHandler {
  return http.get(`${options.baseUrl || '*'}${toRoutePattern(documentFileCall.path)}`, async ({ params }) => {
    const entry = files[String(params['id'])];
    const bytes = entry === undefined ? null : await fileBytes(entry.file);
    if (entry === undefined || bytes === null) return errorResponse(404, 'The document was not found.');
    return new HttpResponse(bytes, {
      headers: { 'Content-Type': entry.contentType, 'Content-Length': String(bytes.byteLength) },
    });
  });
}
