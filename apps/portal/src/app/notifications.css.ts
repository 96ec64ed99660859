import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@freightkit/ui';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 'min(420px, calc(100vw - 32px))',
});

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBlockStart: vars.space.sm,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  fontSize: vars.font.size.sm,
});

export const notice = styleVariants({
  positive: [base, { background: vars.color.background.positiveSoft, color: vars.color.text.primary }],
  critical: [base, { background: vars.color.background.criticalSoft, color: vars.color.text.primary }],
  info: [base, { background: vars.color.background.infoSoft, color: vars.color.text.primary }],
});

export const dismiss = style({
  marginInlineStart: 'auto',
  background: 'none',
  border: 'none',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
