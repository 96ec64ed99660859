import type { vars } from './contract.css.ts';

/**
 * The conditions a responsive layout prop can name, as the kit's sprinkles do: `base` (every width,
 * mobile first), the theme breakpoints from their width up, and the spec's `narrow` (below 900 px) /
 * `wide` screens.
 */
export const responsiveConditions = ['base', 'sm', 'md', 'lg', 'xl', 'narrow', 'wide'] as const;

/** One condition of {@link responsiveConditions}. */
export type ResponsiveCondition = (typeof responsiveConditions)[number];

/**
 * A layout prop's value: one value for every width, or one per condition (later conditions win
 * where they overlap: `base`, then `sm` … `xl`, then `narrow` / `wide`).
 *
 * @example
 * <Stack space={{ base: 'lg', narrow: 'md' }}>…</Stack>
 */
export type ResponsiveValue<T extends string> = T | Partial<Record<ResponsiveCondition, T>>;

/** A step of the theme's spacing scale (`vars.space`). */
export type Space = keyof typeof vars.space;

/** The breakpoints a layout can collapse below: the theme breakpoints, or `wide` (i.e. on the spec's narrow screens). */
export type CollapseBelow = 'sm' | 'md' | 'lg' | 'xl' | 'wide';

/** Classes for every value of a responsive prop under every condition. */
export type ResponsiveClasses<T extends string> = Record<ResponsiveCondition, Record<T, string>>;

/**
 * The classes a responsive prop's value selects, at render time.
 *
 * @example
 * responsiveClassNames(styles.space, { base: 'lg', narrow: 'md' }) // 'Stack_space_lg Stack_space_md_narrow'
 */
export function responsiveClassNames<T extends string>(
  classes: ResponsiveClasses<T>,
  value: ResponsiveValue<T> | undefined,
): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [classes.base[value]];
  return responsiveConditions.flatMap((condition) => {
    const v = value[condition];
    return v === undefined ? [] : [classes[condition][v]];
  });
}

/** Joins class names, skipping empty ones; the caller's `className` goes last. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
