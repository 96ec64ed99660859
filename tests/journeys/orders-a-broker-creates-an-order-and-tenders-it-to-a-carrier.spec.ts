import { OrderStatus } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

/** A date some days ahead as the date input takes it (yyyy-MM-dd). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a broker creates an order, creates its shipment and tenders it; the carrier sees the tender under Sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'broker');
  // The broker's way in is the navigation's Orders entry.
  await page
    .getByRole('navigation', { name: portalText('shell.mainNavigation') })
    .getByRole('link', { name: new RegExp(`^${text('nav.orders')}`) })
    .click();
  await expect(page).toHaveURL(/\/orders/);
  await page.goto('/orders/create');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: portalText('orders.form.create') }) });
  await expect(form).toBeVisible({ timeout: 30_000 });

  // Saving the empty form marks the fields and moves focus to the first one that is wrong.
  await form.getByRole('button', { name: portalText('orders.form.create') }).press('Enter');
  const customer = form.getByRole('textbox', { name: portalText('orders.form.customer') });
  await expect(customer).toBeFocused();
  await expect(customer).toHaveAttribute('aria-invalid', 'true');
  await customer.fill('Journey Foods');

  // Stop 1: the broker's Chicago warehouse, picked by search.
  const pickup = form.getByRole('group', { name: /^Stop 1/ });
  const location = pickup.getByRole('combobox', { name: new RegExp(portalText('orders.form.location')) });
  await location.fill('Chicago');
  await page.getByRole('option', { name: /Summit Chicago DC/ }).click();
  await expect(pickup.getByRole('textbox', { name: portalText('orders.form.city') })).toHaveValue('Chicago');
  await pickup.getByLabel(portalText('orders.form.earlyDate')).fill(daysAhead(5));
  await pickup.getByRole('textbox', { name: portalText('orders.form.earlyTime') }).fill('08:00');
  await pickup.getByLabel(portalText('orders.form.lateDate')).fill(daysAhead(5));
  await pickup.getByRole('textbox', { name: portalText('orders.form.lateTime') }).fill('16:00');
  await pickup.getByRole('button', { name: portalText('orders.form.addLineItem') }).click();
  await pickup.getByRole('textbox', { name: portalText('orders.form.description') }).fill('Pallets of oats');
  await pickup.getByRole('textbox', { name: portalText('orders.form.quantity') }).fill('22');
  await pickup.getByRole('textbox', { name: portalText('orders.form.weightLbs') }).fill('19500');

  // Stop 2: an address typed in, in Canada (its postal code sets CA and the stop's time zone).
  const delivery = form.getByRole('group', { name: /^Stop 2/ });
  await delivery.getByRole('textbox', { name: portalText('orders.form.company') }).fill('Maple Oats Co-op');
  await delivery.getByRole('textbox', { name: portalText('orders.form.address1') }).fill('77 Rue Notre-Dame');
  await delivery.getByRole('textbox', { name: portalText('orders.form.city') }).fill('Montreal');
  await delivery.getByRole('textbox', { name: portalText('orders.form.state') }).fill('QC');
  await delivery.getByRole('textbox', { name: portalText('orders.form.postalCode') }).fill('H2Y 1C6');
  await expect(
    delivery.getByText(portalText('orders.form.postalCodeHint', { zone: 'America/Toronto' })),
  ).toBeVisible();
  await delivery.getByLabel(portalText('orders.form.earlyDate')).fill(daysAhead(7));
  await delivery.getByRole('textbox', { name: portalText('orders.form.earlyTime') }).fill('09:00');
  await delivery.getByLabel(portalText('orders.form.lateDate')).fill(daysAhead(7));
  await delivery.getByRole('textbox', { name: portalText('orders.form.lateTime') }).fill('15:00');
  await form.getByRole('button', { name: portalText('orders.form.create') }).click();

  await expect(page).toHaveURL(/\/orders\/\d+\/preview\/details$/);
  const orderNumber = /\/orders\/(\d+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(text('orders.created', { number: orderNumber }))).toBeVisible();
  await page.getByRole('tab', { name: portalText('orders.preview.logistics') }).click();
  await expect(page.getByText(/Montreal, QC H2Y 1C6 · CA/)).toBeVisible();

  // Create and tender: Swiftline Carriers at $2,300.
  await page.getByRole('button', { name: portalText('orders.actions.createAndTender') }).click();
  const dialog = page.getByRole('dialog', { name: portalText('orders.actions.dialogTitle') });
  await dialog.getByRole('combobox', { name: new RegExp(portalText('orders.actions.carrier')) }).click();
  await page.getByRole('option', { name: /Swiftline Carriers/ }).click();
  await dialog.getByRole('textbox', { name: portalText('orders.actions.rate') }).fill('2300');
  await dialog.getByRole('button', { name: portalText('orders.actions.send') }).click();
  const tendered = page.getByText(/^Shipment \d+ successfully tendered$/);
  await expect(tendered).toBeVisible();
  const shipmentNumber = /Shipment (\d+)/.exec((await tendered.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('tab', { name: portalText('orders.preview.details') }).click();
  await expect(page.getByText(/Tendered to Swiftline Carriers at \$2,300\.00 · Sent/)).toBeVisible();

  // The carrier's dispatcher, in a browser of their own, finds it among the Sent tenders.
  const carrier = await browser.newContext();
  const carrierPage = await carrier.newPage();
  await signIn(carrierPage, 'dispatcher');
  await carrierPage.goto('/tenders');
  const card = carrierPage.getByRole('article', { name: new RegExp(shipmentNumber) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Journey Foods');
  await expect(card).toContainText('Sent');
  await carrier.close();
});

test('a carrier opening /orders sees the not-authorized text', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: text('access.notAuthorized') })).toBeVisible();
});

test('a broker duplicates an order three times: the copies head the list, each an Open order with its stops (ADR 047)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'broker');
  const original = '500102';
  await page.goto(`/orders/${original}/preview/details`);
  await page.getByRole('button', { name: portalText('orders.duplicate.open') }).click();
  const dialog = page.getByRole('dialog', {
    name: portalText('orders.duplicate.title', { number: original }),
  });
  await dialog.getByRole('spinbutton', { name: new RegExp(portalText('orders.duplicate.copies')) }).fill('3');
  await dialog.getByRole('button', { name: portalText('orders.duplicate.send') }).click();
  const notice = page.getByText(/^Orders \d+, \d+, \d+ created$/);
  await expect(notice).toBeVisible({ timeout: 15_000 });
  const numbers = (await notice.textContent())?.match(/\d+/g) ?? [];
  expect(numbers).toHaveLength(3);
  await expect(page).toHaveURL(/\/orders(\?.*)?$/);
  for (const number of numbers) await expect(page.getByRole('link', { name: number })).toBeVisible();

  // Each copy is Open and goes where the original goes.
  type Stops = { stops: { stopType: string; location: { city: string; postalCode: string } }[] };
  const stopsOf = (order: Stops) =>
    order.stops.map((s) => `${s.stopType} ${s.location.city} ${s.location.postalCode}`);
  const read = async (number: string) =>
    (await callAsPage(page, `/api/v2/orders/${number}`)).body as Stops & { status: number };
  const source = await read(original);
  for (const number of numbers) {
    const copy = await read(number);
    expect(copy.status).toBe(OrderStatus.Open);
    expect(stopsOf(copy)).toEqual(stopsOf(source));
  }
});
