import { DocumentType } from '../enums/accounting.ts';

/**
 * Paper documents a driver photographs page by page and the back end files as one document: these
 * are always sent as one PDF, even of one page, so the broker's paperwork has one shape per type
 * (a proof of delivery, a bill of lading, a lumper receipt are papers, not photos). Other types
 * (a trailer picture, a miscellaneous photo) stay an image when one page is captured (ADR 039).
 */
export const capturedAsPdf: readonly DocumentType[] = [
  DocumentType.ProofOfDelivery,
  DocumentType.BillOfLading,
  DocumentType.LumperReceipt,
  DocumentType.BOLAdvance,
];

/** Whether a capture of `pageCount` pages of a type is combined into one PDF (any capture of more than one page is). */
export function combinesIntoPdf(type: number, pageCount: number): boolean {
  return pageCount > 1 || (capturedAsPdf as readonly number[]).includes(type);
}

/** Most pages one capture takes: a long delivery receipt fits; more is likely a mistake (and a large upload). */
export const maxCapturePages = 20;

/**
 * The file name of a capture: type, shipment and stop, so the broker's list reads without opening it.
 *
 * @example captureFileName('Proof of Delivery', '1001', 'Stop 2', 'pdf') // 'Proof of Delivery 1001 Stop 2.pdf'
 */
export function captureFileName(
  typeLabel: string,
  shipmentNumber: string,
  stopLabel: string,
  extension: string,
): string {
  const parts = [typeLabel, shipmentNumber, stopLabel]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return `${parts.join(' ').replace(/[\\/:*?"<>|]+/g, '-')}.${extension}`;
}
