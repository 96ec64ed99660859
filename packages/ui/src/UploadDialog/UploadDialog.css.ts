import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { sizes } from '../theme/sizes.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const select = style({
  height: sizes.control,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' } },
});

/** The real file input stays in the tab order but is drawn by its label. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const fileButton = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    [`${fileInput}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '1px',
    },
    [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceSunken,
});

export const chosenName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.text.critical,
  fontWeight: vars.font.weight.medium,
});
