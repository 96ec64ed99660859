/** The location list's views: every location, or those carrying EDI codes (`?view=edi`, ADR 059). */
export const locationListViews = ['all', 'edi'] as const;
/** A view of the location list. */
export type LocationListView = (typeof locationListViews)[number];

/** The location list (`/locations`; ADR 051), optionally a search, a page and the EDI view. */
export const locationListPath = (q = '', page = 1, view: LocationListView = 'all') => {
  const params = new URLSearchParams();
  if (view !== 'all') params.set('view', view);
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
