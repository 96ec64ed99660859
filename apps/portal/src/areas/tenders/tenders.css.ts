import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The filter row: wraps on narrow screens. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** The cards, one under another. */
export const cards = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

/** The detail's facts: a description list in two columns. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const section = style({ display: 'grid', gap: vars.space.sm });
