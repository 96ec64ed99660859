import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import type { CollapseBelow, Space } from '../theme/responsive.ts';
import { collapseQuery, responsiveStyles } from '../theme/responsiveStyles.ts';

const spaces = Object.keys(vars.space) as Space[];

const gap = createVar();

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap,
  minWidth: 0,
});

/** Resets for a list, fieldset or paragraph element, at zero specificity so a caller's `className` wins. */
globalStyle(`:where(${inline})`, { margin: 0, padding: 0, border: 'none', listStyle: 'none' });

export const nowrap = style({ flexWrap: 'nowrap' });

export const space = responsiveStyles(spaces, (value) => ({ vars: { [gap]: vars.space[value] } }), 'space');

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const;

export const align = responsiveStyles(
  ['left', 'center', 'right', 'spaceBetween'] as const,
  (value) => ({ justifyContent: justify[value] }),
  'align',
);

export const alignY = responsiveStyles(
  ['top', 'center', 'bottom', 'baseline', 'stretch'] as const,
  (value) => ({
    alignItems: {
      top: 'flex-start',
      center: 'center',
      bottom: 'flex-end',
      baseline: 'baseline',
      stretch: 'stretch',
    }[value],
  }),
  'alignY',
);

/** Below the breakpoint the items stack, each as wide as its content would allow, aligned as `align` says. */
export const collapseBelow = Object.fromEntries(
  (Object.keys(collapseQuery) as CollapseBelow[]).map((below) => [
    below,
    style(
      { '@media': { [collapseQuery[below]]: { flexDirection: 'column', alignItems: 'flex-start' } } },
      `collapseBelow_${below}`,
    ),
  ]),
) as Record<CollapseBelow, string>;

/** When collapsed, `align` moves from the row's main axis to the column's cross axis. */
export const collapsedAlign = Object.fromEntries(
  (Object.keys(collapseQuery) as CollapseBelow[]).map((below) => [
    below,
    Object.fromEntries(
      (['center', 'right'] as const).map((value) => [
        value,
        style(
          {
            '@media': {
              [collapseQuery[below]]: { alignItems: value === 'center' ? 'center' : 'flex-end' },
            },
          },
          `collapsedAlign_${below}_${value}`,
        ),
      ]),
    ),
  ]),
) as Record<CollapseBelow, Record<'center' | 'right', string>>;
