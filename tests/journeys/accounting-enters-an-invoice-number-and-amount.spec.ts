import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

/**
 * Seeded invoices of the dispatcher's carrier (apps/tms-sandbox/src/areas/invoices/seed.ts):
 * 880003 is uninvoiced on a delivered shipment and entered only by this journey; 880009 is
 * settled, which this journey only reads.
 */
const uninvoiced = '880003';
const settled = '880009';

test('a dispatcher enters the invoice number and amount of a delivered shipment', async ({ page }) => {
  // Sign-in, the list, the preview with its paperwork, a save and two more loads on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, 'dispatcher');
  await page
    .getByRole('navigation', { name: portalText('shell.mainNavigation') })
    .getByRole('link', { name: new RegExp(`^${text('nav.accounting')}`) })
    .click();
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(
    page.getByRole('tab', { name: new RegExp(text('accounting.view.actionRequired')) }),
  ).toHaveAttribute('aria-current', 'page');

  // Find it by number, then open its preview from its card.
  await page.getByRole('searchbox', { name: new RegExp(portalText('accounting.search')) }).fill(uninvoiced);
  await expect(page.getByText(portalText('accounting.total', { count: 1 }))).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: uninvoiced, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/accounting/${uninvoiced}/preview$`));
  await expect(
    page.getByRole('heading', { name: new RegExp(portalText('invoice.title', { number: uninvoiced })) }),
  ).toBeVisible({ timeout: 15_000 });

  const number = page.getByRole('textbox', { name: new RegExp(`^${text('invoices.form.invoiceNumber')}`) });
  const amount = page.getByRole('textbox', { name: new RegExp(`^${text('invoices.form.invoiceAmount')}`) });
  await number.fill(`SWF-${uninvoiced}`);
  await amount.fill('975.40');
  await page.getByRole('button', { name: text('invoices.form.save') }).click();
  await expect(page.getByText(text('invoices.updated'))).toBeVisible();

  await page.reload();
  await expect(number).toHaveValue(`SWF-${uninvoiced}`, { timeout: 15_000 });
  await expect(amount).toHaveValue('975.4');

  // A settled invoice cannot be changed any more.
  await page.goto(`/accounting/${settled}/preview`);
  await expect(number).toHaveValue(`INV-${settled}`, { timeout: 15_000 });
  await expect(number).toBeDisabled();
  await expect(amount).toBeDisabled();
  await expect(page.getByRole('button', { name: text('invoices.form.save') })).toBeDisabled();
});
