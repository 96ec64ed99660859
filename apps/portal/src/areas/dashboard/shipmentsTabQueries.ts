import { shipmentViewStatuses, type ApiClient, type ShipmentListFilters } from '@freightkit/api';
import { shipmentListQueries } from '@freightkit/api/react';
import type { ShipmentStatus } from '@freightkit/domain';

/** How many shipments the dashboard shows before pointing to the full list (a glance, not the list). */
export const dashboardShipmentCount = 10;

/** The tracking view's statuses, the ones its status counts answer (each, zero or not). */
export const trackingStatuses: readonly number[] = shipmentViewStatuses.tracking;

/** The statuses chosen in the address (`?status=5&status=6`), kept to the tracking view's statuses. */
export function chosenStatuses(params: URLSearchParams): ShipmentStatus[] {
  return params
    .getAll('status')
    .map(Number)
    .filter((value): value is ShipmentStatus => trackingStatuses.includes(value));
}

/**
 * The shipments tab's two queries for the address's search: the tracking view's status counts and
 * its first shipments. One place for both the tab and its prefetch (ADR 064), so their keys agree.
 */
export function shipmentsTabQueries(client: ApiClient, params: URLSearchParams) {
  const statuses = chosenStatuses(params);
  const filters: ShipmentListFilters = statuses.length > 0 ? { status: statuses } : {};
  return {
    counts: shipmentListQueries.statusCounts(client, 'tracking'),
    page: shipmentListQueries.list(client, 'tracking', { ...filters, pageSize: dashboardShipmentCount }),
  };
}
