import type { ViewerKind } from '@freightkit/domain';
import type { EngineSource, ViewerEngine } from './types.ts';

/**
 * Opens a file with the engine for its kind; each engine (and pdf.js) is its own lazy chunk. The
 * source is a URL the engines fetch, or the file's bytes as a Blob (a page that downloaded the file
 * with a token; a `blob:` URL could not be fetched under a `connect-src 'self'` policy).
 */
export async function openEngine(kind: ViewerKind, src: EngineSource): Promise<ViewerEngine> {
  switch (kind) {
    case 'pdf':
      return (await import('./pdfEngine.ts')).openPdf(src);
    case 'tiff':
      return (await import('./tiffEngine.ts')).openTiff(src);
    default:
      return (await import('./imageEngine.ts')).openImage(src);
  }
}
