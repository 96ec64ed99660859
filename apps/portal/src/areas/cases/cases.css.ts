import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The case's facts under its title: label and value pairs, wrapping (lines closer than the pairs). */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text.secondary,
});

/** Status chips (and a failure with its retry) flow inline, in a table cell as in a title. */
export const chips = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });
