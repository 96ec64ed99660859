import { mapHeight, mapWidth } from './dimensions.ts';

/**
 * The user's pan and zoom over the fitted map: a drawing point (x, y) in viewBox units is shown at
 * (x·k + x0, y·k + y0). The fitted projection stays as it is, so the basemap's paths are computed once
 * and a pan or zoom only moves them (an SVG transform) and the markers.
 */
export interface MapView {
  /** Zoom factor, from 1 (the fitted map) to {@link maxZoom}. */
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

/** The fitted map, as drawn before any pan or zoom. */
export const fittedView: MapView = { k: 1, x: 0, y: 0 };

/** The deepest zoom: 16 × the fitted map (a 100-mile circle then spans most of the map). */
export const maxZoom = 16;

/** One step of the zoom buttons and the +/− keys. */
export const zoomStep = 2;

/** One arrow-key pan, as a share of the map's width or height. */
export const panShare = 0.1;

/** Whether a view is the fitted map (nothing to reset). */
export const isFitted = (view: MapView): boolean => view.k === 1 && view.x === 0 && view.y === 0;

/**
 * Keeps the middle of what is shown on the drawing (so the map can never be lost off screen) and the
 * zoom within 1…{@link maxZoom}.
 */
export function clampView(view: MapView): MapView {
  const k = Math.min(maxZoom, Math.max(1, view.k));
  const clamp = (value: number, size: number) => Math.min(size / 2, Math.max(size / 2 - size * k, value));
  return { k, x: clamp(view.x, mapWidth), y: clamp(view.y, mapHeight) };
}

/** Zooms by `factor` keeping the drawing point under (cx, cy) (viewBox units of the frame) in place. */
export function zoomAt(view: MapView, factor: number, cx = mapWidth / 2, cy = mapHeight / 2): MapView {
  const k = Math.min(maxZoom, Math.max(1, view.k * factor));
  const ratio = k / view.k;
  return clampView({ k, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio });
}

/** Moves what is shown by (dx, dy) viewBox units: a positive dx shows more of the east. */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  return clampView({ k: view.k, x: view.x - dx, y: view.y - dy });
}

/** Where a drawing point shows under a view. */
export function project(view: MapView, x: number, y: number): readonly [number, number] {
  return [x * view.k + view.x, y * view.k + view.y];
}

/** Two touch points, in viewBox units of the frame. */
export type TouchPair = readonly [readonly [number, number], readonly [number, number]];

/**
 * Two fingers moved from `from` to `to`: the map zooms by how much further apart they are, about
 * where they were, and moves with their middle, so what was under each finger stays under it (as on
 * a phone's own maps). Also a two-finger pan, up and down included, where one finger scrolls the page.
 */
export function pinch(view: MapView, from: TouchPair, to: TouchPair): MapView {
  const distance = ([a, b]: TouchPair) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  const middle = ([a, b]: TouchPair) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const before = distance(from);
  const factor = before > 0 ? distance(to) / before : 1;
  const [fx, fy] = middle(from);
  const [tx, ty] = middle(to);
  const zoomed = zoomAt(view, factor, fx, fy);
  return clampView({ k: zoomed.k, x: zoomed.x + tx - fx, y: zoomed.y + ty - fy });
}
