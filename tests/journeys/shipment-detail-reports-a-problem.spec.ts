import {
  ShipmentProblemType,
  ShipmentStatus,
  shipmentPreviewPath,
  shipmentProblemTypes,
} from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, t } from '../support/portal.ts';
import { journeyShipment } from '../support/shipments.ts';

interface Problem {
  type: string;
  description: string;
}

test("a dispatcher reports a problem and finds it in the shipment's tracking problems", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  // The highest-numbered shipment at a stop: only this journey reports problems on it.
  const shipment = await journeyShipment(page, ShipmentStatus.AtStop, 0);
  const number = shipment.shipmentNumber;
  // A text no seed holds, so the journey finds its own report.
  const description = `Reefer alarm at the dock, journey ${String(Date.now())}`;
  // The kind as the catalog words it (enum.shipmentProblemType.Weather), not the wire value.
  const weather = t(shipmentProblemTypes.messageKey(ShipmentProblemType.Weather) ?? 'errors.unknown');

  await page.goto(shipmentPreviewPath(number, 'details'));
  const problems = page.getByRole('region', { name: portalText('shipmentDetail.problems.title') });
  await expect(problems).toBeVisible({ timeout: 30_000 });

  // By keyboard: the actions menu, "Report a problem", the kind, what happened, send.
  await page.getByRole('button', { name: portalText('shipmentDetail.actions') }).press('Enter');
  await page
    .getByRole('menuitem', { name: portalText('shipmentDetail.actions.reportProblem') })
    .press('Enter');
  const dialog = page.getByRole('dialog', { name: portalText('shipmentDetail.problem.title', { number }) });
  await dialog.getByRole('combobox', { name: portalText('shipmentDetail.problem.type') }).press('Enter');
  await page.getByRole('option', { name: weather }).press('Enter');
  const what = dialog.getByRole('textbox', {
    name: new RegExp(portalText('shipmentDetail.problem.description')),
  });
  await what.fill(description);
  await dialog.getByRole('button', { name: portalText('shipmentDetail.problem.submit') }).press('Enter');
  await expect(page.getByText(portalText('shipmentDetail.problem.reported', { number }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // It heads the tracking problems, its kind in words, and the back end lists it too.
  const mine = problems.getByRole('listitem').filter({ hasText: description });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(weather);
  const { body } = await callAsPage(page, `/api/v2/shipments/${shipment.id}/tracking_problems`);
  expect((body as Problem[])[0]).toMatchObject({ type: ShipmentProblemType.Weather, description });

  // Still there after a reload.
  await page.reload();
  await expect(
    page.getByRole('region', { name: portalText('shipmentDetail.problems.title') }).getByText(description),
  ).toBeVisible({
    timeout: 30_000,
  });
});
