import { EntityType } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { callAsPage } from './portal.ts';
import { sendAsPage, type JourneyShipment } from './shipments.ts';

/**
 * The shipment at `index` of the booking list as the signed-in user sees it, highest number first. The notes
 * journeys share one database, so each writes on its own place in this order (and says which).
 */
export async function bookingListShipment(page: Page, index: number): Promise<JourneyShipment> {
  const { body } = await callAsPage(page, '/api/v2/shipments?view=booking&pageSize=1000');
  const row = [...(body as { items: JourneyShipment[] }).items].sort((a, b) =>
    b.shipmentNumber.localeCompare(a.shipmentNumber),
  )[index];
  if (!row)
    throw new Error(`The sandbox seeds fewer than ${String(index + 1)} shipments in the booking list`);
  return row;
}

/** A note as any client of the API may store it: its text, its HTML and, optionally, its editor state. */
export interface StoredNote {
  readonly noteContent: string;
  readonly noteHTML: string;
  readonly noteJSON?: string;
}

/** Stores a note on `shipment` as the page's user, through the API, and answers its id. */
export async function storeNote(page: Page, shipment: JourneyShipment, note: StoredNote): Promise<string> {
  const status = await sendAsPage(page, 'POST', '/api/v2/notes', {
    entityId: shipment.id,
    entityType: EntityType.Shipment,
    entityDescription: `Shipment ${shipment.shipmentNumber}`,
    allowPortalAccess: true,
    ...note,
  });
  expect(status).toBe(201);
  const { items } = (await callAsPage(page, `/api/v2/shipments/${shipment.id}/notes`)).body as {
    items: { id: string; noteContent: string }[];
  };
  const stored = items.find((item) => item.noteContent.startsWith(note.noteContent.slice(0, 60)));
  if (!stored) throw new Error('The note was not stored');
  return stored.id;
}
