import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.text.onBrand,
      borderColor: vars.color.background.brand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const count = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  selectors: { '&[role="alert"]': { color: vars.color.text.critical } },
});
