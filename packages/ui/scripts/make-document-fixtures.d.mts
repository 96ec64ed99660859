/** Types of the fixture generator's exports that TypeScript callers use (the viewer benchmark). */

/** A `pageCount`-page PDF with text, fills and strokes on each page, titled `title`. */
export function makePdf(pageCount: number, title?: string): Buffer;
