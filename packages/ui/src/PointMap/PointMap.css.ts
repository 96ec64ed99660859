import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { mapHeight, mapWidth } from './dimensions.ts';
import { mapColorRoles } from './mapColors.ts';

const role = (r: keyof typeof mapColorRoles): string => {
  const [group, name] = mapColorRoles[r];
  return (vars.color[group] as Record<string, string>)[name] as string;
};

export const root = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** The drawing keeps its proportions; markers and the card are laid over it. */
export const frame = style({
  position: 'relative',
  aspectRatio: `${mapWidth} / ${mapHeight}`,
  width: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: role('water'),
});

export const svg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' });

export const water = style({ fill: role('water') });

export const land = style({ fill: role('land'), stroke: 'none' });

export const borders = style({
  fill: 'none',
  stroke: vars.color.border.subtle,
  strokeWidth: 0.75,
  strokeLinejoin: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const circle = style({
  fill: 'none',
  stroke: role('circle'),
  strokeWidth: 2,
  strokeDasharray: '6 4',
  vectorEffect: 'non-scaling-stroke',
});

export const route = style({
  fill: 'none',
  stroke: role('chosen'),
  strokeWidth: 2,
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const destination = style({
  fill: role('land'),
  stroke: role('chosen'),
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
});

/** The markers' layer covers the drawing; only the markers take pointer events. */
export const markers = style({ position: 'absolute', inset: 0, zIndex: 1, pointerEvents: 'none' });

/**
 * A marker: a 24 px target (WCAG 2.5.8) centred on its point, placed by the `--fk-map-x`/`--fk-map-y`
 * custom properties (percent of the drawing), the only values set per render.
 */
export const marker = style({
  position: 'absolute',
  left: 'var(--fk-map-x)',
  top: 'var(--fk-map-y)',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  minWidth: '24px',
  height: '24px',
  padding: `0 ${vars.space.xxs}`,
  border: `2px solid ${role('land')}`,
  borderRadius: vars.radius.full,
  backgroundColor: role('marker'),
  color: vars.color.text.onBrand,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: {
    // One point alone: a smaller dot inside the same 24 px target.
    '&[data-single]': { backgroundColor: 'transparent', borderColor: 'transparent' },
    '&[data-single]::before': {
      content: '""',
      width: '14px',
      height: '14px',
      borderRadius: vars.radius.full,
      backgroundColor: role('marker'),
      boxShadow: `0 0 0 2px ${role('land')}`,
    },
    '&:hover, &[data-active]': { zIndex: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px', zIndex: 2 },
    // Chosen: dark (light in a dark theme) fill and a wider ring, so it does not rely on hue alone.
    '&[aria-expanded="true"]': {
      backgroundColor: role('chosen'),
      color: role('land'),
      boxShadow: `0 0 0 2px ${role('chosen')}`,
      zIndex: 2,
    },
    '&[data-single][aria-expanded="true"]': { backgroundColor: 'transparent', boxShadow: 'none' },
    '&[data-single][aria-expanded="true"]::before': {
      backgroundColor: role('chosen'),
      boxShadow: `0 0 0 2px ${role('land')}, 0 0 0 4px ${role('chosen')}`,
    },
  },
});

/** The chosen marker's card: over the map's top right corner on wide maps, under the map on narrow ones. */
export const card = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 3,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space.xs,
  width: 'min(24rem, calc(100% - 2 * ' + vars.space.sm + '))',
  maxHeight: `calc(100% - 2 * ${vars.space.sm})`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

/** The card's body scrolls when a group holds many points. */
export const cardBody = style({ overflowY: 'auto', minHeight: 0, display: 'grid', gap: vars.space.xs });

export const caption = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const skeleton = style({
  aspectRatio: `${mapWidth} / ${mapHeight}`,
  width: '100%',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceSunken,
});

// Forced colours (Windows high contrast): system colours, so land, routes and markers stay visible.
globalStyle(land, { '@media': { '(forced-colors: active)': { fill: 'Canvas' } } });
globalStyle(water, { '@media': { '(forced-colors: active)': { fill: 'Canvas' } } });
globalStyle(`${borders}, ${circle}, ${route}, ${destination}`, {
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});
globalStyle(`${marker}, ${marker}[data-single]::before`, {
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundColor: 'Highlight',
      color: 'HighlightText',
      borderColor: 'Canvas',
    },
  },
});
globalStyle(`${marker}[data-single]`, {
  '@media': { '(forced-colors: active)': { backgroundColor: 'transparent', borderColor: 'transparent' } },
});
globalStyle(
  `${marker}[aria-expanded="true"]:not([data-single]), ${marker}[data-single][aria-expanded="true"]::before`,
  {
    '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText', color: 'Canvas' } },
  },
);

/**
 * The map's own surface, under the markers (which sit above it and keep their clicks): dragged to pan,
 * and a tab stop after the markers whose arrow keys pan. Its focus ring is drawn inside the frame.
 */
export const surface = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  cursor: 'grab',
  // A vertical swipe still scrolls the page on a touch screen; a sideways one pans the map, and two
  // fingers pinch it (the browser does not zoom the page for a pinch here: pan-y leaves it to us).
  touchAction: 'pan-y',
  outline: 'none',
  selectors: {
    '&:active': { cursor: 'grabbing' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.border.focus}` },
  },
});

/** Zoom in, Zoom out and Reset map, stacked over the map's top-left corner (the card takes the right). */
export const controls = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 3,
  display: 'grid',
  gap: vars.space.xxs,
});

/** How to pan and zoom by keyboard and wheel, under the map. */
export const keys = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.xs });
