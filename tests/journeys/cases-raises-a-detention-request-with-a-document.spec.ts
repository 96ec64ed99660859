import { readFile } from 'node:fs/promises';
import { ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

const samplePdf = new URL(
  '../../apps/tms-sandbox/src/areas/documents/seed-files/sample.pdf',
  import.meta.url,
);

interface CaseRow {
  id: string;
  caseNumber: string;
  title: string;
  shipmentNumber: string | null;
  description: string | null;
  amount: number | null;
}

/**
 * Issue 15: a dispatcher raises a detention request on a delivered shipment from its Cases tab with a
 * gate log attached, reads 'Case created!', sees it on the shipment and finds it under New on /cases.
 * The description carries a unique token, so the case is found whatever else the shared database holds.
 */
test('a dispatcher raises a detention request on a delivered shipment with a document and finds it under New', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  const { body } = await callAsPage(
    page,
    `/api/v2/shipments?view=tracking&status=${ShipmentStatus.Delivered}&pageSize=1000`,
  );
  const shipment = (body as { items: { shipmentNumber: string }[] }).items[0];
  if (!shipment) throw new Error('The sandbox seeds no Delivered shipment for the dispatcher');
  const description = `Held 5 hours at the receiver past the appointment (journey ${String(Date.now())}).`;

  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'cases'));
  await page.getByRole('button', { name: portalText('cases.raise.action') }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', {
    name: portalText('cases.raise.titleOf', { number: shipment.shipmentNumber }),
  });
  await expect(dialog).toBeVisible();

  // Sending at once says what is missing, next to each field.
  await dialog.getByRole('button', { name: portalText('cases.raise.send') }).click();
  await expect(dialog.getByText('Choose the kind of accessorial request.')).toBeVisible();

  await dialog.getByRole('combobox', { name: new RegExp(portalText('cases.raise.type')) }).click();
  await page.getByRole('option', { name: portalText('cases.raise.kind.Detention') }).click();
  await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('187.50');
  await dialog.getByRole('textbox', { name: /Description/ }).fill(description);
  await dialog.getByLabel(portalText('cases.raise.addDocuments')).setInputFiles({
    name: 'gate-log.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile(samplePdf),
  });
  await expect(dialog.getByRole('list', { name: portalText('cases.raise.chosen') })).toContainText(
    'gate-log.pdf',
  );
  await dialog.getByRole('button', { name: portalText('cases.raise.send') }).click();
  await expect(page.getByText(text('cases.created'))).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();

  const list = (await callAsPage(page, '/api/v2/cases?group=new')).body as { items: CaseRow[] };
  const raised = list.items.find((c) => c.description === description);
  if (!raised) throw new Error('The raised case is not among the New cases');
  expect(raised).toMatchObject({
    title: 'Detention',
    amount: 187.5,
    shipmentNumber: shipment.shipmentNumber,
  });
  const documents = (await callAsPage(page, `/api/v2/cases/${raised.id}/documents`)).body as {
    name: string;
  }[];
  expect(documents.map((d) => d.name)).toContain('gate-log.pdf');

  // The shipment's Cases tab lists it at once.
  await expect(
    page
      .getByRole('table', { name: portalText('cases.shipment.caption', { number: shipment.shipmentNumber }) })
      .getByRole('link', { name: raised.caseNumber }),
  ).toBeVisible({ timeout: 15_000 });

  // /cases lists it under New, newest first.
  await page.goto('/cases');
  const newCases = page.getByRole('table', {
    name: portalText('cases.list.caption', { group: text('cases.group.new') }),
  });
  await expect(newCases.getByRole('link', { name: raised.caseNumber })).toBeVisible({ timeout: 15_000 });
});
