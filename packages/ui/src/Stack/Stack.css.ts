import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import type { Space } from '../theme/responsive.ts';
import { responsiveStyles } from '../theme/responsiveStyles.ts';

const spaces = Object.keys(vars.space) as Space[];

/** The gap between items; dividers sit in the middle of it. */
const gap = createVar();

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap,
  minWidth: 0,
});

/** Resets for a list, fieldset or paragraph element, at zero specificity so a caller's `className` wins. */
globalStyle(`:where(${stack})`, { margin: 0, padding: 0, border: 'none', listStyle: 'none' });

export const space = responsiveStyles(spaces, (value) => ({ vars: { [gap]: vars.space[value] } }), 'space');

export const align = responsiveStyles(
  ['left', 'center', 'right', 'stretch'] as const,
  (value) => ({
    alignItems: { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' }[value],
  }),
  'align',
);

/**
 * A line between items: the gap halves and each item after the first gets a border and the other half
 * above its content, so the line sits in the middle of the space. Done in CSS, so a `ul` keeps only `li` children.
 */
export const dividers = style({ gap: `calc(${gap} / 2)` });

globalStyle(`${dividers} > * + *`, {
  borderTop: `1px solid ${vars.color.border.subtle}`,
  paddingTop: `calc(${gap} / 2)`,
});
