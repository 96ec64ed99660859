import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/**
 * Fills the top bar's search slot (up to 480 px): the broker's prompt, the longest, reads whole from a
 * 960 px window up. Its results drop across the navigation rail's column, above it (kit z-index order).
 */
export const searchBox = style({ position: 'relative', width: '100%' });

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

export const searchText = style({ padding: vars.space.sm });

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

export const placeholder = style({ maxWidth: 720 });

/** Application Updates: the build block and the release notes, each followed by a space. */
export const updatesSection = style({ marginBlockEnd: vars.space.md });

export const releaseHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const releaseList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});
