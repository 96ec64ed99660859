import { brokerTheme } from '@freightkit/ui/themes/broker';
import { carrierTheme } from '@freightkit/ui/themes/carrier';
import { carrierDarkTheme } from '@freightkit/ui/themes/carrier-dark';

/** The themes the toolbar switches between and every story is tested under. */
export const themes = {
  carrier: carrierTheme,
  'carrier-dark': carrierDarkTheme,
  broker: brokerTheme,
} as const;

/** A theme's name as used in globals and baseline file names. */
export type ThemeName = keyof typeof themes;
