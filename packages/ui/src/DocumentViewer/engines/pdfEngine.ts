import { pdfRenderScale } from '@freightkit/domain';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// The worker is bundled with the app (never a CDN): Vite emits it as an asset and gives us its URL.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pixelRatio, ViewerLoadError, type EngineSource, type PageSize, type ViewerEngine } from './types.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF with pdf.js. Only page 1 is measured up front (so the first page shows as soon as
 * possible); other pages take page 1's size until they are rendered. 100 % zoom draws a page at the
 * spec's render scale.
 */
export async function openPdf(src: EngineSource): Promise<ViewerEngine> {
  const task = getDocument(
    typeof src === 'string'
      ? { url: src, enableXfa: false }
      : { data: new Uint8Array(await src.arrayBuffer()), enableXfa: false },
  );
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (cause) {
    void task.destroy();
    throw new ViewerLoadError(`pdf: ${String(cause)}`);
  }
  const first = await doc.getPage(1);
  const firstViewport = first.getViewport({ scale: pdfRenderScale });
  const firstSize: PageSize = { width: firstViewport.width, height: firstViewport.height };
  const pages: PageSize[] = Array.from({ length: doc.numPages }, () => firstSize);
  return {
    pages,
    async render(index, canvas, zoom, signal) {
      const page = await doc.getPage(index + 1);
      const base = page.getViewport({ scale: pdfRenderScale });
      const size = { width: base.width, height: base.height };
      pages[index] = size;
      if (signal?.aborted) return size;
      const ratio = pixelRatio();
      const viewport = page.getViewport({ scale: pdfRenderScale * zoom * ratio });
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const renderTask: RenderTask = page.render({ canvas, viewport });
      const cancel = () => {
        renderTask.cancel();
      };
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        await renderTask.promise;
      } catch (cause) {
        if (signal?.aborted) return size;
        throw new ViewerLoadError(`pdf page ${index + 1}: ${String(cause)}`);
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
      return size;
    },
    destroy() {
      void task.destroy();
    },
  };
}
