import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

/**
 * Issue 17, spec 1 §2 (the map toggle), ADR 027: a dispatcher switches the load board to the map, which
 * draws the shipped basemap with no request beyond the portal's origin, walks the markers by keyboard,
 * opens a load from a marker's card, and comes back to the map, which the address kept.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: portalText('shell.mainNavigation') });

test('a dispatcher opens a load from the map by keyboard, and Back and reload keep the map', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));

  await signIn(page, 'dispatcher');
  await nav(page)
    .getByRole('link', { name: /^Load Board/ })
    .click();
  await expect(page).toHaveURL(/\/available-freight$/);
  await expect(
    page
      .getByRole('list', { name: portalText('loadBoard.list') })
      .getByRole('article')
      .first(),
  ).toBeVisible();

  // The switch, by keyboard.
  const mapButton = page.getByRole('button', { name: portalText('loadBoard.view.map'), exact: true });
  await expect(mapButton).toHaveAttribute('aria-pressed', 'false');
  await mapButton.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=map/);
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');

  const markers = page.getByRole('group', { name: portalText('loadBoard.map.label') });
  await expect(markers).toBeVisible();
  // The first page of the board (50 loads), drawn over the basemap, and the map says where the list is.
  await expect(
    page.getByText(/^Map of 50 loads; the same loads are listed in the list view\.$/),
  ).toBeVisible();
  await expect(page.locator('[data-point-map] svg path').first()).toHaveAttribute('d', /^M/);
  const first = markers.getByRole('button').first();
  await expect(first).toBeVisible();

  // One tab stop for every marker: Tab lands on the first (westmost), the arrows walk on.
  await mapButton.focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const second = markers.getByRole('button').nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  // The card lists the marker's loads as links to their previews; Tab reaches them.
  const card = page.locator('[data-point-map-card]');
  await expect(card).toBeVisible();
  const link = card.getByRole('link', { name: /^Shipment \d+: / }).first();
  const name = (await link.textContent()) ?? '';
  const number = /^Shipment (\d+):/.exec(name)?.[1] ?? '';
  expect(number).not.toBe('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/available-freight/${number}\\?view=map$`));
  await expect(page.getByRole('heading', { level: 1, name: text('title.availableFreight') })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: portalText('loadBoard.detail.title', { number }) }),
  ).toBeVisible();

  // Back (the browser's) returns to the map, and so does a reload.
  await page.goBack();
  await expect(page).toHaveURL(/\/available-freight\?view=map$/);
  await expect(markers.getByRole('button').first()).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: portalText('loadBoard.map.label') })
      .getByRole('button')
      .first(),
  ).toBeVisible();

  // Escape closes a card and gives the focus back to its marker.
  const again = page
    .getByRole('group', { name: portalText('loadBoard.map.label') })
    .getByRole('button')
    .first();
  await again.click();
  await expect(page.locator('[data-point-map-card]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-point-map-card]')).toHaveCount(0);
  await expect(again).toBeFocused();

  // The list is one press away, and the map drew with nothing from outside the portal's origin.
  await page.getByRole('button', { name: portalText('loadBoard.view.list'), exact: true }).click();
  await expect(page).toHaveURL(/\/available-freight$/);
  expect([...origins].filter((o) => o.startsWith('http'))).toEqual([new URL(page.url()).origin]);
});
