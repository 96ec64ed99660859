/**
 * The kit's theme contract for the portal's own `.css.ts` files. Imported from the contract file
 * itself rather than the kit's root index: a style file that imports the root makes vanilla-extract
 * evaluate the whole kit at build time. Switch to a `@freightkit/ui/vars` subpath once the kit
 * exports one.
 */
export { vars } from '../../../../packages/ui/src/theme/contract.css.ts';
