import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import * as fieldStyles from '../TextField/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/**
 * Layout styles of the shipment kit's forms and dialogs. The field parts themselves (field, label,
 * control, error, hint) are the kit Field's, so every form control in the kit looks the same.
 */
export { description as hint, error, field, label } from '../TextField/Field.css.ts';

/** The kit Field's control, sized by its content: these forms put inputs and buttons on one row. */
export const control = style([fieldStyles.control, { width: 'auto' }]);

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const backdrop = style({
  backgroundColor: vars.color.background.overlay,
  position: 'fixed',
  inset: 0,
});

export const dialog = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  zIndex: vars.zIndex.dialog,
  boxSizing: 'border-box',
  width: 'min(28rem, calc(100vw - 2rem))',
  height: 'fit-content',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.family.body,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.narrow]: { padding: vars.space.md } },
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const dialogText = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const value = style({ overflowWrap: 'anywhere', minWidth: 0, fontVariantNumeric: 'tabular-nums' });
