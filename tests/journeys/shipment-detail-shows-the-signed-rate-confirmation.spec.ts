import { formatMoney, ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';

interface Row {
  id: string;
  shipmentNumber: string;
}

interface RateConfirmation {
  carrierName: string;
  signedAt: string | null;
  charges: unknown[];
  total: number;
}

/**
 * A Delivered shipment of the dispatcher's company (well past booking, so no rescind journey touches
 * it) with its rate confirmation as the API answers it. Read-only: any such shipment will do.
 */
async function deliveredWithConfirmation(page: Page): Promise<{ row: Row; confirmation: RateConfirmation }> {
  const { body } = await callAsPage(
    page,
    `/api/v2/shipments?view=tracking&status=${ShipmentStatus.Delivered}&pageSize=1000`,
  );
  const rows = [...(body as { items: Row[] }).items].sort((a, b) =>
    b.shipmentNumber.localeCompare(a.shipmentNumber),
  );
  for (const row of rows) {
    const answer = await callAsPage(page, `/api/v2/shipments/${row.id}/rate_confirmation_document`);
    if (answer.status === 200) return { row, confirmation: answer.body as RateConfirmation };
  }
  throw new Error('The sandbox seeds no Delivered shipment with a rate confirmation');
}

test('a dispatcher opens the signed rate confirmation of a delivered shipment', async ({ page }) => {
  await signIn(page, 'dispatcher');
  const { row, confirmation } = await deliveredWithConfirmation(page);
  const number = row.shipmentNumber;

  await page.goto(shipmentPreviewPath(number, 'SignedRateConfirmation'));
  const tab = page
    .getByRole('tablist', { name: portalText('shipmentDetail.tabs') })
    .getByRole('tab', { name: portalText('shipmentDetail.tab.SignedRateConfirmation') });
  await expect(tab).toHaveAttribute('aria-current', 'page');

  await expect(
    page.getByText(
      portalText('shipmentDetail.rateConfirmation.carrier', { carrier: confirmation.carrierName }),
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(
      portalText(
        confirmation.signedAt
          ? 'shipmentDetail.rateConfirmation.signed'
          : 'shipmentDetail.rateConfirmation.awaiting',
      ),
    ),
  ).toBeVisible();
  const table = page.getByRole('table', { name: portalText('shipmentDetail.rateConfirmation.charges') });
  // One header row, one row per charge, and the summed row.
  await expect(table.getByRole('row')).toHaveCount(confirmation.charges.length + 2);
  // The summed row is the last one; a charge may carry the same amount as the total.
  await expect(table.getByRole('row').last()).toContainText(formatMoney(confirmation.total, 'en-US'));
});
