import { TenderOfferStatus } from '@freightkit/domain';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';
import { sendAsPage } from '../support/shipments.ts';

test('a broker tenders one load to two carriers; the first to accept books it and the other cannot accept (ADR 059)', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  allowConsoleErrors(failedRequest(409));
  await signIn(page, 'broker');
  // A fresh Open order of the broker's own: a copy of the seeded 500101 heads the list.
  expect(await sendAsPage(page, 'POST', '/api/v2/orders/500101/duplicates', { copies: 1 })).toBe(201);
  const list = (await callAsPage(page, '/api/v2/orders?pageSize=1')).body as {
    items: { orderNumber: string }[];
  };
  const orderNumber = list.items[0]?.orderNumber ?? '';
  await page.goto(`/orders/${orderNumber}/preview/details`);

  // Create and tender: Swiftline Carriers, and Iron Horse Freight ticked beside it.
  await page
    .getByRole('button', { name: portalText('orders.actions.createAndTender') })
    .click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: portalText('orders.actions.dialogTitle') });
  await dialog.getByRole('combobox', { name: new RegExp(portalText('orders.actions.carrier')) }).click();
  await page.getByRole('option', { name: /Swiftline Carriers/ }).click();
  await dialog
    .getByRole('group', { name: portalText('orders.actions.alsoTender') })
    .getByRole('checkbox', { name: /Iron Horse Freight/ })
    .check();
  await dialog.getByRole('textbox', { name: portalText('orders.actions.rate') }).fill('2300');
  await dialog.getByRole('button', { name: portalText('orders.actions.send') }).click();
  const tendered = page.getByText(/^Shipment \d+ successfully tendered$/);
  await expect(tendered).toBeVisible();
  const shipmentNumber = /Shipment (\d+)/.exec((await tendered.textContent()) ?? '')?.[1] ?? '';
  await expect(
    page.getByText(
      'Tendered to 2 carriers: Swiftline Carriers, Iron Horse Freight. The first to accept wins.',
    ),
  ).toBeVisible();

  // Iron Horse's admin accepts first.
  const ironHorse = await browser.newContext();
  const ironPage = await ironHorse.newPage();
  await signIn(ironPage, 'otherCarrierAdmin');
  const theirs = (await callAsPage(ironPage, `/api/v2/tenders?query=${shipmentNumber}`)).body as {
    items: { id: string; shipmentNumber: string }[];
  };
  const theirId = theirs.items.find((i) => i.shipmentNumber === shipmentNumber)?.id ?? '';
  expect(
    await sendAsPage(ironPage, 'PUT', `/api/v2/tenders/${theirId}/offers`, {
      status: TenderOfferStatus.Accepted,
    }),
  ).toBe(200);
  await ironHorse.close();

  // Swiftline's dispatcher finds the offer withdrawn: no Accept, and an accept sent anyway is refused.
  const swiftline = await browser.newContext();
  const carrierPage = await swiftline.newPage();
  await signIn(carrierPage, 'dispatcher');
  await carrierPage.goto(`/tenders/${shipmentNumber}`);
  await expect(carrierPage.getByRole('article', { name: `Shipment ${shipmentNumber}` })).toContainText(
    'Rescinded',
    {
      timeout: 30_000,
    },
  );
  await expect(carrierPage.getByRole('button', { name: portalText('tenders.accept') })).toHaveCount(0);
  const ours = (
    await callAsPage(
      carrierPage,
      `/api/v2/tenders?query=${shipmentNumber}&statuses=${TenderOfferStatus.Rescinded}`,
    )
  ).body as {
    items: { id: string; shipmentNumber: string }[];
  };
  const ourId = ours.items.find((i) => i.shipmentNumber === shipmentNumber)?.id ?? '';
  expect(
    await sendAsPage(carrierPage, 'PUT', `/api/v2/tenders/${ourId}/offers`, {
      status: TenderOfferStatus.Accepted,
    }),
  ).toBe(409);
  await swiftline.close();

  // The broker's order is Covered: the load was booked once, by the first to accept.
  await page.reload();
  await expect(page.getByText(/Shipment \d+ · Booked/)).toBeVisible({ timeout: 30_000 });
  // Both offers show with their answers, the carrier holding the load first.
  await expect(page.getByText('Tendered to 2 carriers at once')).toBeVisible();
  await expect(
    page.getByRole('list', { name: portalText('orders.preview.offers') }).getByRole('listitem'),
  ).toHaveText(['Iron Horse Freight at $2,300.00 · Accepted', 'Swiftline Carriers at $2,300.00 · Rescinded']);
});
