import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { ReactNode } from 'react';

/** A place on the globe, in degrees (WGS 84). */
export interface MapCoordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** A point the map marks (a load at its origin, a truck where it is empty). */
export interface MapPoint extends MapCoordinates {
  /** Stable id (the marker's key, and the group's id when it leads a group). */
  readonly id: string;
  /** Accessible name of the point's marker when it stands alone ("Load 700001, Chicago, IL to …"). */
  readonly label: string;
  /** Where it goes: drawn as a line from the point while its marker is focused, hovered or chosen. */
  readonly to?: MapCoordinates;
}

/** A radius drawn on the map (the searched origin's 100 miles). */
export interface MapCircle extends MapCoordinates {
  readonly id: string;
  readonly radiusMiles: number;
}

/** The geometry under the points, supplied by the app (the kit ships no map data). */
export interface MapBasemap {
  /** Areas drawn as land (states, provinces, countries), in degrees. */
  readonly areas: FeatureCollection | Feature;
  /** The lines between areas, drawn once each; without it the areas' own outlines are drawn. */
  readonly borders?: Geometry;
}

/** Props of {@link PointMap}. */
export interface PointMapProps<P extends MapPoint> {
  /** Accessible name of the group of markers, e.g. "Map of available loads". */
  readonly label: string;
  /**
   * What the map holds and where else to find it, shown under the map and announced with it,
   * e.g. "Map of 50 loads; the same loads are listed in the list view."
   */
  readonly description: string;
  /** The basemap (drawn under everything, fitted to the points and circles). */
  readonly basemap: MapBasemap;
  /** The points to mark. Points closer than a marker's width share one marker (a group). */
  readonly points: readonly P[];
  /** Radius circles (drawn under the markers). @default [] */
  readonly circles?: readonly MapCircle[];
  /** Name of a marker that stands for several points, e.g. "3 loads near Chicago, IL". */
  readonly groupLabel: (points: readonly P[]) => string;
  /** What the card of a chosen marker shows: usually a link to each point's page. */
  readonly renderCard: (points: readonly P[]) => ReactNode;
  /**
   * The area shown when there is nothing to fit, as [west, south, east, north] degrees.
   * @default the contiguous US and southern Canada
   */
  readonly defaultBounds?: readonly [number, number, number, number];
  /** Extra class on the root, merged last. */
  readonly className?: string;
}
