import type { Page } from '@playwright/test';
import { primitiveMessages } from '@freightkit/ui/messages';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

/**
 * Issue 17, spec 1 §2 (the map toggle), ADR 027: a dispatcher switches the load board to the map, which
 * draws the shipped basemap with no request beyond the portal's origin, walks the markers by keyboard,
 * opens a load from a marker's card, and comes back to the map, which the address kept; it zooms and pans the
 * map by button and keyboard and resets it.
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

test('on the map, a city draws its 100-mile circle around the loads, and a marker opens one of them', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  await page.goto('/available-freight?view=map');
  const markers = page.getByRole('group', { name: portalText('loadBoard.map.label') });
  await expect(markers.getByRole('button').first()).toBeVisible();
  await expect(page.locator('[data-map-circle]')).toHaveCount(0);

  const origin = page.getByRole('combobox', { name: portalText('loadBoard.origin') });
  await origin.fill('Chicago');
  await expect(page.getByRole('option', { name: 'Chicago, IL', exact: true })).toBeVisible();
  await origin.press('Enter');
  await expect(page).toHaveURL(/view=map.*origin=\d+|origin=\d+.*view=map/);
  // The searched radius is drawn, and the map still shows what the list would.
  await expect(page.locator('[data-map-circle]')).toHaveCount(1);
  await expect(
    page.getByText(/^Map of \d+ loads?; the same loads? (are|is) listed in the list view\.$/),
  ).toBeVisible();

  // Every marker sits inside the circle's box on screen (a group marker at its loads' middle).
  const circle = await page.locator('[data-map-circle]').boundingBox();
  if (circle === null) throw new Error('the radius circle is not drawn');
  for (const marker of await markers.getByRole('button').all()) {
    const box = await marker.boundingBox();
    if (box === null) throw new Error('a marker is not drawn');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(x).toBeGreaterThanOrEqual(circle.x - 2);
    expect(x).toBeLessThanOrEqual(circle.x + circle.width + 2);
    expect(y).toBeGreaterThanOrEqual(circle.y - 2);
    expect(y).toBeLessThanOrEqual(circle.y + circle.height + 2);
  }

  await markers.getByRole('button').first().click();
  const link = page.locator('[data-point-map-card]').getByRole('link').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/available-freight\/\d+\?.*view=map/);
  await page.getByRole('link', { name: portalText('loadBoard.detail.back') }).click();
  await expect(page.locator('[data-map-circle]')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: portalText('loadBoard.origin') })).toHaveValue(
    'Chicago, IL',
  );
});

test('on the map, a dispatcher zooms in and pans by button and keyboard, and resets', async ({ page }) => {
  const kit = primitiveMessages.en;
  await signIn(page, 'dispatcher');
  await page.goto('/available-freight?view=map');
  const markers = page.getByRole('group', { name: portalText('loadBoard.map.label') });
  await expect(markers.getByRole('button').first()).toBeVisible();
  const view = page.locator('[data-map-view]');
  await expect(view).toHaveAttribute('data-map-view', '1 0 0');
  const zoomIn = page.getByRole('button', { name: kit['kit.map.zoomIn'] });
  const reset = page.getByRole('button', { name: kit['kit.map.reset'] });
  await expect(reset).toHaveAttribute('aria-disabled', 'true');

  // Zoom in by button, then + on the first marker (about it, so it stays in focus and in view).
  const groupedBefore = await markers.getByRole('button').count();
  await zoomIn.click();
  await expect(view).toHaveAttribute('data-map-view', /^2 /);
  await markers.getByRole('button').first().focus();
  const first = await markers.getByRole('button').first().getAttribute('aria-label');
  await page.keyboard.press('+');
  await expect(view).toHaveAttribute('data-map-view', /^4 /);
  await expect(markers.getByRole('button', { name: first ?? '', exact: true })).toBeFocused();

  // The map's own tab stop (after the markers): the arrow keys pan it east.
  const surface = page.getByRole('application', { name: kit['kit.map.surface'] });
  await surface.focus();
  const x = Number((await view.getAttribute('data-map-view'))?.split(' ')[1]);
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => Number((await view.getAttribute('data-map-view'))?.split(' ')[1]))
    .toBeLessThan(x);

  // Reset map returns to the fitted board with its groups as before.
  await reset.click();
  await expect(view).toHaveAttribute('data-map-view', '1 0 0');
  await expect(markers.getByRole('button')).toHaveCount(groupedBefore);
});
