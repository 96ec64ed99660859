import { globalStyle, style } from '@vanilla-extract/css';
import { noteContentMaxHeightPx } from '@freightkit/domain';
import { vars } from '../theme/contract.css.ts';

/** One note; internal notes get the info tint through `data-internal`. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  selectors: {
    '&[data-internal]': {
      backgroundColor: vars.color.background.infoSoft,
      borderColor: vars.color.text.info,
    },
  },
});

export const avatar = style({
  gridRow: 'span 2',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.background.brand,
  color: vars.color.text.onBrand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  userSelect: 'none',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  margin: 0,
});

export const time = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

globalStyle(`${root}[data-internal] ${time}`, { color: vars.color.text.primary });

export const actions = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.xs });

export const body = style({ gridColumn: '2', minWidth: 0 });

export const content = style({
  maxHeight: `${noteContentMaxHeightPx}px`,
  overflowY: 'auto',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const plainText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const internalBadge = style({ color: vars.color.text.info });
