import { tiffLimits } from './tiffLimits.ts';
import type { TiffCommand, TiffRequest, TiffResponse } from './tiffProtocol.ts';
import {
  prepareCanvas,
  ViewerLoadError,
  type EngineSource,
  type PageSize,
  type ViewerEngine,
} from './types.ts';

type Pending = { resolve: (response: TiffResponse) => void; reject: (error: Error) => void; timer: number };

/** A TIFF worker started, and whether its code has loaded (it says `ready`). */
interface StartedWorker {
  readonly worker: Worker;
  /** Resolves on the worker's `ready`; rejects when it fails to load. */
  readonly ready: Promise<void>;
}

function startWorker(): StartedWorker {
  const worker = new Worker(new URL('./tiff.worker.ts', import.meta.url), { type: 'module' });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent<TiffResponse>) => {
      if (event.data.type !== 'ready') return;
      worker.removeEventListener('message', onMessage);
      resolve();
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (event) => {
      reject(new ViewerLoadError(`tiff worker: ${event.message}`));
    });
  });
  ready.catch(() => undefined); // a spare nobody takes must not report an unhandled rejection
  return { worker, ready };
}

/** A worker started ahead of the next TIFF (on the open button's hover or focus), or none. */
let spareWorker: StartedWorker | null = null;

/**
 * Starts the TIFF worker ahead of the next `openTiff`, so its code (utif and the structure checks) is loaded
 * by the time a document opens (ADR 060). At most one waits.
 */
export function warmTiffWorker(): void {
  if (spareWorker) return;
  const started = startWorker();
  spareWorker = started;
  // A spare that fails to load is dropped; the next open starts its own and reports the failure.
  started.ready.catch(() => {
    if (spareWorker === started) spareWorker = null;
  });
}

/**
 * Opens a TIFF in a Web Worker: the worker fetches the bytes, checks the file's structure against the caps
 * of {@link tiffLimits}, and decodes one page per request into an ImageBitmap. If the worker does not answer
 * within its budget it is terminated, so a hostile file ends in an error within seconds, never a frozen or
 * crashed tab.
 */
export async function openTiff(src: EngineSource): Promise<ViewerEngine> {
  const { worker, ready } = spareWorker ?? startWorker();
  spareWorker = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let dead: ViewerLoadError | null = null;

  const kill = (error: ViewerLoadError) => {
    dead = error;
    worker.terminate();
    for (const entry of pending.values()) {
      window.clearTimeout(entry.timer);
      entry.reject(error);
    }
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<TiffResponse>) => {
    if (event.data.type === 'ready') return;
    const entry = pending.get(event.data.id);
    if (!entry) return;
    pending.delete(event.data.id);
    window.clearTimeout(entry.timer);
    entry.resolve(event.data);
  };
  worker.onerror = (event) => {
    kill(new ViewerLoadError(`tiff worker: ${event.message}`));
  };

  const call = (request: TiffCommand): Promise<TiffResponse> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise<TiffResponse>((resolve, reject) => {
      const timer = window.setTimeout(() => {
        kill(new ViewerLoadError('tiff worker timed out'));
      }, tiffLimits.budgetMs);
      pending.set(id, { resolve, reject, timer });
      const message: TiffRequest = { ...request, id };
      worker.postMessage(message);
    });
  };

  // The worker's own code loads first (no file involved yet), on its own, longer allowance.
  let startTimer = 0;
  try {
    await Promise.race([
      ready,
      new Promise<never>((_resolve, reject) => {
        startTimer = window.setTimeout(() => {
          reject(new ViewerLoadError('tiff worker did not start'));
        }, tiffLimits.startMs);
      }),
    ]);
  } catch (cause) {
    const error = cause instanceof ViewerLoadError ? cause : new ViewerLoadError(String(cause));
    kill(error);
    throw error;
  } finally {
    window.clearTimeout(startTimer);
  }

  const opened = await call(
    typeof src === 'string' ? { type: 'open', url: src } : { type: 'open', bytes: await src.arrayBuffer() },
  );
  if (opened.type !== 'opened') {
    worker.terminate();
    throw new ViewerLoadError(opened.type === 'error' ? `tiff: ${opened.reason}` : 'tiff: unexpected answer');
  }
  const pages: readonly PageSize[] = opened.pages;
  const bitmaps = new Map<number, Promise<ImageBitmap>>();
  // As many decoded pages stay in memory (the visible ones and their neighbours) as fit the byte cap.
  const largest = Math.max(...pages.map((page) => page.width * page.height * 4));
  const cachedPages = Math.max(1, Math.min(6, Math.floor(tiffLimits.maxCachedBytes / largest)));

  const bitmap = (index: number): Promise<ImageBitmap> => {
    const cached = bitmaps.get(index);
    if (cached) {
      bitmaps.delete(index);
      bitmaps.set(index, cached); // most recently used last
      return cached;
    }
    const loading = call({ type: 'page', index }).then((response) => {
      if (response.type !== 'page') {
        throw new ViewerLoadError(
          response.type === 'error' ? `tiff page ${index + 1}: ${response.reason}` : 'tiff',
        );
      }
      return response.bitmap;
    });
    loading.catch(() => bitmaps.delete(index));
    bitmaps.set(index, loading);
    while (bitmaps.size > cachedPages) {
      const oldest = bitmaps.keys().next().value as number;
      void bitmaps.get(oldest)?.then(
        (b) => {
          b.close();
        },
        () => undefined,
      );
      bitmaps.delete(oldest);
    }
    return loading;
  };

  return {
    pages,
    async render(index, canvas, zoom, signal) {
      const size = pages[index] ?? { width: 1, height: 1 };
      const image = await bitmap(index);
      if (signal?.aborted) return size;
      const width = size.width * zoom;
      const height = size.height * zoom;
      const context = prepareCanvas(canvas, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      return size;
    },
    destroy() {
      kill(new ViewerLoadError('closed'));
      bitmaps.clear();
    },
  };
}
