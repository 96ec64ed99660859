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

/** Sizes `canvas` for `width` × `height` CSS pixels and returns its 2D context, cleared. */
export function prepareCanvas(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): CanvasRenderingContext2D {
  const ratio = pixelRatio();
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
