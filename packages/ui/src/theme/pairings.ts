import type { ThemeTokens } from './tokens.ts';

type TextRole = keyof ThemeTokens['color']['text'];
type BackgroundRole = keyof ThemeTokens['color']['background'];
type BorderRole = keyof ThemeTokens['color']['border'];

/**
 * Every text-on-background pairing the kit uses, as `[text role, background role]`.
 * A component may only put text of a role on a background of a role listed here; the contrast
 * test (`contrast.test.ts`) checks each pairing in every theme against WCAG AA 4.5:1.
 */
export const textPairings = [
  ['primary', 'canvas'],
  ['primary', 'surface'],
  ['primary', 'surfaceRaised'],
  ['primary', 'surfaceSunken'],
  ['primary', 'hover'],
  ['primary', 'selected'],
  ['secondary', 'canvas'],
  ['secondary', 'surface'],
  ['secondary', 'surfaceRaised'],
  ['secondary', 'surfaceSunken'],
  ['secondary', 'hover'],
  // A highlighted option's second line (e.g. the NoteEditor's mention suggestions).
  ['secondary', 'selected'],
  ['link', 'surface'],
  ['link', 'canvas'],
  ['link', 'surfaceRaised'],
  ['link', 'hover'],
  ['link', 'selected'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['inverse', 'inverse'],
  ['positive', 'positiveSoft'],
  ['critical', 'criticalSoft'],
  ['caution', 'cautionSoft'],
  ['info', 'infoSoft'],
  ['neutral', 'neutralSoft'],
  ['primary', 'positiveSoft'],
  ['primary', 'criticalSoft'],
  ['primary', 'cautionSoft'],
  ['primary', 'infoSoft'],
  ['primary', 'neutralSoft'],
  ['critical', 'surface'],
  ['critical', 'surfaceRaised'],
  ['positive', 'surface'],
  ['positive', 'surfaceRaised'],
  ['caution', 'surfaceRaised'],
  ['info', 'surfaceRaised'],
  ['neutral', 'surfaceRaised'],
  ['onBrand', 'positive'],
  ['onBrand', 'critical'],
  ['onBrand', 'info'],
  ['onBrand', 'neutral'],
  ['onBanner', 'banner'],
] as const satisfies readonly (readonly [TextRole, BackgroundRole])[];

/** Non-text UI pairings (borders, focus rings, control outlines) that need 3:1 against their background. */
export const uiPairings = [
  ['focus', 'surface'],
  ['focus', 'canvas'],
  ['focus', 'surfaceRaised'],
  ['strong', 'surface'],
  ['strong', 'surfaceRaised'],
  ['critical', 'surface'],
  ['critical', 'surfaceRaised'],
] as const satisfies readonly (readonly [BorderRole, BackgroundRole])[];

/**
 * Fills that carry meaning against the background they sit on (a checked box, a progress bar's
 * value against its track, a count badge on a surface), as `[fill role, background role]`; 3:1.
 */
export const fillPairings = [
  ['brand', 'surface'],
  ['brand', 'surfaceRaised'],
  ['brand', 'surfaceSunken'],
  ['critical', 'surface'],
  ['positive', 'surfaceSunken'],
  ['critical', 'surfaceSunken'],
] as const satisfies readonly (readonly [BackgroundRole, BackgroundRole])[];
