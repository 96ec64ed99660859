/**
 * Whether a picked file is a PDF: its type, or its first bytes when the picker gave no type. Kept apart
 * from `combinePages.ts` so telling a photo from a PDF does not load pdf-lib.
 */
export async function isPdf(file: Blob): Promise<boolean> {
  if (file.type === 'application/pdf') return true;
  if (file.type !== '') return false;
  return new TextDecoder().decode(await file.slice(0, 5).arrayBuffer()) === '%PDF-';
}
