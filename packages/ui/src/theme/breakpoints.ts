import { breakpoints as breakpointPx, narrowScreenPx } from '@freightkit/domain';

/** The theme breakpoints in px (spec values from `@freightkit/domain`): sm 800, md 960, lg 1280, xl 1920. */
export const breakpoints = breakpointPx;

/** The name of one theme breakpoint. */
export type Breakpoint = keyof typeof breakpointPx;

/**
 * Media query conditions (without `@media`) for vanilla-extract styles, mobile first:
 * `up.md` matches from 960 px up. `narrow` matches the spec's narrow screens (below 900 px), `wide` the rest.
 *
 * @example
 * style({ '@media': { [media.narrow]: { display: 'none' } } })
 */
export const media = {
  up: {
    sm: `screen and (min-width: ${breakpointPx.sm}px)`,
    md: `screen and (min-width: ${breakpointPx.md}px)`,
    lg: `screen and (min-width: ${breakpointPx.lg}px)`,
    xl: `screen and (min-width: ${breakpointPx.xl}px)`,
  },
  narrow: `screen and (max-width: ${narrowScreenPx - 0.02}px)`,
  wide: `screen and (min-width: ${narrowScreenPx}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
