import { contractRateMaxBuy } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';

interface Rates {
  shipment: { maxBuy: number | null; bookedRateId: string | null; status: { displayName: string } };
  items: { id: string; carrierName: string; rateType: string; rate: number; price: number }[];
}

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test("a broker books a contract rate and the shipment's maxBuy follows the rule", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'broker');
  // Summit's second Ready to Book load (300001-2 Voided, 300003-4 Draft, 300005-6 Ready to Book):
  // only this journey books it.
  const shipmentNumber = '300006';
  const before = (await callAsPage(page, `/api/v2/rates/shipments/${shipmentNumber}`)).body as Rates;
  const rate = before.items.find((r) => r.rateType === 'Contract');
  if (!rate) throw new Error(`The sandbox seeds no contract rate for ${shipmentNumber}`);
  expect(before.shipment.bookedRateId).toBeNull();
  const expectedMaxBuy = contractRateMaxBuy(before.shipment.maxBuy, rate.rate);

  await page.goto(`/rates/contract/shipment/${shipmentNumber}`);
  const table = page.getByRole('table', { name: portalText('rates.shipment.caption') });
  const book = table.getByRole('button', { name: new RegExp(rate.carrierName) });
  await expect(book).toBeVisible({ timeout: 30_000 });
  await book.press('Enter');

  await expect(
    page.getByText(
      portalText('rates.shipment.booked', {
        carrier: rate.carrierName,
        price: money(rate.price),
        maxBuy: money(expectedMaxBuy),
      }),
    ),
  ).toBeVisible();
  // The page follows: Booked, the new max buy, no Book button left.
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  await expect(table.getByRole('button')).toHaveCount(0);

  const after = (await callAsPage(page, `/api/v2/rates/shipments/${shipmentNumber}`)).body as Rates;
  expect(after.shipment.maxBuy).toBe(expectedMaxBuy);
  expect(after.shipment.bookedRateId).toBe(rate.id);
});
