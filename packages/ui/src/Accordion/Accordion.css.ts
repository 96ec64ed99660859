import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  overflow: 'hidden',
});

export const item = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } } });

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.hover },
    '&[aria-disabled="true"]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const title = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({ padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.lg}` });
