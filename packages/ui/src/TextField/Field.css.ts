import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { sizes } from '../theme/sizes.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMark = style({ color: vars.color.text.critical });

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text.critical,
  fontSize: vars.font.size.sm,
});

/** The look of every text-like control: inputs, textareas, select and combobox buttons. */
export const control = style({
  width: '100%',
  minHeight: sizes.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary },
    '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.text.primary },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '0',
      borderColor: vars.color.border.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
    '&:disabled, &[aria-disabled="true"]': {
      backgroundColor: vars.color.background.surfaceSunken,
      color: vars.color.text.secondary,
      cursor: 'not-allowed',
    },
    '&[readonly]': { backgroundColor: vars.color.background.surfaceSunken },
  },
});

export const multiline = style({ resize: 'vertical', minHeight: '80px' });

export const withIcon = style({ paddingInlineStart: '36px' });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const leadingIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});
