/** The location list (`/locations`; ADR 051), optionally a search and a page. */
export const locationListPath = (q = '', page = 1) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '/locations' : `/locations?${query}`;
};
/** Creating a location (`/locations/create`). */
export const locationCreatePath = '/locations/create';
/** One location with its dock schedules (`/locations/{locationNumber}`). */
export const locationPath = (locationNumber: string) => `/locations/${encodeURIComponent(locationNumber)}`;
/** One location's form (`/locations/{locationNumber}/edit`). */
export const locationEditPath = (locationNumber: string) =>
  `/locations/${encodeURIComponent(locationNumber)}/edit`;
