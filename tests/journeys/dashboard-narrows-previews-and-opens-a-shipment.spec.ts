import { dashboardTabs, ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import { shipmentMessages } from '@freightkit/ui/messages';
import { expect, test } from '../support/fixtures.ts';
import { dismissSamsaraModal, portalText, signIn, t } from '../support/portal.ts';

const inTransit = shipmentStatuses.label(ShipmentStatus.InTransit) ?? '';

test('a dispatcher narrows the dashboard to In Transit, previews a shipment and opens its details', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  await dismissSamsaraModal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('banner').getByRole('heading', { level: 1, name: t('nav.dashboard') }),
  ).toBeVisible();
  const tabs = page.getByRole('tablist', { name: portalText('dashboard.tabs') });
  await expect(tabs.getByRole('tab')).toHaveText(dashboardTabs.map(({ label }) => t(label)));

  // The score card is computed by the back end from the company's loads: numbers, not placeholders.
  const scoreCard = page.getByRole('img', { name: shipmentMessages.en['kit.scoreCard.chart'] });
  await expect(scoreCard).toBeVisible();
  await expect(page.getByText(portalText('dashboard.scoreCard.onTimeDelivery')).first()).toBeVisible();

  const filter = page
    .getByRole('toolbar', { name: shipmentMessages.en['kit.statusCounts.label'] })
    .getByRole('button', { name: new RegExp(`^${inTransit}`) });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?status=${ShipmentStatus.InTransit}$`));
  const rows = page.getByRole('article');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText(inTransit);

  const first = rows.first().getByRole('link').first();
  const number = /(\d+)/.exec((await first.textContent()) ?? '')?.[1] ?? '';
  await first.click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/shipments/${number}/preview\\?status=${ShipmentStatus.InTransit}$`),
  );
  const drawer = page.getByRole('dialog', { name: portalText('dashboard.preview.title', { number }) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(inTransit)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shipments\\?status=${ShipmentStatus.InTransit}$`));

  await page.goBack();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: portalText('dashboard.preview.open') }).click();
  await expect(page).toHaveURL(new RegExp(`/all-shipments/${number}/preview/details`));
});

test('the rate requests tab lists the open requests and opens one in place', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await dismissSamsaraModal(page);
  await page.getByRole('tab', { name: t('nav.rateRequests') }).click();
  await expect(page).toHaveURL(/\/dashboard\/rates$/);
  const list = page.getByRole('list', { name: portalText('rates.dashboard.title') });
  const first = list.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const lane = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/rates\/[^/]+\/preview$/);
  await expect(
    page.getByRole('heading', { level: 1, name: portalText('rates.detail.title', { lane }) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: portalText('rates.detail.stops') })).toBeVisible();
});

test('a driver opening a dashboard preview goes to the all-shipments list', async ({ page }) => {
  await signIn(page, 'driver');
  await page.goto('/dashboard/shipments/100001/preview');
  await expect(page).toHaveURL(/\/all-shipments$/);
});
