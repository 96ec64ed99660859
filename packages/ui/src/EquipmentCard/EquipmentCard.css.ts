import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const notSet = style({ color: vars.color.text.secondary });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const error = style({ margin: 0, color: vars.color.text.critical, fontSize: vars.font.size.sm });
