import { expect, failedRequest, test } from '../support/fixtures.ts';
import { credentials, signIn, submitSignIn } from '../support/portal.ts';

test('a 401 mid-session goes to / and, after signing in, back to the page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  await signIn(page, 'dispatcher');
  await page.goto('/rates?view=open');
  await expect(page).toHaveURL(/\/rates\?view=open$/);

  // The back end stops accepting the token (as after a revocation); the page's next calls get 401.
  await page.evaluate(() => {
    const token = window.localStorage.getItem('token')!;
    window.localStorage.setItem('token', `${token.slice(0, -4)}AAAA`);
  });
  await page.reload();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  const { email, password } = credentials('dispatcher');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/rates\?view=open$/);
});
