/**
 * Caps that keep a hostile TIFF from freezing or exhausting the tab. The spec gives none; these
 * are generous for scanned paperwork (a 600 dpi letter page is about 34 megapixels).
 */
export const tiffLimits = {
  /** Most pages (IFDs) a file may chain. */
  maxPages: 500,
  /** Most pixels one page may declare (width × height). */
  maxPagePixels: 40_000_000,
  /** Most pixels all pages together may declare. */
  maxTotalPixels: 400_000_000,
  /** How long the worker may take to open the file or decode one page before it is stopped. */
  timeoutMs: 15_000,
} as const;
