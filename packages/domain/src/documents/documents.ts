import { viewerZoomLevels } from '../constants/layout.ts';
import { DocumentType, documentTypes, EntityType } from '../enums/accounting.ts';
import { msg, type MessageRef, type StaticMessageKey, type UserMessage } from '../messages/catalog.ts';
import type { Tone } from '../tone.ts';

/** Which entity an upload of a document type attaches to. */
export type UploadCase = 'proofOfDelivery' | 'shipment' | 'apInvoice' | 'thirdPartyInvoice';

/**
 * Upload case by document type. The spec (spec 2 §3, §5) names the variants (proof of delivery →
 * order stop, shipment document, AP invoice document, third-party invoice document) but not which type
 * is which; ours: 12 → order stop, 18 → AP invoice, 64 → third-party invoice, the other shipment
 * paperwork → shipment; profile pictures have no upload case here (they go through the profile).
 */
export const uploadCases: Readonly<Partial<Record<DocumentType, UploadCase>>> = {
  [DocumentType.ProofOfDelivery]: 'proofOfDelivery',
  [DocumentType.BillOfLading]: 'shipment',
  [DocumentType.CarrierConfirmation]: 'shipment',
  [DocumentType.LumperReceipt]: 'shipment',
  [DocumentType.SignedRateConfirmation]: 'shipment',
  [DocumentType.ShipmentMiscellaneous]: 'shipment',
  [DocumentType.BOLAdvance]: 'shipment',
  [DocumentType.TrailerPicture]: 'shipment',
  [DocumentType.APInvoice]: 'apInvoice',
  [DocumentType.ThirdParty]: 'thirdPartyInvoice',
};

/** Only proof of delivery needs an order stop (spec 2 §2, §5). */
export function documentTypeNeedsStop(type: number | null | undefined): boolean {
  return type === DocumentType.ProofOfDelivery;
}

/** The Order Stop picker shows only for proof of delivery and only when stops exist (spec 2 §2). */
export function showOrderStopPicker(type: number | null | undefined, stopCount: number): boolean {
  return documentTypeNeedsStop(type) && stopCount > 0;
}

/** The default file name: the type label followed by '-upload' (spec 2 §5). */
export function defaultDocumentFileName(type: number): string {
  return `${documentTypes.label(type) ?? String(type)}-upload`;
}

/** What the Upload Document dialog holds when Upload is pressed. */
export interface UploadRequest {
  readonly type?: number | null;
  readonly file?: { readonly name?: string | null; readonly data: string } | null;
  readonly orderStopId?: string | number | null;
  readonly shipmentId?: string | number | null;
  readonly apInvoiceId?: string | number | null;
  readonly thirdPartyInvoiceId?: string | number | null;
}

/** Body of POST api/v2/documents: name, type, base64 data and the entity id of the upload case. */
export type UploadBody = {
  readonly name: string;
  readonly type: number;
  readonly data: string;
} & (
  | { readonly orderStopId: string | number }
  | { readonly shipmentId: string | number }
  | { readonly apInvoiceId: string | number }
  | { readonly thirdPartyInvoiceId: string | number }
);

const present = (v: string | number | null | undefined): v is string | number => v != null && v !== '';

/**
 * Validates an upload in the spec's order (spec 2 §5) and shapes its body: file type, file, then the
 * entity the type needs (stop, shipment, invoice), else 'No upload case exists for file class …'.
 */
export function validateUpload(
  request: UploadRequest,
): { ok: true; body: UploadBody } | { ok: false; message: MessageRef } {
  const { type, file } = request;
  if (type == null) return { ok: false, message: msg('documents.validation.fileType') };
  if (file == null) return { ok: false, message: msg('documents.validation.file') };
  const name = file.name != null && file.name.trim() !== '' ? file.name : defaultDocumentFileName(type);
  const base = { name, type, data: file.data };
  switch (uploadCases[type as DocumentType]) {
    case 'proofOfDelivery':
      return present(request.orderStopId)
        ? { ok: true, body: { ...base, orderStopId: request.orderStopId } }
        : { ok: false, message: msg('documents.validation.dropoff') };
    case 'shipment':
      return present(request.shipmentId)
        ? { ok: true, body: { ...base, shipmentId: request.shipmentId } }
        : { ok: false, message: msg('documents.validation.shipment') };
    case 'apInvoice':
      return present(request.apInvoiceId)
        ? { ok: true, body: { ...base, apInvoiceId: request.apInvoiceId } }
        : { ok: false, message: msg('documents.validation.invoice') };
    case 'thirdPartyInvoice':
      return present(request.thirdPartyInvoiceId)
        ? { ok: true, body: { ...base, thirdPartyInvoiceId: request.thirdPartyInvoiceId } }
        : { ok: false, message: msg('documents.validation.invoice') };
    default:
      return {
        ok: false,
        message: msg('documents.validation.noUploadCase', { fileClass: documentTypes.keyOf(type) ?? type }),
      };
  }
}

/**
 * Upload success and failure texts (spec 2 §8). Choice: 'Document uploaded successfully' over the
 * variant 'Document Successfully Uploaded' (first reading, sentence case like the other toasts).
 */
export function uploadResultMessage(
  result: { ok: true } | { ok: false; error?: string | null },
): UserMessage {
  if (result.ok) return msg('documents.uploaded');
  return result.error != null && result.error.trim() !== ''
    ? { text: result.error }
    : msg('errors.unknownLowercase');
}

/** Outcome of DELETE api/v2/documents/{id} by HTTP status: 403 means not permitted, a false result (spec 2 §6, §7). */
export function documentDeleteOutcome(status: number): 'deleted' | 'notPermitted' | 'failed' {
  if (status >= 200 && status < 300) return 'deleted';
  return status === 403 ? 'notPermitted' : 'failed';
}

