import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const scroller = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  position: 'relative',
  borderRadius: vars.radius.md,
});

/**
 * The default height (its parent's), at zero specificity: a consumer's `className` height must win
 * whatever order the style sheets load in. As a plain class rule it lost whenever the screen's
 * chunk loaded first (/accounting): the list then grew to its full height, never overflowed, and
 * neither the wheel nor PageDown scrolled the invoice cards.
 */
globalStyle(`:where(${scroller})`, { height: '100%' });

export const list = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  padding: 0,
});

export const item = recipe({
  base: { position: 'absolute', top: 0, left: 0, width: '100%' },
  variants: {
    gap: {
      none: {},
      sm: { paddingBottom: vars.space.sm },
      md: { paddingBottom: vars.space.md },
    },
  },
  defaultVariants: { gap: 'md' },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: vars.space.md,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const footerError = style({
  color: vars.color.text.critical,
  backgroundColor: vars.color.background.surface,
  borderRadius: vars.radius.md,
});

/**
 * The 'Updating' line while new results replace the rows: it stays at the top of the scroller
 * (sticky, above the absolutely placed rows) on the surface colour, so it reads over any row.
 */
export const refreshing = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xs,
  backgroundColor: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
