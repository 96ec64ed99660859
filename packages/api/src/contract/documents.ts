import {
  answer,
  answerText,
  DocumentType,
  EntityType,
  type DocumentDeleteRefusal,
  type DocumentUploaderParty,
  type ViewerFileType,
} from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idParamSchema, idSchema } from './common.ts';
import { buildPath, defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Largest document the back end accepts, in decoded bytes (15 MiB). The spec names no limit; this
 * one fits a scanned multi-page proof of delivery and keeps base64 bodies of a browser upload sane.
 * Larger uploads answer 413 with {@link documentTooLargeMessage}.
 */
export const maxDocumentBytes = 15 * 1024 * 1024;

/**
 * Largest JSON body of an upload call: the base64 of {@link maxDocumentBytes} (4 chars per 3 bytes)
 * plus room for the name and ids. Bodies announcing more are refused before they are read.
 */
export const maxDocumentUploadBodyBytes = Math.ceil(maxDocumentBytes / 3) * 4 + 64 * 1024;

/** How a refused delete names the company that added the document. */
const uploaderNames: Readonly<Record<DocumentUploaderParty, string>> = {
  carrier: 'the carrier',
  broker: 'the broker',
  factoringCompany: 'the factoring company',
};

/**
 * The 403 answer's message of a refused delete (domain's `documentDeleteRefusal`). A server text:
 * the spec quotes none (spec 2 §6: a 403 is "not permitted", and the portal shows its own 'Failed to
 * delete document'), so these are worded here once for the sandbox and the mocks. The one wording
 * for another company's document, "added by … and cannot be deleted", names who really added it —
 * the carrier, the broker or the factoring company — since saying "the broker" for a factoring
 * company's upload (as the sandbox once did) sends the user to the wrong party.
 *
 * @example documentDeleteRefusalMessage({ reason: 'addedByAnotherCompany', addedBy: 'factoringCompany' })
 * // 'This document was added by the factoring company and cannot be deleted.'
 */
export function documentDeleteRefusalMessage(refusal: DocumentDeleteRefusal): string {
  switch (refusal.reason) {
    case 'addedByAnotherCompany':
      return `This document was added by ${uploaderNames[refusal.addedBy]} and cannot be deleted.`;
    case 'driverNotUploader':
      return 'Drivers can delete only the documents they uploaded.';
    case 'lockedBySettlement':
      return 'This required document is locked because the invoice has been settled.';
  }
}

/** The 413 answer's text with its key (ADR 048; the central error handler shows it). */
export const documentTooLarge = answer('answer.documents.tooLarge', {
  megabytes: maxDocumentBytes / (1024 * 1024),
});
/** The English of {@link documentTooLarge}. */
export const documentTooLargeMessage = /* @__PURE__ */ answerText(documentTooLarge);

/**
 * The header that makes a document upload safe to resend (ADR 039): the first upload with a key stores
 * the document and its answer; a resend with the same key by the same user answers that first result
 * (with `Idempotent-Replayed: true`) and never stores a second document. Keys are 1–255 visible ASCII
 * characters; the portal sends a random UUID per capture.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** The answer header that marks a replayed first result. */
export const idempotentReplayHeader = 'Idempotent-Replayed';

/** 400 model-state message of a malformed idempotency key (a server text). */
export const idempotencyKeyInvalidMessage =
  'The Idempotency-Key header must be 1 to 255 visible characters (letters, digits, punctuation).';

/** 422 message: the key was used before for another upload (a server text). */
export const idempotencyKeyReusedMessage =
  'This Idempotency-Key was already used for a different upload. Send a new upload with a new key.';

/** 409 message: the first upload with this key is still being stored (a server text). */
export const idempotencyKeyInFlightMessage =
  'An upload with this Idempotency-Key is still being stored. Try again in a moment.';

/** The Content-Type the back end serves for each file type it accepts (the viewer's types). */
export const documentContentTypes: Readonly<Record<ViewerFileType, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** A document type value (spec 2 §3). */
export const documentTypeSchema = lazySchema(() => z.enum(DocumentType));

/** An entity type value (spec 2 §3). */
export const entityTypeSchema = lazySchema(() => z.enum(EntityType));

/**
 * A document as listed (spec 2 §3 "Document"). `fileURL` is the contract path of its file
 * (`api/v1/documents/{id}`), relative to the API base URL; fetch it with the bearer token
 * (`createDocumentTransfer` in `@freightkit/api/react`).
 */
export const documentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    /** Lower-case extension without the dot (`pdf`, `tiff`). */
    extension: z.string(),
    fileURL: z.string(),
    type: documentTypeSchema,
    entityType: entityTypeSchema,
    entityId: idSchema,
    entityDescription: z.string(),
    /** Whether the document fills one of the entity's required slots. */
    required: z.boolean(),
    /** MIME type of the stored file, checked by content on upload. */
    contentType: z.string(),
    /** Size of the file in bytes. */
    size: z.number().int().min(0),
    /** ISO date-time of the upload. */
    createDateTime: z.string(),
  }),
);
/** A document as parsed by the contract. */
export type DocumentRecord = z.output<typeof documentSchema>;

/**
 * A required document slot (spec 2 §3 "Required document"). Besides the spec's fields, the sandbox
 * answers `documentId`: the document filling the slot, or `null` for an empty ('Required') slot.
 */
export const requiredDocumentSchema = lazySchema(() =>
  z.object({
    fileType: documentTypeSchema,
    description: z.string(),
    entityType: entityTypeSchema,
    orderStopId: idSchema.nullable(),
    orderId: idSchema.nullable(),
    shipmentId: idSchema.nullable(),
    invoiceId: idSchema.nullable(),
    documentId: idSchema.nullable(),
  }),
);
/** A required document slot. */
export type RequiredDocument = z.output<typeof requiredDocumentSchema>;

/** The drop-off stops of one order on a shipment (spec 2 §3 "Order dropoffs"): the Order Stop picker's options. */
export const orderDropoffsSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    dropoffs: z.array(z.object({ stopNumber: z.number().int().min(1), stopId: idSchema })),
  }),
);
/** Drop-offs of one order. */
export type OrderDropoffs = z.output<typeof orderDropoffsSchema>;

const fileFields = {
  /** The file name as the user chose it (the stored file never uses it). */
  name: z.string().trim().min(1).max(255),
  type: documentTypeSchema,
  /** The file content, base64 (a `data:…;base64,` prefix is accepted and ignored). */
  data: z.string().min(1),
};

/** Entity id fields of an upload, one per upload variant (spec 2 §3, §7). */
export const uploadEntityKeys = [
  'orderStopId',
  'shipmentId',
  'apInvoiceId',
  'thirdPartyInvoiceId',
  'caseId',
  'orderId',
  'companyId',
] as const;
/** One upload variant's entity id field. */
export type UploadEntityKey = (typeof uploadEntityKeys)[number];

/**
 * Body of `POST api/v2/documents` (spec 2 §7): name, type, base64 data and exactly one entity id.
 * The first four variants are domain's `validateUpload` bodies (type decides the variant); `caseId`,
 * `orderId` and `companyId` attach any document type to a case, an order or the caller's company.
 */
export const uploadDocumentBodySchema = lazySchema(() =>
  z
    .object({
      ...fileFields,
      orderStopId: idSchema.optional(),
      shipmentId: idSchema.optional(),
      apInvoiceId: idSchema.optional(),
      thirdPartyInvoiceId: idSchema.optional(),
      caseId: idSchema.optional(),
      orderId: idSchema.optional(),
      companyId: idSchema.optional(),
    })
    .refine((body) => uploadEntityKeys.filter((key) => body[key] !== undefined).length === 1, {
      message: `Give exactly one of ${uploadEntityKeys.join(', ')}.`,
    }),
);
/** What an upload sends. */
export type UploadDocumentBody = z.input<typeof uploadDocumentBodySchema>;

/** Body of the per-entity uploads (`POST api/v2/shipments/{id}/documents`, cases): a stop only for proof of delivery. */
export const entityUploadBodySchema = lazySchema(() =>
  z.object({ ...fileFields, orderStopId: idSchema.optional() }),
);
/** What a per-entity upload sends. */
export type EntityUploadBody = z.input<typeof entityUploadBodySchema>;

/** Answer of a delete (spec 2 §7): the id of the deleted document. */
export const deleteDocumentResultSchema = lazySchema(() => z.object({ resultId: idSchema }));

/** Body of the document trigger (spec 2 §7): the type of the document added or deleted. */
export const documentTriggerBodySchema = lazySchema(() => z.object({ fileType: documentTypeSchema }));

/** Answer of the document trigger: the recorded shipment document event. */
export const documentEventSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentId: idSchema,
    fileType: documentTypeSchema,
    createDateTime: z.string(),
  }),
);

/**
 * `GET api/v1/documents/{id}` (spec 2 §7): the file itself — its bytes with the stored content type
 * and a safe `Content-Disposition` — so it is not a JSON endpoint of the contract. Build its URL with
 * {@link documentFilePath}; it needs the bearer token like every authenticated call.
 */
export const documentFileCall = {
  name: 'documents.file',
  method: 'GET',
  path: 'api/v1/documents/{id}',
  access: 'authenticated',
  capability: 'documents.view',
  params: byIdParamsSchema,
} as const;

/** The contract path of a document's file (`api/v1/documents/<id>`), also served as `fileURL`. */
export const documentFilePath = (id: string): string => buildPath(documentFileCall.path, { id });

