import { style } from '@vanilla-extract/css';
import { media, vars } from '../../app/themeVars.ts';

/** A screen's body under the top bar: a padded column of its sections, tighter on narrow screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [media.narrow]: { padding: vars.space.md, gap: vars.space.md } },
});
