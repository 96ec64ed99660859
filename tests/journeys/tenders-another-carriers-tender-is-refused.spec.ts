import { TenderOfferStatus } from '@freightkit/domain';
import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';
import { sendAsPage } from '../support/shipments.ts';

test("another carrier's tender is refused: not found on screen, 404 to read or answer", async ({
  browser,
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(60_000);
  allowConsoleErrors(failedRequest(404));
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'otherCarrierAdmin');
  const { body } = await callAsPage(otherPage, '/api/v2/tenders');
  const theirs = (body as { items: { id: string; shipmentNumber: string }[] }).items[0]!;
  await other.close();

  await signIn(page, 'dispatcher');
  expect((await callAsPage(page, `/api/v2/tenders/${theirs.id}`)).status).toBe(404);
  expect(
    await sendAsPage(page, 'PUT', `/api/v2/tenders/${theirs.id}/offers`, {
      status: TenderOfferStatus.Accepted,
    }),
  ).toBe(404);
  for (const address of [theirs.id, theirs.shipmentNumber]) {
    await page.goto(`/tenders/${address}`);
    await expect(page.getByText(portalText('tenders.detail.notFound'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: portalText('tenders.accept') })).toHaveCount(0);
  }
});
