import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** An option: chosen ones are not bold (the check box says so), unlike Select's single choice. */
export const item = style({
  selectors: { '&[aria-selected="true"]': { fontWeight: vars.font.weight.regular } },
});

/** The check box drawn before each option; filled when the option is chosen. */
export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '18px',
  height: '18px',
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.surface,
  color: 'transparent',
  selectors: {
    [`${item}[aria-selected="true"] &`]: {
      backgroundColor: vars.color.background.brand,
      borderColor: vars.color.background.brand,
      color: vars.color.text.onBrand,
    },
    [`${item}[aria-disabled="true"] &`]: { opacity: 0.5 },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${item}[aria-selected="true"] &`]: { backgroundColor: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});
