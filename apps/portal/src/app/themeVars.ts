/**
 * The kit's theme contract, breakpoints and control sizes for the portal's own `.css.ts` files, through the kit's
 * narrow `@freightkit/ui/vars` entry (the root index would make vanilla-extract evaluate the whole kit).
 */
export { vars, media, sizes } from '@freightkit/ui/vars';
