import { caseDisplayGroups, shipmentPreviewPath, type CaseDisplayGroup } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

interface CaseRow {
  id: string;
  caseNumber: string;
  shipmentNumber: string | null;
}

/**
 * Read-only: the dispatcher's company's oldest new case (the seed writes its notes thread), its
 * shipment, its newest note and the count stats, all as the API answers them.
 */
test('a dispatcher opens a shipment’s case from its Cases tab, reads its notes and history, and sees the case groups with counts', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  const list = (await callAsPage(page, '/api/v2/cases?group=new')).body as { items: CaseRow[] };
  const kase = list.items.find((c) => c.caseNumber === 'CASE-5001') ?? list.items.at(-1);
  if (!kase?.shipmentNumber) throw new Error('The sandbox seeds no new case on a shipment');
  const notes = (await callAsPage(page, `/api/v2/cases/${kase.id}/notes`)).body as {
    items: { content: string }[];
  };
  const newest = notes.items[0]?.content;
  if (!newest) throw new Error(`The sandbox seeds no notes on ${kase.caseNumber}`);

  // The shipment's Cases tab lists the case.
  await page.goto(shipmentPreviewPath(kase.shipmentNumber, 'details'));
  const casesTab = page
    .getByRole('tablist', { name: portalText('shipmentDetail.tabs') })
    .getByRole('tab', { name: portalText('shipmentDetail.tab.cases') });
  await casesTab.click();
  await expect(casesTab).toHaveAttribute('aria-current', 'page');
  const shipmentCases = page.getByRole('table', {
    name: portalText('cases.shipment.caption', { number: kase.shipmentNumber }),
  });
  const link = shipmentCases.getByRole('link', { name: kase.caseNumber });
  await expect(link).toBeVisible({ timeout: 15_000 });

  // Opening it shows the case and its notes, newest first.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cases/${kase.caseNumber}/preview/notes$`));
  await expect(
    page.getByRole('heading', {
      name: new RegExp(portalText('cases.preview.title', { number: kase.caseNumber })),
    }),
  ).toBeVisible();
  await expect(page.getByText(newest).first()).toBeVisible({ timeout: 15_000 });

  // The history tab tells what happened, ending with the case being raised.
  const caseTabs = page.getByRole('tablist', { name: portalText('cases.preview.tabs') });
  await caseTabs.getByRole('tab', { name: text('cases.tab.history') }).click();
  const history = page.getByRole('table', { name: portalText('cases.history.caption') });
  await expect(history.getByRole('row').last()).toContainText(
    `${portalText('cases.history.kind.caseCreated')}: ${kase.caseNumber}`,
    { timeout: 15_000 },
  );
  await expect(history.getByRole('row')).not.toHaveCount(1);

  // /cases shows the four groups with the counts the API answers.
  const stats = (await callAsPage(page, '/api/v2/cases/count_stats')).body as Record<
    CaseDisplayGroup,
    number
  >;
  await page.goto('/cases');
  // The top bar names the area as its drawer entry does, not by the path's 'Cases'.
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
    text('nav.accessorialRequests'),
  );
  const views = page.getByRole('tablist', { name: portalText('cases.list.views') });
  for (const group of Object.keys(caseDisplayGroups) as CaseDisplayGroup[]) {
    // Drawn as the name and a badge, read as "New (3)".
    await expect(
      views.getByRole('tab', { name: new RegExp(`^${text(caseDisplayGroups[group].label)}`) }),
    ).toHaveAccessibleName(`${text(caseDisplayGroups[group].label)} (${String(stats[group])})`);
  }
  await expect(
    page
      .getByRole('table', { name: portalText('cases.list.caption', { group: text('cases.group.new') }) })
      .getByRole('link', { name: kase.caseNumber }),
  ).toBeVisible();
});
