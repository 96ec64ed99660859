import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * The surface every floating list of the kit shares (Select and Combobox listboxes, Menu): raised,
 * bordered, scrolling inside the space Ariakit's popover reports.
 */
export const popoverSurface = style({
  zIndex: vars.zIndex.overlay,
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
  outline: 'none',
});
