import { laneServiceDays, shipmentPreviewPath, ShippingMode } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The Price cell of one carrier's row, as a number. */
async function priceOf(page: Page, carrier: string): Promise<number> {
  const table = page.getByRole('table', { name: portalText('rates.quote.caption') });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(carrier) }) });
  const cells = await row.getByRole('cell').allTextContents();
  return Number((cells.at(-1) ?? '').replace(/[^0-9.]/g, ''));
}

test('a broker gets a quote for ad hoc stops and sees the prices change with the weight', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'broker');
  await page.goto('/rates');
  await page.getByRole('link', { name: portalText('rates.quote.open') }).click();
  await expect(page.getByRole('heading', { name: portalText('rates.quote.title'), level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const pickup = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(portalText('rates.quote.origin')).fill('60607');
  await page.getByLabel(portalText('rates.quote.destination')).fill('75201');
  await page.getByLabel(portalText('rates.quote.pickupDate')).fill(pickup);
  await page.getByLabel('Product 1: weight (lb)').fill('30000');
  await page.getByLabel('Product 1: pieces').fill('20');
  await page.getByRole('button', { name: portalText('rates.quote.submit') }).press('Enter');

  const table = page.getByRole('table', { name: portalText('rates.quote.caption') });
  await expect(table.getByRole('rowheader', { name: /Keystone Express/ })).toBeVisible({ timeout: 30_000 });
  // Blue Ridge's tariff is in error: never listed (spec 1 §5).
  await expect(table.getByText('Blue Ridge Transport')).toHaveCount(0);
  const lane = page.getByText(/^Chicago, IL 60607 to Dallas, TX 75201: \d+ miles\. API quote Q-\d+\.$/);
  await expect(lane).toBeVisible();
  const miles = Number(/(\d+) miles/.exec((await lane.textContent()) ?? '')?.[1]);
  await expect(table.getByRole('row').filter({ hasText: 'Keystone Express' })).toContainText(
    `${laneServiceDays(miles, ShippingMode.TL)} days`,
  );
  const light = await priceOf(page, 'Swiftline Carriers');
  expect(light).toBeGreaterThan(0);

  await page.getByLabel('Product 1: weight (lb)').fill('40000');
  await page.getByRole('button', { name: portalText('rates.quote.submit') }).press('Enter');
  // 10,000 lb more over the lane's miles: the heavy-load charge of ADR 053 ($0.00002 a pound-mile).
  const heavier = Math.round((light + 10000 * miles * 0.00002) * 100) / 100;
  await expect(table.getByRole('row').filter({ hasText: 'Swiftline Carriers' })).toContainText(
    money(heavier),
    {
      timeout: 30_000,
    },
  );
  expect(await priceOf(page, 'Swiftline Carriers')).toBeGreaterThan(light);
});

test('a broker opens a shipment’s rates from its page and books the LTL quote', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'broker');
  // Summit's first Ready to Book load (300005); the contract-rate journey books 300006.
  const shipmentNumber = '300005';
  const before = (await callAsPage(page, `/api/v2/rates/shipments/${shipmentNumber}`)).body as {
    items: { carrierName: string; rateType: string; quoteId: string | null; price: number }[];
  };
  const quote = before.items.find((r) => r.rateType === 'Quote');
  if (!quote?.quoteId) throw new Error(`The sandbox seeds no LTL quote for ${shipmentNumber}`);

  await page.goto(shipmentPreviewPath(shipmentNumber));
  await page.getByRole('link', { name: portalText('shipmentDetail.rates') }).click();
  await expect(page).toHaveURL(new RegExp(`/rates/${shipmentNumber}$`));
  const table = page.getByRole('table', { name: portalText('rates.shipment.caption') });
  const book = table.getByRole('button', { name: new RegExp(`Book ${quote.carrierName}`) });
  await expect(book).toBeVisible({ timeout: 30_000 });
  await book.press('Enter');
  await expect(
    page.getByText(
      portalText('rates.shipment.bookedLtl', {
        carrier: quote.carrierName,
        quoteId: quote.quoteId,
        price: money(quote.price),
      }),
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  await expect(table.getByRole('button')).toHaveCount(0);
});

test("the dispatcher reads the carrier's record with a tender's customer", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  const { body } = await callAsPage(page, '/api/v2/tenders');
  const tender = (body as { items: { id: string; customerName: string }[] }).items[0];
  if (!tender) throw new Error('The sandbox seeds no open tender for the dispatcher');
  await page.goto(`/tenders/${tender.id}`);
  await expect(
    page.getByRole('heading', { name: portalText('tenders.score.title', { customer: tender.customerName }) }),
  ).toBeVisible({ timeout: 30_000 });
  const score = (await callAsPage(page, `/api/v2/tenders/${tender.id}/customer_score`)).body as {
    tendersReceived: number;
    tendersRejected: number;
    acceptance: { count: number; of: number };
  };
  await expect(page.locator('dt', { hasText: portalText('tenders.score.received') })).toBeVisible();
  await expect(page.locator(`dt:text-is("${portalText('tenders.score.received')}") + dd`)).toHaveText(
    String(score.tendersReceived),
  );
  await expect(page.locator(`dt:text-is("${portalText('tenders.score.rejected')}") + dd`)).toHaveText(
    String(score.tendersRejected),
  );
  expect(score.tendersReceived).toBeGreaterThan(0);
  expect(score.acceptance.of).toBeGreaterThanOrEqual(score.acceptance.count);
});
