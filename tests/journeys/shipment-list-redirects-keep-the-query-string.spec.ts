import { ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';

test('the list index and the shipment-number redirects keep the query string', async ({ page }) => {
  // Two sign-ins and several list loads: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, 'dispatcher');
  const inTransit = shipmentStatuses.label(ShipmentStatus.InTransit) ?? '';

  // The index of each list reads its view and filters from the query string.
  for (const list of ['/all-shipments', '/my-shipments', '/shipments']) {
    await page.goto(`${list}?view=tracking&status=${String(ShipmentStatus.InTransit)}`);
    await expect(page).toHaveURL(new RegExp(`${list}\\?view=tracking&status=5$`));
    await expect(page.getByRole('tab', { name: portalText('shipmentList.view.tracking') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page
        .getByRole('toolbar', { name: 'Filter by status' })
        .getByRole('button', { name: new RegExp(inTransit) }),
    ).toHaveAttribute('aria-pressed', 'true');
  }

  // A bare shipment number goes to its detail (on the tab its status calls for) with the query string.
  const { body } = await callAsPage(page, '/api/v2/shipments?view=tracking&pageSize=1');
  const number = (body as { items: { shipmentNumber: string }[] }).items[0]!.shipmentNumber;
  for (const list of ['/all-shipments', '/my-shipments', '/shipments']) {
    await page.goto(`${list}/${number}?from=journey&tab=x`);
    await expect(page).toHaveURL(
      new RegExp(`/all-shipments/${number}/preview/[A-Za-z]+\\?from=journey&tab=x$`),
    );
  }

  // A row of the list opens the shipment's preview.
  await page.goto('/all-shipments?view=tracking');
  const row = page
    .getByRole('list', { name: portalText('shipmentList.list') })
    .getByRole('listitem')
    .first();
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/all-shipments\/\d+\/preview\//);
});
