import { ShipmentStatus, shipmentPreviewPath, shipmentStatuses } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';
import { journeyShipment, sendAsPage, shipmentsIn } from '../support/shipments.ts';

const label = (status: ShipmentStatus) => shipmentStatuses.label(status) ?? '';

test('a dispatcher rescinds a booking: the shipment goes back to Ready to Book and moves in the lists', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  // The highest-numbered booked shipment: only this journey rescinds it (and books it again after).
  const shipment = await journeyShipment(page, ShipmentStatus.Booked, 0, 'booking');
  const number = shipment.shipmentNumber;

  await page.goto(shipmentPreviewPath(number, 'details'));
  const title = page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${portalText('shipmentDetail.title', { number })}`),
  });
  await expect(title).toContainText(label(ShipmentStatus.Booked), { timeout: 30_000 });

  // By keyboard: actions menu, "Rescind booking", a reason, confirm.
  await page.getByRole('button', { name: portalText('shipmentDetail.actions') }).press('Enter');
  await page.getByRole('menuitem', { name: portalText('shipmentDetail.actions.rescind') }).press('Enter');
  const dialog = page.getByRole('dialog', { name: portalText('shipmentDetail.rescind.title', { number }) });
  await dialog
    .getByRole('textbox', { name: portalText('shipmentDetail.rescind.reason') })
    .fill('Our truck is out of service');
  await dialog.getByRole('button', { name: portalText('shipmentDetail.rescind.confirm') }).press('Enter');
  await expect(page.getByText(text('shipments.rescinded', { number }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(title).toContainText(label(ShipmentStatus.ReadyToBook));
  // A Ready to Book load cannot be rescinded again: the menu no longer offers it.
  await page.getByRole('button', { name: portalText('shipmentDetail.actions') }).press('Enter');
  await expect(
    page.getByRole('menuitem', { name: portalText('shipmentDetail.actions.rescind') }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The lists follow: the booking view's Ready to Book filter shows it, its Booked filter no longer does.
  await page.goto(`/all-shipments?view=booking&status=${ShipmentStatus.ReadyToBook}&query=${number}`);
  const list = page.getByRole('list', { name: portalText('shipmentList.list') });
  await expect(list.getByRole('link', { name: new RegExp(number) })).toBeVisible({ timeout: 30_000 });
  await page.goto(`/all-shipments?view=booking&status=${ShipmentStatus.Booked}&query=${number}`);
  await expect(page.getByRole('heading', { name: portalText('shipmentList.empty.title') })).toBeVisible({
    timeout: 30_000,
  });
  expect((await shipmentsIn(page, ShipmentStatus.Booked, 'booking')).map((r) => r.id)).not.toContain(
    shipment.id,
  );

  // Book it again so the shipment ends as it began (its drivers stay removed).
  expect(
    await sendAsPage(page, 'PATCH', `/api/v2/shipments/${shipment.id}/status`, {
      status: ShipmentStatus.Booked,
    }),
  ).toBe(200);
});
