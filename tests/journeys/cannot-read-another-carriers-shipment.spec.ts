import { shipmentNotFoundRedirectMs, shipmentPreviewPath } from '@freightkit/domain';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, dismissSamsaraModal, portalText, signIn, text } from '../support/portal.ts';

test("a user of one carrier cannot read another carrier's shipment by id", async ({
  browser,
  page,
  allowConsoleErrors,
}) => {
  // Two sign-ins, two searches and the spec's 3 s redirect: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  allowConsoleErrors(failedRequest(404));
  await signIn(page, 'dispatcher');
  const { body } = await callAsPage(page, '/api/v2/quick_searches/shipments?query=100001&pageSize=50');
  const swiftline = (body as { items: { id: string }[] }).items[0]!;
  expect((await callAsPage(page, `/api/v2/shipments/${swiftline.id}`)).status).toBe(200);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'otherCarrierAdmin');
  expect((await callAsPage(otherPage, `/api/v2/shipments/${swiftline.id}`)).status).toBe(404);
  const search = otherPage.getByRole('searchbox', { name: portalText('shell.search.label') });
  await dismissSamsaraModal(otherPage);
  await search.fill('100001');
  await expect(otherPage.getByText(text('search.noResults'))).toBeVisible();

  // Opening it by address: the spec's failure notice, then back to the last page after 3 seconds.
  await otherPage.goto('/videos');
  const openedAt = Date.now();
  await otherPage.goto(shipmentPreviewPath('100001', 'details'));
  await expect(otherPage.getByText(text('shipments.detailsFailed')).first()).toBeVisible();
  await expect(otherPage).toHaveURL(/\/all-shipments\/100001\/preview\/details$/);
  await expect(otherPage).toHaveURL(/\/videos$/, { timeout: shipmentNotFoundRedirectMs + 5000 });
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(shipmentNotFoundRedirectMs);
  await other.close();
});
