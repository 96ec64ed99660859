import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { sizes } from '../theme/sizes.ts';
import { popoverSurface } from '../theme/popover.css.ts';

export const menu = style([
  popoverSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '180px',
    maxWidth: 'min(320px, calc(100vw - 16px))',
    maxHeight: 'var(--popover-available-height, 400px)',
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: sizes.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-active-item]': { backgroundColor: vars.color.background.hover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.background.selected,
      fontWeight: vars.font.weight.medium,
    },
    '&[aria-disabled="true"]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const critical = style({
  color: vars.color.text.critical,
  selectors: { '&[data-active-item]': { backgroundColor: vars.color.background.criticalSoft } },
});

export const separator = style({
  height: 0,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
