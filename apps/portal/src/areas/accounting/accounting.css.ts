import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The search box takes up to 22rem of the toolbar and shrinks with it. */
export const search = style({ flex: '0 1 22rem', minWidth: 0 });

/** The list fills the screen below the tabs: tall enough to scroll in, never taller than the window. */
export const scroller = style({ height: 'max(360px, calc(100dvh - 320px))' });

/** Router links in the previews take the theme's link colour. */
export const link = style({ color: vars.color.text.link });
