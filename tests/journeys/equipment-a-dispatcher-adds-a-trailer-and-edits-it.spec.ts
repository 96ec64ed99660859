import { expect, failedRequest, test } from '../support/fixtures.ts';
import { portalText, signIn } from '../support/portal.ts';

test('a dispatcher adds a trailer and edits it, it stays after a reload, and a taken unit number is refused', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the refused save (409) it is expected to meet.
  allowConsoleErrors(failedRequest(409));
  // A fresh unit number per run: the journeys share one database, and a second run must not meet a 409.
  const unitNumber = `J-${String(Date.now() % 1_000_000)}`;
  await signIn(page, 'dispatcher');
  await page.goto('/equipment');
  const trailers = page.getByRole('region', { name: portalText('equipment.overview.trailers') });
  await expect(trailers.getByText(/\d+ in service/)).toBeVisible();
  await trailers.getByRole('link', { name: portalText('equipment.overview.viewTrailers') }).click();
  await expect(page).toHaveURL(/\/equipment\/trailers$/);
  await expect(page.getByRole('rowheader', { name: 'R-5401' })).toBeVisible();

  // A unit number the company already uses (a Swiftline van) is refused with a sentence, and the form keeps what was typed.
  await page.getByRole('button', { name: portalText('equipment.add.Trailer') }).click();
  const add = page.getByRole('dialog', { name: portalText('equipment.form.createTitle.Trailer') });
  await add.getByRole('textbox', { name: /Unit number/ }).fill('5301');
  await add.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: 'Reefer', exact: true }).click();
  await add.getByRole('textbox', { name: /Length/ }).fill('53');
  await add.getByRole('textbox', { name: /License plate/ }).fill('tr 777001');
  await add.getByRole('combobox', { name: /Plate state or province/ }).click();
  await page.getByRole('option', { name: 'Indiana (IN)' }).click();
  await add.getByRole('textbox', { name: /VIN/ }).fill('1UYVS2537PU205513');
  await add.getByRole('button', { name: portalText('equipment.form.create') }).click();
  await expect(
    add.getByText('Unit number 5301 is already used by one of your trailers. Give this unit another number.'),
  ).toBeVisible();
  await expect(add.getByRole('textbox', { name: /License plate/ })).toHaveValue('tr 777001');

  // Another number saves it.
  await add.getByRole('textbox', { name: /Unit number/ }).fill(unitNumber);
  await add.getByRole('button', { name: portalText('equipment.form.create') }).click();
  await expect(page.getByText(`Trailer ${unitNumber} added`)).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(unitNumber) });
  await expect(row.getByText('TR 777001 (IN)')).toBeVisible();

  // Edit: shorter, out of service for a repair.
  await row.getByRole('button', { name: `Edit Trailer ${unitNumber}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit trailer ${unitNumber}` });
  await expect(edit.getByRole('checkbox', { name: /Has a reefer unit/ })).toBeChecked();
  await edit.getByRole('textbox', { name: /Length/ }).fill('48');
  await edit.getByRole('textbox', { name: /Make/ }).fill('Utility');
  await edit.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Out of service' }).click();
  await edit.getByRole('button', { name: portalText('equipment.form.save') }).click();
  await expect(page.getByText(`Trailer ${unitNumber} saved`)).toBeVisible();

  // It stays after a reload, as saved.
  await page.reload();
  const saved = page.getByRole('row', { name: new RegExp(unitNumber) });
  await expect(saved.getByText('48 ft')).toBeVisible();
  await expect(saved.getByText('Out of service')).toBeVisible();
  await expect(saved.getByText('Utility')).toBeVisible();
});
