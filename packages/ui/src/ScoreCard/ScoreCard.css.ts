import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const target = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const chart = style({ width: '100%', maxWidth: '32rem', height: 'auto', overflow: 'visible' });

export const track = style({ fill: vars.color.background.surfaceSunken });

export const bar = style({ fill: vars.color.background.brand });

export const targetMark = style({ stroke: vars.color.text.primary, strokeWidth: 2 });

export const chartText = style({
  fill: vars.color.text.primary,
  fontSize: '12px',
  fontFamily: vars.font.family.body,
});

export const disclosure = style({
  alignSelf: 'flex-start',
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.text.link,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  selectors: {},
});

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xxs} ${vars.space.md} ${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({
  margin: 0,
  color: vars.color.text.secondary,
  selectors: { '&[role="alert"]': { color: vars.color.text.critical } },
});
