import { createTheme } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import type { Theme } from '../theme/Theme.ts';
import { brokerTokens } from './brokerTokens.ts';

/** The broker theme: pass it to `UiProvider`'s `theme` prop. */
export const brokerTheme: Theme = {
  name: 'broker',
  className: createTheme(vars, brokerTokens),
  colorScheme: 'light',
};
