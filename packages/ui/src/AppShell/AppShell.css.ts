import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100vh',
  overflow: 'hidden',
  backgroundColor: vars.color.background.canvas,
  color: vars.color.text.primary,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.brand,
  color: vars.color.text.onBrand,
  fontWeight: vars.font.weight.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const body = style({
  display: 'flex',
  flex: '1 1 auto',
  minHeight: 0,
});

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'auto',
  outline: 'none',
});

/** The narrow-screen navigation drawer: the nav panel fills it. */
export const navigationDrawer = style({ display: 'flex', flexDirection: 'column' });
