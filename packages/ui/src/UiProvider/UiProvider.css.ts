import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.canvas,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

globalStyle(`${root} :focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

/**
 * Reduced motion (forced by `UiProvider`'s prop or by the system setting) is enforced here, once,
 * for everything the provider hosts (its portals too: dialogs, drawers, popovers and toasts render
 * inside it). Components therefore need no media query of their own. `animation: none` rather than a
 * near-zero duration: a short duration still replays an endless animation (a spinner, a skeleton's
 * pulse) for ever, and a paused one would freeze on an arbitrary frame. With no animation every
 * element shows its resting style, which each component defines as its final state (an entered
 * dialog, a visible toast, an unfaded skeleton). Pseudo-elements are included because some
 * indicators are drawn on `::before`/`::after`. `!important` beats any component's own rule.
 */
globalStyle(
  [
    `${root}[data-reduced-motion]`,
    `${root}[data-reduced-motion] *`,
    `${root}[data-reduced-motion] *::before`,
    `${root}[data-reduced-motion] *::after`,
  ].join(', '),
  {
    animation: 'none !important',
    transition: 'none !important',
  },
);
