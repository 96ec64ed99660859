import { brokerTheme } from '../packages/ui/src/themes/broker.css.ts';
import { carrierTheme } from '../packages/ui/src/themes/carrier.css.ts';
import { carrierDarkTheme } from '../packages/ui/src/themes/carrierDark.css.ts';

/** The themes the toolbar switches between and every story is tested under. */
export const themes = {
  carrier: carrierTheme,
  'carrier-dark': carrierDarkTheme,
  broker: brokerTheme,
} as const;

/** A theme's name as used in globals and baseline file names. */
export type ThemeName = keyof typeof themes;
