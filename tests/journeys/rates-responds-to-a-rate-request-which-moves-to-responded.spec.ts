import { RateRequestStatus, ServiceLevel } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, t } from '../support/portal.ts';

interface Counts {
  open: number;
  responded: number;
  declined: number;
}

test('a carrier responds to a rate request and sees it move from open to responded', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'dispatcher');
  // The oldest open request: only this journey answers it (the dashboard journey only reads the newest).
  const before = (await callAsPage(page, '/api/v2/rate_requests?pageSize=100')).body as {
    items: { id: string }[];
    counts: Counts;
  };
  const request = before.items.at(-1);
  if (!request) throw new Error('The sandbox seeds no open rate request for the dispatcher');
  const { open, responded } = before.counts;

  await page.goto('/rates');
  const views = page.getByRole('tablist', { name: portalText('rates.views') });
  await expect(
    views.getByRole('tab', { name: `${portalText('rates.view.open')} (${String(open)})` }),
  ).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  const list = page.getByRole('list', { name: portalText('rates.list') });
  const item = list
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/rates/${request.id}/preview"]`) });
  await expect(item).toBeVisible();

  // Respond by keyboard: the rate, Quick Pay from the service levels, a note, then send.
  await item.getByRole('button', { name: portalText('rates.respond') }).press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('spinbutton', { name: new RegExp(portalText('rates.respond.rate').replace(/[()]/g, '\\$&')) })
    .fill('2275');
  await dialog.getByRole('combobox', { name: portalText('rates.respond.serviceLevel') }).press('Enter');
  await page.getByRole('option', { name: t('enum.serviceLevel.QuickPay'), exact: true }).press('Enter');
  await dialog.getByRole('textbox', { name: portalText('rates.respond.note') }).fill('Can load a day early');
  await dialog.getByRole('button', { name: portalText('rates.respond.send') }).press('Enter');
  await expect(page.getByText(t('shipments.responseSent'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // It leaves the open view, and the counts follow.
  await expect(item).toHaveCount(0);
  const openTab = views.getByRole('tab', { name: `${portalText('rates.view.open')} (${String(open - 1)})` });
  await expect(openTab).toBeVisible();
  const respondedName = `${portalText('rates.view.responded')} (${String(responded + 1)})`;
  await expect(views.getByRole('tab', { name: respondedName })).toBeVisible();

  // The responded view (arrow key) shows it with the rate sent.
  await openTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/rates\?status=Offered$/);
  const answered = list
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/rates/${request.id}/preview"]`) });
  await expect(answered).toContainText('$2,275.00');
  await expect(answered).toContainText(t('enum.serviceLevel.QuickPay'));
  await expect(answered.getByRole('button', { name: portalText('rates.respond') })).toHaveCount(0);

  const stored = await callAsPage(page, `/api/v2/rate_requests/${request.id}`);
  expect(stored.body).toMatchObject({
    status: RateRequestStatus.Offered,
    responseRate: 2275,
    serviceLevel: ServiceLevel.QuickPay,
    note: 'Can load a day early',
  });
});
