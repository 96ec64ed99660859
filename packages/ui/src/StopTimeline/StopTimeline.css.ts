import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const stop = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: 'calc(0.75rem - 1px)',
      top: '1.5rem',
      bottom: 0,
      borderLeft: `2px solid ${vars.color.border.strong}`,
    },
  },
});

export const marker = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  backgroundColor: vars.color.background.neutral,
  color: vars.color.text.onBrand,
  selectors: { '[data-arrived] &': { backgroundColor: vars.color.background.positive } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const address = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const time = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const term = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const zone = style({
  marginLeft: vars.space.xxs,
  textDecoration: 'none',
  color: vars.color.text.secondary,
});

export const notSet = style({ color: vars.color.text.secondary, fontStyle: 'italic' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const message = style({
  padding: vars.space.md,
  color: vars.color.text.secondary,
  selectors: { '&[role="alert"]': { color: vars.color.text.critical } },
});
