import { expect, test } from '../support/fixtures.ts';
import { credentials, portalText, text } from '../support/portal.ts';
import { expectedShells } from '../support/shell.ts';

test('resets a forgotten password from the mailed link and is signed in', async ({ page, request }) => {
  const { email, password } = credentials('dispatcher');
  await page.goto('/login');
  await page.getByRole('link', { name: portalText('auth.signIn.forgot') }).click();
  await expect(page).toHaveURL(/\/request-password-reset$/);
  await page.getByRole('textbox', { name: portalText('auth.field.userName'), exact: true }).fill(email);
  await page.getByRole('button', { name: portalText('auth.requestReset.submit') }).click();
  await expect(page.getByText(text('auth.checkEmail'))).toBeVisible();

  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { items } = (await mailbox.json()) as { items: { link: string }[] };
  const link = new URL(items[0]!.link);
  expect(link.pathname).toMatch(/^\/reset-password\/.+/);

  await page.goto(link.pathname);
  // The same password again, so the other journeys' credentials keep working.
  await page.getByRole('textbox', { name: portalText('auth.field.newPassword'), exact: true }).fill(password);
  await page
    .getByRole('textbox', { name: portalText('auth.field.confirmPassword'), exact: true })
    .fill(password);
  await page.getByRole('button', { name: portalText('auth.reset.submit') }).click();
  await expect(page.getByText(text('auth.passwordResetSuccessful'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${expectedShells.dispatcher.landingPath}$`));
});
