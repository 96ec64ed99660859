import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn } from '../support/portal.ts';

/** The Price cell of one carrier's row in a rates table, as its text. */
async function priceText(page: Page, caption: string, carrier: string): Promise<string> {
  const row = page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(carrier) }) });
  return (await row.getByRole('cell').allTextContents()).at(-1) ?? '';
}

test('a broker opens an order’s rates from its preview; its lane costs what an ad hoc quote of it costs (ADR 057)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'broker');
  // The seeded Sunbelt Retail order: Atlanta (L-1003, 30336) to Denver (L-1004, 80216), 9,200 lb in 14 pieces, dry van.
  await page.goto('/orders/500103/preview/details');
  await expect(page.getByText('Sunbelt Retail').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: portalText('orders.preview.seeRates') }).click();
  await expect(page.getByRole('heading', { name: 'Rates for order 500103', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const caption = portalText('rates.shipment.caption');
  const table = page.getByRole('table', { name: caption });
  await expect(table.getByRole('rowheader', { name: /Keystone Express/ })).toBeVisible({ timeout: 30_000 });
  // Blue Ridge's tariff is in error: never listed (spec 1 §5).
  await expect(table.getByText('Blue Ridge Transport')).toHaveCount(0);
  const lane = page.getByText(/^Atlanta, GA 30336 to Denver, CO 80216: [\d,]+ miles\.$/);
  await expect(lane).toBeVisible();
  const orderPrice = await priceText(page, caption, 'Swiftline Carriers');
  expect(orderPrice).toMatch(/^\$[\d,]+\.\d\d$/);

  // The same lane and products as an ad hoc quote.
  await page.goto('/rates/quote');
  const pickup = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(portalText('rates.quote.origin')).fill('30336');
  await page.getByLabel(portalText('rates.quote.destination')).fill('80216');
  await page.getByLabel(portalText('rates.quote.pickupDate')).fill(pickup);
  await page.getByLabel('Product 1: weight (lb)').fill('9200');
  await page.getByLabel('Product 1: pieces').fill('14');
  await page.getByRole('button', { name: portalText('rates.quote.submit') }).press('Enter');
  const quoteCaption = portalText('rates.quote.caption');
  await expect(
    page.getByRole('table', { name: quoteCaption }).getByRole('rowheader', { name: /Swiftline Carriers/ }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await priceText(page, quoteCaption, 'Swiftline Carriers')).toBe(orderPrice);
});
