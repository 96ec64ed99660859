import { style } from '@vanilla-extract/css';
import { vars } from '../../../app/themeVars.ts';

export const total = style({ fontVariantNumeric: 'tabular-nums' });

/** The loads of a chosen marker, one card each. */
export const cardList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
