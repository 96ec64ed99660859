import { expect, test } from '../support/fixtures.ts';
import { credentials, portalText, text } from '../support/portal.ts';

/**
 * Spec 000 §2: "/forgot-password starts the password-reset sign-in flow, with an optional
 * login_hint". With credentials sign-in that is the reset request, the hint already filled in.
 * The broker's address: no other journey reads the broker's mailbox.
 */
test('forgot-password with a login hint asks for a reset mail for that address', async ({
  page,
  request,
}) => {
  const { email } = credentials('broker');
  const mailbox = `/api/dev/mailbox?to=${encodeURIComponent(email)}`;
  const before = ((await (await request.get(mailbox)).json()) as { items: unknown[] }).items.length;

  await page.goto(`/forgot-password?login_hint=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/request-password-reset/);
  const address = page.getByRole('textbox', { name: portalText('auth.field.userName'), exact: true });
  await expect(address).toHaveValue(email);
  await page.getByRole('button', { name: portalText('auth.requestReset.submit') }).click();
  await expect(page.getByText(text('auth.checkEmail'))).toBeVisible();

  const { items } = (await (await request.get(mailbox)).json()) as { items: { link: string }[] };
  expect(items).toHaveLength(before + 1);
  expect(new URL(items[0]!.link).pathname).toMatch(/^\/reset-password\/.+/);
});

test('forgot-password without a hint opens an empty reset request', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/request-password-reset$/);
  await expect(
    page.getByRole('textbox', { name: portalText('auth.field.userName'), exact: true }),
  ).toHaveValue('');
});
