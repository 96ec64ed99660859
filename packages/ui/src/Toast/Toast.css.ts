import { keyframes, style, styleVariants } from '@vanilla-extract/css';
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
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
  animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const tone = styleVariants({
  positive: { borderInlineStartColor: vars.color.background.positive },
  critical: { borderInlineStartColor: vars.color.background.critical },
  caution: { borderInlineStartColor: vars.color.background.caution },
  info: { borderInlineStartColor: vars.color.background.info },
  neutral: { borderInlineStartColor: vars.color.background.neutral },
});

export const icon = styleVariants({
  positive: { color: vars.color.text.positive },
  critical: { color: vars.color.text.critical },
  caution: { color: vars.color.text.caution },
  info: { color: vars.color.text.info },
  neutral: { color: vars.color.text.neutral },
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

export const dismiss = style({ marginBlock: '-6px' });
