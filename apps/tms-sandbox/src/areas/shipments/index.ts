import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import type { Area } from '../area.ts';
import { shipmentDetailRoutes } from './detail.ts';
import { shipmentListRoutes } from './lists.ts';
import { shipmentResourceRoutes } from './resources.ts';
import { shipmentRoutes } from './routes.ts';
import { scoreCardRoutes } from './scoreCard.ts';
import { seedShipmentDetail } from './seed-detail.ts';
import { seedShipmentResources } from './seed-resources.ts';
import { seedShipments } from './seed.ts';

/**
 * Shipments: global search, one shipment by id, the needing-updates count, the booking and tracking
 * lists with counts and saved filter sets, and one shipment's stops, drivers, equipment, tracking
 * history and changes; trips, the carrier score card, problems and the remaining sub-resources
 * (requirements, charges, tenders, rate confirmation, booked carrier, preload, rescind). The lists mount first: Hono matches in registration order, so
 * `api/v2/shipments/total_count` must come before `api/v2/shipments/{id}`.
 */
export const shipmentsArea: Area = {
  name: 'shipments',
  migrations: new URL('./migrations/', import.meta.url),
  seed: async (context) => {
    await seedShipments(context);
    await seedShipmentDetail(context);
    await seedShipmentResources(context);
  },
  routes: (app: Hono<AppEnv>) => {
    shipmentListRoutes(app);
    shipmentDetailRoutes(app);
    shipmentRoutes(app);
    shipmentResourceRoutes(app);
    scoreCardRoutes(app);
  },
};
