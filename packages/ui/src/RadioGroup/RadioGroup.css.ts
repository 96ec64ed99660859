import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&:has([aria-disabled="true"])': { cursor: 'not-allowed', color: vars.color.text.secondary } },
});

export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  margin: 0,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  cursor: 'inherit',
  selectors: {
    '&:checked': {
      borderColor: vars.color.background.brand,
      boxShadow: `inset 0 0 0 3px ${vars.color.background.surface}`,
      backgroundColor: vars.color.background.brand,
    },
    // An invalid group outlines its unchosen options in the critical border (its error says why).
    [`${group}[aria-invalid="true"] &:not(:checked)`]: { borderColor: vars.color.border.critical },
    '&[aria-disabled="true"]': { opacity: 0.5 },
  },
});
