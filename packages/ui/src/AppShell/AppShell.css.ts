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

/**
 * Below the banner and top bar, the body takes the rest of the window. A zero basis: sized by its
 * content, a tall screen made the flex column shrink the top bar (60 px became 37 on /accounting).
 */
export const body = style({
  display: 'flex',
  flex: '1 1 0',
  minHeight: 0,
});

/**
 * The one scroll container of a screen. Positioned, so it is the containing block of everything
 * absolutely positioned inside a screen (visually hidden text, popovers): otherwise such text was
 * placed against the window, past the bottom of `main`, and the whole frame scrolled (two
 * scrollbars and a blank band on /dashboard).
 */
export const main = style({
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'auto',
  outline: 'none',
});

/** The narrow-screen navigation drawer: the nav panel fills it. */
export const navigationDrawer = style({ display: 'flex', flexDirection: 'column' });
