import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const heading = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
});

/** No browser margin, at zero specificity so a caller's `className` wins. */
globalStyle(`:where(${heading})`, { margin: 0 });

/** The visual level on the theme's type scale: 1 xxl, 2 xl, 3 lg, 4 md (line height: the body's). */
export const level = styleVariants({
  1: { fontSize: vars.font.size.xxl },
  2: { fontSize: vars.font.size.xl },
  3: { fontSize: vars.font.size.lg },
  4: { fontSize: vars.font.size.md },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
