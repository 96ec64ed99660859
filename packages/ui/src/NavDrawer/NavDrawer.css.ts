import { drawerCollapsedWidthPx, drawerOpenWidthPx, narrowScreenPx } from '@freightkit/domain';
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const narrow = `screen and (max-width: ${narrowScreenPx - 0.02}px)`;
const open = `${drawerOpenWidthPx}px`;
const collapsed = `${drawerCollapsedWidthPx}px`;

/**
 * The drawer is expanded when pinned open (`data-open`), or while it peeks (`data-peek`, set by
 * NavDrawer.tsx: on hover, and while keyboard focus is on one of its items). An attribute rather
 * than `:hover` and `:focus-visible`: the browser's focus-visible heuristics differ between a real
 * keyboard and a scripted one, so the same steps could peek or not; the component's own state peeks
 * the same way every time (and a play function's hover reaches it).
 */
const peeking = '[data-peek]';

/** The rail's place in the layout: 240 px when pinned open, 60 px otherwise. */
export const root = style({
  position: 'relative',
  flex: 'none',
  width: collapsed,
  height: '100%',
  zIndex: vars.zIndex.navigation,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { '&[data-open]': { width: open } },
  '@media': { [narrow]: { selectors: { '&[data-hide-on-narrow]': { display: 'none' } } } },
});

/** The visible drawer: overlays the content while it peeks (hover or keyboard focus). */
export const panel = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: collapsed,
  display: 'flex',
  flexDirection: 'column',
  overflowX: 'hidden',
  overflowY: 'auto',
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}, box-shadow ${vars.motion.durationNormal}`,
  selectors: {
    [`${root}[data-open] &, ${root}${peeking} &`]: { width: open },
    [`${root}:not([data-open])${peeking} &`]: { boxShadow: vars.elevation.overlay },
  },
});

export const toggleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minHeight: '48px',
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { [`${root}:not([data-open]):not(${peeking}) &`]: { justifyContent: 'center' } },
});

export const toggleIcon = style({
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const groups = style([list, { paddingBlock: vars.space.sm }]);

export const group = style({
  selectors: {
    '& + &': {
      marginTop: vars.space.sm,
      paddingTop: vars.space.sm,
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const heading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '44px',
  paddingInline: '18px',
  border: 'none',
  borderInlineStart: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.background.selected,
      borderInlineStartColor: vars.color.border.focus,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const icon = style({
  position: 'relative',
  display: 'inline-flex',
  flex: 'none',
  width: '20px',
  height: '20px',
  alignItems: 'center',
  justifyContent: 'center',
});

export const label = style({
  flex: '1 1 auto',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}:not([data-open]):not(${peeking}) &`]: { opacity: 0 },
    // Shown, a label longer than the drawer (Spanish 'Facturas de terceros pagadores') wraps onto a
    // second line rather than losing its end to an ellipsis; the collapsed rail keeps one line.
    [`${root}[data-open] &, ${root}${peeking} &`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  },
});

/** Placement of the count badge: after the label, or on the icon's corner when collapsed. */
export const badge = style({
  flex: 'none',
  selectors: {
    [`${root}:not([data-open]):not(${peeking}) &`]: {
      position: 'absolute',
      top: '2px',
      insetInlineStart: '30px',
    },
  },
});

globalStyle(`${root}:not([data-open]):not(${peeking}) ${heading}`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  padding: 0,
});
