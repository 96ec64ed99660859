import { fillPairings, textPairings, uiPairings } from './pairings.ts';
import type { ThemeTokens } from './tokens.ts';

/** An sRGB colour with alpha, channels 0–255 and alpha 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` and `rgba(…)` (the forms themes use). */
export function parseColor(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? hex.replace(/./g, (c) => c + c) : hex;
    const channel = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const parts =
    /^rgba?\(([^)]+)\)$/
      .exec(text)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean) ?? [];
  const number = (part: string | undefined, percentOf: number) =>
    part === undefined
      ? NaN
      : part.endsWith('%')
        ? (Number(part.slice(0, -1)) / 100) * percentOf
        : Number(part);
  const [r, g, b] = [number(parts[0], 255), number(parts[1], 255), number(parts[2], 255)];
  const a = parts[3] === undefined ? 1 : number(parts[3], 1);
  if ([r, g, b, a].every(Number.isFinite)) return { r, g, b, a };
  throw new Error(`Unsupported colour for the contrast check: ${value}`);
}

/** Composites a (possibly translucent) colour over an opaque backdrop (source-over). */
export function composite(top: Rgba, backdrop: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, backdrop.r), g: mix(top.g, backdrop.g), b: mix(top.b, backdrop.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG contrast ratio of a foreground on a background. A translucent background is first composited
 * over `backdrop` (the page), then a translucent foreground over that result.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const base = parseColor(backdrop);
  const bg = composite(parseColor(background), { ...base, a: 1 });
  const fg = composite(parseColor(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 AA minimums: 1.4.3 for text, 1.4.11 for non-text UI (borders, focus rings, meaningful fills). */
export const contrastMinimums = { text: 4.5, ui: 3 } as const;

/** One declared pairing a theme fails, with the ratio it reaches and the one it needs. */
export interface ContrastFailure {
  /** Which token group the foreground comes from: `text`, `border` or a background used as a `fill`. */
  readonly kind: 'text' | 'border' | 'fill';
  readonly foreground: string;
  readonly background: string;
  readonly ratio: number;
  readonly minimum: number;
}

/**
 * Checks every pairing the kit declares (`textPairings`, `uiPairings`, `fillPairings`) in a theme's tokens
 * and returns the ones below WCAG AA; an empty list means the theme passes. Translucent colours are
 * composited over the theme's canvas. The kit's own themes pass this in its contrast test, and an app
 * that defines its own theme runs it the same way.
 *
 * @example
 * expect(checkThemeContrast(myTokens)).toEqual([]);
 */
export function checkThemeContrast(tokens: ThemeTokens): ContrastFailure[] {
  const { text, background, border } = tokens.color;
  const canvas = background.canvas;
  const failures: ContrastFailure[] = [];
  const check = (
    kind: ContrastFailure['kind'],
    foreground: string,
    background_: string,
    fg: string,
    bg: string,
    minimum: number,
  ) => {
    const ratio = contrastRatio(fg, bg, canvas);
    if (ratio < minimum) failures.push({ kind, foreground, background: background_, ratio, minimum });
  };
  for (const [fg, bg] of textPairings) check('text', fg, bg, text[fg], background[bg], contrastMinimums.text);
  for (const [fg, bg] of uiPairings) check('border', fg, bg, border[fg], background[bg], contrastMinimums.ui);
  for (const [fg, bg] of fillPairings)
    check('fill', fg, bg, background[fg], background[bg], contrastMinimums.ui);
  return failures;
}
