import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../Skeleton/LoadingStatus.tsx';
import * as styles from './PointMap.css.ts';
import type { MapPoint, PointMapProps } from './types.ts';

const LazyPointMap = lazy(() => import('./PointMap.tsx'));

/** What shows while the map's code (d3-geo) loads: a still box of the map's proportions. */
export function PointMapSkeleton({ className }: { className?: string }) {
  return (
    <LoadingStatus
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      data-point-map-skeleton=""
    />
  );
}

/**
 * A map of points over an app-supplied basemap (SVG, d3-geo, no tiles, no network), loaded on
 * demand: d3-geo is fetched the first time a map renders, so a screen that only might show a map does
 * not pay for it. Markers are keyboard-reachable buttons that open a card of the app's links.
 *
 * @example
 * <PointMap
 *   label="Map of available loads"
 *   description="Map of 50 loads; the same loads are listed in the list view."
 *   basemap={{ areas: statesAndProvinces, borders }}
 *   points={loads.map((l) => ({ id: l.id, latitude: …, longitude: …, label: `Load ${l.number}, …`, to: … }))}
 *   circles={[{ id: 'origin', latitude, longitude, radiusMiles: 100 }]}
 *   groupLabel={(ps) => `${ps.length} loads near ${ps[0].city}`}
 *   renderCard={(ps) => ps.map((p) => <Link key={p.id} href={…}>…</Link>)}
 * />
 */
export function PointMap<P extends MapPoint>(props: PointMapProps<P>) {
  // `lazy` drops the type parameter; the props are the same object.
  const Map = LazyPointMap as unknown as (p: PointMapProps<P>) => React.JSX.Element;
  return (
    <Suspense fallback={<PointMapSkeleton className={props.className} />}>
      <Map {...props} />
    </Suspense>
  );
}
