import type { Area } from '../area.ts';
import { profileRoutes } from './routes.ts';

/** The signed-in user's own profile and their tracking integration (the Samsara token), ADR 036. */
export const profileArea: Area = {
  name: 'profile',
  migrations: new URL('./migrations/', import.meta.url),
  routes: profileRoutes,
};
