import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

/** Styles shared by the shipment kit's forms and dialogs, until the kit's field primitives land. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const control = style({
  boxSizing: 'border-box',
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  colorScheme: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const error = style({ margin: 0, color: vars.color.text.critical, fontSize: vars.font.size.sm });

export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const backdrop = style({
  backgroundColor: vars.color.background.overlay,
  position: 'fixed',
  inset: 0,
});

export const dialog = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  zIndex: vars.zIndex.dialog,
  boxSizing: 'border-box',
  width: 'min(28rem, calc(100vw - 2rem))',
  height: 'fit-content',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.family.body,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.narrow]: { padding: vars.space.md } },
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const dialogText = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const value = style({ overflowWrap: 'anywhere', minWidth: 0, fontVariantNumeric: 'tabular-nums' });
