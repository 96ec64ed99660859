import { expect, failedRequest, test } from '../support/fixtures.ts';
import { credentials, submitSignIn, text } from '../support/portal.ts';

test('a wrong password is refused with the spec message', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedRequest(401));
  const { email } = credentials('dispatcher');
  await page.goto('/login');
  await submitSignIn(page, email, 'not-the-password');
  await expect(page.getByText(text('auth.loginFailed'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a carrier marked Do Not Use is refused with the support address', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(403));
  const { email, password } = credentials('doNotUse');
  await page.goto('/');
  await submitSignIn(page, email, password);
  await expect(
    page.getByText(/^Carrier is "Do Not Use", if you have questions please email \S+@\S+$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
