import { PDFDocument } from 'pdf-lib';
import { isPdf } from './isPdf.ts';

/** Longest side of a PDF page in points (11 in, a US Letter page's height). */
const pageLongSide = 792;

/** JPEG bytes of any picture the browser decodes (HEIC, WebP … are not embeddable in a PDF as they are). */
async function asJpeg(file: Blob): Promise<ArrayBuffer> {
  const bitmap = await createImageBitmap(file);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('No 2D context.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })).arrayBuffer();
}

/**
 * The pages of a PDF a driver picked (an e-BOL, a scan from another app), or `null` when it cannot be
 * read: damaged, not a PDF, or encrypted (pdf-lib could not copy its pages, and the back end's
 * reviewers could not open it).
 */
export async function pdfPageCount(file: Blob): Promise<number | null> {
  try {
    const bytes = await file.arrayBuffer();
    if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-') return null;
    const pdf = await PDFDocument.load(bytes);
    return pdf.getPageCount() > 0 ? pdf.getPageCount() : null;
  } catch {
    return null;
  }
}

/**
 * Combines captured pages, in order, into one PDF (ADR 039): each picture on its own page, sized so
 * its long side is 11 in; a picked PDF's own pages copied in as they are. Loaded only when a capture
 * is combined or a PDF is picked (pdf-lib is large).
 */
export async function combineIntoPdf(pages: readonly Blob[]): Promise<Blob> {
  const pdf = await PDFDocument.create();
  for (const file of pages) {
    if (await isPdf(file)) {
      const source = await PDFDocument.load(await file.arrayBuffer());
      for (const page of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(page);
      continue;
    }
    const image =
      file.type === 'image/png'
        ? await pdf.embedPng(await file.arrayBuffer())
        : file.type === 'image/jpeg'
          ? await pdf.embedJpg(await file.arrayBuffer())
          : await pdf.embedJpg(await asJpeg(file));
    const scale = pageLongSide / Math.max(image.width, image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  const bytes = await pdf.save();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

/** One picture as a file the back end accepts as it is (JPEG or PNG), converting any other format to JPEG. */
export async function asUploadableImage(file: Blob): Promise<{ blob: Blob; extension: 'jpg' | 'png' }> {
  if (file.type === 'image/png') return { blob: file, extension: 'png' };
  if (file.type === 'image/jpeg') return { blob: file, extension: 'jpg' };
  return { blob: new Blob([await asJpeg(file)], { type: 'image/jpeg' }), extension: 'jpg' };
}
