import { shipmentPreviewPath } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';

interface TripSummary {
  id: string;
  tripNumber: string;
  shipmentCount: number;
}

test("a driver opens their trip and sees its shipments in order with a leg's stops", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'driver');
  // The first seeded Swiftline trip is the driver persona's; find it through one of their shipments.
  const list = (await callAsPage(page, '/api/v2/shipments?view=tracking&pageSize=100')).body as {
    items: { id: string; shipmentNumber: string }[];
  };
  let trip: TripSummary | undefined;
  let onTrip: string | undefined;
  for (const shipment of list.items) {
    const trips = (await callAsPage(page, `/api/v2/shipments/${shipment.id}/trips`)).body as TripSummary[];
    trip = trips[0];
    onTrip = shipment.shipmentNumber;
    if (trip) break;
  }
  if (!trip || onTrip === undefined) throw new Error('No seeded trip among the shipments of the driver');

  // The trip is reached from its shipment, not by typing its address.
  await page.goto(shipmentPreviewPath(onTrip, 'details'));
  await page
    .getByRole('link', { name: portalText('shipmentDetail.trips.link', { tripNumber: trip.tripNumber }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/all-shipments/trip/${trip.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: portalText('trip.title', { tripNumber: trip.tripNumber }) }),
  ).toBeVisible();
  const legs = page.getByRole('list', { name: portalText('trip.shipments') }).getByRole('article');
  await expect(legs).toHaveCount(trip.shipmentCount);
  for (let i = 0; i < trip.shipmentCount; i++) {
    await expect(
      legs.nth(i).getByText(portalText('trip.position', { position: i + 1, count: trip.shipmentCount })),
    ).toBeVisible();
  }
  // The first leg's stops are open, in the kit's stop timeline.
  await expect(
    legs.first().getByRole('region', { name: 'Stops' }).getByRole('listitem').first(),
  ).toBeVisible();
  // A leg links to its shipment's preview.
  await legs.first().getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/all-shipments\/\d+\/preview\//);
});
