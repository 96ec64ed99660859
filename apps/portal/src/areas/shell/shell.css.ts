import {
  appBarHeightPx,
  drawerCollapsedWidthPx,
  drawerOpenWidthPx,
  narrowScreenPx,
} from '@freightkit/domain';
import { vars } from '../../app/themeVars.ts';
import { globalStyle, style } from '@vanilla-extract/css';

const wide = `screen and (min-width: ${narrowScreenPx}px)`;
const narrow = `screen and (max-width: ${narrowScreenPx - 0.02}px)`;

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-100px',
  zIndex: vars.zIndex.tooltip,
  padding: vars.space.sm,
  background: vars.color.background.surface,
  color: vars.color.text.link,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.appBar,
  height: appBarHeightPx,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  background: vars.color.background.surface,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const spacer = style({ flex: 1 });

export const wideOnly = style({ '@media': { [narrow]: { display: 'none' } } });
export const narrowOnly = style({ '@media': { [wide]: { display: 'none' } } });

export const topLink = style({
  color: vars.color.text.link,
  whiteSpace: 'nowrap',
  background: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  padding: vars.space.xs,
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const drawer = style({
  flexShrink: 0,
  width: drawerOpenWidthPx,
  background: vars.color.background.surface,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  overflowY: 'auto',
  overflowX: 'hidden',
  transition: `width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&[data-collapsed="true"]': { width: drawerCollapsedWidthPx } },
  '@media': {
    [narrow]: {
      position: 'fixed',
      insetBlock: `${appBarHeightPx}px 0`,
      insetInlineStart: 0,
      zIndex: vars.zIndex.drawer,
      boxShadow: vars.elevation.overlay,
      selectors: { '&[data-narrow-open="false"]': { display: 'none' } },
    },
  },
});

export const navList = style({ listStyle: 'none', margin: 0, padding: `${vars.space.xs} 0` });

export const navGroup = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xxs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.primary,
  textDecoration: 'none',
  background: 'none',
  border: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.background.hover },
    '&[aria-current="page"]': {
      background: vars.color.background.selected,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const navInitial = style({
  flexShrink: 0,
  width: 28,
  height: 28,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const navLabel = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' });

globalStyle(`${drawer}[data-collapsed="true"] ${navLabel}, ${drawer}[data-collapsed="true"] ${navGroup}`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const main = style({ flex: 1, minWidth: 0, padding: vars.space.lg });

export const searchBox = style({ position: 'relative', width: 'min(360px, 100%)' });

export const searchInput = style({
  width: '100%',
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
});

export const searchPanel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 'calc(100% + 4px)',
  zIndex: vars.zIndex.overlay,
  maxHeight: 420,
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.background.surfaceRaised,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
  selectors: { '&[data-inline="true"]': { position: 'static', boxShadow: 'none' } },
});

export const searchText = style({ margin: 0, padding: vars.space.sm, color: vars.color.text.secondary });

export const resultList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const result = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.sm,
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text.primary,
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.background.hover },
    '&[aria-disabled="true"]': { cursor: 'default', color: vars.color.text.secondary },
  },
});

export const resultHead = style({ display: 'flex', gap: vars.space.sm, fontWeight: vars.font.weight.bold });

export const resultMeta = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const placeholder = style({ maxWidth: 720 });
