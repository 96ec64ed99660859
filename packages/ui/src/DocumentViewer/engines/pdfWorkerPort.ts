// The worker is bundled with the app (never a CDN): Vite emits it as an asset and gives us its URL.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js's worker, started by the viewer rather than by pdf.js, so its script (about 1.2 MB) loads and
 * compiles side by side with pdf.js's main module instead of after it (ADR 060). This module is small and
 * imports nothing of pdf.js.
 */
export interface StartedPdfWorker {
  /** The worker, handed to pdf.js as its port; the viewer terminates it (pdf.js does not end a given port). */
  readonly port: Worker;
  /** Resolves on the worker's first message (pdf.js's worker says `ready` once its script has run). */
  readonly ready: Promise<void>;
}

/** Starts one pdf.js worker from the bundled, same-origin script (the CSP's `worker-src 'self'`). */
export function startPdfWorker(): StartedPdfWorker {
  const port = new Worker(workerUrl, { type: 'module' });
  const ready = new Promise<void>((resolve, reject) => {
    port.addEventListener(
      'message',
      () => {
        resolve();
      },
      { once: true },
    );
    port.addEventListener(
      'error',
      (event) => {
        reject(new Error(`pdf worker: ${event.message}`));
      },
      { once: true },
    );
  });
  ready.catch(() => undefined); // a spare nobody takes must not report an unhandled rejection
  return { port, ready };
}

/** A worker started ahead of the next document (on the open button's hover or focus), or none. */
let spare: StartedPdfWorker | null = null;

/** Starts a worker ahead of the next {@link takePdfWorker}; at most one waits, so calling it often is cheap. */
export function warmPdfWorker(): void {
  if (spare) return;
  const started = startPdfWorker();
  spare = started;
  // A spare that fails to load is dropped; the next open starts its own and reports the failure.
  started.ready.catch(() => {
    if (spare === started) {
      spare = null;
      started.port.terminate();
    }
  });
}

/** The warmed worker, or a new one: each document gets a worker of its own. */
export function takePdfWorker(): StartedPdfWorker {
  const started = spare ?? startPdfWorker();
  spare = null;
  return started;
}
