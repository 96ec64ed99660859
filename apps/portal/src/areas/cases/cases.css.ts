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

/** A fact whose value is prose (the case's description): its own full-width line, label above. */
export const longFact = style({
  flexBasis: '100%',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/**
 * Text the carrier typed, shown as typed: line breaks and spaces kept, and a long unbroken string
 * (a URL, a reference) wraps inside the page instead of widening it.
 */
export const userText = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxWidth: '70ch',
});
