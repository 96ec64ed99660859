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

/** The kit Tabs fill the sidebar below the search bar; their panel scrolls. */
export const tabs = style({ marginTop: vars.space.sm });

/** FILTERS: the controls, then Apply / Reset kept in view at the bottom of the scrolling panel. */
export const filterPanel = style({ display: 'flex', flexDirection: 'column', minHeight: '100%' });

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
  // The tab panel already spaces its content from the tab list.
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
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
