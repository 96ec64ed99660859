import { readFile } from 'node:fs/promises';
import { documentTooLargeMessage, maxDocumentBytes } from '@freightkit/api';
import { DocumentType, documentTypes, ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

const fixture = (name: string) =>
  readFile(new URL(`../../packages/ui/src/DocumentViewer/fixtures/${name}`, import.meta.url));

/**
 * The third-highest Delivery Confirmed shipment: only this journey adds to or deletes from its
 * documents (the upload journey uses the second-highest).
 */
async function journeyShipmentNumber(page: Page): Promise<string> {
  const { body } = await callAsPage(
    page,
    `/api/v2/shipments?view=tracking&status=${ShipmentStatus.DeliveryConfirmed}&pageSize=1000`,
  );
  const numbers = (body as { items: { shipmentNumber: string }[] }).items
    .map((row) => row.shipmentNumber)
    .sort((a, b) => b.localeCompare(a));
  const number = numbers[2];
  if (number === undefined)
    throw new Error('The sandbox seeds fewer than three Delivery Confirmed shipments');
  return number;
}

/** Uploads a file as a lumper receipt through the Upload Document dialog. */
async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const section = page.getByRole('region', { name: portalText('paperwork.documents.heading') });
  await section.getByRole('button', { name: text('documents.upload') }).click();
  const dialog = page.getByRole('dialog', { name: text('documents.upload') });
  await dialog
    .getByRole('combobox', { name: text('documents.dialog.fileType') })
    .selectOption(String(DocumentType.LumperReceipt));
  await dialog.getByLabel(text('documents.dialog.selectFile')).setInputFiles({ name, mimeType, buffer });
  await dialog.getByRole('button', { name: text('documents.dialog.upload'), exact: true }).click();
  return dialog;
}

const tileName = (name: string) => `${documentTypes.label(DocumentType.LumperReceipt) ?? ''}: ${name}`;

test('an oversized upload is refused with its message and a corrupt PDF or crafted TIFF shows an error, the page still usable', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  // The oversized upload is answered 413 on purpose.
  allowConsoleErrors(failedRequest(413));
  await signIn(page, 'dispatcher');
  await page.goto(shipmentPreviewPath(await journeyShipmentNumber(page), 'documents'));
  await expect(page.getByRole('region', { name: portalText('paperwork.documents.heading') })).toBeVisible({
    timeout: 15_000,
  });

  // One byte over the limit: the back end's 413 message, and the dialog keeps what was chosen.
  const big = Buffer.alloc(maxDocumentBytes + 1, 0x20);
  big.write('%PDF-1.7\n');
  const tooBig = await upload(page, 'too-big.pdf', 'application/pdf', big);
  // Reading 15 MB as base64 and sending it took 40 s on a loaded 2-core machine: wait for the answer, not a speed.
  await expect(page.getByText(documentTooLargeMessage)).toBeVisible({ timeout: 90_000 });
  await expect(tooBig.getByText('too-big.pdf')).toBeVisible();
  await tooBig.getByRole('button', { name: text('documents.dialog.cancel') }).click();
  await expect(tooBig).toBeHidden();

  for (const [name, mimeType] of [
    [`corrupt-${Date.now()}.pdf`, 'application/pdf'],
    [`crafted-${Date.now()}.tif`, 'image/tiff'],
  ] as const) {
    const bytes = await fixture(mimeType === 'application/pdf' ? 'corrupt.pdf' : 'hostile-loop.tiff');
    const dialog = await upload(page, name, mimeType, bytes);
    await expect(page.getByText(text('documents.uploaded')).first()).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    const tile = page.getByRole('article', { name: tileName(name) });
    await expect(tile).toBeVisible();

    const preview = tile.getByRole('button', { name: text('documents.preview') });
    await preview.focus();
    await preview.click();
    const viewer = page.getByRole('dialog', { name });
    await expect(
      viewer.getByText(text('viewer.errorBar', { message: text('viewer.loadFailed') })),
    ).toBeVisible({ timeout: 20_000 });
    // The tab did not freeze: the viewer closes by keyboard and the page answers.
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // Undo this journey's change.
    const remove = tile.getByRole('button', { name: text('documents.delete') });
    await remove.focus();
    await remove.click();
    await expect(tile).toBeHidden();
  }
});
