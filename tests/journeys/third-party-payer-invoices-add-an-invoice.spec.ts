import { readFile } from 'node:fs/promises';
import { DocumentType, documentTypes } from '@freightkit/domain';
import { noteMessages } from '@freightkit/ui/messages';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, dismissSamsaraModal, portalText, signIn, text } from '../support/portal.ts';

/**
 * Seeded third-party payer invoices of the carrier admin's company
 * (apps/tms-sandbox/src/areas/third-party-payer-invoices/seed.ts): 990001 is a Draft raised today on a
 * delivered load, waiting on the carrier, and entered only by this journey; 990006 waits on a load still
 * in transit; 990010 is settled.
 */
const waiting = '990001';
const moving = '990006';
const settled = '990010';
const samplePdf = new URL(
  '../../apps/tms-sandbox/src/areas/documents/seed-files/sample.pdf',
  import.meta.url,
);

test('a carrier admin filters to today, adds the invoice number and amount, uploads its third-party document, comments, and the invoice leaves Action Required', async ({
  page,
}) => {
  // Sign-in, the list, filters, the preview with its paperwork, a save and two more loads on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'carrierAdmin');
  // The admin's tracking token is expired: put the modal off for the session.
  await dismissSamsaraModal(page);
  await page
    .getByRole('navigation', { name: portalText('shell.mainNavigation') })
    .getByRole('link', { name: new RegExp(`^${text('nav.thirdPartyPayerInvoices')}`) })
    .click();
  await expect(page).toHaveURL(/\/third-party-payer-invoices/);
  const views = page.getByRole('radiogroup', { name: 'Views' });
  await expect(
    views.getByRole('radio', { name: new RegExp(`^${text('tpp.view.actionRequired')}`) }),
  ).toBeChecked();
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });

  // FILTERS: Draft, raised today; nothing is sent until Apply.
  await page.getByRole('tab', { name: text('tpp.tab.filters') }).click();
  await page.getByRole('checkbox', { name: 'Draft' }).check();
  await page
    .getByRole('radiogroup', { name: text('tpp.filter.invoiceDate') })
    .getByRole('radio', { name: text('tpp.filter.today') })
    .check();
  await page.getByRole('button', { name: text('tpp.filter.apply') }).click();
  await expect(page).toHaveURL(/status=0&inv=today/);
  await expect(page.getByText(portalText('tppList.total', { count: 1 }))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(text('tpp.noMoreResults'))).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(waiting) })
    .first()
    .click();

  await expect(page).toHaveURL(new RegExp(`/third-party-payer-invoices/${waiting}/preview$`));
  await expect(
    page.getByRole('heading', { name: new RegExp(portalText('tppInvoice.title', { number: waiting })) }),
  ).toBeVisible({ timeout: 15_000 });
  const number = page.getByRole('textbox', { name: new RegExp(`^${text('invoices.form.invoiceNumber')}`) });
  const amount = page.getByRole('textbox', { name: new RegExp(`^${text('invoices.form.invoiceAmount')}`) });
  await number.fill(`SWL-${waiting}`);
  await amount.fill('2150');
  await page.getByRole('button', { name: text('invoices.form.save') }).click();
  await expect(page.getByText(text('invoices.updated'))).toBeVisible();

  await page.reload();
  await expect(number).toHaveValue(`SWL-${waiting}`, { timeout: 15_000 });
  await expect(amount).toHaveValue('2150');

  // Its own required document is the third-party invoice document (spec 2 §3): uploaded, it fills the slot.
  const thirdParty = documentTypes.label(DocumentType.ThirdParty) ?? '';
  const documents = page.getByRole('region', { name: portalText('paperwork.documents.heading') });
  await expect(documents.getByRole('article', { name: `${thirdParty}: Required` })).toBeVisible();
  await documents.getByRole('button', { name: text('documents.upload') }).click();
  const dialog = page.getByRole('dialog', { name: text('documents.upload') });
  await dialog
    .getByRole('combobox', { name: text('documents.dialog.fileType') })
    .selectOption(String(DocumentType.ThirdParty));
  const name = `tpp-${waiting}-${String(Date.now())}.pdf`;
  await dialog
    .getByLabel(text('documents.dialog.selectFile'))
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: await readFile(samplePdf) });
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/documents',
  );
  await dialog.getByRole('button', { name: text('documents.dialog.upload'), exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    type: DocumentType.ThirdParty,
    thirdPartyInvoiceId: expect.any(String),
  });
  await expect(page.getByText(text('documents.uploaded'))).toBeVisible({ timeout: 15_000 });
  await expect(documents.getByRole('article', { name: `${thirdParty}: ${name}` })).toBeVisible();
  await expect(documents.getByRole('article', { name: `${thirdParty}: Required` })).toHaveCount(0);

  // A comment for whoever audits it next, kept with the invoice.
  const comments = page.getByRole('region', { name: text('notes.title') });
  const editor = comments.getByRole('textbox', {
    name: noteMessages.en['kit.noteEditor.label'],
    exact: true,
  });
  await editor.click();
  const note = `Invoice SWL-${waiting} sent to the payer ${String(Date.now())}`;
  await page.keyboard.type(note);
  await comments.getByRole('button', { name: text('notes.send') }).click();
  await expect(comments.getByRole('article').filter({ hasText: note })).toBeVisible({ timeout: 15_000 });

  // Closing goes back to the list; the invoice no longer waits on the carrier.
  await page.getByRole('button', { name: portalText('tppInvoice.close') }).click();
  await expect(page).toHaveURL(/\/third-party-payer-invoices$/);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: new RegExp(waiting) })).toHaveCount(0);
});

test('submission waits on delivery and a settled invoice is locked, in the screen and at the back end', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // Another company's number answers 404, which the browser logs.
  allowConsoleErrors(failedRequest(404));
  await signIn(page, 'carrierAdmin');
  // The admin's tracking token is expired: put the modal off for the session.
  await dismissSamsaraModal(page);
  await page.goto(`/third-party-payer-invoices/${moving}/preview`);
  await expect(page.getByText(text('invoices.awaitingDelivery'))).toBeVisible({ timeout: 15_000 });
  const number = page.getByRole('textbox', { name: new RegExp(`^${text('invoices.form.invoiceNumber')}`) });
  await number.fill('SWL-EARLY');
  await expect(page.getByRole('button', { name: text('invoices.form.save') })).toBeDisabled();

  await page.goto(`/third-party-payer-invoices/${settled}/preview`);
  await expect(number).toBeDisabled({ timeout: 15_000 });
  // Another company's number is not found, and says so.
  await page.goto('/third-party-payer-invoices/880001/preview');
  await expect(page.getByText(text('invoices.invoiceNumberInvalid'))).toBeVisible({ timeout: 15_000 });
  const { status } = await callAsPage(page, '/api/v1/third_party_payer_invoices/880001');
  expect(status).toBe(404);
});

test('a driver is refused the third-party payer invoices', async ({ page }) => {
  await signIn(page, 'driver');
  await page.goto('/third-party-payer-invoices');
  await expect(page.getByRole('heading', { name: text('access.notAuthorized') })).toBeVisible();
});
