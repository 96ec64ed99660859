import type { Area } from '../area.ts';
import { locationRoutes } from './routes.ts';
import { seedLocations } from './seed.ts';

/**
 * Locations and dock schedules (spec 2 §3, §7; ADR 051): the broker's locations with the fields the
 * orders area's table lacked, their dock schedules and dock hours, and the order form's stop lookup.
 * After orders, whose migration creates `locations` and whose seed inserts the broker's.
 */
export const locationsArea: Area = {
  name: 'locations',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedLocations,
  routes: locationRoutes,
};
