import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const text = style({ overflowWrap: 'break-word' });

/** No browser margin on a `p` or `dd`, at zero specificity so a caller's `className` wins. */
globalStyle(`:where(${text})`, { margin: 0 });

export const size = styleVariants({
  xs: { fontSize: vars.font.size.xs },
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.lg },
});

export const tone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  link: { color: vars.color.text.link },
  positive: { color: vars.color.text.positive },
  critical: { color: vars.color.text.critical },
  caution: { color: vars.color.text.caution },
  info: { color: vars.color.text.info },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  bold: { fontWeight: vars.font.weight.bold },
});

export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

const lines = createVar();

/** One line: cut with an ellipsis. */
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Several lines: clamped, the last one ending in an ellipsis. */
export const clamp = style({
  display: '-webkit-box',
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
});

export const maxLines = styleVariants({
  2: { vars: { [lines]: '2' } },
  3: { vars: { [lines]: '3' } },
  4: { vars: { [lines]: '4' } },
});
