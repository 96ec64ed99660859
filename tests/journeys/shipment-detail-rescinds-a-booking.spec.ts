import { ShipmentStatus, shipmentPreviewPath, shipmentStatuses } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

interface Row {
  id: string;
  shipmentNumber: string;
}

const label = (status: ShipmentStatus) => shipmentStatuses.label(status) ?? '';

/** The booking list's rows of one status, highest number first. */
async function bookingRows(page: Page, status: ShipmentStatus): Promise<Row[]> {
  const { body } = await callAsPage(page, `/api/v2/shipments?view=booking&status=${status}&pageSize=1000`);
  return [...(body as { items: Row[] }).items].sort((a, b) =>
    b.shipmentNumber.localeCompare(a.shipmentNumber),
  );
}

/** Sends a status change as the signed-in user (to put the shipment back as it was). */
async function setStatus(page: Page, id: string, status: ShipmentStatus): Promise<number> {
  return page.evaluate(
    async ({ id, status }) => {
      const token = window.localStorage.getItem('token') ?? '';
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        extension_ApiKey?: string;
      };
      const response = await fetch(`/api/v2/shipments/${id}/status`, {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Api-Key': payload.extension_ApiKey ?? '',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ status }),
      });
      return response.status;
    },
    { id, status },
  );
}

test('a dispatcher rescinds a booking: the shipment goes back to Ready to Book and moves in the lists', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  // The highest-numbered booked shipment: only this journey rescinds it (and books it again after).
  const [shipment] = await bookingRows(page, ShipmentStatus.Booked);
  if (!shipment) throw new Error('The sandbox seeds no booked shipment');
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
  expect((await bookingRows(page, ShipmentStatus.Booked)).map((r) => r.id)).not.toContain(shipment.id);

  // Book it again so the shipment ends as it began (its drivers stay removed).
  expect(await setStatus(page, shipment.id, ShipmentStatus.Booked)).toBe(200);
});
