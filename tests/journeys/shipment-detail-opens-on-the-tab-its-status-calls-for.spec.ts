import {
  defaultShipmentPage,
  ShipmentStatus,
  shipmentPreviewPath,
  shipmentStatuses,
} from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { shipmentMessages } from '@freightkit/ui/messages';
import { portalText, signIn } from '../support/portal.ts';
import { shipmentsIn } from '../support/shipments.ts';

test('a dispatcher opens a shipment in transit and lands on the tab its status calls for', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  // Read-only journey: any shipment in transit will do; the highest number keeps clear of the fixed seeds.
  const [shipment] = await shipmentsIn(page, ShipmentStatus.InTransit);
  if (!shipment) throw new Error('The sandbox seeds no shipment in transit');
  const number = shipment.shipmentNumber;
  const expected = defaultShipmentPage(ShipmentStatus.InTransit);
  // ADR 022: a moving load opens where its stops and appointments are, the details tab (pinned by
  // name, so a change of the rule cannot pass silently).
  expect(expected).toBe('details');

  // The bare number redirects to the default tab and keeps the query string (spec 1 §2).
  await page.goto(`/all-shipments/${number}?from=journey`);
  await expect(page).toHaveURL(new RegExp(`${shipmentPreviewPath(number, expected)}\\?from=journey$`));
  const title = page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${portalText('shipmentDetail.title', { number })}`),
  });
  await expect(title).toContainText(shipmentStatuses.label(ShipmentStatus.InTransit) ?? '');
  const tabs = page.getByRole('tablist', { name: portalText('shipmentDetail.tabs') });
  const current = tabs.getByRole('tab', { name: portalText(`shipmentDetail.tab.${expected}`) });
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await expect(current).toHaveAttribute('aria-current', 'page');
  // The stops and their appointments are what the carrier sees first.
  await expect(page.getByRole('region', { name: shipmentMessages.en['kit.stops.label'] })).toBeVisible();

  // The tabs are route links a keyboard user moves through: Tab lands on the current one, End
  // moves to the signed rate confirmation and opens its route.
  await page.getByRole('button', { name: portalText('shipmentDetail.actions') }).focus();
  await page.keyboard.press('Tab');
  await expect(current).toBeFocused();
  // Page Down is the page's, not the tabs' (ADR 072): it scrolls the main area and opens nothing.
  await page.setViewportSize({ width: 1280, height: 500 });
  const scrolled = () => page.locator('main').evaluate((main) => main.scrollTop);
  const before = await scrolled();
  await page.keyboard.press('PageDown');
  await expect.poll(scrolled).toBeGreaterThan(before);
  await expect(current).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${shipmentPreviewPath(number, expected)}\\?from=journey$`));
  const last = tabs.getByRole('tab', { name: portalText('shipmentDetail.tab.SignedRateConfirmation') });
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await expect(page).toHaveURL(
    new RegExp(`${shipmentPreviewPath(number, 'SignedRateConfirmation')}\\?from=journey$`),
  );

  // `/preview` without a sub-page opens the default tab too.
  await page.goto(`/all-shipments/${number}/preview`);
  await expect(page).toHaveURL(new RegExp(`${shipmentPreviewPath(number, expected)}$`));
});

test('a dispatcher opens a delivered shipment on its documents, where the proof of delivery is', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  const [shipment] = await shipmentsIn(page, ShipmentStatus.Delivered);
  if (!shipment) throw new Error('The sandbox seeds no delivered shipment');
  const number = shipment.shipmentNumber;
  expect(defaultShipmentPage(ShipmentStatus.Delivered)).toBe('documents');
  await page.goto(`/all-shipments/${number}`);
  await expect(page).toHaveURL(new RegExp(`${shipmentPreviewPath(number, 'documents')}$`));
  const tabs = page.getByRole('tablist', { name: portalText('shipmentDetail.tabs') });
  await expect(tabs.getByRole('tab', { name: portalText('shipmentDetail.tab.documents') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('on a phone, a shipment’s title, summary and tabs hold still when the shipment arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'dispatcher');
  const [shipment] = await shipmentsIn(page, ShipmentStatus.InTransit);
  if (!shipment) throw new Error('The sandbox seeds no shipment in transit');
  const number = shipment.shipmentNumber;
  // The number's search held back, so the loading frame is what a slow phone sees first (ADR 074).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    if (route.request().url().includes(encodeURIComponent(number))) await held;
    await route.continue();
  });
  await page.goto(shipmentPreviewPath(number, 'details'));
  const name = new RegExp(`^${portalText('shipmentDetail.title', { number })}`);
  const busy = page.getByRole('region', { name });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  const where = () =>
    page.evaluate(() => ({
      title: document.querySelector('main h2')?.getBoundingClientRect().top,
      summary: document.querySelector('main [data-layout]')?.getBoundingClientRect().top,
      tabs: document.querySelector('main [role="tablist"]')?.getBoundingClientRect().top,
    }));
  const loading = await where();
  expect(loading.tabs).toBeDefined();
  release();
  // The actions' row and the loaded summary (its stops and drivers answered) take the places their
  // placeholders kept (ADR 087), so the tabs under them stay where they were drawn.
  await expect(page.getByRole('button', { name: portalText('shipmentDetail.actions') })).toBeVisible();
  await expect(
    page.getByRole('article', {
      name: shipmentMessages.en['kit.shipment.number'].replace('{number}', number),
    }),
  ).toBeVisible();
  expect(await where()).toEqual(loading);
});
