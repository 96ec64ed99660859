import { readFileSync } from 'node:fs';
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
  sequence: number;
  appointment: string | null;
  location: { ianaTimezone: string };
}

// The viewer sits in Tokyo, so a time shown in the viewer's zone could never pass for the stop's.
test.use({ timezoneId: 'Asia/Tokyo' });

test("a dispatcher sets a stop appointment, sees it in the stop's local time, downloads it and clears it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  // The second-highest shipment in transit: only this journey edits its appointments.
  const shipment = await journeyShipment(page, ShipmentStatus.InTransit, 1);
  const stopsOf = async () =>
    (await callAsPage(page, `/api/v2/shipments/${shipment.id}/stops`)).body as Stop[];
  const stops = await stopsOf();
  const index = stops.findIndex((s) => s.appointment === null);
  const stop = stops[index];
  if (!stop) throw new Error(`Shipment ${shipment.shipmentNumber} has no stop without an appointment`);
  const number = index + 1;
  const zone = stop.location.ianaTimezone;
  const entered = { date: '2026-12-01', hour: 9, minute: 30 };
  const instant = stopDateTime(entered, zone);
  if (instant === null) throw new Error('The journey entered an invalid stop time');
  // What the stop shows: the wall-clock time in the STOP's zone (in Tokyo it would read 12/2, 2:30 AM or so).
  const shown = /12\/0?1\/(20)?26, 9:30\sAM/;

  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const stopItem = page
    .getByRole('region', { name: kit['kit.stops.label'] })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: new RegExp(`^${kitText('kit.stops.stop', { number })}\\b`) }),
    });
  // The stops load after the shipment; a busy machine can take a while.
  await expect(stopItem).toBeVisible({ timeout: 30_000 });
  const appointmentValue = stopItem.locator('[data-time="appointment"] dd');
  await expect(appointmentValue).toHaveText(kit['kit.stops.none']);

  // Set it, by keyboard, in the stop's zone.
  await stopItem.getByRole('button', { name: kitText('kit.stops.setAppointment', { number }) }).click();
  const dialog = page.getByRole('dialog', { name: kitText('kit.appointment.title', { number }) });
  await expect(dialog).toContainText(zone);
  await dialog.getByRole('checkbox', { name: kit['kit.appointment.none'] }).uncheck();
  await dialog.getByLabel(kit['kit.appointment.date'], { exact: true }).fill(entered.date);
  await dialog.getByLabel(kit['kit.appointment.hour']).fill(String(entered.hour));
  await dialog.getByLabel(kit['kit.appointment.minute']).fill(String(entered.minute));
  await dialog.getByLabel(kit['kit.appointment.minute']).press('Enter');
  await expect(page.getByText(portalText('shipmentDetail.appointment.saved', { number }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(appointmentValue).toContainText(shown);
  await expect(appointmentValue.locator('abbr')).toHaveAttribute('title', zone);
  expect((await stopsOf())[index]?.appointment).toBe(instant);

  // Add to calendar: an .ics of that instant, in UTC.
  const download = page.waitForEvent('download');
  await stopItem.getByRole('button', { name: kit['kit.appointment.addToCalendar'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`shipment-${shipment.shipmentNumber}-stop-${number}.ics`);
  const ics = readFileSync(await file.path(), 'utf8');
  expect(ics).toContain(`DTSTART:${instant.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}`);

  // Clear it again, so the shipment ends as it began.
  await stopItem.getByRole('button', { name: kitText('kit.stops.editAppointment', { number }) }).click();
  await dialog.getByRole('checkbox', { name: kit['kit.appointment.none'] }).check();
  await dialog.getByRole('button', { name: kit['kit.appointment.save'] }).click();
  await expect(page.getByText(portalText('shipmentDetail.appointment.cleared', { number }))).toBeVisible();
  await expect(appointmentValue).toHaveText(kit['kit.stops.none']);
  expect((await stopsOf())[index]?.appointment).toBeNull();
});
