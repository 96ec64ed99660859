import { readFile } from 'node:fs/promises';
import {
  DocumentType,
  documentTypes,
  isInvoiceLocked,
  ShipmentStatus,
  shipmentPreviewPath,
} from '@freightkit/domain';
import type { Locator, Page } from '@playwright/test';
import { documentMessages } from '@freightkit/ui/messages';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

const kit = documentMessages.en;
const samplePdf = new URL(
  '../../apps/tms-sandbox/src/areas/documents/seed-files/sample.pdf',
  import.meta.url,
);

interface Row {
  id: string;
  shipmentNumber: string;
}

/**
 * A Delivery Confirmed shipment seeded with a three-page bill of lading (PDF) and a three-page proof
 * of delivery (TIFF), and with no settled invoice: once an invoice is settled, a proof of delivery
 * that fills its required slot may no longer be deleted (ADR 007), and this journey ends by deleting
 * the one it uploads. Of those, the second-highest number; only this journey adds to or deletes from
 * its documents.
 */
async function journeyShipment(page: Page): Promise<Row> {
  const { body } = await callAsPage(
    page,
    `/api/v2/shipments?view=tracking&status=${ShipmentStatus.DeliveryConfirmed}&pageSize=1000`,
  );
  const invoices = await callAsPage(page, '/api/v2/invoices?pageSize=1000');
  const settled = new Set(
    (invoices.body as { items: { shipmentNumber: string; status: { code: number } }[] }).items
      .filter((invoice) => isInvoiceLocked(invoice.status.code))
      .map((invoice) => invoice.shipmentNumber),
  );
  const rows = (body as { items: Row[] }).items
    .filter((row) => !settled.has(row.shipmentNumber))
    .sort((a, b) => b.shipmentNumber.localeCompare(a.shipmentNumber));
  const row = rows[1];
  if (!row)
    throw new Error(
      'The sandbox seeds fewer than two Delivery Confirmed shipments without a settled invoice',
    );
  return row;
}

const tile = (page: Page, name: RegExp | string) => page.getByRole('article', { name });

/**
 * The shipment document event the page raises next (spec 2 §4): resolves with what the sandbox
 * recorded (its answer is the stored event row).
 */
async function nextDocumentEvent(page: Page): Promise<{ shipmentId: string; fileType: number }> {
  const response = await page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/v2/documents/document-trigger/'),
    { timeout: 15_000 },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as { shipmentId: string; fileType: number };
}

/** Opens a tile's action by keyboard focus (the actions show on focus as well as on hover). */
async function tileAction(page: Page, tileName: RegExp | string, action: string): Promise<void> {
  const button = tile(page, tileName).getByRole('button', { name: action });
  await button.focus();
  await button.click();
}

/** Pages through every page of the open viewer with Next Page, checking 'Page n of N'. */
async function pageThrough(viewer: Locator, pages: number): Promise<void> {
  await expect(viewer.getByText(text('viewer.pageOf', { page: 1, pages }))).toBeVisible({ timeout: 15_000 });
  for (let page = 2; page <= pages; page += 1) {
    await viewer.getByRole('button', { name: text('viewer.nextPage') }).click();
    await expect(viewer.getByText(text('viewer.pageOf', { page, pages }))).toBeVisible();
  }
  await expect(viewer.getByRole('button', { name: text('viewer.nextPage') })).toBeDisabled();
}

