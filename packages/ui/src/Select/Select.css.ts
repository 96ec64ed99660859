import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { sizes } from '../theme/sizes.ts';
import { popoverSurface } from '../theme/popover.css.ts';

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.text.secondary });

export const popover = style([
  popoverSurface,
  {
    maxHeight: 'min(320px, var(--popover-available-height, 320px))',
    minWidth: 'var(--popover-anchor-width)',
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: sizes.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-active-item]': { backgroundColor: vars.color.background.hover },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.bold },
    '&[aria-disabled="true"]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.text.link });

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.secondary,
});
