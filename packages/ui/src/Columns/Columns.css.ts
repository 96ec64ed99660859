import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import type { CollapseBelow, Space } from '../theme/responsive.ts';
import { collapseQuery, responsiveStyles } from '../theme/responsiveStyles.ts';

const spaces = Object.keys(vars.space) as Space[];

/** The gutter between columns; a Column's fractional width subtracts its share of it. */
const gutter = createVar();

export const columns = style({
  display: 'flex',
  flexDirection: 'row',
  gap: gutter,
  minWidth: 0,
});

/** Resets for a list, fieldset or paragraph element, at zero specificity so a caller's `className` wins. */
globalStyle(`:where(${columns})`, { margin: 0, padding: 0, border: 'none', listStyle: 'none' });

export const space = responsiveStyles(
  spaces,
  (value) => ({ vars: { [gutter]: vars.space[value] } }),
  'space',
);

export const alignY = responsiveStyles(
  ['top', 'center', 'bottom', 'stretch'] as const,
  (value) => ({
    alignItems: { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' }[value],
  }),
  'alignY',
);

export const reverse = style({ flexDirection: 'row-reverse' });

/** Below the breakpoint the columns stack, full width, in source order. */
export const collapseBelow = Object.fromEntries(
  (Object.keys(collapseQuery) as CollapseBelow[]).map((below) => [
    below,
    style(
      { '@media': { [collapseQuery[below]]: { flexDirection: 'column', alignItems: 'stretch' } } },
      `collapseBelow_${below}`,
    ),
  ]),
) as Record<CollapseBelow, string>;

/** A fluid column shares what the others leave; it never overflows its share (long words wrap inside). */
export const column = style({ flex: '1 1 0', minWidth: 0 });

export const content = style({ flex: '0 0 auto' });

/** The fractions a Column can take. */
export const fractions = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
  '1/5': 1 / 5,
  '2/5': 2 / 5,
  '3/5': 3 / 5,
  '4/5': 4 / 5,
} as const;

/**
 * A fraction of the row less its share of the gutters: `(100% + gutter) × f − gutter`, so fractions
 * adding up to 1 fill the row exactly whatever the number of columns.
 */
export const width = Object.fromEntries(
  (Object.keys(fractions) as (keyof typeof fractions)[]).map((fraction) => [
    fraction,
    style(
      { flex: `0 1 calc((100% + ${gutter}) * ${String(fractions[fraction])} - ${gutter})` },
      `width_${fraction.replace('/', '_')}`,
    ),
  ]),
) as Record<keyof typeof fractions, string>;

/** Once its Columns collapse, every column is full width and as tall as its content. */
export const collapsible = style({
  '@media': Object.fromEntries(
    (Object.keys(collapseQuery) as CollapseBelow[]).map((below) => [
      collapseQuery[below],
      { selectors: { [`${collapseBelow[below]} > &`]: { flex: '0 0 auto', width: '100%' } } },
    ]),
  ),
});
