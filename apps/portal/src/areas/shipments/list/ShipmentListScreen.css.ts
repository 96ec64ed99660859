import { filterSidebarWidthPx, narrowScreenPx } from '@freightkit/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../../../app/themeVars.ts';

/** The spec's narrow screens (below 900 px), as the kit's `media.narrow` words it. */
const media = { narrow: `screen and (max-width: ${String(narrowScreenPx - 0.02)}px)` };

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  '@media': { [media.narrow]: { padding: vars.space.sm } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
});

export const counts = style({ marginBlockEnd: vars.space.sm });

/** Sidebar and list side by side; stacked below the narrow breakpoint. */
export const body = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'stretch',
  '@media': { [media.narrow]: { flexDirection: 'column' } },
});

/** The sidebar takes its content's height (no inner scroll: every filter and Apply stay reachable). */
export const sidebar = style({
  flex: `0 0 ${String(filterSidebarWidthPx)}px`,
  display: 'flex',
  alignSelf: 'flex-start',
  '@media': { [media.narrow]: { flexBasis: 'auto' } },
});

export const sidebarInner = style({ flex: 1, minHeight: 0 });

export const list = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The list fills the screen below the header: tall enough to scroll in, never taller than the window. */
export const scroller = style({ height: 'max(360px, calc(100dvh - 300px))' });

export const filters = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const legend = style({ fontWeight: vars.font.weight.bold, marginBlockEnd: vars.space.xs });

export const trip = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });
