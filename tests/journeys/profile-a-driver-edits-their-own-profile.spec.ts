import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

test('a driver edits their own profile from the user menu, fixing a mistake the form names', async ({
  page,
}) => {
  await signIn(page, 'driver');
  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: text('userMenu.myProfile') })
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Jamie Cole' })).toBeVisible();
  // A driver's company and roles are the admin's: shown, not offered for change.
  await expect(page.getByText(portalText('profile.companyHint'))).toBeVisible();

  await page.getByRole('link', { name: portalText('profile.edit') }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  const lastName = page.getByRole('textbox', { name: /Last name/ });
  await expect(lastName).toHaveValue('Cole');
  await lastName.fill('');
  const title = page.getByRole('textbox', { name: /Title/ });
  await title.fill('Lead Driver');
  await page.getByRole('button', { name: portalText('profile.form.save') }).click();
  await expect(page.getByText('Enter a last name.')).toBeVisible();
  await expect(lastName).toBeFocused();
  await expect(title).toHaveValue('Lead Driver');

  await lastName.fill('Cole');
  await page.getByRole('button', { name: portalText('profile.form.save') }).click();
  await expect(page.getByText(text('profile.updated'))).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Lead Driver')).toBeVisible();

  // Saved by the back end: a reload reads it again.
  await page.reload();
  await expect(page.getByText('Lead Driver')).toBeVisible();
});
