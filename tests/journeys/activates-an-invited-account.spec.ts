import { expect, test } from '../support/fixtures.ts';
import { portalText } from '../support/portal.ts';
import { expectedShells } from '../support/shell.ts';
import { persona } from '../../apps/tms-sandbox/src/personas.ts';

test('an invited user activates the account from the mailed link and is signed in', async ({
  page,
  request,
}) => {
  const { email } = persona('invited');
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { items } = (await mailbox.json()) as { items: { link: string }[] };
  const link = items[0]!.link;
  expect(link).toMatch(/\/ActivateUser\/.+/);

  await page.goto(new URL(link, 'http://portal.invalid').pathname);
  await page
    .getByRole('textbox', { name: portalText('auth.field.newPassword'), exact: true })
    .fill('Welcome!2026');
  await page
    .getByRole('textbox', { name: portalText('auth.field.confirmPassword'), exact: true })
    .fill('Welcome!2026');
  await page.getByRole('button', { name: portalText('auth.reset.submit') }).click();
  await expect(page.getByText(portalText('auth.activate.done'))).toBeVisible();
  // The invited user is a Swiftline dispatcher (see the personas), so lands where a dispatcher does.
  await expect(page).toHaveURL(new RegExp(`${expectedShells.dispatcher.landingPath}$`));
});
