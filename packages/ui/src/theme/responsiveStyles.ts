import { style, type StyleRule } from '@vanilla-extract/css';
import { breakpoints, media } from './breakpoints.ts';
import {
  responsiveConditions,
  type CollapseBelow,
  type ResponsiveClasses,
  type ResponsiveCondition,
} from './responsive.ts';

/** The media query (without `@media`) of every condition but `base`. */
const conditionQuery: Record<Exclude<ResponsiveCondition, 'base'>, string> = {
  sm: media.up.sm,
  md: media.up.md,
  lg: media.up.lg,
  xl: media.up.xl,
  narrow: media.narrow,
  wide: media.wide,
};

/** The media query (without `@media`) below which `collapseBelow` collapses a layout. */
export const collapseQuery: Record<CollapseBelow, string> = {
  sm: `screen and (max-width: ${String(breakpoints.sm - 0.02)}px)`,
  md: `screen and (max-width: ${String(breakpoints.md - 0.02)}px)`,
  lg: `screen and (max-width: ${String(breakpoints.lg - 0.02)}px)`,
  xl: `screen and (max-width: ${String(breakpoints.xl - 0.02)}px)`,
  wide: media.narrow,
};

/**
 * Builds, at build time in a `.css.ts` file, one class per value and condition of a responsive prop.
 * Only for the kit's layout primitives' style files.
 */
export function responsiveStyles<T extends string>(
  values: readonly T[],
  rule: (value: T) => StyleRule,
  debugId: string,
): ResponsiveClasses<T> {
  const byCondition = {} as ResponsiveClasses<T>;
  for (const condition of responsiveConditions) {
    const classes = {} as Record<T, string>;
    for (const value of values) {
      classes[value] =
        condition === 'base'
          ? style(rule(value), `${debugId}_${value}`)
          : style(
              { '@media': { [conditionQuery[condition]]: rule(value) } },
              `${debugId}_${value}_${condition}`,
            );
    }
    byCondition[condition] = classes;
  }
  return byCondition;
}
