import { ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import { shipmentMessages } from '@freightkit/ui/messages';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';
import { journeyShipment } from '../support/shipments.ts';

const kit = shipmentMessages.en;

interface Driver {
  id: string;
  name: string;
}

test('a dispatcher assigns a driver found by search and removes them again', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  // The third-highest shipment in transit: only this journey changes its drivers.
  const shipment = await journeyShipment(page, ShipmentStatus.InTransit, 2);
  const assigned = async () =>
    ((await callAsPage(page, `/api/v2/shipments/${shipment.id}/drivers`)).body as Driver[]).map((d) => d.id);
  const me = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
    companyId: string;
  };
  const { body } = await callAsPage(page, `/api/v2/drivers?companyId=${me.companyId}&pageSize=100`);
  const before = await assigned();
  const driver = (body as { items: Driver[] }).items.find((d) => !before.includes(d.id));
  if (!driver) throw new Error('Every driver of the company is already on the journey shipment');

  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const drivers = page.getByRole('region', { name: kit['kit.drivers.label'] });
  const search = drivers.getByRole('combobox', { name: kit['kit.drivers.search'] });
  // The drivers load after the shipment; a busy machine can take a while.
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.fill(driver.name.split(' ')[0] ?? driver.name);
  const option = page.getByRole('option', { name: new RegExp(`^${driver.name}`) });
  await expect(option).toBeVisible();
  // Keyboard: down to the driver, Enter assigns.
  await search.press('ArrowDown');
  while (!((await option.getAttribute('data-active-item')) !== null)) await search.press('ArrowDown');
  await search.press('Enter');
  await expect(
    page.getByText(portalText('shipmentDetail.drivers.assigned', { name: driver.name })),
  ).toBeVisible();
  const list = drivers.getByRole('list', { name: kit['kit.drivers.assigned'] });
  await expect(list).toContainText(driver.name);
  expect(await assigned()).toContain(driver.id);

  const removeName = kit['kit.drivers.remove'].replace('{name}', driver.name);
  await drivers.getByRole('button', { name: removeName }).click();
  await expect(
    page.getByText(portalText('shipmentDetail.drivers.removed', { name: driver.name })),
  ).toBeVisible();
  await expect(drivers.getByRole('button', { name: removeName })).toHaveCount(0);
  expect(await assigned()).toEqual(before);
});
