import { vars } from '@freightkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** A fieldset of the form without the browser's frame (the legend stays its name). */
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

/** A fieldset's legend, in the look of a section heading. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: 600,
});

/** One stop of the form: a framed block so stops read apart. */
export const stop = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});

/** The preview's description list: term over value, in as many columns as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

/** One term and its value. */
export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${fact} dd`, { margin: 0 });

/** A list without bullets or indentation (stops, line items). */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Text the user typed (special instructions): plain text, line breaks kept. */
export const userText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The order list's filter fields: as many columns of at least 14rem as fit, one on a phone. */
export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
