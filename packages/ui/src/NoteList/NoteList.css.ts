import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const state = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text.secondary,
  backgroundColor: vars.color.background.surface,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.subtle}`,
  margin: 0,
});

export const error = style({
  padding: vars.space.md,
  color: vars.color.text.critical,
  backgroundColor: vars.color.background.criticalSoft,
  borderRadius: vars.radius.md,
  margin: 0,
});

export const skeleton = style({
  height: '88px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceSunken,
});