const byId = byIdParamsSchema;
const documentList = lazySchema(() => z.array(documentSchema));

/**
 * Document calls (spec 2 §7). Paths the spec does not show (case documents) are ours; see
 * docs/adr/007-document-storage.md.
 */
export const documentEndpoints = {
  /** Upload to any entity by the id field of its variant. */
  upload: defineEndpoint({
    name: 'documents.upload',
    method: 'POST',
    path: 'api/v2/documents',
    access: 'authenticated',
    capability: 'documents.write',
    summary:
      'Uploads a document (base64) to an order stop, shipment, invoice, case, order or company; an Idempotency-Key header makes a resend answer the first result.',
    body: uploadDocumentBodySchema,
    response: documentSchema,
    successStatus: 201,
  }),
  /** Deletes a document; 403 when the caller may not (spec 2 §6). */
  delete: defineEndpoint({
    name: 'documents.delete',
    method: 'DELETE',
    path: 'api/v2/documents/{id}',
    access: 'authenticated',
    capability: 'documents.write',
    summary: 'Deletes a document; 403 means not permitted.',
    params: byId,
    response: deleteDocumentResultSchema,
  }),
  /** Records the shipment document event (spec 2 §4); `id` is the shipment's. */
  trigger: defineEndpoint({
    name: 'documents.trigger',
    method: 'PUT',
    path: 'api/v2/documents/document-trigger/{id}',
    access: 'authenticated',
    capability: 'documents.write',
    summary: 'Raises the shipment document event for a shipment, carrying the document type.',
    params: lazySchema(() => z.object({ id: idParamSchema })),
    body: documentTriggerBodySchema,
    response: documentEventSchema,
  }),
  /** Documents of a shipment, its stops, and its invoices. */
  shipmentDocuments: defineEndpoint({
    name: 'documents.shipmentDocuments',
    method: 'GET',
    path: 'api/v2/shipments/{id}/documents',
    access: 'authenticated',
    capability: 'documents.view',
    summary: 'Documents of a shipment (its stops and invoices included).',
    params: byId,
    response: documentList,
  }),
  /** Required slots of a shipment, filled or empty. */
  shipmentRequiredDocuments: defineEndpoint({
    name: 'documents.shipmentRequiredDocuments',
    method: 'GET',
    path: 'api/v2/shipments/{id}/required_documents',
    access: 'authenticated',
    capability: 'documents.view',
    summary: 'Required document slots of a shipment.',
    params: byId,
    response: lazySchema(() => z.array(requiredDocumentSchema)),
  }),
  /** Drop-off stops per order of a shipment (the Order Stop picker). */
  shipmentOrderDropoffs: defineEndpoint({
    name: 'documents.shipmentOrderDropoffs',
    method: 'GET',
    path: 'api/v2/shipments/{id}/order_dropoffs',
    access: 'authenticated',
    capability: 'documents.view',
    summary: 'Drop-off stops of each order on a shipment.',
    params: byId,
    response: lazySchema(() => z.array(orderDropoffsSchema)),
  }),
  /** Upload to a shipment (or, for proof of delivery, one of its stops). */
  uploadToShipment: defineEndpoint({
    name: 'documents.uploadToShipment',
    method: 'POST',
    path: 'api/v2/shipments/{id}/documents',
    access: 'authenticated',
    capability: 'documents.write',
    summary:
      'Uploads a document to a shipment; proof of delivery needs one of its stops; an Idempotency-Key header makes a resend answer the first result.',
    params: byId,
    body: entityUploadBodySchema,
    response: documentSchema,
    successStatus: 201,
  }),
  /** Documents of an invoice and of its shipment. */
  invoiceDocuments: defineEndpoint({
    name: 'documents.invoiceDocuments',
    method: 'GET',
    path: 'api/v2/invoices/{id}/documents',
    access: 'authenticated',
    capability: 'documents.view',
    summary: 'Documents of an invoice and of its shipment.',
    params: byId,
    response: documentList,
  }),
  /** Required slots of an invoice: its shipment's plus the invoice document. */
  invoiceRequiredDocuments: defineEndpoint({
    name: 'documents.invoiceRequiredDocuments',
    method: 'GET',
    path: 'api/v2/invoices/{id}/required_documents',
    access: 'authenticated',
    capability: 'documents.view',
    summary: 'Required document slots of an invoice.',
    params: byId,
    response: lazySchema(() => z.array(requiredDocumentSchema)),
  }),
  /** Documents of a case (the case's documents tab). Path ours. */
  caseDocuments: defineEndpoint({
    name: 'documents.caseDocuments',
    method: 'GET',
    path: 'api/v2/cases/{id}/documents',
    access: 'authenticated',
    capability: 'documents.view',
    summary: 'Documents of a case.',
    params: byId,
    response: documentList,
  }),
} as const;
