import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';

/**
 * Layout and spacing properties by condition: the theme breakpoints (mobile first) and the spec's
 * narrow (below 900 px) / wide screens.
 */
const responsive = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': media.up.sm },
    md: { '@media': media.up.md },
    lg: { '@media': media.up.lg },
    xl: { '@media': media.up.xl },
    narrow: { '@media': media.narrow },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/**
 * The kit's small sprinkles set: spacing and flex layout by breakpoint or narrow/wide screen.
 * Use it in `.css.ts` files (`style([sprinkles({ gap: 'sm' }), { … }])`), never as runtime style props.
 *
 * @example
 * export const toolbar = sprinkles({ display: { narrow: 'none', wide: 'flex' }, gap: { base: 'xs', md: 'md' } });
 */
export const sprinkles = createSprinkles(responsive);

/** The arguments `sprinkles` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
