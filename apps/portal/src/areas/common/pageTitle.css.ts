import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The row above a preview page: its title on one side, its actions on the other, wrapping when tight. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A preview page's title (shipment, invoice): one look for every preview in the portal. */
export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});
