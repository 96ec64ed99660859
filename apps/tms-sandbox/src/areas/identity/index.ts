import type { Area } from '../area.ts';
import { identityRoutes } from './routes.ts';
import { seedIdentity } from './seed.ts';

/** Companies, contacts, users, sign-in, password reset, activation, driver links and the `me` calls. */
export const identityArea: Area = {
  name: 'identity',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedIdentity,
  routes: identityRoutes,
};
