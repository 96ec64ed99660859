import { documentTypes } from '@freightkit/domain';
import type { DocumentTranslate } from '../documentMessages/useDocumentText.ts';

/** A document as the document components show it (the spec's Document entity, the fields they read). */
export interface DocumentTileData {
  /** Server id; absent for an empty required slot. */
  readonly id?: string | number | null;
  /** File name. */
  readonly name?: string | null;
  /** File extension (`pdf`, `tiff`, …). */
  readonly extension?: string | null;
  /** Document type (spec 2 §3: 12 Proof of Delivery, 16 Bill of Lading, …). */
  readonly type: number;
  /** Which shipment, stop or invoice it belongs to, as text. */
  readonly entityDescription?: string | null;
  /** A required slot (from the required documents call). */
  readonly required?: boolean | null;
  /** File URL the server gave, if any. */
  readonly fileURL?: string | null;
}

/** The translated label of a document type, or its number when unknown. */
export function documentTypeLabel(t: DocumentTranslate, type: number): string {
  const key = documentTypes.messageKey(type);
  return key ? t(key) : String(type);
}
