import { globalStyle, style } from '@vanilla-extract/css';

export const box = style({ minWidth: 0 });

/**
 * Every Box starts from no margin (a `ul`, `p` or `figure` keeps none of the browser's own), at zero
 * specificity so the sprinkles and a caller's `className` always win.
 */
globalStyle(`:where(${box})`, { margin: 0 });
