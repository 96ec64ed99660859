import { documentContentTypes } from '@freightkit/api';
import {
  answer,
  fileExtension,
  viewerFileTypes,
  type AnswerMessage,
  type ViewerFileType,
} from '@freightkit/domain';

/** A file kind the back end stores, recognised by its first bytes. */
export type StoredKind = 'pdf' | 'png' | 'jpeg' | 'tiff';

/** Names of the kinds in messages. */
const kindNames: Readonly<Record<StoredKind, string>> = {
  pdf: 'PDF',
  png: 'PNG',
  jpeg: 'JPEG',
  tiff: 'TIFF',
};

/** The kind each accepted extension claims: the viewer's types (domain's `viewerFileTypes`). */
const kindOfExtension: Readonly<Record<ViewerFileType, StoredKind>> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
};

/** Extension given to a file whose name has none. */
const defaultExtension: Readonly<Record<StoredKind, ViewerFileType>> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  tiff: 'tiff',
};

const signatures: readonly (readonly [StoredKind, readonly number[]])[] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]], // II*\0 (little-endian)
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]], // MM\0* (big-endian)
];

/** The kind of a file by its magic bytes, or `null` when it is none we store. */
export function sniffKind(bytes: Uint8Array): StoredKind | null {
  for (const [kind, signature] of signatures) {
    if (signature.every((byte, i) => bytes[i] === byte)) return kind;
  }
  return null;
}

/** The outcome of checking a file name against the file's content (a refusal as its catalog key, ADR 048). */
export type FileCheck =
  | { readonly ok: true; readonly kind: StoredKind; readonly extension: string; readonly contentType: string }
  | { readonly ok: false; readonly field: 'name' | 'data'; readonly message: AnswerMessage };

const allowed = viewerFileTypes.map((e) => `.${e}`).join(', ');

/**
 * Checks an upload's content against the extension its name claims: the content must be PDF, PNG,
 * JPEG or TIFF by magic bytes, and a name with an extension must claim that same kind. A name
 * without an extension (domain's default '<Type>-upload') gets the content's.
 */
export function checkFile(name: string, bytes: Uint8Array): FileCheck {
  const kind = sniffKind(bytes);
  if (kind === null) {
    return {
      ok: false,
      field: 'data',
      message: answer('answer.documents.notAllowedContent', { allowed }),
    };
  }
  const hasExtension = /\.[^./\\]+$/.test(name.trim());
  const extension = hasExtension ? fileExtension(name) : defaultExtension[kind];
  const claimed = (kindOfExtension as Readonly<Record<string, StoredKind>>)[extension];
  if (claimed === undefined) {
    return {
      ok: false,
      field: 'name',
      message: answer('answer.documents.extensionNotAllowed', { extension, allowed }),
    };
  }
  if (claimed !== kind) {
    return {
      ok: false,
      field: 'name',
      message: answer('answer.documents.extensionMismatch', { extension, kind: kindNames[kind] }),
    };
  }
  return { ok: true, kind, extension, contentType: documentContentTypes[defaultExtension[kind]] };
}
