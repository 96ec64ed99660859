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
  /** The photo's own size in px (before scaling). */
  readonly width: number;
  readonly height: number;
}

/** A reason a page may not be legible. */
export type LegibilityProblem = 'tooSmall' | 'dark' | 'washedOut' | 'blurry';

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
} as const;

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
  return { sharpness, brightness, contrast, width: original.width, height: original.height };
}

/** The problems of a measured page, most telling first (a dark page also measures soft, so dark is named alone). */
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
  return problems;
}

/** The size to scale a photo of `width` × `height` to for measuring (never up). */
export function analysisSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, analysisLongSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
