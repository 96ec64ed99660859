import { ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, credentials, portalText, signIn, submitSignIn } from '../support/portal.ts';

interface Row {
  id: string;
  shipmentNumber: string;
}

test('a 401 on a document download ends the session like any call, and sign-in returns to the documents', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  await signIn(page, 'dispatcher');
  // A seeded Delivery Confirmed shipment carries documents; this journey only reads them.
  const { body } = await callAsPage(
    page,
    `/api/v2/shipments?view=tracking&status=${ShipmentStatus.DeliveryConfirmed}&pageSize=1000`,
  );
  const rows = [...(body as { items: Row[] }).items].sort((a, b) =>
    b.shipmentNumber.localeCompare(a.shipmentNumber),
  );
  const shipment = rows[1];
  if (!shipment) throw new Error('The sandbox seeds fewer than two Delivery Confirmed shipments');
  const documentsPath = shipmentPreviewPath(shipment.shipmentNumber, 'documents');

  // The back end refuses the token for file downloads only (the JSON calls still answer), so only
  // the document transfer sees the 401.
  await page.route('**/api/v1/documents/*', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
  );
  await page.goto(documentsPath);

  // The thumbnails' downloads answer 401: signed out, local storage cleared, at the start page.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await page.unroute('**/api/v1/documents/*');
  const { email, password } = credentials('dispatcher');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${documentsPath}$`));
  await expect(page.getByRole('region', { name: portalText('paperwork.documents.heading') })).toBeVisible({
    timeout: 15_000,
  });
});
