import { ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

/** A name only this journey uses, so other journeys never see its saved view. */
const viewName = 'Journey: in transit from Dallas';

const inTransit = shipmentStatuses.label(ShipmentStatus.InTransit) ?? '';

const filtersTab = (page: Page) => page.getByRole('tab', { name: text('tpp.tab.filters') });
const savedViewsButton = (page: Page) => page.getByRole('button', { name: /^Saved views/ });

test('a dispatcher filters the tracking view, saves it as a view and reopens it after a reload', async ({
  page,
}) => {
  // Two reloads and a round trip per saved-view change: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, 'dispatcher');
  await page.goto('/all-shipments');
  await page.getByRole('tab', { name: portalText('shipmentList.view.tracking') }).click();
  await expect(page).toHaveURL(/\?view=tracking$/);
  await expect(page.getByRole('toolbar', { name: 'Filter by on-time' })).toBeVisible();

  // Filter: In Transit from Dallas, applied from the FILTERS tab.
  await filtersTab(page).click();
  await page.getByRole('checkbox', { name: inTransit }).check();
  await page.getByRole('textbox', { name: portalText('shipmentList.filter.origin') }).fill('Dallas');
  await page.getByRole('button', { name: text('tpp.filter.apply') }).click();
  await expect(page).toHaveURL(/view=tracking&status=5&origin=Dallas/);
  const rows = page.getByRole('list', { name: portalText('shipmentList.list') }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row.getByText(inTransit)).toBeVisible();
    await expect(row.getByText('Dallas, TX').first()).toBeVisible();
  }

  // Save the filters as a view (keyboard in the menu and dialog).
  await savedViewsButton(page).click();
  await page.getByRole('menuitem', { name: /Save current filters/ }).click();
  await page.getByRole('textbox', { name: /View name/ }).fill(viewName);
  await page.keyboard.press('Enter');
  await expect(page.getByText(portalText('shipmentList.savedViews.saved', { name: viewName }))).toBeVisible();
  await expect(page.getByRole('button', { name: `Saved views: ${viewName}` })).toBeVisible();

  // Start over from a clean tracking list and a reload, then reopen the view.
  await page.goto('/all-shipments?view=tracking');
  await page.reload();
  await expect(savedViewsButton(page)).toHaveText('Saved views');
  await savedViewsButton(page).click();
  await page.getByRole('menuitem', { name: viewName }).click();
  await expect(page).toHaveURL(/view=tracking&status=5&origin=Dallas&savedView=/);
  await filtersTab(page).click();
  await expect(page.getByRole('checkbox', { name: inTransit })).toBeChecked();
  await expect(page.getByRole('textbox', { name: portalText('shipmentList.filter.origin') })).toHaveValue(
    'Dallas',
  );
  await expect(
    page
      .getByRole('toolbar', { name: 'Filter by status' })
      .getByRole('button', { name: new RegExp(inTransit) }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The reloaded address keeps the view too.
  await page.reload();
  await expect(page.getByRole('button', { name: `Saved views: ${viewName}` })).toBeVisible();

  // Leave the database as it was: delete the view, confirming in the alert dialog.
  await page.getByRole('button', { name: `Saved views: ${viewName}` }).click();
  await page.getByRole('menuitem', { name: `Delete “${viewName}”…` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete view' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(portalText('shipmentList.savedViews.deleted', { name: viewName })),
  ).toBeVisible();
  await savedViewsButton(page).click();
  await expect(page.getByRole('menuitem', { name: viewName })).toHaveCount(0);
});
