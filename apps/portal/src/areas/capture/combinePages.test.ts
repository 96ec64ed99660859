import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { combineIntoPdf, pdfPageCount } from './combinePages.ts';
import { isPdf } from './isPdf.ts';

/** A PDF of `pages` blank Letter pages, as a picked file (with or without the picker's type). */
async function pdfFile(pages: number, type = 'application/pdf'): Promise<Blob> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([612, 792]);
  return new Blob([(await pdf.save()) as Uint8Array<ArrayBuffer>], { type });
}

describe('picked PDFs', () => {
  it('tells a PDF by its type or, without one, by its first bytes', async () => {
    expect(await isPdf(await pdfFile(1))).toBe(true);
    expect(await isPdf(await pdfFile(1, ''))).toBe(true);
    expect(await isPdf(new Blob(['%PDF-'], { type: 'image/jpeg' }))).toBe(false);
    expect(await isPdf(new Blob(['GIF89a'], { type: '' }))).toBe(false);
  });

  it('counts its pages, and says null for one that cannot be read', async () => {
    expect(await pdfPageCount(await pdfFile(3))).toBe(3);
    expect(
      await pdfPageCount(new Blob(['%PDF-1.7 this is not a PDF'], { type: 'application/pdf' })),
    ).toBeNull();
    expect(await pdfPageCount(new Blob(['hello'], { type: 'application/pdf' }))).toBeNull();
  });

  it('copies a picked PDF’s own pages into the combined document, in order', async () => {
    const combined = await combineIntoPdf([await pdfFile(2), await pdfFile(1, '')]);
    expect(combined.type).toBe('application/pdf');
    const read = await PDFDocument.load(await combined.arrayBuffer());
    expect(read.getPageCount()).toBe(3);
  });
});
