import { describe, expect, it } from 'vitest';
import { DocumentType, EntityType } from '../enums/accounting.ts';
import { createTranslator } from '../messages/translator.ts';
import { renderMessage, specMessages, type UserMessage } from '../messages/catalog.ts';
import {
  canPrint,
  defaultDocumentFileName,
  documentDeleteMessage,
  documentDeleteOutcome,
  documentDeleteRefusal,
  displayFileName,
  documentTile,
  documentTypeNeedsStop,
  downloadFileName,
  fileExtension,
  invoiceDocumentKind,
  isPreviewable,
  rotate,
  showOrderStopPicker,
  stepZoom,
  uploadTypesByEntity,
  shipmentDocumentEventTarget,
  triggersShipmentDocumentEvent,
  uploadResultMessage,
  validateUpload,
  validateUploadBody,
  viewerErrorBar,
  viewerKind,
  viewerPreflight,
  type DeletableDocument,
  type DocumentDeleter,
  type UploadRequest,
} from './index.ts';

const t = createTranslator('en-US', specMessages);
const render = (m: UserMessage): string => renderMessage(t, m);
const file = { name: 'pod.pdf', data: 'AAAA' };

describe('upload validation in the spec order (spec 2 §5)', () => {
  const onShipment = { kind: 'shipment', shipmentId: 1 } as const;
  it.each<[string, UploadRequest, string]>([
    ['no type', { file, target: onShipment }, 'Please select a file type'],
    ['no type, no file: type first', {}, 'Please select a file type'],
    ['no file', { type: DocumentType.BillOfLading, target: onShipment }, 'Please select a file'],
    [
      'POD on a shipment without a chosen stop',
      { type: DocumentType.ProofOfDelivery, file, target: onShipment },
      'No dropoff selected for upload',
    ],
    [
      'shipment doc without a target',
      { type: DocumentType.BillOfLading, file },
      'No shipment found for upload',
    ],
    [
      'shipment doc on an invoice that names no shipment',
      { type: DocumentType.BillOfLading, file, target: { kind: 'invoice', invoiceId: 9 } },
      'No shipment found for upload',
    ],
    [
      'AP invoice on a shipment',
      { type: DocumentType.APInvoice, file, target: onShipment },
      'No invoice found for upload',
    ],
    [
      'third party on a stop',
      { type: DocumentType.ThirdParty, file, target: { kind: 'stop', orderStopId: 's1' } },
      'No invoice found for upload',
    ],
    [
      'POD on an invoice without a chosen stop',
      { type: DocumentType.ProofOfDelivery, file, target: { kind: 'invoice', invoiceId: 9, shipmentId: 3 } },
      'No dropoff selected for upload',
    ],
    [
      'no upload case, even on a case',
      { type: DocumentType.CustomerProfilePicture, file, target: { kind: 'case', caseId: 'k1' } },
      'No upload case exists for file class CustomerProfilePicture',
    ],
    ['unknown type', { type: 7, file, target: onShipment }, 'No upload case exists for file class 7'],
  ])('%s', (_name, request, message) => {
    const result = validateUpload(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(render(result.message)).toBe(message);
  });

  it.each<[string, UploadRequest, Record<string, unknown>]>([
    [
      'POD on a shipment, for the chosen stop',
      { type: 12, file, orderStopId: 's1', target: { kind: 'shipment', shipmentId: 5 } },
      { name: 'pod.pdf', type: 12, data: 'AAAA', orderStopId: 's1' },
    ],
    [
      'POD on a stop (an empty slot), whatever the picker held',
      { type: 12, file, orderStopId: 'other', target: { kind: 'stop', orderStopId: 's2', shipmentId: 5 } },
      { name: 'pod.pdf', type: 12, data: 'AAAA', orderStopId: 's2' },
    ],
    [
      'shipment doc with the default name',
      { type: 16, file: { data: 'B' }, target: { kind: 'shipment', shipmentId: 5 } },
      { name: 'Bill of Lading-upload', type: 16, data: 'B', shipmentId: 5 },
    ],
    [
      'shipment doc on a stop goes to its shipment',
      { type: 16, file, target: { kind: 'stop', orderStopId: 's2', shipmentId: 5 } },
      { name: 'pod.pdf', type: 16, data: 'AAAA', shipmentId: 5 },
    ],
    [
      'AP invoice document on an invoice, blank name',
      { type: 18, file: { name: ' ', data: 'C' }, target: { kind: 'invoice', invoiceId: 9 } },
      { name: 'AP Invoice-upload', type: 18, data: 'C', apInvoiceId: 9 },
    ],
    [
      'third-party invoice document on an invoice',
      { type: 64, file, target: { kind: 'invoice', invoiceId: 't' } },
      { name: 'pod.pdf', type: 64, data: 'AAAA', thirdPartyInvoiceId: 't' },
    ],
    [
      "the invoice's shipment paperwork",
      { type: 21, file, target: { kind: 'invoice', invoiceId: 9, shipmentId: 3 } },
      { name: 'pod.pdf', type: 21, data: 'AAAA', shipmentId: 3 },
    ],
    [
      'any type with an upload case on a case',
      { type: 21, file, target: { kind: 'case', caseId: 'k1' } },
      { name: 'pod.pdf', type: 21, data: 'AAAA', caseId: 'k1' },
    ],
    [
      'even a proof of delivery on a case (the case is the entity)',
      { type: 12, file, target: { kind: 'case', caseId: 'k1' } },
      { name: 'pod.pdf', type: 12, data: 'AAAA', caseId: 'k1' },
    ],
  ])('valid upload: %s', (_name, request, body) => {
    expect(validateUpload(request)).toEqual({ ok: true, body });
  });

  it('checks a flat body as the back end receives it, with the same messages', () => {
    expect(validateUploadBody({ type: 16, file, shipmentId: 'x' })).toEqual({
      ok: true,
      body: { name: 'pod.pdf', type: 16, data: 'AAAA', shipmentId: 'x' },
    });
    expect(validateUploadBody({ type: 21, file, caseId: 'k' })).toMatchObject({
      ok: true,
      body: { caseId: 'k' },
    });
    const wrongId = validateUploadBody({ type: 18, file, thirdPartyInvoiceId: 'x' });
    expect(wrongId.ok ? null : render(wrongId.message)).toBe('No invoice found for upload');
    const noStop = validateUploadBody({ type: 12, file, orderStopId: '' });
    expect(noStop.ok ? null : render(noStop.message)).toBe('No dropoff selected for upload');
  });

  it('default file name is the type label plus -upload', () => {
    expect(defaultDocumentFileName(DocumentType.LumperReceipt)).toBe('Lumper Receipt-upload');
    expect(defaultDocumentFileName(5)).toBe('5-upload');
  });

  it('only proof of delivery needs a stop; the picker needs stops', () => {
    expect(documentTypeNeedsStop(12)).toBe(true);
    expect(documentTypeNeedsStop(16)).toBe(false);
    expect(documentTypeNeedsStop(null)).toBe(false);
    expect(showOrderStopPicker(12, 2)).toBe(true);
    expect(showOrderStopPicker(12, 0)).toBe(false);
    expect(showOrderStopPicker(16, 2)).toBe(false);
  });

  it('upload, delete and event outcomes (spec 2 §4, §6, §8)', () => {
    expect(render(uploadResultMessage({ ok: true }))).toBe('Document uploaded successfully');
    expect(render(uploadResultMessage({ ok: false, error: 'Too big' }))).toBe('Too big');
    expect(render(uploadResultMessage({ ok: false }))).toBe('An unknown error has occurred');
    expect(render(uploadResultMessage({ ok: false, error: ' ' }))).toBe('An unknown error has occurred');
    expect(documentDeleteOutcome(200)).toBe('deleted');
    expect(documentDeleteOutcome(204)).toBe('deleted');
    expect(documentDeleteOutcome(403)).toBe('notPermitted');
    expect(documentDeleteOutcome(500)).toBe('failed');
    expect(t(documentDeleteMessage('deleted'))).toBe('Document deleted');
    expect(t(documentDeleteMessage('failed'))).toBe('Failed to delete document');
    expect(triggersShipmentDocumentEvent(EntityType.Shipment)).toBe(true);
    expect(triggersShipmentDocumentEvent(EntityType.Order)).toBe(false);
    expect(shipmentDocumentEventTarget({ entityType: EntityType.Shipment, entityId: 's9' }, 's1')).toBe('s9');
    expect(shipmentDocumentEventTarget({ entityType: EntityType.OrderStop, entityId: 'st1' }, 's1')).toBe(
      's1',
    );
    expect(shipmentDocumentEventTarget({ entityType: EntityType.OrderStop, entityId: 'st1' }, '')).toBeNull();
    expect(shipmentDocumentEventTarget({ entityType: EntityType.OrderStop, entityId: 'st1' })).toBeNull();
    expect(
      shipmentDocumentEventTarget({ entityType: EntityType.APInvoice, entityId: 'i1' }, 's1'),
    ).toBeNull();
  });

  it('tiles show the file name or Required, tinted when a required slot is empty', () => {
    expect(documentTile({ id: 1, name: 'bol.pdf' })).toEqual({
      caption: { text: 'bol.pdf' },
      tone: 'neutral',
      empty: false,
    });
    expect(documentTile({ required: true })).toEqual({
      caption: { key: 'documents.required' },
      tone: 'critical',
      empty: true,
    });
    expect(documentTile({ fileURL: '', required: false }).tone).toBe('neutral');
    expect(documentTile({ fileURL: 'x', name: '' }).caption).toEqual({ key: 'documents.required' });
  });
});

describe('viewer (spec 2 §2, §5)', () => {
  it.each([
    ['pdf', 'pdf'],
    ['.PDF', 'pdf'],
    ['scan.tif', 'tiff'],
    ['tiff', 'tiff'],
    ['png', 'image'],
    ['jpeg', 'image'],
    ['jpg', 'image'],
    ['docx', null],
    ['', null],
    [null, null],
  ])('%s → %s', (ext, kind) => {
    expect(viewerKind(ext)).toBe(kind);
    expect(isPreviewable(ext)).toBe(kind !== null);
    expect(canPrint(ext)).toBe(kind === 'pdf');
  });

  it.each([
    [{ extension: '' }, "Couldn't determine file type"],
    [{ extension: 'png' }, 'Image not found'],
    [{ extension: 'tif', fileURL: '' }, 'Image not found'],
    [{ extension: 'docx', fileURL: 'u' }, 'An error occurred while loading the file.'],
    [{ extension: 'pdf' }, null],
    [{ extension: 'png', fileURL: 'u' }, null],
  ])('preflight %j → %s', (doc, text) => {
    const message = viewerPreflight(doc);
    expect(message === null ? null : t(message.key)).toBe(text);
  });

  it("error bar reads 'Error: {message}'", () => {
    expect(render(viewerErrorBar({ key: 'viewer.imageNotFound' }, render))).toBe('Error: Image not found');
  });

  it('download name uses the file name or the default, with the extension', () => {
    expect(downloadFileName({ name: 'bol', extension: 'pdf', type: 16 })).toBe('bol.pdf');
    expect(downloadFileName({ name: 'bol.PDF', extension: 'pdf', type: 16 })).toBe('bol.PDF');
    expect(downloadFileName({ type: 16, extension: '.png' })).toBe('Bill of Lading-upload.png');
    expect(downloadFileName({ name: 'x', type: 16 })).toBe('x');
    expect(fileExtension('a.b.C')).toBe('c');
  });

  it.each([
    [100, 'in', 125],
    [100, 'out', 75],
    [300, 'in', 300],
    [10, 'out', 10],
    [110, 'in', 125],
    [110, 'out', 100],
    [5, 'out', 10],
  ] as const)('zoom from %i %s → %i', (current, direction, next) => {
    expect(stepZoom(current, direction)).toBe(next);
  });

  it.each([
    [0, 'right', 90],
    [270, 'right', 0],
    [0, 'left', 270],
    [90, 'left', 0],
    [-90, 'left', 180],
  ] as const)('rotate %i %s → %i', (degrees, direction, next) => {
    expect(rotate(degrees, direction)).toBe(next);
  });
});

describe('who may delete which document (ADR 007, spec 2 §6 "403 means not permitted")', () => {
  const carrier = 'swiftline';
  const dispatcher: DocumentDeleter = { companyId: carrier, userId: 'dispatch', driverOnly: false };
  const driver: DocumentDeleter = { companyId: carrier, userId: 'driver', driverOnly: true };
  const factoring: DocumentDeleter = { companyId: 'northwind', userId: 'factor', driverOnly: false };
  const broker: DocumentDeleter = { companyId: 'summit', userId: 'broker', driverOnly: false };
  const added = (
    addedByCompanyId: string,
    addedByUserId: string,
    addedByParty: DeletableDocument['addedByParty'],
    lockedBySettlement = false,
  ): DeletableDocument => ({ addedByCompanyId, addedByUserId, addedByParty, lockedBySettlement });
  const byDispatch = added(carrier, 'dispatch', 'carrier');
  const byDriver = added(carrier, 'driver', 'carrier');
  const byFactoring = added('northwind', 'factor', 'factoringCompany');
  const byBroker = added('summit', 'broker', 'broker');

  it.each<[string, DocumentDeleter, DeletableDocument, ReturnType<typeof documentDeleteRefusal>]>([
    ['the carrier deletes its own upload', dispatcher, byDispatch, null],
    ["the carrier deletes its driver's upload", dispatcher, byDriver, null],
    [
      "the carrier may not delete the broker's",
      dispatcher,
      byBroker,
      { reason: 'addedByAnotherCompany', addedBy: 'broker' },
    ],
    [
      "the carrier may not delete the factoring company's",
      dispatcher,
      byFactoring,
      { reason: 'addedByAnotherCompany', addedBy: 'factoringCompany' },
    ],
    ['a driver deletes their own upload', driver, byDriver, null],
    ["a driver may not delete a dispatcher's", driver, byDispatch, { reason: 'driverNotUploader' }],
    [
      "a driver may not delete the broker's",
      driver,
      byBroker,
      { reason: 'addedByAnotherCompany', addedBy: 'broker' },
    ],
    ['the factoring company deletes its own upload', factoring, byFactoring, null],
    [
      "the factoring company may not delete the carrier's",
      factoring,
      byDispatch,
      { reason: 'addedByAnotherCompany', addedBy: 'carrier' },
    ],
    ['the broker deletes its own upload', broker, byBroker, null],
    [
      "the broker may not delete the carrier's",
      broker,
      byDriver,
      { reason: 'addedByAnotherCompany', addedBy: 'carrier' },
    ],
    [
      'nobody deletes a settled required document',
      dispatcher,
      added(carrier, 'dispatch', 'carrier', true),
      { reason: 'lockedBySettlement' },
    ],
    [
      'not even the factoring company its own',
      factoring,
      added('northwind', 'factor', 'factoringCompany', true),
      { reason: 'lockedBySettlement' },
    ],
  ])('%s', (_name, deleter, doc, refusal) => {
    expect(documentDeleteRefusal(deleter, doc)).toEqual(refusal);
  });
});

describe('displayFileName: a name cannot disguise its extension (issue 24)', () => {
  it.each([
    ['a right-to-left override', '\u202Egnp.pdf', 'gnp.pdf'],
    ['an isolate and a mark', 'POD\u2067\u200F-scan.pdf', 'POD-scan.pdf'],
    ['zero-width characters', 'inv\u200Boice\uFEFF.tiff', 'invoice.tiff'],
    ['an ordinary name', 'BOL 12 – Chicago.pdf', 'BOL 12 – Chicago.pdf'],
    ['a right-to-left script, kept', 'فاتورة.pdf', 'فاتورة.pdf'],
  ])('%s', (_case, name, shown) => {
    expect(displayFileName(name)).toBe(shown);
  });

  it('applies to the tile caption and the download name', () => {
    expect(documentTile({ id: 1, name: '\u202Egnp.pdf' }).caption).toEqual({ text: 'gnp.pdf' });
    expect(downloadFileName({ name: '\u202Egnp', extension: 'pdf', type: 4 })).toBe('gnp.pdf');
  });
});

describe("an invoice's own document: AP on payables, third party on a third-party payer invoice", () => {
  it('names the type, entity and upload variant of each kind', () => {
    expect(invoiceDocumentKind({ thirdParty: false })).toEqual({
      uploadCase: 'apInvoice',
      type: DocumentType.APInvoice,
      entityType: EntityType.APInvoice,
    });
    expect(invoiceDocumentKind({ thirdParty: true })).toEqual({
      uploadCase: 'thirdPartyInvoice',
      type: DocumentType.ThirdParty,
      entityType: EntityType.ThirdParty,
    });
  });
  it("offers each invoice's dialog its own document type only", () => {
    expect(uploadTypesByEntity.invoice).toEqual([DocumentType.APInvoice]);
    expect(uploadTypesByEntity.thirdPartyInvoice).toEqual([DocumentType.ThirdParty]);
  });
});
