import {
  defaultDocumentFileName,
  DocumentType,
  EntityType,
  fileExtension,
  uploadCases,
  validateUploadBody,
  type DocumentDeleteRefusal,
  createTranslator,
  renderMessage,
  specMessages,
} from '@freightkit/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  documentContentTypes,
  documentDeleteRefusalMessage,
  documentEndpoints,
  documentFileCall,
  documentFilePath,
  documentTooLargeMessage,
  maxDocumentBytes,
  type DocumentRecord,
  type OrderDropoffs,
  type RequiredDocument,
} from '../contract/documents.ts';
import { toRoutePattern } from '../contract/endpoint.ts';
import { endpointHandler, errorResponse, type HandlerOptions } from './endpointHandler.ts';

/** A document of the mock back end: the record, where it is listed, and its file. */
export interface MockDocument {
  readonly record: DocumentRecord;
  /** Listed on this shipment (and its invoices). */
  readonly shipmentId?: string;
  /** Listed on this invoice. */
  readonly invoiceId?: string;
  /** Listed on this case. */
  readonly caseId?: string;
  /** The file: bytes, a Blob, or a URL fetched on demand (Storybook: a fixture's `?url` import). */
  readonly file?: Uint8Array | Blob | string;
  /** Delete answers 403 with this refusal's message (domain's `documentDeleteRefusal`). */
  readonly deleteRefusal?: DocumentDeleteRefusal;
  /** Delete answers 403 as a required document locked by a settled invoice (shorthand of `deleteRefusal`). */
  readonly locked?: boolean;
}

/** A required slot of the mock back end, filled when a document of its type sits on its entity. */
export type MockRequiredSlot = Omit<RequiredDocument, 'documentId'>;

/** Options of {@link createDocumentHandlers}. */
export interface MockDocumentOptions extends HandlerOptions {
  readonly documents?: readonly MockDocument[];
  readonly requiredSlots?: readonly MockRequiredSlot[];
  /** Drop-offs per shipment id. */
  readonly dropoffs?: Readonly<Record<string, readonly OrderDropoffs[]>>;
  /** Delay of every upload answer in ms (to see the progress bar and spinner). @default 0 */
  readonly uploadDelayMs?: number;
  /** Delay of every delete answer in ms (the tile's spinner). @default 0 */
  readonly deleteDelayMs?: number;
}

/** The state behind the handlers, exposed so play functions can assert on it. */
export interface MockDocumentBackend {
  readonly handlers: HttpHandler[];
  /** Current documents, in upload order. */
  readonly documents: MockDocument[];
  /** Shipment document events raised (`PUT …/document-trigger/{id}`). */
  readonly events: { shipmentId: string; fileType: number }[];
}

let sequence = 0;

/** Whether a document sits on a slot's entity: its stop, else its invoice, else its shipment. */
function fillsSlot(slot: MockRequiredSlot, doc: MockDocument): boolean {
  if (slot.orderStopId !== null) return doc.record.entityId === slot.orderStopId;
  if (slot.invoiceId !== null) return doc.invoiceId === slot.invoiceId;
  return slot.shipmentId !== null && doc.shipmentId === slot.shipmentId;
}

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
    extension: fileExtension(name.includes('.') ? name : 'pdf'),
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

const t = createTranslator('en', specMessages);
async function fileBytes(file: MockDocument['file']): Promise<ArrayBuffer | null> {
  if (file === undefined) return null;
  if (typeof file === 'string') {
    const response = await fetch(file);
    return response.ok ? response.arrayBuffer() : null;
  }
  if (file instanceof Blob) return file.arrayBuffer();
  return file.slice().buffer;
}

