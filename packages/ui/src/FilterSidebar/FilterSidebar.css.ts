import { filterSidebarWidthPx, narrowScreenPx } from '@freightkit/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const narrow = `screen and (max-width: ${narrowScreenPx - 0.02}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: `${filterSidebarWidthPx}px`,
  flex: 'none',
  height: '100%',
  minHeight: 0,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': { [narrow]: { width: '100%', borderInlineEnd: 'none', height: 'auto' } },
});

export const search = style({ padding: `${vars.space.md} ${vars.space.md} 0` });

export const tabList = style({
  display: 'flex',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  padding: `0 ${vars.space.md}`,
  marginTop: vars.space.sm,
});

export const tab = style({
  flex: '1 1 0',
  appearance: 'none',
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  padding: `${vars.space.md} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text.link, borderBottomColor: vars.color.border.focus },
    '&:hover': { color: vars.color.text.primary },
    '&[aria-selected="true"]:hover': { color: vars.color.text.link },
  },
});

export const panel = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

export const views = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} 0`,
});

export const view = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  borderInlineStart: '3px solid transparent',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&:has(input:checked)': {
      backgroundColor: vars.color.background.selected,
      borderInlineStartColor: vars.color.border.focus,
      fontWeight: vars.font.weight.bold,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const radio = style({
  position: 'absolute',
  opacity: 0,
  width: '1px',
  height: '1px',
  margin: 0,
  pointerEvents: 'none',
});

export const viewLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const count = style({
  flex: 'none',
  minWidth: '28px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.neutralSoft,
  color: vars.color.text.neutral,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  flex: '1 1 auto',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  position: 'sticky',
  bottom: 0,
  backgroundColor: vars.color.background.surface,
});
