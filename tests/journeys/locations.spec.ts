import { expect, failedRequest, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

test('a broker adds a location with a dock schedule (closed Sunday, 24 hours Saturday), lists it and picks it as an order stop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'broker');
  // The broker's way in is the navigation's Locations entry, beside Orders.
  await page
    .getByRole('navigation', { name: portalText('shell.mainNavigation') })
    .getByRole('link', { name: new RegExp(`^${text('nav.locations')}`) })
    .click();
  await expect(page).toHaveURL(/\/locations$/);
  await page.getByRole('link', { name: portalText('locations.list.create') }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: portalText('locations.form.create') }) });
  await expect(form).toBeVisible({ timeout: 30_000 });

  // Saving the empty form marks the fields and moves focus to the first one that is wrong.
  await form.getByRole('button', { name: portalText('locations.form.create') }).press('Enter');
  const name = form.getByRole('textbox', { name: portalText('locations.form.name') });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Journey Riverside Dock');
  await form
    .getByRole('textbox', { name: portalText('locations.form.addressLine1') })
    .fill('2100 S Halsted St');
  await form.getByRole('textbox', { name: portalText('locations.form.city') }).fill('Chicago');
  await form.getByRole('combobox', { name: portalText('locations.form.province') }).click();
  await page.getByRole('option', { name: 'Illinois (IL)' }).click();
  await form.getByRole('textbox', { name: portalText('locations.form.postalCode') }).fill('60608');
  await form.getByRole('textbox', { name: portalText('locations.form.officePhone') }).fill('+1 312 555 0177');
  await form.getByRole('textbox', { name: portalText('locations.form.ediCodes') }).fill('jrny01');
  await form.getByRole('checkbox', { name: portalText('locations.flag.lumpersAvailable') }).check();
  await form.getByRole('button', { name: portalText('locations.form.create') }).click();

  await expect(page).toHaveURL(/\/locations\/L-\d+$/);
  const locationNumber = /\/locations\/(L-\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(text('locations.created'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Journey Riverside Dock' })).toBeVisible();

  // A dock schedule by keyboard and pointer: Sunday closed, Saturday around the clock, weekdays 07:00–19:00.
  await page.getByRole('button', { name: portalText('locations.docks.add') }).click();
  const dialog = page.getByRole('dialog', { name: portalText('locations.dock.createTitle') });
  await dialog.getByRole('textbox', { name: portalText('locations.dock.name') }).fill('Receiving');
  const day = (n: number) => portalText(`locations.day.${n}` as 'locations.day.0');
  await dialog
    .getByRole('radiogroup', { name: portalText('locations.dock.openLabel', { day: day(0) }) })
    .getByRole('radio', { name: portalText('locations.hours.closed') })
    .check();
  await dialog
    .getByRole('radiogroup', { name: portalText('locations.dock.openLabel', { day: day(6) }) })
    .getByRole('radio', { name: portalText('locations.hours.twentyFourHours') })
    .check();
  for (const weekday of [1, 2, 3, 4, 5]) {
    await dialog
      .getByRole('textbox', { name: portalText('locations.dock.opensLabel', { day: day(weekday) }) })
      .fill('07:00');
    await dialog
      .getByRole('textbox', { name: portalText('locations.dock.closesLabel', { day: day(weekday) }) })
      .fill('19:00');
  }
  await dialog.getByRole('button', { name: portalText('locations.dock.save') }).click();
  await expect(page.getByText(portalText('locations.dock.saved', { name: 'Receiving' }))).toBeVisible();
  await expect(dialog).toBeHidden();
  const hours = page.getByRole('table', {
    name: portalText('locations.docks.hoursCaption', { name: 'Receiving' }),
  });
  await expect(
    hours.getByRole('row', { name: `${day(0)} ${portalText('locations.hours.closed')}` }),
  ).toBeVisible();
  await expect(
    hours.getByRole('row', { name: `${day(6)} ${portalText('locations.hours.twentyFourHours')}` }),
  ).toBeVisible();
  await expect(hours.getByRole('row', { name: `${day(3)} 07:00 to 19:00` })).toBeVisible();

  // The list finds it, with its schedule in a few words.
  await page.getByRole('link', { name: portalText('locations.detail.back') }).click();
  await page.getByRole('searchbox', { name: portalText('locations.list.query') }).fill('jrny01');
  await page.getByRole('button', { name: portalText('locations.list.searchButton') }).click();
  const row = page.getByRole('row', { name: new RegExp(locationNumber) });
  await expect(row).toContainText('Journey Riverside Dock');
  await expect(row).toContainText('Receiving: open 6 days a week, 1 around the clock');

  // The order form's stop search finds it too.
  await page.goto('/orders/create');
  const pickup = page.getByRole('group', { name: /^Stop 1/ });
  const location = pickup.getByRole('combobox', { name: new RegExp(portalText('orders.form.location')) });
  await location.fill('Riverside');
  await page
    .getByRole('option', { name: new RegExp(`Journey Riverside Dock \\(${locationNumber}\\)`) })
    .click();
  await expect(pickup.getByRole('textbox', { name: /City/ })).toHaveValue('Chicago');
});

test('a carrier opening /locations sees the not-authorized text and no Locations entry', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: text('access.notAuthorized') })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: portalText('shell.mainNavigation') })
      .getByRole('link', { name: new RegExp(`^${text('nav.locations')}`) }),
  ).toHaveCount(0);
});

test('a broker deletes a dock schedule, then the location; a location an open order stops at stays', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The refusal (409) and the deleted location's page (404) are answers this journey asks for.
  allowConsoleErrors(failedRequest(409), failedRequest(404));
  await signIn(page, 'broker');

  // Summit Chicago DC is the pickup of open order 500101: the refusal names it, and the location stays.
  await page.goto('/locations/L-1001');
  await page.getByRole('button', { name: portalText('locations.delete.open') }).click();
  const refuse = page.getByRole('alertdialog');
  await expect(refuse.getByRole('button', { name: portalText('locations.form.cancel') })).toBeFocused();
  await refuse.getByRole('button', { name: portalText('locations.delete.confirm') }).click();
  await expect(refuse.getByText(/order 500101 stops there and is not delivered yet/)).toBeVisible();
  await refuse.getByRole('button', { name: portalText('locations.form.cancel') }).click();
  await expect(refuse).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Summit Chicago DC' })).toBeVisible();

  // A new location with one dock schedule, which no order uses.
  await page.goto('/locations/create');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: portalText('locations.form.create') }) });
  await form.getByRole('textbox', { name: portalText('locations.form.name') }).fill('Journey Short Lease');
  await form
    .getByRole('textbox', { name: portalText('locations.form.addressLine1') })
    .fill('455 N Cityfront Plaza');
  await form.getByRole('textbox', { name: portalText('locations.form.city') }).fill('Chicago');
  await form.getByRole('combobox', { name: portalText('locations.form.province') }).click();
  await page.getByRole('option', { name: 'Illinois (IL)' }).click();
  await form.getByRole('textbox', { name: portalText('locations.form.postalCode') }).fill('60611');
  await form.getByRole('button', { name: portalText('locations.form.create') }).click();
  await expect(page).toHaveURL(/\/locations\/L-\d+$/);
  const locationNumber = /\/locations\/(L-\d+)$/.exec(page.url())?.[1] ?? '';
  await page.getByRole('button', { name: portalText('locations.docks.add') }).click();
  const dock = page.getByRole('dialog', { name: portalText('locations.dock.createTitle') });
  await dock.getByRole('textbox', { name: portalText('locations.dock.name') }).fill('Annex');
  await dock.getByRole('button', { name: portalText('locations.dock.save') }).click();
  await expect(dock).toBeHidden();

  // The schedule goes first, by keyboard: Tab to Delete, Enter, then the dialog's confirm.
  await page
    .getByRole('button', { name: portalText('locations.docks.delete', { name: 'Annex' }) })
    .press('Enter');
  const confirmDock = page.getByRole('alertdialog', {
    name: portalText('locations.docks.deleteTitle', { name: 'Annex' }),
  });
  await confirmDock.getByRole('button', { name: portalText('locations.docks.deleteConfirm') }).click();
  await expect(page.getByText(portalText('locations.docks.deleted', { name: 'Annex' }))).toBeVisible();
  await expect(page.getByText(portalText('locations.docks.empty'))).toBeVisible();

  // Then the location: the list no longer finds it, and its page says it is not found.
  await page.getByRole('button', { name: portalText('locations.delete.open') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: portalText('locations.delete.confirm') })
    .click();
  await expect(page.getByText(portalText('locations.deleted', { number: locationNumber }))).toBeVisible();
  await expect(page).toHaveURL(/\/locations$/);
  await page.getByRole('searchbox', { name: portalText('locations.list.query') }).fill('Short Lease');
  await page.getByRole('button', { name: portalText('locations.list.searchButton') }).click();
  await expect(page.getByText(portalText('locations.list.empty'))).toBeVisible();
  await page.goto(`/locations/${locationNumber}`);
  await expect(
    page.getByText(portalText('locations.detail.notFound', { number: locationNumber })),
  ).toBeVisible();
});
