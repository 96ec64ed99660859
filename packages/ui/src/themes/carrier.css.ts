import { createTheme } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import type { Theme } from '../theme/Theme.ts';
import { carrierTokens } from './carrierTokens.ts';

/** The carrier theme: pass it to `UiProvider`'s `theme` prop. */
export const carrierTheme: Theme = {
  name: 'carrier',
  className: createTheme(vars, carrierTokens),
  colorScheme: 'light',
};
