import { describe, expect, it } from 'vitest';
import { DocumentType, EntityType } from '../enums/accounting.ts';
import { createTranslator } from '../messages/translator.ts';
import { renderMessage, specMessages, type UserMessage } from '../messages/catalog.ts';
import {
  canPrint,
  defaultDocumentFileName,
  documentDeleteMessage,
  documentDeleteOutcome,
  documentTile,
  documentTypeNeedsStop,
  downloadFileName,
  fileExtension,
  isPreviewable,
  rotate,
  showOrderStopPicker,
  stepZoom,
  shipmentDocumentEventTarget,
  triggersShipmentDocumentEvent,
  uploadResultMessage,
  validateUpload,
  viewerErrorBar,
  viewerKind,
  viewerPreflight,
  type UploadRequest,
} from './index.ts';

const t = createTranslator('en', specMessages);
const render = (m: UserMessage): string => renderMessage(t, m);
const file = { name: 'pod.pdf', data: 'AAAA' };

describe('upload validation in the spec order (spec 2 §5)', () => {
  it.each<[string, UploadRequest, string]>([
    ['no type', { file }, 'Please select a file type'],
    ['no type, no file: type first', {}, 'Please select a file type'],
    ['no file', { type: DocumentType.BillOfLading }, 'Please select a file'],
    [
      'POD without stop',
      { type: DocumentType.ProofOfDelivery, file, shipmentId: 1 },
      'No dropoff selected for upload',
    ],
    [
      'shipment doc without shipment',
      { type: DocumentType.BillOfLading, file },
      'No shipment found for upload',
    ],
    [
      'AP invoice without invoice',
      { type: DocumentType.APInvoice, file, shipmentId: 3 },
      'No invoice found for upload',
    ],
    [
      'third party without invoice',
      { type: DocumentType.ThirdParty, file, thirdPartyInvoiceId: '' },
      'No invoice found for upload',
    ],
    [
      'no upload case',
      { type: DocumentType.CustomerProfilePicture, file },
      'No upload case exists for file class CustomerProfilePicture',
    ],
    ['unknown type', { type: 7, file }, 'No upload case exists for file class 7'],
  ])('%s', (_name, request, message) => {
    const result = validateUpload(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(render(result.message)).toBe(message);
  });

  it.each<[UploadRequest, Record<string, unknown>]>([
    [
      { type: 12, file, orderStopId: 's1' },
      { name: 'pod.pdf', type: 12, data: 'AAAA', orderStopId: 's1' },
    ],
    [
      { type: 16, file: { data: 'B' }, shipmentId: 5 },
      { name: 'Bill of Lading-upload', type: 16, data: 'B', shipmentId: 5 },
    ],
    [
      { type: 18, file: { name: ' ', data: 'C' }, apInvoiceId: 9 },
      { name: 'AP Invoice-upload', type: 18, data: 'C', apInvoiceId: 9 },
    ],
    [
      { type: 64, file, thirdPartyInvoiceId: 't' },
      { name: 'pod.pdf', type: 64, data: 'AAAA', thirdPartyInvoiceId: 't' },
    ],
  ])('valid upload %j', (request, body) => {
    expect(validateUpload(request)).toEqual({ ok: true, body });
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
