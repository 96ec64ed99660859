import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** Loading and failure states of the paperwork screens. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  color: vars.color.text.primary,
});

/** The Comments section: heading, editor, then the list. */
export const comments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The Comments heading. */
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

/** 'Show older comments' under a case's notes, sized by its text. */
export const more = style({
  alignSelf: 'flex-start',
});
