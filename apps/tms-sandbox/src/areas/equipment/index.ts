import type { Area } from '../area.ts';
import { equipmentRoutes } from './routes.ts';
import { seedEquipment } from './seed.ts';

/** The carrier's trailers and power units: counts, the lists, adding, changing and retiring (ADR 038). */
export const equipmentArea: Area = {
  name: 'equipment',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedEquipment,
  routes: equipmentRoutes,
};
