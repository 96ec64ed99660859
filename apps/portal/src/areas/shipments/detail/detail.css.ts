import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../app/themeVars.ts';

/** A stop time: the date field wide, hour and minute narrow, bottoms aligned; stacked when narrow. */
export const timeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 2fr) repeat(2, minmax(4rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

// The two below serve ShipmentActions' dialogs only (its logic is being reworked separately).
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const error = style({ margin: 0, color: vars.color.text.critical, fontSize: vars.font.size.sm });
