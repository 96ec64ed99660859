import type { ShipmentListView } from '@freightkit/api';
import type { ShipmentStatus } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { callAsPage } from './portal.ts';

/** A shipment as a journey picks it from a list. */
export interface JourneyShipment {
  readonly id: string;
  readonly shipmentNumber: string;
}

/**
 * The carriers' own shipments are numbered 100001–499999 (the sandbox's seed). A carrier's lists also
 * hold the broker loads it won by accepting a tender (ADR 043), which journeys create as they run and
 * which leave the carrier again when rescinded: a journey's "n-th seeded shipment" never counts them.
 */
const ownNumbers = (shipmentNumber: string) => Number(shipmentNumber) < 500_000;

/**
 * The seeded shipments of one status in a view as the signed-in user sees them, highest number
 * first. Journeys share one database, so each picks its own place in this order (and says so).
 */
export async function shipmentsIn(
  page: Page,
  status: ShipmentStatus,
  view: ShipmentListView = 'tracking',
): Promise<JourneyShipment[]> {
  const { body } = await callAsPage(page, `/api/v2/shipments?view=${view}&status=${status}&pageSize=1000`);
  return (body as { items: JourneyShipment[] }).items
    .filter((row) => ownNumbers(row.shipmentNumber))
    .sort((a, b) => b.shipmentNumber.localeCompare(a.shipmentNumber));
}

/** The shipment at `index` of {@link shipmentsIn}; throws when the seed holds fewer. */
export async function journeyShipment(
  page: Page,
  status: ShipmentStatus,
  index: number,
  view: ShipmentListView = 'tracking',
): Promise<JourneyShipment> {
  const row = (await shipmentsIn(page, status, view))[index];
  if (!row)
    throw new Error(
      `The sandbox seeds fewer than ${String(index + 1)} shipments in status ${String(status)}`,
    );
  return row;
}

/** Sends a JSON call as the page's signed-in user (bearer token and API-key header); answers the status. */
export async function sendAsPage(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('token') ?? '';
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        extension_ApiKey?: string;
      };
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Api-Key': payload.extension_ApiKey ?? '',
          'Content-Type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.status;
    },
    { method, path, body },
  );
}
