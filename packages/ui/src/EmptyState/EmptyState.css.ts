import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const icon = style({ color: vars.color.text.secondary });

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const description = style({ margin: 0, maxWidth: '48ch' });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });
