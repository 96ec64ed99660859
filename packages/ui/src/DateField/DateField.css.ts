import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { popoverSurface } from '../theme/popover.css.ts';

/** The text box leaves room at its end for the calendar button drawn over it. */
export const input = style({ paddingInlineEnd: '40px', fontVariantNumeric: 'tabular-nums' });

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The calendar button sits inside the box's end edge. */
export const calendarButton = style({ position: 'absolute', insetInlineEnd: '4px' });

export const popover = style([popoverSurface, { padding: vars.space.sm, overflowY: 'visible' }]);

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const weekday = style({
  width: '36px',
  paddingBlock: vars.space.xxs,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const cell = style({ padding: 0, textAlign: 'center' });

/** A day: 36 px square, today outlined, the chosen day filled, days out of range muted. */
export const day = style({
  width: '36px',
  height: '36px',
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    '&[aria-current="date"]': { borderColor: vars.color.border.strong, fontWeight: vars.font.weight.bold },
    '[aria-selected="true"] > &': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.text.onBrand,
      fontWeight: vars.font.weight.bold,
    },
    '[aria-selected="true"] > &:hover': { backgroundColor: vars.color.background.brandHover },
    '&[aria-disabled="true"]': {
      color: vars.color.text.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
