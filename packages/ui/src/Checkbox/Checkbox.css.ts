import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text.primary,
  selectors: {
    '&:has(input:disabled), &:has(input[aria-disabled="true"])': {
      cursor: 'not-allowed',
      color: vars.color.text.secondary,
    },
  },
});

export const input = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '18px',
  height: '18px',
  margin: '1px 0 0',
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.onBrand,
  gridArea: '1 / 1',
  cursor: 'inherit',
  selectors: {
    '&:checked, &[aria-checked="mixed"]': {
      backgroundColor: vars.color.background.brand,
      borderColor: vars.color.background.brand,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5 },
  },
});

export const mark = style({
  pointerEvents: 'none',
  gridArea: '1 / 1',
  display: 'grid',
  color: vars.color.text.onBrand,
  selectors: { [`${input}:not(:checked) + &`]: { visibility: 'hidden' } },
});

export const box = style({ display: 'grid', placeItems: 'center', flexShrink: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const description = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
