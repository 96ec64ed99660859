import { ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { shipmentMessages } from '@freightkit/ui/messages';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';
import { journeyShipment, shipmentsIn } from '../support/shipments.ts';

const kit = shipmentMessages.en;
const stopsRegion = (page: Page) => page.getByRole('region', { name: kit['kit.stops.label'] });
/** How many stops the timeline shows (one "Stop {number}" heading each). */
const stopCount = (page: Page) =>
  stopsRegion(page)
    .getByRole('heading', { name: new RegExp(`^${kit['kit.stops.stop'].replace('{number}', '\\d+')}\\b`) })
    .count();

test('a dispatcher records a preload at the pickup of a booked load, and is not offered one once the load moves', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  // The lowest-numbered booked shipment: only this journey preloads it (the rescind journey takes the highest).
  const booked = (await shipmentsIn(page, ShipmentStatus.Booked, 'booking')).at(-1);
  if (!booked) throw new Error('The sandbox seeds no booked shipment');

  await page.goto(shipmentPreviewPath(booked.shipmentNumber, 'details'));
  const stops = stopsRegion(page);
  const preloadAt = (number: number) =>
    stops.getByRole('button', { name: portalText('shipmentDetail.preload.button', { number }) });
  await expect(preloadAt(1)).toBeVisible({ timeout: 30_000 });
  // Only at the pickup: the delivery stop (the last) offers none.
  const count = await stopCount(page);
  expect(count).toBeGreaterThan(1);
  await expect(preloadAt(count)).toHaveCount(0);

  // By keyboard: open the dialog, type the trailer, Enter; the time starts at now in the stop's zone.
  await preloadAt(1).press('Enter');
  const dialog = page.getByRole('dialog', {
    name: portalText('shipmentDetail.preload.title', { number: 1 }),
  });
  await dialog
    .getByRole('textbox', { name: portalText('shipmentDetail.preload.trailer') })
    .fill('TR-PRELOAD-1');
  await page.keyboard.press('Enter');
  await expect(page.getByText(text('shipments.preloadRecorded'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // An in-transit load: stop times are offered, a preload nowhere.
  const moving = await journeyShipment(page, ShipmentStatus.InTransit, 0);
  await page.goto(shipmentPreviewPath(moving.shipmentNumber, 'details'));
  await expect(
    stopsRegion(page).getByRole('button', {
      name: portalText('shipmentDetail.stops.updateTimes', { number: 1 }),
    }),
  ).toBeVisible({ timeout: 30_000 });
  const movingCount = await stopCount(page);
  expect(movingCount).toBeGreaterThan(1);
  for (let number = 1; number <= movingCount; number++) {
    await expect(
      stopsRegion(page).getByRole('button', {
        name: portalText('shipmentDetail.preload.button', { number }),
      }),
    ).toHaveCount(0);
  }
});