const decode = (data: string): Uint8Array => {
  const text = data.replace(/^data:[^,]*,/, '');
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/**
 * MSW handlers of the document calls over an in-memory list, for stories of DocumentsSection,
 * UploadDialog and the portal's documents pages: lists, required slots (filled as documents of their
 * type arrive), drop-offs, file bytes, upload (domain's rules → 400, over the size limit → 413),
 * delete (`deleteRefusal` or `locked` → 403 with its message), and the shipment document event.
 *
 * @example const backend = createDocumentHandlers({ documents: [{ record: buildDocument(), shipmentId: 's1', file: pdfUrl }] });
 * msw.use(...backend.handlers);
 */
export function createDocumentHandlers(options: MockDocumentOptions = {}): MockDocumentBackend {
  const documents: MockDocument[] = [...(options.documents ?? [])];
  const events: { shipmentId: string; fileType: number }[] = [];
  const slots = options.requiredSlots ?? [];
  const o = { baseUrl: options.baseUrl ?? '' };
  const e = documentEndpoints;

  const filledSlots = (filter: (slot: MockRequiredSlot) => boolean): RequiredDocument[] =>
    slots.filter(filter).map((slot) => {
      const match = [...documents]
        .reverse()
        .find((d) => d.record.type === slot.fileType && fillsSlot(slot, d));
      return { ...slot, documentId: match?.record.id ?? null };
    });
  const withRequired = (list: MockDocument[], required: RequiredDocument[]) =>
    list.map((d) => ({ ...d.record, required: required.some((s) => s.documentId === d.record.id) }));

  const store = async (
    body: { name: string; type: DocumentType; data: string },
    entity: {
      entityType: EntityType;
      entityId: string;
      shipmentId?: string;
      invoiceId?: string;
      caseId?: string;
    },
  ) => {
    const bytes = decode(body.data);
    if (bytes.length > maxDocumentBytes) return errorResponse(413, documentTooLargeMessage);
    if (options.uploadDelayMs) await delay(options.uploadDelayMs);
    const name = body.name.trim() === '' ? defaultDocumentFileName(body.type) : body.name;
    const extension = name.includes('.') ? fileExtension(name) : 'pdf';
    const record = buildDocument({
      name,
      type: body.type,
      extension,
      entityType: entity.entityType,
      entityId: entity.entityId,
      entityDescription: `${entity.entityType === EntityType.OrderStop ? 'Stop' : 'Shipment'} ${entity.entityId}`,
      contentType:
        (documentContentTypes as Readonly<Record<string, string>>)[extension] ?? 'application/octet-stream',
      size: bytes.length,
      createDateTime: new Date().toISOString(),
    });
    documents.push({
      record,
      file: bytes,
      ...(entity.shipmentId === undefined ? {} : { shipmentId: entity.shipmentId }),
      ...(entity.invoiceId === undefined ? {} : { invoiceId: entity.invoiceId }),
      ...(entity.caseId === undefined ? {} : { caseId: entity.caseId }),
    });
    return record;
  };

  const shipmentOfStop = (stopId: string) =>
    Object.entries(options.dropoffs ?? {}).find(([, orders]) =>
      orders.some((order) => order.dropoffs.some((d) => d.stopId === stopId)),
    )?.[0];

  const handlers: HttpHandler[] = [
    http.get(`${o.baseUrl || '*'}${toRoutePattern(documentFileCall.path)}`, async ({ params }) => {
      const found = documents.find((d) => d.record.id === params.id);
      const bytes = await fileBytes(found?.file);
      if (!found || bytes === null) return errorResponse(404, 'The document was not found.');
      return new HttpResponse(bytes, {
        headers: { 'Content-Type': found.record.contentType, 'Content-Length': String(bytes.byteLength) },
      });
    }),
    endpointHandler(
      e.upload,
      async ({ body }) => {
        const check = validateUploadBody({ ...body, file: { name: body.name, data: body.data } });
        if (!check.ok && body.companyId === undefined && body.orderId === undefined) {
          return errorResponse(400, 'The request is invalid.', { type: [renderMessage(t, check.message)] });
        }
        if (body.orderStopId !== undefined) {
          const shipmentId = shipmentOfStop(body.orderStopId);
          return store(body, {
            entityType: EntityType.OrderStop,
            entityId: body.orderStopId,
            ...(shipmentId === undefined ? {} : { shipmentId }),
          });
        }
        if (body.shipmentId !== undefined)
          return store(body, {
            entityType: EntityType.Shipment,
            entityId: body.shipmentId,
            shipmentId: body.shipmentId,
          });
        const invoiceId = body.apInvoiceId ?? body.thirdPartyInvoiceId;
        if (invoiceId !== undefined)
          return store(body, {
            entityType: body.apInvoiceId === undefined ? EntityType.ThirdParty : EntityType.APInvoice,
            entityId: invoiceId,
            invoiceId,
          });
        if (body.caseId !== undefined)
          return store(body, { entityType: EntityType.Case, entityId: body.caseId, caseId: body.caseId });
        return store(body, {
          entityType: EntityType.Carrier,
          entityId: body.companyId ?? body.orderId ?? '',
        });
      },
      o,
    ),
    endpointHandler(
      e.uploadToShipment,
      ({ params, body }) => {
        const podStop = uploadCases[body.type] === 'proofOfDelivery' ? body.orderStopId : undefined;
        const check = validateUploadBody({
          ...body,
          file: { name: body.name, data: body.data },
          ...(uploadCases[body.type] === 'proofOfDelivery' ? {} : { shipmentId: params.id }),
        });
        if (!check.ok)
          return errorResponse(400, 'The request is invalid.', { type: [renderMessage(t, check.message)] });
        return podStop === undefined
          ? store(body, { entityType: EntityType.Shipment, entityId: params.id, shipmentId: params.id })
          : store(body, { entityType: EntityType.OrderStop, entityId: podStop, shipmentId: params.id });
      },
      o,
    ),
    endpointHandler(
      e.delete,
      async ({ params }) => {
        const index = documents.findIndex((d) => d.record.id === params.id);
        if (options.deleteDelayMs) await delay(options.deleteDelayMs);
        const found = documents[index];
        if (!found) return errorResponse(404, 'The document was not found.');
        const refusal =
          found.deleteRefusal ?? (found.locked ? { reason: 'lockedBySettlement' as const } : undefined);
        if (refusal) return errorResponse(403, documentDeleteRefusalMessage(refusal));
        documents.splice(index, 1);
        return { resultId: params.id };
      },
      o,
    ),
    endpointHandler(
      e.trigger,
      ({ params, body }) => {
        events.push({ shipmentId: params.id, fileType: body.fileType });
        return {
          id: `event-${events.length}`,
          shipmentId: params.id,
          fileType: body.fileType,
          createDateTime: new Date().toISOString(),
        };
      },
      o,
    ),
    endpointHandler(
      e.shipmentDocuments,
      ({ params }) => {
        const required = filledSlots((s) => s.shipmentId === params.id && s.invoiceId === null);
        return withRequired(
          documents.filter((d) => d.shipmentId === params.id && d.caseId === undefined),
          required,
        );
      },
      o,
    ),
    endpointHandler(
      e.shipmentRequiredDocuments,
      ({ params }) => filledSlots((s) => s.shipmentId === params.id && s.invoiceId === null),
      o,
    ),
    endpointHandler(e.shipmentOrderDropoffs, ({ params }) => [...(options.dropoffs?.[params.id] ?? [])], o),
    endpointHandler(
      e.invoiceDocuments,
      ({ params }) => {
        const required = filledSlots((s) => s.invoiceId === params.id);
        // As the back end: the invoice's own documents and its shipment's paperwork (the shipment
        // is the one its required slots name); another invoice's documents stay out.
        const shipmentId = slots.find((s) => s.invoiceId === params.id && s.shipmentId !== null)?.shipmentId;
        return withRequired(
          documents.filter(
            (d) =>
              d.invoiceId === params.id ||
              (shipmentId != null &&
                d.shipmentId === shipmentId &&
                d.invoiceId === undefined &&
                d.caseId === undefined),
          ),
          required,
        );
      },
      o,
    ),
    endpointHandler(
      e.invoiceRequiredDocuments,
      ({ params }) => filledSlots((s) => s.invoiceId === params.id),
      o,
    ),
    endpointHandler(
      e.caseDocuments,
      ({ params }) => documents.filter((d) => d.caseId === params.id).map((d) => d.record),
      o,
    ),
  ];
  return { handlers, documents, events };
}
