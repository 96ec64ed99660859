import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The search row: wraps on narrow screens. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** The requests, one under another. */
export const items = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

/** One request: a bordered surface with its lane, facts and actions. */
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.surface,
});

/** The request's heading row: the lane and its status. */
export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md });

/** The facts of a request: term over value, in as many columns as fit. */
export const itemFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });

/** The answer buttons, at the end of the request. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const text = style({ margin: 0, color: vars.color.text.secondary });

/** The detail's facts: a description list in two columns. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const section = style({ display: 'grid', gap: vars.space.sm });

/** The dialogs' fields. */
export const dialogBody = style({ display: 'grid', gap: vars.space.md });

export const dialogFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** The quote's products: a group with its legend, no browser frame. */
export const products = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.medium,
});
