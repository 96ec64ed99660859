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

/** Fixed sizes the kit's controls share (the one-line control height), for the same `.css.ts` files. */
export { sizes } from './theme/sizes.ts';

/**
 * The rest of the theme contract, for an app that defines its own theme: the token type every theme
 * fills, the shared non-colour tokens, the theme shape `UiProvider` takes, the text/border/fill
 * pairings the kit's components rely on and the WCAG check the kit's own themes pass.
 *
 * @example
 * // myTheme.css.ts
 * import { createTheme } from '@vanilla-extract/css';
 * import { baseTokens, vars, type Theme, type ThemeTokens } from '@freightkit/ui/vars';
 * export const myTokens: ThemeTokens = { ...baseTokens, color: { … } };
 * export const myTheme: Theme = { name: 'my-brand', className: createTheme(vars, myTokens), colorScheme: 'light' };
 * // myTheme.test.ts
 * expect(checkThemeContrast(myTokens)).toEqual([]);
 */
export { baseTokens, type ThemeTokens } from './theme/tokens.ts';
export type { Theme } from './theme/Theme.ts';
export { fillPairings, textPairings, uiPairings } from './theme/pairings.ts';
export {
  checkThemeContrast,
  contrastMinimums,
  contrastRatio,
  type ContrastFailure,
} from './theme/contrast.ts';
