import { OrderStatus } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

/** A date some days ahead as the date input takes it (yyyy-MM-dd). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a broker consolidates two of four copies of an order onto one shipment and tenders it; the carrier sees the tender (ADR 052)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'broker');
  await page.goto('/orders/create');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: portalText('orders.form.create') }) });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form
    .getByRole('textbox', { name: portalText('orders.form.customer') })
    .fill('Lakeside Consolidators');

  // Two stops: the broker's Chicago warehouse, then an address typed in, in Milwaukee.
  const pickup = form.getByRole('group', { name: /^Stop 1/ });
  await pickup
    .getByRole('combobox', { name: new RegExp(portalText('orders.form.location')) })
    .fill('Chicago');
  await page.getByRole('option', { name: /Summit Chicago DC/ }).click();
  await pickup.getByLabel(portalText('orders.form.earlyDate')).fill(daysAhead(6));
  await pickup.getByRole('textbox', { name: portalText('orders.form.earlyTime') }).fill('08:00');
  await pickup.getByLabel(portalText('orders.form.lateDate')).fill(daysAhead(6));
  await pickup.getByRole('textbox', { name: portalText('orders.form.lateTime') }).fill('16:00');
  await pickup.getByRole('button', { name: portalText('orders.form.addLineItem') }).click();
  await pickup.getByRole('textbox', { name: portalText('orders.form.description') }).fill('Crates of apples');
  await pickup.getByRole('textbox', { name: portalText('orders.form.quantity') }).fill('12');
  await pickup.getByRole('textbox', { name: portalText('orders.form.weightLbs') }).fill('12000');
  const delivery = form.getByRole('group', { name: /^Stop 2/ });
  await delivery.getByRole('textbox', { name: portalText('orders.form.company') }).fill('Harbor Grocers');
  await delivery.getByRole('textbox', { name: portalText('orders.form.address1') }).fill('500 N Harbor Dr');
  await delivery.getByRole('textbox', { name: portalText('orders.form.city') }).fill('Milwaukee');
  await delivery.getByRole('textbox', { name: portalText('orders.form.state') }).fill('WI');
  await delivery.getByRole('textbox', { name: portalText('orders.form.postalCode') }).fill('53202');
  await delivery.getByLabel(portalText('orders.form.earlyDate')).fill(daysAhead(7));
  await delivery.getByRole('textbox', { name: portalText('orders.form.earlyTime') }).fill('09:00');
  await delivery.getByLabel(portalText('orders.form.lateDate')).fill(daysAhead(7));
  await delivery.getByRole('textbox', { name: portalText('orders.form.lateTime') }).fill('15:00');
  await form.getByRole('button', { name: portalText('orders.form.create') }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/preview\/details$/);
  const original = /\/orders\/(\d+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(text('orders.created', { number: original }))).toBeVisible();

  // Three copies of it: the broker lands on the list, where they head it.
  await page.getByRole('button', { name: portalText('orders.duplicate.open') }).click();
  const duplicate = page.getByRole('dialog', {
    name: portalText('orders.duplicate.title', { number: original }),
  });
  await duplicate
    .getByRole('spinbutton', { name: new RegExp(portalText('orders.duplicate.copies')) })
    .fill('3');
  await duplicate.getByRole('button', { name: portalText('orders.duplicate.send') }).click();
  const notice = page.getByText(/^Orders \d+, \d+, \d+ created$/);
  await expect(notice).toBeVisible({ timeout: 15_000 });
  const copies = (await notice.textContent())?.match(/\d+/g) ?? [];
  expect(copies).toHaveLength(3);
  const [copy] = copies;
  await expect(page).toHaveURL(/\/orders(\?.*)?$/);

  // In the list, by keyboard: tick the original, then one copy, and consolidate them.
  for (const number of [original, copy ?? '']) {
    const tick = page.getByRole('checkbox', { name: portalText('orders.consolidate.select', { number }) });
    await tick.focus();
    await page.keyboard.press('Space');
    await expect(tick).toBeChecked();
  }
  await page
    .getByRole('button', { name: portalText('orders.consolidate.openSelected', { count: 2 }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: portalText('orders.consolidate.title', { number: original }),
  });
  // The picked copy is ticked; the other copies could join too (same places, same days).
  const picked = dialog.getByRole('checkbox', { name: new RegExp(`Order ${copy ?? ''} ·`) });
  await expect(picked).toBeChecked({ timeout: 30_000 });
  await expect(
    dialog.getByText(/On the shipment: 24,000 of 45,000 lb · 24 of 60 units · 2 orders/),
  ).toBeVisible();

  // Tender the shipment to Swiftline Carriers at $2,400.
  await dialog.getByRole('checkbox', { name: portalText('orders.consolidate.tender') }).check();
  await dialog.getByRole('combobox', { name: new RegExp(portalText('orders.actions.carrier')) }).click();
  await page.getByRole('option', { name: /Swiftline Carriers/ }).click();
  await dialog.getByRole('textbox', { name: portalText('orders.actions.rate') }).fill('2400');
  await dialog.getByRole('button', { name: portalText('orders.consolidate.send') }).click();
  const link = dialog.getByRole('link', { name: /^Open shipment \d+$/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const shipmentNumber = /(\d+)/.exec((await link.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByText(text('shipments.tendered', { number: shipmentNumber })).first()).toBeVisible();

  // Both orders are on that shipment, out to the carrier; the other copies are still Open.
  type Read = { status: string; shipment: { shipmentNumber: string } | null };
  const read = async (number: string) => (await callAsPage(page, `/api/v2/orders/${number}`)).body as Read;
  for (const number of [original, copy ?? '']) {
    const order = await read(number);
    expect(order.status).toBe(OrderStatus.Tendered);
    expect(order.shipment?.shipmentNumber).toBe(shipmentNumber);
  }
  expect((await read(copies[1] ?? '')).status).toBe(OrderStatus.Open);

  // The carrier's dispatcher, in a browser of their own, finds it among the Sent tenders.
  const carrier = await browser.newContext();
  const carrierPage = await carrier.newPage();
  await signIn(carrierPage, 'dispatcher');
  await carrierPage.goto('/tenders');
  const card = carrierPage.getByRole('article', { name: new RegExp(shipmentNumber) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Lakeside Consolidators');
  await expect(card).toContainText('Sent');
  await carrier.close();
});
