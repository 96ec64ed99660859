import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.text.onBrand,
      borderColor: vars.color.background.brand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const count = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  selectors: { '&[role="alert"]': { color: vars.color.text.critical } },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

/** A filter's place while the counts load: its shape and label, not a control. */
export const placeholder = style({
  cursor: 'default',
  borderColor: vars.color.border.subtle,
  color: vars.color.text.secondary,
  selectors: { '&:hover': { backgroundColor: vars.color.background.surface } },
});

/**
 * The count's place: two digits wide, the common count, so the row wraps where the loaded one will
 * (three digits wrapped the dashboard's row a line early on a phone and on a desktop). It holds two
 * transparent digits in the count's own weight and figures rather than a `2ch` width: `ch` is a
 * regular "0", narrower than a bold tabular one, and six pills a pixel or two short each let the
 * loading row fit on a line the loaded row wraps (the dashboard at 1280 px).
 */
export const countBone = style({
  display: 'inline-block',
  height: '0.9em',
  lineHeight: '0.9em',
  overflow: 'hidden',
  color: 'transparent',
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  userSelect: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.surfaceSunken,
  // Stops under reduced motion through UiProvider (UiProvider.css.ts), with every other kit animation.
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
