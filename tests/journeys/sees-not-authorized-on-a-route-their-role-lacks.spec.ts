import { expect, test } from '../support/fixtures.ts';
import { credentials, signIn, submitSignIn, text } from '../support/portal.ts';

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
  await page.goto('/my-shipments/100020?tab=2');
  await expect(page).toHaveURL(/\/login$/);
  const { email, password } = credentials('dispatcher');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/all-shipments\/100020\/preview\/details\?tab=2$/);
});

test('/reloads goes to available freight with its query', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/reloads?origin=Chicago');
  await expect(page).toHaveURL(/\/available-freight\?origin=Chicago$/);
});
