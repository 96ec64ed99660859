import type { Area } from '../area.ts';
import { postingRoutes } from './routes.ts';
import { seedPostings } from './seed.ts';

/**
 * Available Trucks and saved lanes (ADR 037): the carriers' posted trucks and saved lanes, each
 * answered with its count of matching board loads. After the load board: its ends are quotable locations.
 */
export const trucksAndLanesArea: Area = {
  name: 'trucks-and-lanes',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedPostings,
  routes: postingRoutes,
};
