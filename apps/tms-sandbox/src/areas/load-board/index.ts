import type { Area } from '../area.ts';
import { loadBoardRoutes } from './routes.ts';
import { seedLoadBoard } from './seed.ts';

/**
 * The load board (ADR 026): the US/Canada quotable-location table, the available-freight table with
 * its radius search, and one load of the board. Seeds after shipments: the carriers' Ready to Book
 * shipments go on the board too.
 */
export const loadBoardArea: Area = {
  name: 'load-board',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedLoadBoard,
  routes: loadBoardRoutes,
};
