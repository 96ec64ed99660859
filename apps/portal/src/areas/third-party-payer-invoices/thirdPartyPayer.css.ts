import { narrowScreenPx } from '@freightkit/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

const narrow = `screen and (max-width: ${narrowScreenPx - 0.02}px)`;

/** The sidebar beside the list, filling the screen below the top bar; stacked on narrow screens. */
export const layout = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: 'calc(100dvh - 60px)',
  '@media': { [narrow]: { flexDirection: 'column', minHeight: 0 } },
});

/** The list column takes the rest of the width. */
export const main = style({
  flex: '1 1 0',
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [narrow]: { padding: vars.space.md } },
});

/** The list fills the column: tall enough to scroll in, never taller than the window. */
export const scroller = style({ height: 'max(360px, calc(100dvh - 220px))' });

/** The status checkboxes and the date filters, a column of groups. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** A group's legend reads as a label. */
export const legend = style({ fontWeight: 700, marginBottom: vars.space.xs, padding: 0 });

/** Router links of the preview take the theme's link colour. */
export const link = style({ color: vars.color.text.link });
