import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Toolbar, error bar and pages, filling the full-size Dialog's body (the pages and thumbnails scroll, not it). */
export const viewer = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border.subtle}` } },
});

export const pageStatus = style({
  minWidth: '96px',
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const zoomSelect = style({
  height: '32px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' } },
});

export const mirrored = style({ transform: 'scaleX(-1)' });

export const errorBar = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.text.critical,
  fontWeight: vars.font.weight.medium,
});

export const body = style({ flex: 1, display: 'flex', minHeight: 0 });

export const sidebar = style({
  flex: '0 0 132px',
  overflowY: 'auto',
  padding: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surfaceSunken,
  '@media': { 'screen and (max-width: 600px)': { display: 'none' } },
});

export const thumbnailList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const thumbnail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.xs,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&[aria-current="page"]': {
      borderColor: vars.color.border.focus,
      backgroundColor: vars.color.background.selected,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});

export const pages = style({
  flex: 1,
  minWidth: 0,
  overflow: 'auto',
  padding: vars.space.lg,
  backgroundColor: vars.color.background.canvas,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` } },
});

export const pageColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  minWidth: 'min-content',
});

export const page = style({
  position: 'relative',
  flexShrink: 0,
  backgroundColor: vars.color.background.surfaceRaised,
  boxShadow: vars.elevation.raised,
});

export const canvas = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  selectors: {
    '[data-rotation="90"] &': { transform: 'translate(-50%, -50%) rotate(90deg)' },
    '[data-rotation="180"] &': { transform: 'translate(-50%, -50%) rotate(180deg)' },
    '[data-rotation="270"] &': { transform: 'translate(-50%, -50%) rotate(270deg)' },
  },
});

export const status = style({
  margin: 'auto',
  padding: vars.space.xl,
  color: vars.color.text.secondary,
});

globalStyle(`${thumbnail} ${page}`, { boxShadow: vars.elevation.raised });
