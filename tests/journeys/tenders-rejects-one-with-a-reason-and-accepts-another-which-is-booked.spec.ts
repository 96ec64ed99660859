import { ShipmentStatus, TenderOfferStatus } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';
import { journeyTender } from '../support/tenders.ts';

test('a dispatcher rejects a tender with a reason and accepts another, which then shows as Booked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'dispatcher');
  // The two highest-numbered open tenders on Tendering loads: only this journey answers them.
  const rejected = await journeyTender(page, 0);
  const accepted = await journeyTender(page, 1);

  await page.goto('/tenders');
  const list = page.getByRole('list', { name: portalText('tenders.list') });
  const card = (number: string) => list.getByRole('article', { name: `Shipment ${number}` });
  await expect(card(rejected.shipmentNumber)).toBeVisible({ timeout: 30_000 });

  // Reject by keyboard: the reason with the arrow keys, the rate the carrier would take, a note.
  await card(rejected.shipmentNumber)
    .getByRole('button', { name: portalText('tenders.reject') })
    .press('Enter');
  const dialog = page.getByRole('dialog', { name: `Reject tender for shipment ${rejected.shipmentNumber}` });
  await dialog.getByRole('radio', { name: 'No Capacity' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Dislikes Rate' })).toBeChecked();
  await dialog.getByRole('spinbutton', { name: /Rate you would take/ }).fill('2450');
  await dialog.getByRole('textbox', { name: 'Note to the broker' }).fill('Fuel is up on this lane');
  await dialog.getByRole('button', { name: 'Reject' }).press('Enter');
  await expect(
    page.getByText(portalText('tenders.rejected', { number: rejected.shipmentNumber })),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(rejected.shipmentNumber)).toHaveCount(0);
  const stored = await callAsPage(page, `/api/v2/tenders/${rejected.id}`);
  expect(stored.body).toMatchObject({
    status: { value: TenderOfferStatus.Rejected },
    rejectReason: 1,
    counterRate: 2450,
    note: 'Fuel is up on this lane',
  });

  // Accept the other one, then find it Booked in the booking list.
  await card(accepted.shipmentNumber)
    .getByRole('button', { name: portalText('tenders.accept') })
    .press('Enter');
  const confirm = page.getByRole('alertdialog', {
    name: `Accept tender for shipment ${accepted.shipmentNumber}?`,
  });
  await confirm.getByRole('button', { name: 'Accept' }).press('Enter');
  await expect(
    page.getByText(portalText('tenders.accepted', { number: accepted.shipmentNumber })),
  ).toBeVisible();
  await expect(card(accepted.shipmentNumber)).toHaveCount(0);

  await page.goto(
    `/all-shipments?view=booking&status=${ShipmentStatus.Booked}&query=${accepted.shipmentNumber}`,
  );
  const shipments = page.getByRole('list', { name: portalText('shipmentList.list') });
  const row = shipments.getByRole('listitem').filter({ hasText: accepted.shipmentNumber });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Booked');
});
