import type { AvailableShipmentPage, PostedTruck, ReloadOrigin, SavedLane } from '@freightkit/api';
import { ShipmentStatus } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';
import { shipmentsIn } from '../support/shipments.ts';

/**
 * Issue 17 (ADR 037): a dispatcher posts a truck and sees its matching loads on the board; saves a
 * lane, reads its match count on `/lanes` and opens the board from it; finds the reloads of a booked
 * shipment from its detail page.
 */

const matchText = (count: number) => portalText('postings.matches', { count });

/** The board's total as the list's status says it, for the board open in the page. */
async function expectBoardTotal(page: Page, count: number) {
  await expect(
    page.getByRole('status').getByText(portalText('loadBoard.total', { count }), {
      exact: true,
    }),
  ).toBeVisible();
}

/** Chooses a place in a place picker by typing its first letters and Enter. */
async function choosePlace(page: Page, label: RegExp, typed: string, name: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(typed);
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveValue(name);
}

test('a dispatcher posts a truck and saves a lane, and opens the board on the loads of each', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  await page.goto('/live-equipment');
  await expect(page.getByRole('heading', { level: 1, name: text('title.availableTrucks') })).toBeVisible();
  await page.getByRole('button', { name: portalText('trucks.post') }).click();
  await choosePlace(page, /^Empty at/, 'Chicago', 'Chicago, IL');
  await page.getByRole('button', { name: portalText('postings.save') }).click();
  await expect(page.getByText(portalText('trucks.posted'))).toBeVisible();

  // The count on the card is the back end's, and the board it opens shows that many loads.
  const { body: trucks } = await callAsPage(page, '/api/v2/live_equipment');
  const posted = (trucks as { items: PostedTruck[] }).items.find(
    (truck) => truck.emptyLocation.name === 'Chicago, IL' && truck.destinationLocation === null,
  );
  if (!posted) throw new Error('the posted truck is not listed');
  expect(posted.matchCount).toBeGreaterThan(0);
  const list = page.getByRole('list', { name: portalText('trucks.list') });
  await list
    .getByRole('link', { name: matchText(posted.matchCount) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/available-freight\?origin=\d+&originName=Chicago.*&equipment=1/);
  await expectBoardTotal(page, posted.matchCount);
  await expect(page.getByRole('combobox', { name: portalText('loadBoard.origin') })).toHaveValue(
    'Chicago, IL',
  );

  // A lane: Dallas to Chicago, any equipment.
  await page.goto('/saved-lanes');
  await page.getByRole('button', { name: portalText('lanes.add') }).click();
  await choosePlace(page, /^Origin \(city or ZIP\)/, 'Dallas', 'Dallas, TX');
  await choosePlace(page, /^Destination \(city or ZIP\)/, 'Chicago', 'Chicago, IL');
  await page.getByRole('button', { name: portalText('postings.save') }).click();
  await expect(page.getByText(portalText('lanes.saved'))).toBeVisible();
  await page.getByRole('link', { name: portalText('lanes.seeMatches') }).click();
  await expect(page).toHaveURL(/\/lanes$/);

  const { body: lanes } = await callAsPage(page, '/api/v2/saved_lanes');
  const lane = (lanes as { items: SavedLane[] }).items.find(
    (l) => l.origin.name === 'Dallas, TX' && l.destination.name === 'Chicago, IL',
  );
  if (!lane) throw new Error('the saved lane is not listed');
  const card = page.getByRole('region', { name: 'Dallas, TX to Chicago, IL' }).first();
  const count = card.getByRole('link', { name: matchText(lane.matchCount) });
  if (lane.matchCount === 0) {
    await expect(card.getByText(portalText('postings.matchesNone'))).toBeVisible();
  } else {
    await count.click();
    await expect(page).toHaveURL(/\/available-freight\?origin=\d+.*&destination=\d+/);
    await expectBoardTotal(page, lane.matchCount);
  }
});

test('a dispatcher finds the reloads of a booked shipment from its detail page', async ({ page }) => {
  await signIn(page, 'dispatcher');
  // The last booked shipment (the rescind journey takes the first).
  const booked = (await shipmentsIn(page, ShipmentStatus.Booked)).at(-1);
  if (!booked) throw new Error('the sandbox seeds no booked shipment');
  const number = booked.shipmentNumber;
  const { body } = await callAsPage(page, `/api/v2/reload_origins/${number}`);
  const start = body as ReloadOrigin;
  expect(start.onBoard).toBe(false);

  await page.goto(`/all-shipments/${number}/preview/details`);
  await page.getByRole('link', { name: portalText('shipmentDetail.findReloads') }).click();
  await expect(page).toHaveURL(new RegExp(`/available-freight\\?search=${number}$`));
  await expect(
    page.getByText(
      portalText('loadBoard.reloads.title', {
        number,
        place: `${start.destination.city}, ${start.destination.state}`,
      }),
    ),
  ).toBeVisible();
  // The list is the board searched around that delivery point (100 miles, spec 1 §9).
  const { body: around } = await callAsPage(
    page,
    `/api/v2/available_shipments?originLatitude=${start.destination.latitude}&originLongitude=${start.destination.longitude}&pageSize=1`,
  );
  await expectBoardTotal(page, (around as AvailableShipmentPage).totalCount);
});
