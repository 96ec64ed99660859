import { expect, test } from '../support/fixtures.ts';
import { dismissSamsaraModal, portalText, signIn, submitSignIn, text } from '../support/portal.ts';

test('an admin adds a contact with portal access, and the new person activates the account from the mailed link', async ({
  page,
  request,
}) => {
  // A fresh address per run: the journeys share one database, and a second run must not meet a 409.
  const email = `rosa.${Date.now()}@swiftline.test`;
  await signIn(page, 'carrierAdmin');
  await dismissSamsaraModal(page);
  // The user menu's Contacts entry reads Admin for admins (spec 1 §2).
  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: text('userMenu.admin'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('link', { name: 'Grace Okafor', exact: true })).toBeVisible();

  await page.getByRole('link', { name: portalText('contacts.add') }).click();
  await expect(page).toHaveURL(/\/contacts\/create$/);
  // Saving with mistakes: each field says what is wrong, and what was typed stays.
  await page.getByRole('textbox', { name: /Last name/ }).fill('Diaz');
  await page.getByRole('textbox', { name: /E-mail/ }).fill('rosa@');
  await page.getByRole('button', { name: portalText('contacts.form.create') }).click();
  await expect(page.getByText('Enter a first name.')).toBeVisible();
  await expect(page.getByText('Enter an e-mail address like name@company.com.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Last name/ })).toHaveValue('Diaz');

  await page.getByRole('textbox', { name: /First name/ }).fill('Rosa');
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByRole('checkbox', { name: 'Billing Inquiry' }).check();
  await page.getByRole('checkbox', { name: /Can sign in to the portal/ }).check();
  await page.getByRole('checkbox', { name: 'Carrier Portal' }).check();
  await page.getByRole('button', { name: portalText('contacts.form.create') }).click();
  await expect(page.getByText(text('contacts.created'))).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/[^/]+\/preview$/);
  await expect(page.getByRole('heading', { name: /Rosa Diaz/ })).toBeVisible();
  await expect(page.getByText(portalText('contacts.preview.invitedHint'))).toBeVisible();

  // The invitation went to the new person's mailbox through the ActivateUser flow.
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { items } = (await mailbox.json()) as { items: { link: string; subject: string }[] };
  expect(items).toHaveLength(1);
  const link = items[0]!.link;
  expect(link).toMatch(/^\/ActivateUser\/.+/);

  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(link);
  await page
    .getByRole('textbox', { name: portalText('auth.field.newPassword'), exact: true })
    .fill('Welcome!2026rosa');
  await page
    .getByRole('textbox', { name: portalText('auth.field.confirmPassword'), exact: true })
    .fill('Welcome!2026rosa');
  await page.getByRole('button', { name: portalText('auth.reset.submit') }).click();
  await expect(page.getByText(portalText('auth.activate.done'))).toBeVisible();
  // A CarrierPortal user without the Admin role lands on the dashboard, and reads the list as Contacts.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: text('nav.contacts') }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rosa Diaz', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: portalText('contacts.add') })).toHaveCount(0);

  // And signs in with the password chosen.
  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout', exact: true }).click();
  await submitSignIn(page, email, 'Welcome!2026rosa');
  await expect(page.getByText(text('auth.loginSuccessful'))).toBeVisible();
});

test('a driver has no contacts: no menu entry, and the address says not authorized', async ({ page }) => {
  await signIn(page, 'driver');
  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: text('userMenu.contacts') })).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: text('access.notAuthorized') })).toBeVisible();
});

test('a factoring user sees the factoring company’s contacts, read-only', async ({ page }) => {
  await signIn(page, 'factoring');
  await page.goto('/contacts');
  await expect(page.getByRole('link', { name: 'Helen Marsh' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Victor Chen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grace Okafor', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: portalText('contacts.add') })).toHaveCount(0);
  await page.getByRole('link', { name: 'Helen Marsh' }).click();
  await expect(page.getByRole('heading', { name: /Helen Marsh/ })).toBeVisible();
  await expect(page.getByText('collections@northwind.test')).toBeVisible();
});
