import { style } from '@vanilla-extract/css';
import { vars } from '../../../app/themeVars.ts';

/** A trip reads as one column of legs: no wider than a comfortable line. */
export const page = style({ maxWidth: '1100px' });

/** One leg of the trip: a bordered surface. */
export const leg = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});
