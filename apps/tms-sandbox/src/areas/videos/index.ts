import type { Area } from '../area.ts';
import { videoFileRoutes } from './files.ts';
import { videoRoutes } from './routes.ts';

/**
 * Training videos (ADR 049): the committed catalog and files (`data/videos`, made by `generate.mjs`),
 * served with byte ranges, and each user's progress through them.
 */
export const videosArea: Area = {
  name: 'videos',
  migrations: new URL('./migrations/', import.meta.url),
  routes(app) {
    videoFileRoutes(app);
    videoRoutes(app);
  },
};
