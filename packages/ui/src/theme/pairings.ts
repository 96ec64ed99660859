/**
 * Every text-on-background pairing the kit uses, as `[text role, background role]`.
 * A component may only put text of a role on a background of a role listed here; the contrast
 * test checks each pairing in every theme against WCAG AA (4.5:1 for text, 3:1 for borders).
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
  ['link', 'surface'],
  ['link', 'canvas'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['inverse', 'inverse'],
  ['positive', 'positiveSoft'],
  ['critical', 'criticalSoft'],
  ['caution', 'cautionSoft'],
  ['info', 'infoSoft'],
  ['neutral', 'neutralSoft'],
  ['critical', 'surface'],
  ['positive', 'surface'],
  ['onBrand', 'positive'],
  ['onBrand', 'critical'],
  ['onBrand', 'info'],
  ['onBanner', 'banner'],
] as const;

/** Non-text UI pairings (borders, focus rings) that need 3:1 against their background. */
export const uiPairings = [
  ['focus', 'surface'],
  ['focus', 'canvas'],
  ['strong', 'surface'],
  ['critical', 'surface'],
] as const;
