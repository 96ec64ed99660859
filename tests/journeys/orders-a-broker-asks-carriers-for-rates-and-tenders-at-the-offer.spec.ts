import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, t } from '../support/portal.ts';

test('a broker asks a carrier for its rate on an order, the carrier responds, and the broker tenders at the offer (ADR 043)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Sunbelt Retail's seeded Open order, which no other journey uses.
  const orderNumber = '500103';
  await signIn(page, 'broker');
  await page.goto(`/orders/${orderNumber}/preview/rates`);
  await expect(page.getByText(portalText('orders.rates.empty'))).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: portalText('orders.rates.request') }).click();
  const dialog = page.getByRole('dialog', { name: portalText('orders.rates.dialogTitle') });
  await dialog.getByRole('checkbox', { name: /Swiftline Carriers/ }).check();
  await dialog.getByRole('button', { name: portalText('orders.rates.send') }).click();
  const sent = page.getByText(/^Rate request sent to 1 carrier for shipment \d+$/);
  await expect(sent).toBeVisible();
  const shipmentNumber = /shipment (\d+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  const asked = page.getByRole('list', { name: portalText('orders.rates.list') }).getByRole('listitem');
  await expect(asked).toHaveCount(1);
  await expect(asked).toContainText('Swiftline Carriers');
  await expect(asked).toContainText(t('enum.rateRequestStatus.Sent'));

  // Swiftline's dispatcher, in a browser of their own, finds it among the open rate requests and responds.
  const carrier = await browser.newContext();
  const carrierPage = await carrier.newPage();
  await signIn(carrierPage, 'dispatcher');
  await carrierPage.goto(`/rates?q=${shipmentNumber}`);
  const request = carrierPage.getByRole('list', { name: portalText('rates.list') }).getByRole('article');
  await expect(request).toHaveCount(1, { timeout: 30_000 });
  await expect(request).toContainText('Sunbelt Retail');
  await request.getByRole('button', { name: portalText('rates.respond') }).click();
  const respond = carrierPage.getByRole('dialog');
  await respond
    .getByRole('spinbutton', { name: new RegExp(portalText('rates.respond.rate').replace(/[()]/g, '\\$&')) })
    .fill('2450');
  await respond.getByRole('button', { name: portalText('rates.respond.send') }).click();
  await expect(carrierPage.getByText(t('shipments.responseSent'))).toBeVisible();

  // The broker sees the offer and tenders at it after one confirmation.
  await page.reload();
  await expect(asked).toContainText('$2,450.00', { timeout: 30_000 });
  await expect(asked).toContainText(t('enum.rateRequestStatus.Offered'));
  await asked.getByRole('button', { name: 'Tender at $2,450.00 to Swiftline Carriers' }).click();
  const confirm = page.getByRole('alertdialog', { name: portalText('orders.rates.tenderTitle') });
  await confirm.getByRole('button', { name: portalText('orders.rates.tenderSend') }).click();
  await expect(page.getByText(`Shipment ${shipmentNumber} successfully tendered`)).toBeVisible();
  await expect(page.getByText(portalText('orders.rates.closed'))).toBeVisible();

  // The carrier now has the tender at that rate under Sent.
  await carrierPage.goto('/tenders');
  const card = carrierPage.getByRole('article', { name: new RegExp(shipmentNumber) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('$2,450.00');

  // The dispatcher accepts it (leaving no open tender behind for the tender journeys' picks), and the
  // broker's order reads Covered.
  await card.getByRole('button', { name: portalText('tenders.accept') }).press('Enter');
  const accept = carrierPage.getByRole('alertdialog', {
    name: `Accept tender for shipment ${shipmentNumber}?`,
  });
  await accept.getByRole('button', { name: portalText('tenders.accept') }).press('Enter');
  await expect(
    carrierPage.getByText(portalText('tenders.accepted', { number: shipmentNumber })),
  ).toBeVisible();
  // The load is the broker's, yet the carrier now holds it: it is in the carrier's booking list.
  await carrierPage.goto(`/all-shipments?view=booking&query=${shipmentNumber}`);
  const shipments = carrierPage.getByRole('list', { name: portalText('shipmentList.list') });
  await expect(shipments.getByRole('listitem').filter({ hasText: shipmentNumber })).toBeVisible({
    timeout: 30_000,
  });
  await carrier.close();
  await page.goto(`/orders/${orderNumber}/preview/details`);
  await expect(page.getByText(t('enum.orderStatus.Covered'), { exact: true })).toBeVisible({
    timeout: 30_000,
  });
});
