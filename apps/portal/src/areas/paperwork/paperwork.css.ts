import { style } from '@vanilla-extract/css';

/** 'Show older comments' under a case's notes, sized by its text. */
export const more = style({
  alignSelf: 'flex-start',
});
