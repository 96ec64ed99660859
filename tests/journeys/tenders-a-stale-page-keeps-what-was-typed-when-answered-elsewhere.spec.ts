import { tenderAnswerRefusalMessage, TenderOfferStatus } from '@freightkit/domain';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { portalText, signIn } from '../support/portal.ts';
import { sendAsPage } from '../support/shipments.ts';
import { journeyTender } from '../support/tenders.ts';

test('a stale page rejecting a tender answered elsewhere gets the message and loses nothing typed', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(60_000);
  allowConsoleErrors(failedRequest(409));
  await signIn(page, 'dispatcher');
  // The third-highest open tender on a Tendering load: only this journey answers it.
  const tender = await journeyTender(page, 2);

  await page.goto(`/tenders/${tender.shipmentNumber}`);
  await page.getByRole('button', { name: portalText('tenders.reject') }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: `Reject tender for shipment ${tender.shipmentNumber}` });
  await dialog.getByRole('radio', { name: 'Other' }).check();
  const note = dialog.getByRole('textbox', { name: 'Note to the broker' });
  await note.fill('Our only reefer is in the shop until Monday');

  // Meanwhile a colleague accepts it from another screen.
  expect(
    await sendAsPage(page, 'PUT', `/api/v2/tenders/${tender.id}/offers`, {
      status: TenderOfferStatus.Accepted,
    }),
  ).toBe(200);

  await dialog.getByRole('button', { name: 'Reject' }).press('Enter');
  await expect(dialog.getByText(tenderAnswerRefusalMessage(TenderOfferStatus.Accepted))).toBeVisible();
  await expect(note).toHaveValue('Our only reefer is in the shop until Monday');
  await expect(dialog.getByRole('radio', { name: 'Other' })).toBeChecked();
  await page.keyboard.press('Escape');
  // The page follows: the tender now reads Accepted and offers no answer.
  await expect(page.getByRole('article', { name: `Shipment ${tender.shipmentNumber}` })).toContainText(
    'Accepted',
  );
  await expect(page.getByRole('button', { name: portalText('tenders.accept') })).toHaveCount(0);
});
