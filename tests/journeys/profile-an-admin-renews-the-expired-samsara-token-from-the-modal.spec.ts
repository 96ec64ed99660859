import { expect, test } from '../support/fixtures.ts';
import { credentials, portalText, signIn, text } from '../support/portal.ts';

// Other journeys (puts-off-the-expired-samsara-token…, shell-opens-the-api-documentation…) expect this
// admin's seeded token to be expired: whatever happens here, Samsara "refuses" the new token afterwards.
test.afterEach(async ({ request }) => {
  const response = await request.post(
    `/api/dev/samsara-expiry?email=${encodeURIComponent(credentials('carrierAdmin').email)}`,
  );
  expect(response.status()).toBe(200);
});

test('an admin renews the expired Samsara token from the modal, and the modal no longer appears', async ({
  page,
}) => {
  const modal = page.getByRole('dialog', { name: text('samsara.title') });
  await signIn(page, 'carrierAdmin');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: text('samsara.goToIntegrations') }).click();
  await expect(page).toHaveURL(/\/profile\?tab=integrations$/);
  await expect(
    page.getByRole('tab', { name: portalText('profile.tab.integrations'), selected: true }),
  ).toBeVisible();
  await expect(page.getByText(/Token: Expired/)).toBeVisible();

  // A pasted text that is not a Samsara token is refused next to the field, which takes focus.
  const field = page.getByLabel(portalText('profile.integrations.token'));
  await field.fill('my-password');
  await field.press('Enter');
  await expect(field).toBeFocused();
  await expect(page.getByText(/This is not a Samsara API token/)).toBeVisible();

  await field.fill('samsara_api_J7k2Lm9Np4Qr8St3Uv6Wx1Yz5');
  await page.getByRole('button', { name: portalText('profile.integrations.renew') }).click();
  await expect(page.getByText(portalText('profile.integrations.renewed'))).toBeVisible();
  await expect(page.getByText(/Token: Valid/)).toBeVisible();
  await expect(
    page.getByText(portalText('profile.integrations.renewedHint', { hint: '1Yz5' })),
  ).toBeVisible();

  // A reload keeps it, and the next sign-in (the back end's answer) no longer asks.
  await page.reload();
  await expect(page.getByText(/Token: Valid/)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'carrierAdmin');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/all-shipments');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(modal).toBeHidden();
});
