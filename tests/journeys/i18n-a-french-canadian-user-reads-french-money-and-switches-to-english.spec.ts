import { specMessagesEn } from '@freightkit/domain';
import { portalMessagesFrCa } from '../../apps/portal/src/app/messages.fr-CA.ts';
import { specMessagesFrCa } from '@freightkit/domain/translations';
import { expect, test } from '../support/fixtures.ts';
import { credentials, portalText } from '../support/portal.ts';

// Issue 19: a browser set to Canadian French gets the portal in French on the first visit, with
// money and dates written the Quebec way; the user menu switches to English, which a reload keeps.
test.use({ locale: 'fr-CA' });

/** fr-CA money: no-break spaces for thousands and before the sign, decimal comma ('5 551,69 $'). */
const frenchMoney = /^\(?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$\)?$/u;
const englishMoney = /^\(?\$\d{1,3}(,\d{3})*\.\d{2}\)?$/;

test('a fr-CA user sees French dates and money, switches to English from the user menu, and it stays English after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email, password } = credentials('factoring');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page
    .getByRole('textbox', { name: portalMessagesFrCa['auth.field.userName'], exact: true })
    .fill(email);
  await page
    .getByRole('textbox', { name: portalMessagesFrCa['auth.field.password'], exact: true })
    .fill(password);
  await page.getByRole('button', { name: portalMessagesFrCa['auth.signIn.submit'] }).click();
  await expect(page.getByText(specMessagesFrCa['auth.loginSuccessful'])).toBeVisible();

  await page
    .getByRole('navigation', { name: portalMessagesFrCa['shell.mainNavigation'] })
    .getByRole('link', { name: new RegExp(`^${specMessagesFrCa['nav.paymentRemittance']}`) })
    .click();
  const frenchTable = page.getByRole('table', { name: portalMessagesFrCa['payments.list'] });
  await expect(frenchTable).toBeVisible({ timeout: 15_000 });
  const totals = frenchTable.getByRole('row').nth(1).getByRole('cell');
  await expect(totals.last()).toHaveText(frenchMoney);
  // fr-CA writes a short date as year-month-day.
  await expect(totals.first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  await page.getByRole('button', { name: new RegExp(specMessagesFrCa['topBar.userMenu']) }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const englishTable = page.getByRole('table', { name: portalText('payments.list') });
  await expect(englishTable).toBeVisible();
  await expect(englishTable.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(englishMoney);
  await expect(englishTable.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{4}$/,
  );

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('table', { name: portalText('payments.list') })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByRole('navigation', { name: portalText('shell.mainNavigation') }).getByRole('link', {
      name: new RegExp(`^${specMessagesEn['nav.paymentRemittance']}`),
    }),
  ).toBeVisible();
});
