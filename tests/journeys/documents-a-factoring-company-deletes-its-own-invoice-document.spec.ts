import { readFile } from 'node:fs/promises';
import { documentDeleteRefusalMessage } from '@freightkit/api';
import { DocumentType, documentTypes } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

const samplePdf = new URL(
  '../../apps/tms-sandbox/src/areas/documents/seed-files/sample.pdf',
  import.meta.url,
);

/**
 * Seeded invoice 880005 (apps/tms-sandbox/src/areas/invoices/seed.ts): a draft invoice of the
 * dispatcher's carrier factored to Northwind, so nothing on it is locked by a settlement. This
 * journey only adds a document to it and deletes that document again.
 */
const factored = '880005';

const apLabel = documentTypes.label(DocumentType.APInvoice) ?? '';

/** Opens the invoice preview and waits for its Documents section. */
async function openInvoiceDocuments(page: Page) {
  await page.goto(`/accounting/${factored}/preview`);
  const section = page.getByRole('region', { name: portalText('paperwork.documents.heading') });
  await expect(section.getByRole('button', { name: text('documents.upload') })).toBeVisible({
    timeout: 15_000,
  });
  return section;
}

/** Presses a tile's Delete by keyboard and resolves with the back end's answer to the DELETE. */
async function deleteTile(page: Page, tileName: string) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/v2/documents/'),
  );
  const button = page.getByRole('article', { name: tileName }).getByRole('button', {
    name: text('documents.delete'),
  });
  await button.focus();
  await page.keyboard.press('Enter');
  const response = await answer;
  return { status: response.status(), body: (await response.json()) as unknown };
}

test('a factoring company deletes the invoice document it uploaded, which the carrier may not, being told who added it', async ({
  page,
  browser,
}) => {
  // Two sign-ins, an upload and two deletes on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'factoring');
  let section = await openInvoiceDocuments(page);

  // The factoring company uploads its AP invoice document to the invoice factored to it.
  const name = `northwind-ap-${factored}-${Date.now()}.pdf`;
  await section.getByRole('button', { name: text('documents.upload') }).click();
  const dialog = page.getByRole('dialog', { name: text('documents.upload') });
  await dialog
    .getByRole('combobox', { name: text('documents.dialog.fileType') })
    .selectOption(String(DocumentType.APInvoice));
  await dialog
    .getByLabel(text('documents.dialog.selectFile'))
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: await readFile(samplePdf) });
  await dialog.getByRole('button', { name: text('documents.dialog.upload'), exact: true }).click();
  await expect(page.getByText(text('documents.uploaded'))).toBeVisible({ timeout: 15_000 });
  const tileName = `${apLabel}: ${name}`;
  await expect(page.getByRole('article', { name: tileName })).toBeVisible();

  // The carrier's dispatcher sees it on the invoice but may not delete it: 403 is "not permitted"
  // ('Failed to delete document', the tile stays), and the refusal names the factoring company.
  const carrier = await browser.newPage();
  const carrierErrors: string[] = [];
  carrier.on('pageerror', (error) => carrierErrors.push(error.message));
  try {
    await signIn(carrier, 'dispatcher');
    await openInvoiceDocuments(carrier);
    await expect(carrier.getByRole('article', { name: tileName })).toBeVisible({ timeout: 15_000 });
    const refused = await deleteTile(carrier, tileName);
    expect(refused).toEqual({
      status: 403,
      body: {
        message: documentDeleteRefusalMessage({
          reason: 'addedByAnotherCompany',
          addedBy: 'factoringCompany',
        }),
      },
    });
    await expect(carrier.getByText(text('documents.deleteFailed'))).toBeVisible();
    await expect(carrier.getByRole('article', { name: tileName })).toBeVisible();
    expect(carrierErrors).toEqual([]);
  } finally {
    await carrier.close();
  }

  // The factoring company deletes its own upload: 'Document deleted', and the tile leaves.
  section = await openInvoiceDocuments(page);
  await expect(section.getByRole('article', { name: tileName })).toBeVisible({ timeout: 15_000 });
  const deleted = await deleteTile(page, tileName);
  expect(deleted.status).toBe(200);
  await expect(page.getByText(text('documents.deleted'))).toBeVisible();
  await expect(page.getByRole('article', { name: tileName })).toBeHidden();
});
