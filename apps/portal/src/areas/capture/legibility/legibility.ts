/**
 * The legibility check of a captured page (ADR 040): measured on a grey copy of the photo scaled so its
 * long side is {@link analysisLongSide} px, off the main thread (`legibility.worker.ts`). Pure functions,
 * so the thresholds are tested on the sample pages kept beside this file (`samples/`).
 */

/** Long side the photo is scaled to before measuring: sharpness is measured at one scale for every camera. */
export const analysisLongSide = 1000;

/** What was measured of a page. */
export interface LegibilityMetrics {
  /** Variance of the Laplacian of the grey image: low when edges (text) are soft, i.e. blurred. */
  readonly sharpness: number;
  /** Mean grey level, 0–255: low on a dark photo. */
  readonly brightness: number;
  /** Standard deviation of the grey level: low when text and paper look alike (washed out, fogged). */
  readonly contrast: number;
  /**
   * Share of the outermost strip's pixels, on the busiest of the four sides, where the grey level
   * jumps along that side: text or ruled lines running off the frame. A desk or a page edge lying
   * parallel to the side does not jump along it.
   */
  readonly edgeInk: number;
  /** The photo's own size in px (before scaling). */
  readonly width: number;
  readonly height: number;
}

/** A reason a page may not be legible. */
export type LegibilityProblem = 'tooSmall' | 'dark' | 'washedOut' | 'blurry' | 'cutOff';

/**
 * Thresholds calibrated on `samples/` (sharp, blurred, dark, washed-out and small pages made by
 * `scripts/legibility-samples.mjs`): each sits between the worst good sample and the best bad one with
 * room on both sides (see the unit test's printed margins).
 */
export const legibilityThresholds = {
  /** Smallest long side in px: below, small print cannot be read whatever the focus. */
  minLongSide: 1000,
  /** Smallest short side in px. */
  minShortSide: 700,
  /** Darkest mean grey level. */
  minBrightness: 70,
  /** Least grey-level spread (text against paper). */
  minContrast: 28,
  /** Least variance of the Laplacian at the analysis scale. */
  minSharpness: 20,
  /** Most ink allowed in a side's outermost strip before the page counts as cut off. */
  maxEdgeInk: 0.008,
} as const;

/** The outermost strip measured for cut-off content: 2 % of the short side, at least 4 px. */
export const edgeStripShare = 0.02;
/** A jump in grey level this large between a pixel's two neighbours along a side is an edge of ink. */
export const inkStep = 48;

/**
 * {@link LegibilityMetrics.edgeInk}: for each side, the share of its strip's pixels whose two
 * neighbours ALONG that side differ by more than {@link inkStep} (text strokes and table rules cut by
 * the frame), the largest of the four.
 */
export function edgeInk(gray: Float32Array | Uint8Array, width: number, height: number): number {
  const strip = Math.max(4, Math.round(Math.min(width, height) * edgeStripShare));
  if (width < 3 || height < 3 || strip * 2 >= Math.min(width, height)) return 0;
  const at = (x: number, y: number) => gray[y * width + x] ?? 0;
  const share = (x0: number, x1: number, y0: number, y1: number, alongX: boolean) => {
    let inked = 0;
    let total = 0;
    for (let y = Math.max(1, y0); y < Math.min(height - 1, y1); y++)
      for (let x = Math.max(1, x0); x < Math.min(width - 1, x1); x++) {
        const step = alongX ? at(x + 1, y) - at(x - 1, y) : at(x, y + 1) - at(x, y - 1);
        if (Math.abs(step) > inkStep) inked++;
        total++;
      }
    return total === 0 ? 0 : inked / total;
  };
  return Math.max(
    share(0, strip, 0, height, false), // left: jumps up and down the side
    share(width - strip, width, 0, height, false), // right
    share(0, width, 0, strip, true), // top: jumps across
    share(0, width, height - strip, height, true), // bottom
  );
}

/** Grey levels (ITU-R BT.601 luma) of RGBA pixels. */
export function toGray(rgba: Uint8ClampedArray | Uint8Array): Float32Array {
  const gray = new Float32Array(rgba.length / 4);
  for (let i = 0, p = 0; p < gray.length; i += 4, p++)
    gray[p] = 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
  return gray;
}

/**
 * Measures a grey image of `width` × `height` (already at the analysis scale): mean and spread of the
 * grey level and the variance of its 4-neighbour Laplacian (border pixels left out).
 */
export function measureGray(
  gray: Float32Array | Uint8Array,
  width: number,
  height: number,
  original: { width: number; height: number } = { width, height },
): LegibilityMetrics {
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < gray.length; i++) {
    const v = gray[i] ?? 0;
    sum += v;
    sumSq += v * v;
  }
  const n = Math.max(1, gray.length);
  const brightness = sum / n;
  const contrast = Math.sqrt(Math.max(0, sumSq / n - brightness * brightness));
  let lapSum = 0;
  let lapSq = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const lap =
        4 * (gray[i] ?? 0) -
        (gray[i - 1] ?? 0) -
        (gray[i + 1] ?? 0) -
        (gray[i - width] ?? 0) -
        (gray[i + width] ?? 0);
      lapSum += lap;
      lapSq += lap * lap;
      count++;
    }
  }
  const lapMean = count === 0 ? 0 : lapSum / count;
  const sharpness = count === 0 ? 0 : lapSq / count - lapMean * lapMean;
  return {
    sharpness,
    brightness,
    contrast,
    edgeInk: edgeInk(gray, width, height),
    width: original.width,
    height: original.height,
  };
}

/**
 * The problems of a measured page, most telling first (a dark page also measures soft, so dark is named
 * alone); a page whose text runs off the frame is cut off, whatever else is wrong with it.
 */
export function legibilityProblems(
  metrics: LegibilityMetrics,
  thresholds: typeof legibilityThresholds = legibilityThresholds,
): LegibilityProblem[] {
  const problems: LegibilityProblem[] = [];
  const long = Math.max(metrics.width, metrics.height);
  const short = Math.min(metrics.width, metrics.height);
  if (long < thresholds.minLongSide || short < thresholds.minShortSide) problems.push('tooSmall');
  if (metrics.brightness < thresholds.minBrightness) return [...problems, 'dark'];
  if (metrics.contrast < thresholds.minContrast) return [...problems, 'washedOut'];
  if (metrics.sharpness < thresholds.minSharpness) problems.push('blurry');
  if (metrics.edgeInk > thresholds.maxEdgeInk) problems.push('cutOff');
  return problems;
}

/** The size to scale a photo of `width` × `height` to for measuring (never up). */
export function analysisSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, analysisLongSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
