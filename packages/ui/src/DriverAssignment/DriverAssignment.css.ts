import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const driver = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const avatar = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.background.neutral,
  color: vars.color.text.onBrand,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xs,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const name = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const contact = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const popover = style({
  zIndex: vars.zIndex.overlay,
  maxHeight: 'min(20rem, var(--popover-available-height, 20rem))',
  overflow: 'auto',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active-item]': { backgroundColor: vars.color.background.hover },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.text.secondary },
  },
});
