import type { ViewerKind } from '@freightkit/domain';
import type { ViewerEngine } from './types.ts';

/** Opens a file with the engine for its kind; each engine (and pdf.js) is its own lazy chunk. */
export async function openEngine(kind: ViewerKind, src: string): Promise<ViewerEngine> {
  switch (kind) {
    case 'pdf':
      return (await import('./pdfEngine.ts')).openPdf(src);
    case 'tiff':
      return (await import('./tiffEngine.ts')).openTiff(src);
    default:
      return (await import('./imageEngine.ts')).openImage(src);
  }
}
