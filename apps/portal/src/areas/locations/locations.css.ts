import { vars } from '@freightkit/ui/vars';
import { style } from '@vanilla-extract/css';

/** A fieldset of the forms without the browser's frame (the legend stays its name). */
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

/** A fieldset's legend, in the look of a field label. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: 600,
});

/** The dock hours table's time inputs: wide enough for HH:MM, never the column's whole width. */
export const timeField = style({
  maxWidth: '9rem',
});