/** Toast text of a delete outcome (spec 2 §8). */
export function documentDeleteMessage(outcome: 'deleted' | 'notPermitted' | 'failed'): StaticMessageKey {
  return outcome === 'deleted' ? 'documents.deleted' : 'documents.deleteFailed';
}

/** Adding or deleting a document on a shipment triggers the shipment document event (spec 2 §4). */
export function triggersShipmentDocumentEvent(entityType: number): boolean {
  return entityType === EntityType.Shipment;
}

/**
 * The shipment whose document event a document change raises, or `null` (spec 2 §4). A document on
 * the shipment itself names it; a proof of delivery sits on one of the shipment's stops, which is
 * still "a document on a shipment", so it raises the event of the shipment the stop belongs to
 * (`stopShipmentId`: the record names only the stop).
 */
export function shipmentDocumentEventTarget(
  doc: { readonly entityType: number; readonly entityId: string },
  stopShipmentId?: string | null,
): string | null {
  if (triggersShipmentDocumentEvent(doc.entityType)) return doc.entityId;
  if (doc.entityType === EntityType.OrderStop && stopShipmentId != null && stopShipmentId !== '')
    return stopShipmentId;
  return null;
}

/** A document tile as shown (spec 2 §2): caption and error tint for a required slot without a file. */
export function documentTile(doc: {
  readonly name?: string | null;
  readonly fileURL?: string | null;
  readonly id?: string | number | null;
  readonly required?: boolean | null;
}): { caption: UserMessage; tone: Tone; empty: boolean } {
  const empty = doc.id == null && (doc.fileURL == null || doc.fileURL === '');
  const caption: UserMessage =
    !empty && doc.name != null && doc.name !== '' ? { text: doc.name } : msg('documents.required');
  return { caption, tone: empty && doc.required === true ? 'critical' : 'neutral', empty };
}

/** File types the viewer opens (spec 2 §2). */
export const viewerFileTypes = ['pdf', 'png', 'jpeg', 'jpg', 'tif', 'tiff'] as const;
/** One viewer file type. */
export type ViewerFileType = (typeof viewerFileTypes)[number];

/** How the viewer renders a file type: pdf.js, decoded TIFF (spec 2 §9), or a plain image. */
export type ViewerKind = 'pdf' | 'tiff' | 'image';

/** Extension of a file name or an explicit extension ('.PDF' → 'pdf'); '' when none. */
export function fileExtension(nameOrExtension: string | null | undefined): string {
  const value = (nameOrExtension ?? '').trim().toLowerCase();
  const dot = value.lastIndexOf('.');
  return dot === -1 ? value : value.slice(dot + 1);
}

/**
 * Viewer kind of an extension, or `null` when the viewer cannot show it. Previewable extensions are
 * not listed by the spec; we use the viewer's supported types, so preview shows only where it works.
 */
export function viewerKind(extension: string | null | undefined): ViewerKind | null {
  const ext = fileExtension(extension);
  if (!(viewerFileTypes as readonly string[]).includes(ext)) return null;
  if (ext === 'pdf') return 'pdf';
  return ext === 'tif' || ext === 'tiff' ? 'tiff' : 'image';
}

/** Whether a tile offers preview for an extension. */
export function isPreviewable(extension: string | null | undefined): boolean {
  return viewerKind(extension) !== null;
}

/** Print is offered for PDF only (spec 2 §2). */
export function canPrint(extension: string | null | undefined): boolean {
  return viewerKind(extension) === 'pdf';
}

/**
 * Why the viewer cannot start (spec 2 §5): no extension → "Couldn't determine file type"; an
 * image without URL → 'Image not found'; any other unsupported type → the generic load failure.
 */
export function viewerPreflight(doc: {
  readonly extension?: string | null;
  readonly fileURL?: string | null;
}): MessageRef | null {
  const ext = fileExtension(doc.extension);
  if (ext === '') return msg('viewer.unknownFileType');
  const kind = viewerKind(ext);
  if (kind === null) return msg('viewer.loadFailed');
  if (kind !== 'pdf' && (doc.fileURL == null || doc.fileURL === '')) return msg('viewer.imageNotFound');
  return null;
}

/** The viewer's error bar: 'Error: {message}' (spec 2 §8). */
export function viewerErrorBar(message: UserMessage, render: (m: UserMessage) => string): MessageRef {
  return msg('viewer.errorBar', { message: render(message) });
}

/** The download name: the file name, or the type's default name, with the extension (spec 2 §2). */
export function downloadFileName(doc: {
  readonly name?: string | null;
  readonly extension?: string | null;
  readonly type: number;
}): string {
  const base =
    doc.name != null && doc.name.trim() !== '' ? doc.name.trim() : defaultDocumentFileName(doc.type);
  const ext = fileExtension(doc.extension);
  return ext === '' || base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

/** One zoom level in percent. */
export type ZoomLevel = (typeof viewerZoomLevels)[number];

/** The next zoom level in or out from any current value, clamped to 10–300 % (spec 2 §2). */
export function stepZoom(current: number, direction: 'in' | 'out'): ZoomLevel {
  const levels = viewerZoomLevels;
  if (direction === 'in') return levels.find((level) => level > current) ?? levels[levels.length - 1] ?? 300;
  return [...levels].reverse().find((level) => level < current) ?? levels[0];
}

/** Rotates by a quarter turn left or right, kept within 0–270 degrees. */
export function rotate(degrees: number, direction: 'left' | 'right'): 0 | 90 | 180 | 270 {
  const next = (((degrees + (direction === 'right' ? 90 : -90)) % 360) + 360) % 360;
  return ((Math.round(next / 90) * 90) % 360) as 0 | 90 | 180 | 270;
}
