import { style } from '@vanilla-extract/css';

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
