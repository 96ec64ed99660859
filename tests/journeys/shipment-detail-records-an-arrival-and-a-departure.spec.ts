import { ShipmentStatus, shipmentPreviewPath, stopDateTime } from '@freightkit/domain';
import { shipmentMessages } from '@freightkit/ui/messages';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';
import { journeyShipment } from '../support/shipments.ts';

const kit = shipmentMessages.en;
const kitText = (key: keyof typeof kit, params: Record<string, string | number> = {}) =>
  kit[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

interface Stop {
  shipmentStopId: string;
  arrival: string | null;
  departure: string | null;
  location: { ianaTimezone: string };
}

// The viewer sits in Tokyo, so a time shown in the viewer's zone could never pass for the stop's.
test.use({ timezoneId: 'Asia/Tokyo' });

test("a dispatcher records a stop's arrival and departure and sees them after a reload in the stop's time zone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  // The highest-numbered dispatched shipment: only this journey records its stop times.
  const shipment = await journeyShipment(page, ShipmentStatus.Dispatched, 0);
  const stopsOf = async () =>
    (await callAsPage(page, `/api/v2/shipments/${shipment.id}/stops`)).body as Stop[];
  const [stop] = await stopsOf();
  if (!stop) throw new Error(`Shipment ${shipment.shipmentNumber} has no stops`);
  const zone = stop.location.ianaTimezone;
  const arrived = { date: '2026-11-24', hour: 7, minute: 45 };
  const departed = { date: '2026-11-24', hour: 9, minute: 5 };

  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const stopItem = page
    .getByRole('region', { name: kit['kit.stops.label'] })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: new RegExp(`^${kitText('kit.stops.stop', { number: 1 })}\\b`) }),
    });
  await expect(stopItem).toBeVisible({ timeout: 30_000 });

  // By keyboard: open the dialog, untick "Not yet" for each time, type it in the stop's zone, Enter.
  await stopItem
    .getByRole('button', { name: portalText('shipmentDetail.stops.updateTimes', { number: 1 }) })
    .press('Enter');
  const dialog = page.getByRole('dialog', {
    name: portalText('shipmentDetail.arrival.title', { number: 1 }),
  });
  await expect(dialog).toContainText(zone);
  const which = {
    arrival: portalText('shipmentDetail.arrival.arrived'),
    departure: portalText('shipmentDetail.arrival.departed'),
  };
  for (const [key, time] of [
    ['arrival', arrived],
    ['departure', departed],
  ] as const) {
    const group = dialog.getByRole('group', { name: which[key] });
    const notYet = group.getByRole('checkbox', { name: portalText('shipmentDetail.arrival.notYet') });
    if (await notYet.isChecked()) {
      await notYet.focus();
      await page.keyboard.press('Space');
    }
    await group.getByLabel(portalText('shipmentDetail.arrival.date', { which: which[key] })).fill(time.date);
    await group
      .getByLabel(portalText('shipmentDetail.arrival.hour', { which: which[key] }))
      .fill(String(time.hour));
    await group
      .getByLabel(portalText('shipmentDetail.arrival.minute', { which: which[key] }))
      .fill(String(time.minute));
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText(portalText('shipmentDetail.arrival.saved', { number: 1 }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The back end stored the instants of those wall-clock times in the stop's zone.
  const [saved] = await stopsOf();
  expect(saved?.arrival).toBe(stopDateTime(arrived, zone));
  expect(saved?.departure).toBe(stopDateTime(departed, zone));

  // After a reload the stop shows them in ITS zone (in Tokyo they would read the next day).
  await page.reload();
  await expect(stopItem).toBeVisible({ timeout: 30_000 });
  const arrival = stopItem.locator('[data-time="arrival"] dd');
  const departure = stopItem.locator('[data-time="departure"] dd');
  await expect(arrival).toContainText(/11\/24\/(20)?26, 7:45\sAM/);
  await expect(departure).toContainText(/11\/24\/(20)?26, 9:05\sAM/);
  await expect(arrival.locator('abbr')).toHaveAttribute('title', zone);
});
