import { ShipmentStatus, type TenderOfferStatus } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { callAsPage } from './portal.ts';

/** A tender as a journey picks it. */
export interface JourneyTender {
  readonly id: string;
  readonly shipmentNumber: string;
}

/**
 * The open (Sent) tenders of the signed-in carrier whose load is Tendering, highest shipment number
 * first. Journeys share one database, so each picks its own place in this order (and says so); the
 * tenders on Ready to Book loads are left to the journeys that use those loads.
 */
export async function openTenders(page: Page): Promise<JourneyTender[]> {
  const { body } = await callAsPage(
    page,
    '/api/v2/tenders?statuses=0&sortProperty=shipmentNumber&sortDirection=desc&pageSize=100',
  );
  const items = (body as { items: (JourneyTender & { status: { value: TenderOfferStatus } })[] }).items;
  const tendering: JourneyTender[] = [];
  for (const item of items) {
    const detail = await callAsPage(page, `/api/v2/tenders/${item.id}`);
    const status = (detail.body as { shipmentStatus: { value: number } }).shipmentStatus.value;
    if (status === ShipmentStatus.Tendering)
      tendering.push({ id: item.id, shipmentNumber: item.shipmentNumber });
  }
  return tendering;
}

/** The open tender at `index` of {@link openTenders}; throws when the seed holds fewer. */
export async function journeyTender(page: Page, index: number): Promise<JourneyTender> {
  const tender = (await openTenders(page))[index];
  if (!tender)
    throw new Error(`The sandbox seeds fewer than ${String(index + 1)} open tenders on Tendering loads`);
  return tender;
}
