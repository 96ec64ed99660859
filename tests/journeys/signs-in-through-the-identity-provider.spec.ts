import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { identityProviderOrigin, unlinkedAccount, useIdentityProvider } from '../support/identityProvider.ts';
import { credentials, portalText, text } from '../support/portal.ts';
import { expectedShells } from '../support/shell.ts';

/**
 * Spec 1 §1, §7: the primary sign-in is a redirect flow through an identity provider (Azure AD B2C via
 * MSAL) with a sign-in and a forgot-password policy. Here a deployment whose `/config.json` points
 * MSAL at the local OpenID Connect provider (ADR 028): the password is typed on the provider's page,
 * the portal gets the provider's tokens, and the sandbox accepts them by the provider's keys.
 */
test.use({ ignoreHTTPSErrors: true });

const emailBox = (page: Page) =>
  page.getByRole('textbox', { name: portalText('auth.field.userName'), exact: true });

/** From the portal's sign-in page to the provider's, and back signed in. */
async function signInThroughProvider(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  // The portal asks only for the address: the password is the provider's to ask.
  await expect(page.getByRole('textbox', { name: portalText('auth.field.password') })).toHaveCount(0);
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: portalText('auth.signIn.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^${identityProviderOrigin}/B2C_1_signin/`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The address typed in the portal arrives as the login hint.
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The claims of the access token the portal stored. */
const storedTokenClaims = (page: Page) =>
  page.evaluate(() => {
    const token = window.localStorage.getItem('token') ?? '';
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>);
    return { header: header ?? {}, payload: payload ?? {} };
  });

test.beforeEach(async ({ page }) => {
  await useIdentityProvider(page);
});

test('signs in on the provider page, lands where the persona should and works with the provider token', async ({
  page,
}) => {
  const { email, password } = credentials('dispatcher');
  await page.goto('/login');
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: portalText('auth.signIn.submit') }).click();
  // A wrong password is refused on the provider's page, which keeps the address.
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(email);

  await signInThroughProvider(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${expectedShells.dispatcher.landingPath}$`));
  // The session is the provider's: its RS256 access token for the carrier API, used on every call.
  const { header, payload } = await storedTokenClaims(page);
  expect(header['alg']).toBe('RS256');
  expect(payload['iss']).toBe(identityProviderOrigin);
  expect(payload['aud']).toBe('freightkit-api');
  const tenders = page.waitForResponse(
    (r) => r.url().includes('/api/v2/tenders?') && r.request().method() === 'GET',
  );
  await page.goto('/tenders');
  expect((await tenders).status()).toBe(200);
  await expect(
    page.getByRole('main').getByRole('heading', { name: text('nav.tenders'), level: 1 }),
  ).toBeVisible();
});

test('an account linked to no portal user is refused with a message and no session', async ({ page }) => {
  await signInThroughProvider(page, unlinkedAccount.email, unlinkedAccount.password);
  await expect(
    page.getByRole('alert').filter({ hasText: portalText('auth.redirect.noPortalUser') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/(login)?$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('signs out at the provider and comes back to the sign-in page', async ({ page }) => {
  const { email, password } = credentials('dispatcher');
  await signInThroughProvider(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const endSession = page.waitForRequest((r) =>
    r.url().startsWith(`${identityProviderOrigin}/B2C_1_signin/oauth2/v2.0/logout`),
  );
  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
  await page.getByRole('menuitem', { name: text('userMenu.logout') }).click();
  await endSession;
  // Back from the provider's end-session page (MSAL's state rides along in the query).
  await expect(page).toHaveURL(/\/login(\?state=[^&]+)?$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('is signed out when the provider token expires', async ({ page }) => {
  await page.clock.install();
  const { email, password } = credentials('dispatcher');
  await signInThroughProvider(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { payload } = await storedTokenClaims(page);
  const msLeft = await page.evaluate((exp) => exp * 1000 - Date.now(), Number(payload['exp']));
  await page.clock.fastForward(msLeft + 1000);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('forgot password goes through the provider reset policy, by the mailed link, and signs in', async ({
  page,
  request,
}) => {
  // The broker's address: no other journey signs the broker in after this one changes the password
  // (it is set back to the same one, so nothing else notices).
  const { email, password } = credentials('broker');
  const mailbox = `/api/dev/mailbox?to=${encodeURIComponent(email)}`;
  await page.goto(`/forgot-password?login_hint=${encodeURIComponent(email)}`);
  await expect(emailBox(page)).toHaveValue(email);
  await page.getByRole('button', { name: portalText('auth.requestReset.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^${identityProviderOrigin}/B2C_1_reset/`));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const { items } = (await (await request.get(mailbox)).json()) as { items: { link: string }[] };
  const link = items[0]!.link;
  expect(link.startsWith(`${identityProviderOrigin}/B2C_1_reset/`)).toBe(true);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(`${password}-typo`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match');
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${expectedShells.broker.landingPath}$`));
  expect((await storedTokenClaims(page)).payload['tfp']).toBe('B2C_1_reset');
});

test('a driver link still signs the driver in beside the identity provider', async ({ page, request }) => {
  const { email } = credentials('driver');
  const answer = await request.get(`/api/dev/driver-link?email=${encodeURIComponent(email)}`);
  const { path } = (await answer.json()) as { path: string };
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${expectedShells.driver.landingPath}$`));
  // The driver link is the back end's own token, not the provider's.
  expect((await storedTokenClaims(page)).header['alg']).toBe('HS256');
});
