/** Size of one page in CSS pixels at 100 % zoom, before rotation. */
export interface PageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * What the viewer needs from a file, whatever its kind: how many pages, their sizes, and a way to
 * draw one page onto a canvas. Engines are loaded on demand (pdf.js, the TIFF worker).
 */
export interface ViewerEngine {
  /** Page sizes at 100 % zoom; pages not measured yet carry the first page's size. */
  readonly pages: readonly PageSize[];
  /**
   * Draws page `index` (0-based) at `zoom` (1 = 100 %) onto `canvas`, sizing its backing store for
   * the device pixel ratio. Resolves with the page's true size at 100 %.
   */
  render(index: number, canvas: HTMLCanvasElement, zoom: number, signal?: AbortSignal): Promise<PageSize>;
  /** Releases workers and decoded pages. */
  destroy(): void;
}

/** Thrown by an engine when a file cannot be shown; `reason` is for logs, never for users. */
export class ViewerLoadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ViewerLoadError';
  }
}

/** Backing-store scale for crisp canvases on high-density screens (capped: a 300 % page stays bounded). */
export function pixelRatio(): number {
  return Math.min(typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1, 2);
}

/**
 * Most pixels one canvas's backing store may hold (4096 × 4096, 64 MB of RGBA): a page that would need more at
 * the chosen zoom is drawn at a lower resolution and scaled up by CSS, so a hostile page size cannot make the
 * tab allocate without bound.
 */
export const maxCanvasPixels = 16_777_216;

/** The backing-store scale for a `width` × `height` CSS-pixel canvas: the device ratio, lowered to fit the cap. */
export function backingScale(width: number, height: number): number {
  const ratio = pixelRatio();
  const pixels = width * ratio * height * ratio;
  return pixels > maxCanvasPixels ? ratio * Math.sqrt(maxCanvasPixels / pixels) : ratio;
}

/**
 * Runs `work` with a time budget: past it, `onTimeout` stops the work (a worker terminated, a task
 * destroyed) and the promise rejects, so a hostile file answers with an error in bounded time.
 */
export function withBudget<T>(
  work: Promise<T>,
  budgetMs: number,
  reason: string,
  onTimeout: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new ViewerLoadError(reason));
    }, budgetMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof Error ? cause : new ViewerLoadError(String(cause)));
      },
    );
  });
}

/** Sizes `canvas` for `width` × `height` CSS pixels and returns its 2D context, cleared. */
export function prepareCanvas(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): CanvasRenderingContext2D {
  const ratio = backingScale(width, height);
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  const context = canvas.getContext('2d');
  if (!context) throw new ViewerLoadError('no 2d context');
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  return context;
}

/** What an engine opens: a URL it may fetch, or the file's bytes. */
export type EngineSource = string | Blob;
