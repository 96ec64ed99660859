import type { Area } from '../area.ts';
import { shipmentRoutes } from './routes.ts';
import { seedShipments } from './seed.ts';

/** Shipments and stops: global search, one shipment by id, the needing-updates count. */
export const shipmentsArea: Area = {
  name: 'shipments',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedShipments,
  routes: shipmentRoutes,
};
