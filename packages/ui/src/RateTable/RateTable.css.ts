import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The carrier's name with the guaranteed mark under it. */
export const carrier = style({ display: 'grid', gap: vars.space.xxs });

/** The guaranteed mark: small, in the positive tone. */
export const guaranteed = style({
  color: vars.color.text.positive,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});
