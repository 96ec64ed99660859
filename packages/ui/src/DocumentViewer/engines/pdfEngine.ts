import { pdfRenderScale } from '@freightkit/domain';
import {
  getDocument,
  GlobalWorkerOptions,
  PDFWorker,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
// pdf.js starts no worker of its own here (pdfWorkerPort.ts does); the URL is set for its fallbacks.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { takePdfWorker } from './pdfWorkerPort.ts';
import {
  backingScale,
  ViewerLoadError,
  withBudget,
  type EngineSource,
  type PageSize,
  type ViewerEngine,
} from './types.ts';

/**
 * How long pdf.js may take to open a file or draw one page before it is stopped: well under the 5 s in which
 * a hostile file must answer with an error (issue 24). Parsing runs in pdf.js's worker; drawing yields to the
 * page between chunks, so cancelling takes effect.
 */
export const pdfBudgetMs = 3_500;

/** How long pdf.js's worker may take to start (its chunk loads; no file involved yet). */
const workerStartMs = 20_000;

/**
 * Bytes pdf.js asks for per range request when it opens a URL. pdf.js's default is 64 KiB; a scanned page is
 * often larger, so bigger chunks take fewer round trips to the first page (ADR 060).
 */
export const pdfRangeChunkBytes = 262_144;

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF with pdf.js. Only page 1 is measured up front (so the first page shows as soon as
 * possible); other pages take page 1's size until they are rendered. 100 % zoom draws a page at the
 * spec's render scale. A URL is read by range requests when its server answers them, and only the parts
 * the drawn pages need are fetched (no prefetch of the rest of a large scan).
 */
export async function openPdf(src: EngineSource): Promise<ViewerEngine> {
  // A worker of its own per document: a file that hangs pdf.js's parser is stopped by ending its worker,
  // and the budget below counts the file's work, not the worker's start. Held bytes are read meanwhile.
  const started = takePdfWorker();
  const worker = PDFWorker.create({ port: started.port });
  const stopWorker = () => {
    worker.destroy();
    started.port.terminate();
  };
  const bytes = typeof src === 'string' ? null : src.arrayBuffer();
  try {
    await withBudget(started.ready, workerStartMs, 'pdf: worker did not start', stopWorker);
  } catch (cause) {
    stopWorker();
    throw new ViewerLoadError(`pdf: ${String(cause)}`);
  }
  const task = getDocument(
    bytes === null
      ? {
          url: src as string,
          enableXfa: false,
          worker,
          rangeChunkSize: pdfRangeChunkBytes,
          // pdf.js's documented pairing: pre-fetching stops only when streaming is off too.
          disableStream: true,
          disableAutoFetch: true,
        }
      : { data: new Uint8Array(await bytes), enableXfa: false, worker },
  );
  const stop = () => {
    void task.destroy();
    stopWorker();
  };
  let doc: PDFDocumentProxy;
  let first: Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
  try {
    doc = await withBudget(task.promise, pdfBudgetMs, 'pdf: took too long to open', stop);
    first = await withBudget(doc.getPage(1), pdfBudgetMs, 'pdf: took too long to read page 1', stop);
  } catch (cause) {
    stop();
    throw new ViewerLoadError(`pdf: ${String(cause)}`);
  }
  const firstViewport = first.getViewport({ scale: pdfRenderScale });
  const firstSize: PageSize = { width: firstViewport.width, height: firstViewport.height };
  const pages: PageSize[] = Array.from({ length: doc.numPages }, () => firstSize);
  return {
    pages,
    async render(index, canvas, zoom, signal) {
      const page = await withBudget(
        doc.getPage(index + 1),
        pdfBudgetMs,
        `pdf page ${index + 1}: too slow`,
        () => {
          /* the document stays open; only this page gives up */
        },
      );
      const base = page.getViewport({ scale: pdfRenderScale });
      const size = { width: base.width, height: base.height };
      pages[index] = size;
      if (signal?.aborted) return size;
      const ratio = backingScale(size.width * zoom, size.height * zoom);
      const viewport = page.getViewport({ scale: pdfRenderScale * zoom * ratio });
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const renderTask: RenderTask = page.render({ canvas, viewport });
      const cancel = () => {
        renderTask.cancel();
      };
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        await withBudget(renderTask.promise, pdfBudgetMs, `pdf page ${index + 1}: drawing too slow`, cancel);
      } catch (cause) {
        if (signal?.aborted) return size;
        throw new ViewerLoadError(`pdf page ${index + 1}: ${String(cause)}`);
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
      return size;
    },
    destroy() {
      stop();
    },
  };
}
