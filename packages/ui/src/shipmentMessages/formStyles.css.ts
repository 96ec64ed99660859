import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../TextField/Field.css.ts';
import { vars } from '../theme/contract.css.ts';

/**
 * Layout styles of the shipment kit's forms (their dialogs are the kit Dialog). The field parts themselves (field, label,
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

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const value = style({ overflowWrap: 'anywhere', minWidth: 0, fontVariantNumeric: 'tabular-nums' });
