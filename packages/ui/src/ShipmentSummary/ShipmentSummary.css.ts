import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The narrow layout's columns: head and driver/equipment beside it, the lane on its own line. */
const stackedColumns = 'minmax(0, 1fr) auto';

/**
 * The row's own width picks its layout (a container query, not the window's): the dashboard's list
 * sits beside the score card, so at a 1280 px window its rows are ~640 px wide and four columns left
 * each city ~70 px (issue 23). Content widths, in rem so a larger font moves them too.
 */
const fitsThreeColumns = '(min-width: 34rem) and (max-width: 45.99rem)';
const fitsStacked = '(max-width: 33.99rem)';

/** The row's frame: surface, rule, focus and selection; the container its layout is chosen by. */
export const root = style({
  containerType: 'inline-size',
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxSizing: 'border-box',
  minWidth: 0,
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.background.selected },
    '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});

/**
 * The row's columns. Four when they fit: number and status, lane, equipment, driver. Three in a
 * middling row: equipment over driver in the last column, each on one line, so the lane keeps room
 * for "Kansas City, MO". Stacked in a narrow row or with `layout="stacked"`: the lane on its own line.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, auto) minmax(0, 1fr) minmax(8rem, auto) minmax(8rem, auto)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  selectors: { [`${root}[data-layout="stacked"] &`]: { gridTemplateColumns: stackedColumns } },
  '@container': {
    [fitsThreeColumns]: {
      gridTemplateColumns: 'fit-content(11rem) minmax(0, 1fr) minmax(0, 12rem)',
      gap: `${vars.space.xxs} ${vars.space.md}`,
    },
    [fitsStacked]: { gridTemplateColumns: stackedColumns },
  },
});

export const head = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  '@container': {
    [fitsThreeColumns]: { selectors: { [`${root}[data-layout="row"] &`]: { gridRow: 'span 2' } } },
  },
});

export const number = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: { 'a&:hover': { textDecoration: 'underline' }, 'span&': { color: vars.color.text.primary } },
  // A long number (a broker's own format) wraps in its column rather than push the lane out.
  overflowWrap: 'anywhere',
});

export const lane = style({
  // Holds the visually hidden 'to' (below) in the row, not against the window.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { [`${root}[data-layout="stacked"] &`]: { gridColumn: '1 / -1', order: 3 } },
  '@container': {
    [fitsThreeColumns]: { selectors: { [`${root}[data-layout="row"] &`]: { gridRow: 'span 2' } } },
    [fitsStacked]: { gridColumn: '1 / -1', order: 3 },
  },
});

export const endpoint = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const place = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const secondary = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

/** An endpoint's date: cut like its place, so two dates in a squeezed lane never overlap. */
export const endpointDate = style([
  secondary,
  { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
]);

export const arrow = style({ color: vars.color.text.secondary, flexShrink: 0 });

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { [`${root}[data-layout="stacked"] &`]: { order: 4 } },
  '@container': {
    [fitsThreeColumns]: {
      selectors: {
        [`${root}[data-layout="row"] &`]: {
          flexDirection: 'row',
          alignItems: 'baseline',
          gap: vars.space.xs,
        },
      },
    },
    [fitsStacked]: { order: 4 },
  },
});

export const metaValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Read, not drawn; placed inside the positioned lane so it can never stretch the page. */
export const visuallyHidden = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The head's height: the number's line, the gap, then the status chip (its line and its padding). */
const headHeight = `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal} + ${vars.space.xxs} * 3 + ${vars.font.size.xs} * ${vars.font.lineHeight.tight})`;

/** The lane's (and equipment's and driver's) height: two lines, one `sm` and one `xs`. */
export const pairHeight = `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.font.size.xs} * ${vars.font.lineHeight.normal})`;

/** A stacked summary's height: the head, the lane, the meta row and the grid's two gaps between them. */
const stackedHeight = `calc(${headHeight} + ${pairHeight} * 2 + ${vars.space.xs} * 2)`;

/**
 * The placeholder's body (`loading`, ADR 087): as tall as the loaded grid in each layout, from the same
 * tokens as its lines. In four or three columns the head (number over chip) is the tallest cell, the
 * three-column meta rows (each one line) fitting beside it; stacked, the head, the lane and the meta row
 * are three rows with the grid's gap between them. The frame and this box are the whole placeholder,
 * so the answer takes away two elements, not a grid of them (the story `Loading` holds the heights
 * equal in all three layouts).
 */
export const placeholder = style({
  height: `max(${headHeight}, ${pairHeight})`,
  selectors: {
    [`${root}[data-layout="stacked"] &`]: { height: stackedHeight },
  },
  '@container': { [fitsStacked]: { height: stackedHeight } },
});
