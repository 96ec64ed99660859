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

/**
 * Loads the engine for `kind` and starts its worker (pdf.js's, or the TIFF decoder's) ahead of the next
 * `openEngine`: what the viewer's open button does on hover or focus (ADR 060). Images need nothing.
 */
export async function warmEngine(kind: ViewerKind): Promise<void> {
  if (kind === 'pdf') {
    // The worker's script and pdf.js's main module load side by side.
    const engine = import('./pdfEngine.ts');
    (await import('./pdfWorkerPort.ts')).warmPdfWorker();
    await engine;
  } else if (kind === 'tiff') (await import('./tiffEngine.ts')).warmTiffWorker();
}
