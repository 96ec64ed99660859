import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn } from '../support/portal.ts';

test('a broker narrows the orders to Acme’s reefers out of Illinois, saves the filters and opens them again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'broker');
  await page.goto('/orders');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: '500103' })).toBeVisible({ timeout: 30_000 });

  // Three filters, applied by Enter in the last one.
  await page.getByRole('button', { name: portalText('orders.filters.toggle', { count: 0 }) }).click();
  const panel = page.getByRole('form', { name: portalText('orders.filters.title') });
  await panel.getByRole('textbox', { name: portalText('orders.filters.customer') }).fill('Acme Foods');
  await panel.getByRole('combobox', { name: portalText('orders.filters.equipment') }).click();
  await page.getByRole('option', { name: 'Reefer' }).click();
  const origin = panel.getByRole('textbox', { name: portalText('orders.filters.origin') });
  await origin.fill('IL');
  await origin.press('Enter');
  await expect(page).toHaveURL(/customer=Acme\+Foods/);
  await expect(page).toHaveURL(/origin=IL/);
  await expect(table.getByRole('link', { name: '500101' })).toBeVisible();
  await expect(table.getByRole('link', { name: '500103' })).toHaveCount(0);

  // Saved under a name, then the list starts over without filters.
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name: /Save current filters/ }).click();
  const name = `Acme reefers ${Date.now()}`;
  await page
    .getByRole('dialog', { name: 'Save view' })
    .getByRole('textbox', { name: /View name/ })
    .fill(name);
  await page.getByRole('dialog', { name: 'Save view' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(portalText('orders.savedViews.saved', { name }))).toBeVisible();
  await page.goto('/orders');
  await expect(table.getByRole('link', { name: '500103' })).toBeVisible({ timeout: 30_000 });

  // Applied again from the menu: the same filters, in the address, and the same rows.
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(/equipmentMode=1/);
  await expect(page).toHaveURL(/savedView=/);
  await expect(table.getByRole('link', { name: '500101' })).toBeVisible();
  await expect(table.getByRole('link', { name: '500103' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: portalText('orders.filters.toggle', { count: 3 }) }),
  ).toBeVisible();

  // Deleted: the menu no longer offers it.
  await page.getByRole('button', { name: `Saved views: ${name}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(`Delete “${name}”`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(portalText('orders.savedViews.deleted', { name }))).toBeVisible();
  await page.getByRole('button', { name: 'Saved views' }).click();
  await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
});
