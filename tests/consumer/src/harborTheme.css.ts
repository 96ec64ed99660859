import { createTheme } from '@vanilla-extract/css';
import { vars, type Theme } from '@freightkit/ui/vars';
import { harborTokens } from './harborTokens.ts';

/** The Harbor theme as `UiProvider` takes it: a class filling every variable of the kit's contract. */
export const harborTheme: Theme = {
  name: 'harbor',
  className: createTheme(vars, harborTokens),
  colorScheme: 'light',
};
