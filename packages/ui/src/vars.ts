/**
 * `@freightkit/ui/vars`: the kit's theme contract alone, for an app's own `.css.ts` files.
 *
 * A style file that imports the kit's root index makes vanilla-extract evaluate the whole kit at
 * build time; this entry holds nothing but the contract (CSS variable names, no CSS, no React).
 *
 * @example
 * import { vars } from '@freightkit/ui/vars';
 * export const panel = style({ padding: vars.space.md, color: vars.color.text.primary });
 */
export { vars } from './theme/contract.css.ts';

/** Media query conditions of the kit's breakpoints (spec values), for the same `.css.ts` files. */
export { media, breakpoints } from './theme/breakpoints.ts';
