import { lazyWithPreload } from '../../../app/lazyWithPreload.ts';

/**
 * A shipment's page (`…/{n}`, `…/{n}/preview`, `…/{n}/preview/{page}`), loaded on its own (ADR 076) and
 * started by the area's prefetch beside the shipment's search, so the route renders it at once rather
 * than through its fallback (ADR 085). Its own module: the page imports its tabs' (`tabModules.ts`).
 */
export const shipmentDetailPage = lazyWithPreload(
  () => import('./ShipmentDetailPage.tsx'),
  (module) => module.ShipmentDetailPage,
);

/**
 * Starts loading a shipment page's own code; settles when it has arrived, or failed (which only loses the
 * head start: the page's route asks again).
 */
export function startShipmentPageCode(): Promise<void> {
  return shipmentDetailPage.preload().catch(() => undefined);
}
