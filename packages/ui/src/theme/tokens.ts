import type { vars } from './contract.css.ts';

/** Maps every leaf of a token tree to a CSS value (vanilla-extract does not export its own helper). */
type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The values a theme gives every role of the contract (plain data, so tests can read them). */
export type ThemeTokens = Leaves<typeof vars>;

/** What the non-colour part of every FreightKit theme shares unless a brand overrides it. */
export const baseTokens = {
  font: {
    family: {
      body: "'Inter', 'DejaVu Sans', system-ui, sans-serif",
      // 'DejaVu Mono' is the face the kit ships (fonts.ts); the system name follows as a fallback.
      mono: "'DejaVu Mono', 'DejaVu Sans Mono', ui-monospace, monospace",
    },
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { none: '0', sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  elevation: {
    none: 'none',
    raised: '0 1px 2px rgba(16, 24, 40, 0.12), 0 1px 3px rgba(16, 24, 40, 0.08)',
    overlay: '0 8px 24px rgba(16, 24, 40, 0.18), 0 2px 6px rgba(16, 24, 40, 0.12)',
  },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: {
    sticky: '10',
    // The navigation rail: over the content it peeks across, under the app bar, whose menus (the
    // shipment search's results) drop across the rail's column.
    navigation: '1050',
    drawer: '1200',
    appBar: '1100',
    overlay: '1300',
    dialog: '1400',
    toast: '1500',
    tooltip: '1600',
  },
} satisfies Omit<ThemeTokens, 'color'>;
