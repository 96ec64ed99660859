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
