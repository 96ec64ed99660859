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

/** The entities whose Upload Document dialog offers document types of its own. */
export type UploadEntity = 'shipment' | 'invoice' | 'thirdPartyInvoice' | 'case';

const typesOfCases = (...cases: readonly UploadCase[]): DocumentType[] =>
  Object.entries<UploadCase>(uploadCases)
    .filter(([, uploadCase]) => cases.includes(uploadCase))
    .map(([type]) => Number(type) as DocumentType);

/**
 * Document types each entity's Upload Document dialog offers, by {@link uploadCases}:
 * - a shipment: those attached to the shipment or to one of its stops (proof of delivery);
 * - an invoice: the AP invoice document (it carries apInvoiceId, spec 2 §3); the shipment's paperwork
 *   is added through the invoice's empty required slots, which carry the shipment or stop;
 * - a third-party payer invoice: the third-party invoice document (it carries thirdPartyInvoiceId), and
 *   the shipment's paperwork through the slots as on an invoice;
 * - a case: the shipment paperwork an accessorial request is argued with (a proof of delivery belongs
 *   to a stop, so it goes through the shipment).
 */
export const uploadTypesByEntity: Readonly<Record<UploadEntity, readonly DocumentType[]>> = {
  shipment: typesOfCases('proofOfDelivery', 'shipment'),
  invoice: typesOfCases('apInvoice'),
  thirdPartyInvoice: typesOfCases('thirdPartyInvoice'),
  case: typesOfCases('shipment'),
};

/** What an invoice's own document is, and what it is attached as. */
export interface InvoiceDocumentKind {
  readonly uploadCase: 'apInvoice' | 'thirdPartyInvoice';
  readonly type: DocumentType;
  readonly entityType: EntityType;
}

/**
 * An invoice's own document (its required slot, and what an upload to it carries): the AP invoice
 * document on a payables invoice, the third-party invoice document on a third-party payer invoice
 * (spec 2 §3 upload variants: apInvoiceId, thirdPartyInvoiceId). Each goes on its own kind of invoice
 * only; the back end refuses the other with 'No invoice found for upload'.
 */
export function invoiceDocumentKind(invoice: { readonly thirdParty: boolean }): InvoiceDocumentKind {
  return invoice.thirdParty
    ? { uploadCase: 'thirdPartyInvoice', type: DocumentType.ThirdParty, entityType: EntityType.ThirdParty }
    : { uploadCase: 'apInvoice', type: DocumentType.APInvoice, entityType: EntityType.APInvoice };
}

/** Whether an entity's Upload Document dialog accepts a document type ({@link uploadTypesByEntity}). */
export function acceptsDocumentType(entity: UploadEntity, type: number): boolean {
  return (uploadTypesByEntity[entity] as readonly number[]).includes(type);
}

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

/** An entity id as the dialog and the wire carry it. */
type EntityId = string | number;

/**
 * What an upload attaches to: a shipment, one of its (drop-off) stops, an invoice or a case. The
 * document type then picks the id the body carries (spec 2 §3 upload variants): on a shipment, a
 * proof of delivery goes to the stop chosen in the Order Stop picker; on an invoice, the AP invoice
 * document carries `apInvoiceId` and the third-party invoice document `thirdPartyInvoiceId`, while the
 * shipment's paperwork needs the invoice's `shipmentId`; on a case, every type that has an upload
 * case carries `caseId` (spec 2 §7 "upload per type to … case").
 *
 * @example { kind: 'case', caseId: kase.id }
 */
export type UploadTarget =
  | { readonly kind: 'shipment'; readonly shipmentId: EntityId }
  | { readonly kind: 'stop'; readonly orderStopId: EntityId; readonly shipmentId?: EntityId | null }
  | { readonly kind: 'invoice'; readonly invoiceId: EntityId; readonly shipmentId?: EntityId | null }
  | { readonly kind: 'case'; readonly caseId: EntityId };

