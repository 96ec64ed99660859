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

globalStyle(`${root}[data-reduced-motion] *`, {
  animationDuration: '0.01ms !important',
  transitionDuration: '0.01ms !important',
});
