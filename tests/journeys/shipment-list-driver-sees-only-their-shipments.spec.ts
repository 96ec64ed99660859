import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';

interface ListAnswer {
  totalCount: number;
  items: { shipmentNumber: string; drivers: string[] }[];
}

test('a driver-only user sees only their own shipments, in the tracking view alone', async ({
  page,
  browser,
}) => {
  // Two sign-ins and several list loads: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  // What the dispatcher of the same carrier sees, for comparison.
  const dispatcher = await browser.newContext();
  const dispatcherPage = await dispatcher.newPage();
  await signIn(dispatcherPage, 'dispatcher');
  const all = (await callAsPage(dispatcherPage, '/api/v2/shipments?view=tracking&pageSize=1'))
    .body as ListAnswer;
  await dispatcher.close();

  await signIn(page, 'driver');
  const own = (await callAsPage(page, '/api/v2/shipments?view=tracking&pageSize=100')).body as ListAnswer;
  expect(own.totalCount).toBeGreaterThan(0);
  expect(own.totalCount).toBeLessThan(all.totalCount);

  await page.goto('/all-shipments');
  // No booking view for a driver: they carry loads, they do not book them.
  await expect(page.getByRole('tab', { name: portalText('shipmentList.view.tracking') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: portalText('shipmentList.view.booking') })).toHaveCount(0);
  await expect(page.getByText(portalText('shipmentList.total', { count: own.totalCount }))).toBeVisible();

  // Every row on screen is one of the driver's own loads.
  const ownNumbers = new Set(own.items.map((item) => item.shipmentNumber));
  const rows = page.getByRole('list', { name: portalText('shipmentList.list') }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const name = await row.getByRole('link').first().innerText();
    const number = name.replace(/\D+/g, '');
    expect(ownNumbers.has(number), `row ${name} is the driver's`).toBe(true);
  }

  // A booking link from a dispatcher falls back to the tracking view.
  await page.goto('/my-shipments?view=booking');
  await expect(page.getByRole('tab', { name: portalText('shipmentList.view.tracking') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
