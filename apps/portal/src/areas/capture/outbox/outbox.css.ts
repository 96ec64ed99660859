import { style } from '@vanilla-extract/css';
import { sizes, vars } from '../../../app/themeVars.ts';

/** The top bar's outbox link: the kit's text action look, with the count. */
export const badgeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: sizes.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary } },
});

/** One capture in the outbox list. */
export const item = style({
  listStyle: 'none',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});

export const list = style({ margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
