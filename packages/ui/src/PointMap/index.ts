export { PointMap, PointMapSkeleton } from './lazy.tsx';
export type { MapBasemap, MapCircle, MapCoordinates, MapPoint, PointMapProps } from './types.ts';
