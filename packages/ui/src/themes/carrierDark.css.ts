import { createTheme } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import type { Theme } from '../theme/Theme.ts';
import { carrierDarkTokens } from './carrierDarkTokens.ts';

/** The carrier-dark theme: pass it to `UiProvider`'s `theme` prop. */
export const carrierDarkTheme: Theme = {
  name: 'carrier-dark',
  className: createTheme(vars, carrierDarkTokens),
  colorScheme: 'dark',
};
