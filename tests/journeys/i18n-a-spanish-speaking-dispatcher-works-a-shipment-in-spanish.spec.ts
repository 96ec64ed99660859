import { readFile } from 'node:fs/promises';
import {
  createTranslator,
  DocumentType,
  shipmentPreviewPath,
  ShipmentStatus,
  shipmentStatuses,
  specMessages,
  routeTitleMessages,
  calendarMessages,
  type MessageParams,
} from '@freightkit/domain';
import { kitMessages } from '@freightkit/ui/messages';
import { portalMessages } from '../../apps/portal/src/app/messages.ts';
import { portalMessagesEsUs } from '../../apps/portal/src/app/messages.es-US.ts';
import { enumMessagesEsUs, routeTitleMessagesEsUs, specMessagesEsUs } from '@freightkit/domain/translations';
import { kitMessagesEsUs } from '@freightkit/ui/translations';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, credentials } from '../support/portal.ts';
import { journeyShipment } from '../support/shipments.ts';

// Issue 19: a browser whose first language is Spanish gets the portal in US Spanish from the first
// visit, and a dispatcher works a shipment without meeting an English text.
test.use({ locale: 'es-US' });

/** What the portal shows in es-US: the same engine and catalogs, Spanish first, English key by key after. */
const t = createTranslator(
  'es-US',
  specMessages,
  calendarMessages,
  kitMessages,
  routeTitleMessages,
  ...portalMessages,
  {
    en: {},
    'es-US': {
      ...specMessagesEsUs,
      ...enumMessagesEsUs,
      ...routeTitleMessagesEsUs,
      ...kitMessagesEsUs,
      ...portalMessagesEsUs,
    },
  },
);
const es = (key: string, params?: MessageParams) => t(key, params);

const samplePdf = new URL(
  '../../apps/tms-sandbox/src/areas/documents/seed-files/sample.pdf',
  import.meta.url,
);

interface Stop {
  appointment: string | null;
}

test('a dispatcher whose browser is in Spanish signs in and filters, opens, schedules, comments on and uploads to a shipment in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, password } = credentials('dispatcher');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('combobox', { name: es('portal.language') })).toHaveText(/Español/);
  await page.getByRole('textbox', { name: es('auth.field.userName'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: es('auth.field.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: es('auth.signIn.submit') }).click();
  await expect(page.getByText(es('auth.loginSuccessful'))).toBeVisible();

  // Filters: In Transit, from the FILTERS tab of the tracking list.
  const inTransit = es(shipmentStatuses.messageKey(ShipmentStatus.InTransit) ?? '');
  await page.goto('/all-shipments');
  await page.getByRole('tab', { name: es('shipmentList.view.tracking') }).click();
  await page.getByRole('tab', { name: es('tpp.tab.filters') }).click();
  await page.getByRole('checkbox', { name: inTransit }).check();
  await page.getByRole('button', { name: es('tpp.filter.apply') }).click();
  await expect(page).toHaveURL(/status=5/);
  const rows = page.getByRole('list', { name: es('shipmentList.list') }).getByRole('listitem');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(rows.first().getByText(inTransit)).toBeVisible();

  // Detail: the fourth-highest In Transit shipment (only this journey edits it), its stops in Spanish.
  const shipment = await journeyShipment(page, ShipmentStatus.InTransit, 3);
  const stops = (await callAsPage(page, `/api/v2/shipments/${shipment.id}/stops`)).body as Stop[];
  const index = stops.findIndex((stop) => stop.appointment === null);
  if (index === -1) throw new Error(`Shipment ${shipment.shipmentNumber} has no stop without an appointment`);
  const number = index + 1;
  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const stopItem = page
    .getByRole('region', { name: es('kit.stops.label') })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', {
        name: new RegExp(`^${es('kit.stops.stop', { number })}\\b`),
      }),
    });
  await expect(stopItem).toBeVisible({ timeout: 30_000 });

  // Appointment: set in the stop's zone through the Spanish dialog, shown the es-US way (day first).
  await stopItem.getByRole('button', { name: es('kit.stops.setAppointment', { number }) }).click();
  const dialog = page.getByRole('dialog', {
    name: es('kit.appointment.title', { number }),
  });
  await dialog.getByRole('checkbox', { name: es('kit.appointment.none') }).uncheck();
  // The date is typed day first, as the portal's Spanish writes it (not as the browser would).
  const date = dialog.getByLabel(es('kit.appointment.date'), { exact: true });
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await date.fill('1/12/2026');
  await date.blur();
  await expect(date).toHaveValue('01/12/2026');
  await dialog.getByLabel(es('kit.appointment.hour')).fill('9');
  await dialog.getByLabel(es('kit.appointment.minute')).fill('30');
  await dialog.getByLabel(es('kit.appointment.minute')).press('Enter');
  await expect(page.getByText(es('shipmentDetail.appointment.saved', { number }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stopItem.locator('[data-time="appointment"] dd')).toContainText(/01\/12\/2026/);

  // Comment: written and sent from the Spanish editor.
  const comments = page.getByRole('region', { name: es('notes.title') });
  const editor = comments.getByRole('textbox', {
    name: es('kit.noteEditor.label'),
    exact: true,
  });
  const comment = `Sello intacto ${Date.now()}`;
  await editor.click();
  await page.keyboard.type(comment);
  await comments.getByRole('button', { name: es('notes.send') }).click();
  await expect(comments.getByRole('article').first()).toContainText(comment);

  // Upload: a lumper receipt through the Spanish upload dialog, its validation message first.
  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'documents'));
  const section = page.getByRole('region', {
    name: es('paperwork.documents.heading'),
  });
  await section.getByRole('button', { name: es('documents.upload') }).click();
  const upload = page.getByRole('dialog', { name: es('documents.upload') });
  await upload.getByRole('button', { name: es('documents.dialog.upload'), exact: true }).click();
  await expect(upload.getByRole('alert')).toHaveText(es('documents.validation.fileType'));
  await upload
    .getByRole('combobox', { name: es('documents.dialog.fileType') })
    .selectOption(String(DocumentType.LumperReceipt));
  await upload.getByLabel(es('documents.dialog.selectFile')).setInputFiles({
    name: `recibo-${Date.now()}.pdf`,
    mimeType: 'application/pdf',
    buffer: await readFile(samplePdf),
  });
  await upload.getByRole('button', { name: es('documents.dialog.upload'), exact: true }).click();
  await expect(page.getByText(es('documents.uploaded'))).toBeVisible({
    timeout: 15_000,
  });
  await expect(upload).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');

  // Clear the appointment again, so the shipment ends as it began.
  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  await stopItem.getByRole('button', { name: es('kit.stops.editAppointment', { number }) }).click();
  await dialog.getByRole('checkbox', { name: es('kit.appointment.none') }).check();
  await dialog.getByRole('button', { name: es('kit.appointment.save') }).click();
  await expect(dialog).toBeHidden();
});
