import { describe, expect, it } from 'vitest';
import { brokerTokens } from '../themes/brokerTokens.ts';
import { carrierDarkTokens } from '../themes/carrierDarkTokens.ts';
import { carrierTokens } from '../themes/carrierTokens.ts';
import { checkThemeContrast, contrastRatio, parseColor } from './contrast.ts';
import { fillPairings, textPairings, uiPairings } from './pairings.ts';
import type { ThemeTokens } from './tokens.ts';

/** WCAG 2.2 AA minimums: 1.4.3 text, 1.4.11 non-text UI. */
const textMinimum = 4.5;
const uiMinimum = 3;

const themes: Record<string, ThemeTokens> = {
  carrier: carrierTokens,
  'carrier-dark': carrierDarkTokens,
  broker: brokerTokens,
};

describe('contrast maths', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#0a4fa8', '#ffffff', 7.76],
  ])('%s on %s is %f:1', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 1);
  });

  it('composites translucent colours over their background', () => {
    // 50 % black over white is #808080 (3.95:1 against white).
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(3.95, 1);
    expect(contrastRatio('#000', 'rgba(255,255,255,0.5)', '#000000')).toBeCloseTo(5.28, 1);
  });

  it('parses the colour forms themes use', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('#00000080').a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgb(1 2 3 / 50%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(() => parseColor('red')).toThrow();
  });
});

describe.each(Object.entries(themes))('theme %s meets WCAG AA for every declared pairing', (_, tokens) => {
  const { text, background, border } = tokens.color;
  const canvas = background.canvas;

  it.each(textPairings)('text %s on %s ≥ 4.5:1', (fg, bg) => {
    expect(contrastRatio(text[fg], background[bg], canvas)).toBeGreaterThanOrEqual(textMinimum);
  });

  it.each(uiPairings)('border %s on %s ≥ 3:1', (fg, bg) => {
    expect(contrastRatio(border[fg], background[bg], canvas)).toBeGreaterThanOrEqual(uiMinimum);
  });

  it.each(fillPairings)('fill %s on %s ≥ 3:1', (fg, bg) => {
    expect(contrastRatio(background[fg], background[bg], canvas)).toBeGreaterThanOrEqual(uiMinimum);
  });
});

describe('checkThemeContrast (the check an app runs on its own theme)', () => {
  it.each(Object.entries(themes))('passes the kit theme %s', (_, tokens) => {
    expect(checkThemeContrast(tokens)).toEqual([]);
  });

  it('names each pairing a theme fails, with its ratio', () => {
    const faint: ThemeTokens = {
      ...carrierTokens,
      color: {
        ...carrierTokens.color,
        text: { ...carrierTokens.color.text, secondary: '#b0b0b0' },
        border: { ...carrierTokens.color.border, focus: '#eeeeee' },
      },
    };
    const failures = checkThemeContrast(faint);
    expect(failures).toContainEqual(
      expect.objectContaining({ kind: 'text', foreground: 'secondary', background: 'surface', minimum: 4.5 }),
    );
    expect(failures).toContainEqual(
      expect.objectContaining({ kind: 'border', foreground: 'focus', background: 'surface', minimum: 3 }),
    );
    expect(failures.every((failure) => failure.ratio < failure.minimum)).toBe(true);
    expect(failures.some((failure) => failure.foreground === 'primary')).toBe(false);
  });
});
