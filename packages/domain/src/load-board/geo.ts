/** A point on the earth in decimal degrees (WGS 84, as the quotable-location table holds them). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** Mean earth radius in statute miles (IUGG mean radius, 6,371.0088 km). */
export const earthRadiusMiles = 3958.7613;

/** Miles per degree of latitude (and of longitude at the equator) on that sphere. */
const milesPerDegree = (Math.PI * earthRadiusMiles) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in miles between two points (haversine). The back end runs the same
 * formula in SQL (`great_circle_miles`) so a load is inside a radius by the same rule in both places.
 */
export function greatCircleMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude rectangle: every point within a radius of its centre lies inside it. */
export interface BoundingBox {
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly minLongitude: number;
  readonly maxLongitude: number;
}

/**
 * The rectangle that holds every point within `miles` of `centre`, for an index range scan before
 * the exact great-circle test (ADR 026). Longitude widens with latitude; near a pole, or when the
 * circle would cross the antimeridian (not a case in North American freight, but kept correct), the
 * box takes every longitude instead of wrapping.
 */
export function boundingBox(centre: GeoPoint, miles: number): BoundingBox {
  const dLat = miles / milesPerDegree;
  const minLatitude = Math.max(-90, centre.latitude - dLat);
  const maxLatitude = Math.min(90, centre.latitude + dLat);
  // The widest longitude span of the circle is at the latitude nearest a pole that it reaches.
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cos = Math.cos(radians(widest));
  const dLon = cos <= 1e-9 ? 360 : miles / (milesPerDegree * cos);
  if (dLon >= 180 || centre.longitude - dLon < -180 || centre.longitude + dLon > 180)
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  return {
    minLatitude,
    maxLatitude,
    minLongitude: centre.longitude - dLon,
    maxLongitude: centre.longitude + dLon,
  };
}

/** Whether a point lies inside a rectangle (edges included). */
export function isInBox(box: BoundingBox, point: GeoPoint): boolean {
  return (
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    point.longitude >= box.minLongitude &&
    point.longitude <= box.maxLongitude
  );
}