/** A file as the dialog holds it: its name (may be blank) and base64 content. */
type UploadFile = { readonly name?: string | null; readonly data: string };

/** What the Upload Document dialog holds when Upload is pressed. */
export interface UploadRequest {
  readonly type?: number | null;
  readonly file?: UploadFile | null;
  /** The stop chosen in the Order Stop picker (a proof of delivery on a shipment or an invoice). */
  readonly orderStopId?: EntityId | null;
  /** What the document is for; without one every type fails on its missing entity. */
  readonly target?: UploadTarget | null;
}

/** The entity id fields of a flat upload body, as `POST api/v2/documents` receives it. */
export interface UploadEntityIds {
  readonly orderStopId?: EntityId | null;
  readonly shipmentId?: EntityId | null;
  readonly apInvoiceId?: EntityId | null;
  readonly thirdPartyInvoiceId?: EntityId | null;
  readonly caseId?: EntityId | null;
}

/** Body of POST api/v2/documents: name, type, base64 data and the entity id of the upload case. */
export type UploadBody = {
  readonly name: string;
  readonly type: number;
  readonly data: string;
} & (
  | { readonly orderStopId: EntityId }
  | { readonly shipmentId: EntityId }
  | { readonly apInvoiceId: EntityId }
  | { readonly thirdPartyInvoiceId: EntityId }
  | { readonly caseId: EntityId }
);

/** Outcome of an upload check: the body to send, or the spec's message. */
export type UploadCheck = { ok: true; body: UploadBody } | { ok: false; message: MessageRef };

const present = (v: EntityId | null | undefined): v is EntityId => v != null && v !== '';

/** The flat entity ids a target (and the picker's stop) stand for. */
function idsOfTarget(target: UploadTarget | null | undefined, chosenStop: EntityId | null | undefined) {
  switch (target?.kind) {
    case 'shipment':
      return { shipmentId: target.shipmentId, orderStopId: chosenStop };
    case 'stop':
      return { orderStopId: target.orderStopId, shipmentId: target.shipmentId };
    case 'invoice':
      return {
        apInvoiceId: target.invoiceId,
        thirdPartyInvoiceId: target.invoiceId,
        shipmentId: target.shipmentId,
        orderStopId: chosenStop,
      };
    case 'case':
      return { caseId: target.caseId };
    default:
      return {};
  }
}

/**
 * Validates an upload in the spec's order (spec 2 §5) and shapes its body: file type, file, then the
 * entity the type needs on the target (stop, shipment, invoice; a case takes any type with an upload
 * case), else 'No upload case exists for file class …'.
 *
 * @example validateUpload({ type: 12, file, orderStopId: stop.id, target: { kind: 'shipment', shipmentId } })
 */
export function validateUpload(request: UploadRequest): UploadCheck {
  return validateUploadBody({
    type: request.type,
    file: request.file,
    ...idsOfTarget(request.target, request.orderStopId),
  });
}

/**
 * {@link validateUpload} for a flat body as the back end receives it (the entity ids side by side):
 * the same checks, messages and body, so the sandbox and the mocks refuse what the dialog would.
 */
