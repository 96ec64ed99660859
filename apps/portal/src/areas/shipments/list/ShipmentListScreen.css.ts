import { filterSidebarWidthPx } from '@freightkit/domain';
import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../app/themeVars.ts';

export const counts = style({ marginBlockEnd: vars.space.sm });

/** The sidebar takes its content's height (no inner scroll: every filter and Apply stay reachable). */
export const sidebar = style({
  flex: `0 0 ${String(filterSidebarWidthPx)}px`,
  display: 'flex',
  alignSelf: 'flex-start',
  '@media': { [media.narrow]: { flexBasis: 'auto' } },
});

export const sidebarInner = style({ flex: 1, minHeight: 0 });

/** The list takes the rest of the row. */
export const list = style({ flex: 1, minWidth: 0 });

/** The list fills the screen below the header: tall enough to scroll in, never taller than the window. */
export const scroller = style({ height: 'max(360px, calc(100dvh - 300px))' });

export const legend = style({ fontWeight: vars.font.weight.bold, marginBlockEnd: vars.space.xs });
