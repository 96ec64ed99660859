import { readFile } from 'node:fs/promises';
import { parseMoney } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

/**
 * Seeded payments (apps/tms-sandbox/src/areas/payments/seed.ts): 500214 is an ACH that Northwind
 * Factoring received 9 days ago for three of Swiftline's invoices, quick-paid, one with a deduction.
 * This journey only reads it.
 */
const check = '500214';

/** The cells of one CSV line (no quoted commas in the rows read here). */
const cells = (line: string) => line.split(',');

test('the factoring company opens a payment by check number and downloads its CSV, whose totals match the screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'factoring');
  await page
    .getByRole('navigation', { name: portalText('shell.mainNavigation') })
    .getByRole('link', { name: new RegExp(`^${text('nav.paymentRemittance')}`) })
    .click();
  await expect(page).toHaveURL(/\/payments$/);

  // Find it by its check number in the default window (the last 3 months), then open it.
  await page.getByRole('searchbox', { name: new RegExp(portalText('payments.search')) }).fill(check);
  await page.getByRole('button', { name: portalText('payments.apply') }).click();
  await expect(page.getByText(new RegExp(portalText('payments.total', { count: 1 })))).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: check, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/${check}/preview$`));
  await expect(
    page.getByRole('heading', { name: portalText('payment.title', { number: check }) }).first(),
  ).toBeVisible({ timeout: 15_000 });

  const shown = parseMoney((await page.getByTestId('remittance-total').first().innerText()).trim());
  expect(shown).toBe(7196.88);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: portalText('payments.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^remittance-${check}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const path = await download.path();
  const csv = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(cells(lines[0] ?? '')).toEqual([
    'Check Number',
    'Payment Date',
    'Invoice Number',
    'Shipment Number',
    'Amount',
    'Quick Pay Fee',
    'Other Deductions',
    'Deduction Note',
    'Net Paid',
  ]);
  const rows = lines.slice(1, -1).map(cells);
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    expect(row[0]).toBe(check);
    expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  const nets = rows.map((row) => Math.round(Number(row[8]) * 100));
  const total = cells(lines.at(-1) ?? '');
  expect(total[0]).toBe('Total');
  // The CSV's Total row is the screen's total, and the sum of its own net column.
  expect(Number(total[8])).toBe(shown);
  expect(nets.reduce((a, b) => a + b, 0) / 100).toBe(shown);

  // Print: the print dialog is stubbed; on paper the remittance shows alone, without the shell.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: portalText('payment.print') }).click();
  const paper = page.getByTestId('printed-remittance');
  await expect(paper).toBeAttached();
  await expect(paper).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(paper).toBeVisible();
  await expect(paper.getByTestId('remittance-total')).toHaveText('$7,196.88');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: portalText('payments.download') })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('a user without the role is refused payments, on screen and by the back end', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the refused call this journey makes on purpose.
  allowConsoleErrors(/status of 403/);
  await signIn(page, 'driver');
  await page.goto(`/payments/${check}/preview`);
  await expect(page.getByRole('heading', { name: text('access.notAuthorized') })).toBeVisible();
  const { status } = await callAsPage(page, `/api/v2/payments/${check}`);
  expect(status).toBe(403);
});
