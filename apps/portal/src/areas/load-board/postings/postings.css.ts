import { style } from '@vanilla-extract/css';
import { vars } from '../../../app/themeVars.ts';

/** The cards of posted trucks or saved lanes: a column, or a grid of two where there is room. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A card's facts, one per line. */
export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
