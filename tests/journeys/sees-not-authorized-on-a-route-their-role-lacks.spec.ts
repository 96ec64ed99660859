import { defaultShipmentPage, shipmentPreviewPath, type ShipmentStatus } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, credentials, signIn, submitSignIn, text } from '../support/portal.ts';

test('a factoring-company user opening tenders sees the not-authorized text', async ({ page }) => {
  await signIn(page, 'factoring');
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { name: text('access.notAuthorized') })).toBeVisible();
});

test('a driver opening the dashboard goes to the shipments list instead', async ({ page }) => {
  await signIn(page, 'driver');
  await page.goto('/dashboard/tenders');
  await expect(page).toHaveURL(/\/all-shipments$/);
});

test('an unknown route and an unknown sub-path say so', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/no-such-place');
  await expect(page.getByRole('heading', { name: text('app.routeNotFound.title') })).toBeVisible();
  await expect(page.getByText(text('app.routeNotFound.body'))).toBeVisible();
  await page.goto('/profile/no-such-tab');
  await expect(page.getByRole('heading', { name: text('app.notFound') })).toBeVisible();
});

test('a signed-out visitor of a deep link signs in and lands on it, query kept', async ({ page }) => {
  await page.goto('/my-shipments/100020?from=email');
  await expect(page).toHaveURL(/\/login$/);
  const { email, password } = credentials('dispatcher');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/all-shipments\/100020\/preview\/\w+\?from=email$/);
  // The shipment opens on the tab its status calls for (spec 1 §2), with the query kept.
  const { body } = await callAsPage(page, '/api/v2/quick_searches/shipments?query=100020&pageSize=50');
  const hit = (body as { items: { shipmentNumber: string; status: { value: ShipmentStatus } }[] }).items.find(
    (item) => item.shipmentNumber === '100020',
  );
  if (hit === undefined) throw new Error('The sandbox seeds no shipment 100020');
  const tab = defaultShipmentPage(hit.status.value);
  await expect(page).toHaveURL(new RegExp(`${shipmentPreviewPath('100020', tab)}\\?from=email$`));
});

test('/reloads goes to available freight with its query', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/reloads?origin=Chicago');
  await expect(page).toHaveURL(/\/available-freight\?origin=Chicago$/);
});
