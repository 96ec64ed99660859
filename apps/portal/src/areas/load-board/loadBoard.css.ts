import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The filter bar: fields side by side, wrapping on narrow screens. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** The List / Map switch: two pressed-or-not buttons side by side. */
export const views = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A place picker takes up to 18rem and shrinks with the bar. */
export const place = style({ flex: '1 1 14rem', maxWidth: '18rem', minWidth: 0 });

/** Short fields (radius, dates, selects). */
export const short = style({ flex: '0 1 11rem', minWidth: 0 });

/** The list fills the screen below the filters: tall enough to scroll in, never taller than the window. */
export const scroller = style({ height: 'max(360px, calc(100dvh - 360px))' });

/** One load: the lane and its link on top, the facts under it. */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
});

export const lane = style({ margin: 0, fontSize: vars.font.size.md });

/** Router links take the theme's link colour. */
export const link = style({ color: vars.color.text.link });

/** The facts of a load in a wrapping row. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

/** The rate stands out: what a dispatcher compares first. */
export const rate = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold });

/** The detail's facts: a description list in two columns. */
export const detailFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/** A term and its value: a row of the description list's grid (the wrapper keeps the markup valid). */
export const factRow = style({ display: 'contents' });

/** The chosen equipment types under the filters: a label and one removable chip per type, wrapping. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const chipsLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
