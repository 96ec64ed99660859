import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The check-number box takes up to 18rem of the filter bar and shrinks with it. */
export const search = style({ flex: '0 1 18rem', minWidth: 0 });

/** Router links take the theme's link colour. */
export const link = style({ color: vars.color.text.link });

/**
 * The whole remittance laid out for paper: not shown on screen, the only thing printed while it is
 * on the page. Everything else (the shell's bars and navigation, the screen's own controls) is
 * hidden from print; `:has` scopes that to pages holding a remittance, so printing any other
 * screen is untouched.
 */
export const printRoot = style({
  display: 'none',
  '@media': {
    print: { display: 'block', position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' },
  },
});

globalStyle(`body:has(${printRoot}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above plus one class, so it wins for the remittance and what is in it.
globalStyle(`body:has(${printRoot}) ${printRoot}, body:has(${printRoot}) ${printRoot} *`, {
  '@media': { print: { visibility: 'visible' } },
});

/** Screen-only parts of the remittance page (filters, pager, buttons): never printed. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
