import { geoCircle, geoConicConformal, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';
import { mapHeight, mapWidth } from './dimensions.ts';
import type { MapCircle, MapCoordinates, MapPoint } from './types.ts';

/** Room kept free around what the map fits, in viewBox units. */
const padding = 36;
/** Miles in one degree of a great circle (Earth's mean radius 3,958.8 mi). */
export const milesPerDegree = (2 * Math.PI * 3958.8) / 360;
/** The smallest area the map zooms to, in degrees, so one city does not fill the map. */
const minSpan = { longitude: 4, latitude: 2.5 };

/** The contiguous US and southern Canada: what the map shows with nothing to fit. */
export const northAmericaBounds: readonly [number, number, number, number] = [-125, 24, -66, 55];

/**
 * A Lambert conformal conic for North America (standard parallels 30° and 60° N, central meridian
 * 96° W). Conformal, so a searched radius is drawn as a round circle wherever it is (an equal-area
 * Albers drew a 100-mile circle at Chicago 15% taller than wide), while the scale across the US and
 * southern Canada stays far truer than Web Mercator's.
 */
export function northAmericaProjection(): GeoProjection {
  return geoConicConformal().parallels([30, 60]).rotate([96, 0]);
}

/** A radius as a polygon on the sphere (a true great-circle distance, not a projected circle). */
export function circlePolygon(circle: MapCircle): Polygon {
  return geoCircle()
    .center([circle.longitude, circle.latitude])
    .radius(circle.radiusMiles / milesPerDegree)
    .precision(2)();
}

/**
 * What the map fits in view: every point and circle, widened to at least {@link minSpan} around
 * their middle; the default bounds when there is nothing.
 */
export function fitTarget(
  points: readonly MapCoordinates[],
  circles: readonly MapCircle[],
  defaultBounds: readonly [number, number, number, number],
): FeatureCollection {
  const features: Feature[] = circles.map((c) => ({
    type: 'Feature',
    properties: {},
    geometry: circlePolygon(c),
  }));
  const coords: [number, number][] = points.map((p) => [p.longitude, p.latitude]);
  for (const c of circles) {
    const r = c.radiusMiles / milesPerDegree;
    coords.push([c.longitude, c.latitude - r], [c.longitude, c.latitude + r]);
  }
  if (coords.length === 0) {
    const [west, south, east, north] = defaultBounds;
    coords.push([west, south], [east, north], [west, north], [east, south]);
  }
  const lons = coords.map((c) => c[0]);
  const lats = coords.map((c) => c[1]);
  const midLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  coords.push(
    [midLon - minSpan.longitude / 2, midLat - minSpan.latitude / 2],
    [midLon + minSpan.longitude / 2, midLat + minSpan.latitude / 2],
  );
  features.push({ type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates: coords } });
  return { type: 'FeatureCollection', features };
}

/** The projection fitted to `target` inside the drawing, less the padding. */
export function fittedProjection(target: FeatureCollection, leftGutter = 0): GeoProjection {
  return northAmericaProjection().fitExtent(
    [
      [padding + leftGutter, padding],
      [mapWidth - padding, mapHeight - padding],
    ],
    target,
  );
}

/**
 * How far the map's zoom buttons reach into it from its left edge, in CSS pixels: their inset and
 * width, and half a marker, so no fitted marker starts under them.
 */
const controlsReachPx = 40;
/** Steps of the gutter, in viewBox units: a resize refits the map (and drops a pan) only across one. */
const gutterStep = 30;

/**
 * Room the fit keeps clear on the left, beyond its padding, for the zoom buttons standing over the
 * map's top-left corner. The buttons keep their size in pixels while the drawing scales, so a narrow
 * map (a phone, 600 px) needs more of its viewBox kept clear than a wide one.
 */
export function controlsGutter(renderedWidth: number): number {
  const units = (controlsReachPx * mapWidth) / Math.max(renderedWidth, 1) - padding;
  return units <= 0 ? 0 : Math.ceil(units / gutterStep) * gutterStep;
}

/** An SVG path of a geometry under a projection ('' when nothing of it is drawn). */
export function pathOf(projection: GeoProjection, geometry: Geometry | Feature | FeatureCollection): string {
  return geoPath(projection)(geometry) ?? '';
}

/** One marker: the points it stands for and where it sits, in viewBox units. */
export interface MarkerGroup<P extends MapPoint> {
  /** The id of its first point. */
  readonly id: string;
  readonly points: readonly P[];
  readonly x: number;
  readonly y: number;
}

/**
 * Groups points whose markers would overlap (closer than `distance` viewBox units) into one marker at
 * their middle, greedily in the points' order, then orders the markers west to east (then north to
 * south): the order the arrow keys walk. Points the projection cannot place are left out.
 */
export function groupPoints<P extends MapPoint>(
  points: readonly P[],
  projection: GeoProjection,
  distance: number,
): MarkerGroup<P>[] {
  const groups: { points: P[]; xs: number[]; ys: number[]; x: number; y: number }[] = [];
  const limit = distance * distance;
  for (const point of points) {
    const xy = projection([point.longitude, point.latitude]);
    if (xy === null) continue;
    const [x, y] = xy;
    const near = groups.find((g) => (g.x - x) ** 2 + (g.y - y) ** 2 < limit);
    if (near) {
      near.points.push(point);
      near.xs.push(x);
      near.ys.push(y);
      near.x = near.xs.reduce((a, b) => a + b, 0) / near.xs.length;
      near.y = near.ys.reduce((a, b) => a + b, 0) / near.ys.length;
    } else {
      groups.push({ points: [point], xs: [x], ys: [y], x, y });
    }
  }
  return groups
    .map((g) => ({ id: (g.points[0] as P).id, points: g.points, x: g.x, y: g.y }))
    .sort((a, b) => a.x - b.x || a.y - b.y);
}
