import type { Area } from '../area.ts';
import { orderRoutes } from './routes.ts';
import { seedOrders } from './seed.ts';

/**
 * Orders (spec 2 §2, §7; ADR 035): the broker's orders with their stops and line items, the company
 * locations a stop can be picked from, status counts, and "create a shipment from an order and
 * tender it", whose offer lands in the carrier's tenders. Static paths (`orders/status_counts`)
 * mount before `orders/{orderNumber}`.
 */
export const ordersArea: Area = {
  name: 'orders',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedOrders,
  routes: orderRoutes,
};
