import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

export const region = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const toast = style({
  pointerEvents: 'auto',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  // Longhands only: a `border` shorthand would reset the tone's accent colour on the start edge.
  borderStyle: 'solid',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  borderBlockColor: vars.color.border.subtle,
  borderInlineEndColor: vars.color.border.subtle,
  backgroundColor: vars.color.background.surfaceRaised,
  boxShadow: vars.elevation.overlay,
  animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: '1px',
});

export const title = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
