import { style } from '@vanilla-extract/css';

/** Every Box starts from no margin (a `ul`, `p` or `figure` keeps none of the browser's own). */
export const box = style({ margin: 0, minWidth: 0 });