export function validateUploadBody(
  request: { readonly type?: number | null; readonly file?: UploadFile | null } & UploadEntityIds,
): UploadCheck {
  const { type, file } = request;
  if (type == null) return { ok: false, message: msg('documents.validation.fileType') };
  if (file == null) return { ok: false, message: msg('documents.validation.file') };
  const uploadCase = uploadCases[type as DocumentType];
  if (uploadCase === undefined)
    return {
      ok: false,
      message: msg('documents.validation.noUploadCase', { fileClass: documentTypes.keyOf(type) ?? type }),
    };
  const name = file.name != null && file.name.trim() !== '' ? file.name : defaultDocumentFileName(type);
  const base = { name, type, data: file.data };
  if (present(request.caseId)) return { ok: true, body: { ...base, caseId: request.caseId } };
  switch (uploadCase) {
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

/**
 * The kind of company that added a document, as a refused delete names it: the carrier (its
 * dispatchers and drivers), the broker (rate confirmations), or the factoring company (e.g. the AP
 * invoice document it added to an invoice factored to it).
 */
export type DocumentUploaderParty = 'carrier' | 'broker' | 'factoringCompany';

/** Why a delete is refused with 403; {@link documentDeleteRefusal} decides. */
export type DocumentDeleteRefusal =
  | { readonly reason: 'addedByAnotherCompany'; readonly addedBy: DocumentUploaderParty }
  | { readonly reason: 'driverNotUploader' }
  | { readonly reason: 'lockedBySettlement' };

/** Who asks to delete: their company, their user id, and whether they are a driver-only user. */
export interface DocumentDeleter {
  readonly companyId: string;
  readonly userId: string;
  readonly driverOnly: boolean;
}

/** Who added the document, and whether it fills a required slot of a settled or paid invoice. */
export interface DeletableDocument {
  readonly addedByCompanyId: string;
  readonly addedByUserId: string | null;
  /** The kind of the company that added it (named in the refusal). */
  readonly addedByParty: DocumentUploaderParty;
  /** It fills a required slot and an invoice of its shipment is settled (domain's `isInvoiceLocked`). */
  readonly lockedBySettlement: boolean;
}

/**
 * Who may delete which document (spec 2 §6 says only that a 403 means not permitted; the rule is
 * ours, ADR 007), the same for every persona: a company deletes what its own people added —
 * the carrier its dispatchers' and drivers' uploads, a factoring company the documents it added to
 * an invoice factored to it, a broker its own — and never another company's, which the refusal
 * names by its kind; a driver-only user deletes only their own uploads; and nobody deletes a
 * document that fills a required slot once an invoice of its shipment is settled, since payment was
 * made on it. Returns `null` when the delete may go ahead. Whether the caller may see the document
 * at all (404) is asked before this.
 *
 * @example documentDeleteRefusal({ companyId, userId, driverOnly: false }, doc) // → null or a refusal
 */
export function documentDeleteRefusal(
  deleter: DocumentDeleter,
  doc: DeletableDocument,
): DocumentDeleteRefusal | null {
  if (doc.addedByCompanyId !== deleter.companyId)
    return { reason: 'addedByAnotherCompany', addedBy: doc.addedByParty };
  if (deleter.driverOnly && doc.addedByUserId !== deleter.userId) return { reason: 'driverNotUploader' };
  return doc.lockedBySettlement ? { reason: 'lockedBySettlement' } : null;
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
/**
 * Invisible formatting characters that change how a name reads without being seen: the bidirectional
 * embeddings, overrides and isolates (U+202A–202E, U+2066–2069), the direction marks (U+200E, U+200F,
 * U+061C) and zero-width characters (U+200B–200D, U+2060–2064, U+FEFF).
 */
const invisibleFormatting = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * A file name as it may be shown or saved: without the invisible characters that could make it read as
 * something else (issue 24: `\u202Egnp.pdf` shows as "fdp.png"), so the extension a person sees is the real one.
 * Screens also isolate the name from the text around it (`<bdi>`), so a right-to-left name stays in its box.
 *
 * @example displayFileName('\u202Egnp.pdf') // 'gnp.pdf'
 */
export function displayFileName(name: string): string {
  return name.replace(invisibleFormatting, '');
}

export function documentTile(doc: {
  readonly name?: string | null;
  readonly fileURL?: string | null;
  readonly id?: string | number | null;
  readonly required?: boolean | null;
}): { caption: UserMessage; tone: Tone; empty: boolean } {
  const empty = doc.id == null && (doc.fileURL == null || doc.fileURL === '');
  const caption: UserMessage =
    !empty && doc.name != null && displayFileName(doc.name) !== ''
      ? { text: displayFileName(doc.name) }
      : msg('documents.required');
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
  const name = displayFileName(doc.name ?? '').trim();
  const base = name !== '' ? name : defaultDocumentFileName(doc.type);
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
