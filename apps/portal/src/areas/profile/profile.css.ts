import { vars } from '@freightkit/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** The profile's description list: term over value, in as many columns as fit. */
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

/** A fieldset of the form without the browser's frame (the legend stays its name). */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/** A fieldset's legend, in the look of a field label. */
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

/** The token field and its button: the field takes the room, the button stays its size. */
export const tokenRow = style({ maxWidth: '40rem' });
