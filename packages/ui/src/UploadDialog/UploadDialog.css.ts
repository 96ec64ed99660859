import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  backgroundColor: vars.color.background.overlay,
});

export const dialog = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(440px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: 'none',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const select = style({
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' } },
});

/** The real file input stays in the tab order but is drawn by its label. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const fileButton = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    [`${fileInput}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '1px',
    },
    [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceSunken,
});

export const chosenName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.text.critical,
  fontWeight: vars.font.weight.medium,
});

export const progress = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.neutralSoft,
});

export const progressFill = style({
  position: 'absolute',
  inset: 0,
  transformOrigin: 'left',
  backgroundColor: vars.color.background.brand,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const progressLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