test('a dispatcher uploads a proof of delivery for a stop, views, downloads and deletes it, each change raising the shipment document event', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The wrong-type upload is answered 400 on purpose.
  allowConsoleErrors(failedRequest(400));
  await signIn(page, 'dispatcher');
  const shipment = await journeyShipment(page);
  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'documents'));
  const section = page.getByRole('region', { name: portalText('paperwork.documents.heading') });
  await expect(tile(page, /bill-of-lading\.pdf/)).toBeVisible({ timeout: 15_000 });

  // The seeded three-page PDF and TIFF page through, zoom and rotate.
  await tileAction(page, /bill-of-lading\.pdf/, text('documents.preview'));
  let viewer = page.getByRole('dialog', { name: 'bill-of-lading.pdf' });
  await pageThrough(viewer, 3);
  await viewer.getByRole('button', { name: kit['kit.viewer.zoomIn'] }).click();
  await expect(viewer.getByRole('combobox', { name: text('viewer.zoom') })).toHaveValue('125');
  await viewer.getByRole('button', { name: text('viewer.rotateRight') }).click();
  await expect(viewer.locator('[data-rotation="90"]').first()).toBeVisible();
  await viewer.getByRole('button', { name: text('viewer.close') }).click();
  await expect(viewer).toBeHidden();

  await tileAction(page, /\.tif$/, text('documents.preview'));
  viewer = page.getByRole('dialog', { name: /\.tif$/ });
  await pageThrough(viewer, 3);
  await viewer.getByRole('button', { name: text('viewer.rotateLeft') }).click();
  await expect(viewer.locator('[data-rotation="270"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A missing type gets the spec's first message; a file whose content is not its type is refused.
  await section.getByRole('button', { name: text('documents.upload') }).click();
  let dialog = page.getByRole('dialog', { name: text('documents.upload') });
  await dialog.getByRole('button', { name: text('documents.dialog.upload'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(text('documents.validation.fileType'));
  await dialog
    .getByRole('combobox', { name: text('documents.dialog.fileType') })
    .selectOption(String(DocumentType.LumperReceipt));
  await dialog.getByLabel(text('documents.dialog.selectFile')).setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is plain text, not a PDF'),
  });
  await dialog.getByRole('button', { name: text('documents.dialog.upload'), exact: true }).click();
  // The server checks the content, not the name; its reason is the failure toast.
  await expect(page.getByText(/The file is not a PDF, PNG, JPEG or TIFF/)).toBeVisible();
  await expect(dialog).toBeVisible(); // nothing the user chose is lost
  await dialog.getByRole('button', { name: text('documents.dialog.cancel') }).click();
  await expect(dialog).toBeHidden();

  // Upload a proof of delivery for a chosen stop, with visible progress (the answer is held back a moment).
  const bytes = await readFile(samplePdf);
  const name = `journey-pod-${Date.now()}.pdf`;
  await page.route('**/api/v2/shipments/*/documents', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await section.getByRole('button', { name: text('documents.upload') }).click();
  dialog = page.getByRole('dialog', { name: text('documents.upload') });
  await dialog
    .getByRole('combobox', { name: text('documents.dialog.fileType') })
    .selectOption(String(DocumentType.ProofOfDelivery));
  const stops = dialog.getByRole('combobox', { name: text('documents.dialog.orderStop') });
  const stop = (await stops.locator('option').nth(1).getAttribute('value')) ?? '';
  await stops.selectOption(stop);
  await dialog
    .getByLabel(text('documents.dialog.selectFile'))
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await expect(dialog.getByText(name)).toBeVisible();
  // A proof of delivery sits on the stop, and still raises its shipment's document event.
  const uploadEvent = nextDocumentEvent(page);
  await dialog.getByRole('button', { name: text('documents.dialog.upload'), exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(text('documents.uploaded'))).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/v2/shipments/*/documents');
  expect(await uploadEvent).toMatchObject({
    shipmentId: shipment.id,
    fileType: DocumentType.ProofOfDelivery,
  });
  const podLabel = documentTypes.label(DocumentType.ProofOfDelivery) ?? '';
  const uploaded = tile(page, `${podLabel}: ${name}`);
  await expect(uploaded).toBeVisible();

  // Open it, and download it from the viewer: the bytes are the upload's.
  await tileAction(page, `${podLabel}: ${name}`, text('documents.preview'));
  viewer = page.getByRole('dialog', { name });
  await pageThrough(viewer, 3);
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: text('viewer.download') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  const path = await file.path();
  expect(Buffer.compare(await readFile(path), bytes)).toBe(0);
  await viewer.getByRole('button', { name: text('viewer.close') }).click();

  // Delete it (undoing this journey's change): 'Document deleted', and the tile leaves.
  const deleteEvent = nextDocumentEvent(page);
  await tileAction(page, `${podLabel}: ${name}`, text('documents.delete'));
  await expect(page.getByText(text('documents.deleted'))).toBeVisible();
  expect(await deleteEvent).toMatchObject({
    shipmentId: shipment.id,
    fileType: DocumentType.ProofOfDelivery,
  });
  await expect(uploaded).toBeHidden();
});
