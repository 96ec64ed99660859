/**
 * Caps that keep a hostile TIFF from freezing or exhausting the tab (issue 24). The spec gives none; these
 * are generous for scanned paperwork (a 600 dpi letter page is about 34 megapixels) and are checked against
 * the file's real size before any decoder allocates (`checkTiffStructure`).
 */
export const tiffLimits = {
  /** Most pages (IFDs) a file may chain. */
  maxPages: 500,
  /** Most pixels one page may declare (width × height). */
  maxPagePixels: 40_000_000,
  /** Most pixels all pages together may declare. */
  maxTotalPixels: 400_000_000,
  /** Most bytes decoding one page may allocate (its decoded samples plus the RGBA copy). */
  maxPageDecodeBytes: 300_000_000,
  /** Most entries (tags) one IFD may hold. */
  maxEntries: 1_000,
  /** Most values one tag may declare (a strip-offset table of a tall page fits easily). */
  maxValues: 1_000_000,
  /** Most samples per pixel (CMYK with alpha is 5). */
  maxSamplesPerPixel: 8,
  /** How deep sub-IFDs (Exif, SubIFDs) may nest. */
  maxSubIfdDepth: 4,
  /** Bytes of decoded pages the viewer keeps as bitmaps (the visible ones and their neighbours). */
  maxCachedBytes: 200_000_000,
  /**
   * How long the worker may take to open a file or decode one page once it is running, before it is
   * stopped: well under the 5 s in which a hostile file must answer with an error.
   */
  budgetMs: 4_000,
  /** How long the worker's own code may take to load (a cold chunk on a busy machine; no file involved). */
  startMs: 20_000,
} as const;
