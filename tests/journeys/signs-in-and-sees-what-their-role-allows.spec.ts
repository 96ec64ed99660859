import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { dismissSamsaraModal, portalText, signIn, text } from '../support/portal.ts';
import { badgeReadings, expectedShells, type ExpectedNavItem } from '../support/shell.ts';

/**
 * Every persona that can sign in, against the hand-written table of tests/support/shell.ts (the
 * spec's navigation, user menu and landing rules, and the seed's badge counts): landing page, the
 * 'Expired Samsara Token' modal, the drawer's entries in order with their badges, and the user
 * menu's entries in order. Then signs out. The table never asks domain, so a wrong rule fails here.
 */

/**
 * Exactly this label, allowing only the kit's visually hidden "(opens in a new tab)" after it
 * (Support, API Documentation).
 */
function exactly(label: string): RegExp {
  return new RegExp(`^${label}(\\s*\\([^)]*\\))?$`);
}

/**
 * Checks one drawer entry's label and badge: the badge's number shows, and is read as what it
 * counts ("4 shipments needing updates"), never as "4 new" for what is not new.
 */
async function expectNavItem(item: Locator, expected: ExpectedNavItem): Promise<void> {
  const control = item.getByRole('link').or(item.getByRole('button'));
  // The hidden reading starts with the count; the whole text is compared below.
  const badgeWording = /^(\d+) \D+$/;
  const hidden = item.getByText(badgeWording);
  await expect(control).toContainText(expected.label);
  if (expected.badge === undefined) {
    await expect(control).toHaveText(exactly(expected.label));
    await expect(hidden).toHaveCount(0);
    return;
  }
  await expect(hidden).toHaveCount(1);
  const shown = Number(badgeWording.exec((await hidden.textContent()) ?? '')?.[1]);
  if (expected.raisedBy !== undefined)
    expect(shown, `${expected.label} badge (${expected.raisedBy})`).toBeGreaterThanOrEqual(expected.badge);
  else if (expected.loweredBy !== undefined)
    expect(shown, `${expected.label} badge (${expected.loweredBy})`).toBeLessThanOrEqual(expected.badge);
  else expect(shown, `${expected.label} badge`).toBe(expected.badge);
  // The label, the drawn number, and its hidden wording: nothing else.
  const reading = badgeReadings[expected.label];
  if (reading === undefined) throw new Error(`No badge reading written for ${expected.label}`);
  await expect(control).toHaveText(`${expected.label}${shown}${reading(shown)}`);
}

for (const [key, expected] of Object.entries(expectedShells)) {
  test(`${key} signs in and sees exactly what the spec gives their role`, async ({ page }) => {
    await signIn(page, key as keyof typeof expectedShells);
    await expect(page).toHaveURL(new RegExp(`${expected.landingPath}$`));
    // Badge counts and the user load after the page: let every call settle, so "no badge" and "no
    // modal" below are the answer and not just too early a look.
    await page.waitForLoadState('networkidle');

    const samsara = page.getByRole('dialog', { name: text('samsara.title') });
    if (expected.samsaraModal) await expect(samsara).toBeVisible();
    else await expect(samsara).toBeHidden();
    await dismissSamsaraModal(page);

    await expect(page.getByRole('region', { name: text('app.environmentBanner') })).toBeVisible();
    // The shell fills the window edge to edge: no browser default margin around it.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

    const nav = page.getByRole('navigation', { name: portalText('shell.mainNavigation') });
    // The kit's drawer lists its groups, each holding a list of items: count the items only.
    const items = nav.getByRole('list').getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(expected.nav.length);
    for (const [index, item] of expected.nav.entries()) await expectNavItem(items.nth(index), item);

    // The spec's entries in order with Logout last; before Logout, what the portal adds: admins'
    // open access-request count, the other languages, and the build version and environment (where
    // support looks).
    await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
    const menu = page.getByRole('menu');
    const entries = menu.getByRole('menuitem');
    const specEntries = expected.userMenu.slice(0, -1);
    const added = [
      ...(expected.openAccessRequests === null
        ? []
        : [portalText('shell.accessRequests', { count: expected.openAccessRequests })]),
      // The language choice (issue 19, ADR 044): the other languages, each named in its own language.
      'Español',
      'Français',
      portalText('shell.about.environment', { environment: 'test' }),
    ];
    await expect(entries).toHaveCount(expected.userMenu.length + added.length);
    for (const [index, label] of specEntries.entries())
      await expect(entries.nth(index)).toHaveText(exactly(label));
    for (const [index, label] of added.entries())
      await expect(entries.nth(specEntries.length + index)).toContainText(label);
    await expect(entries.last()).toHaveText(exactly('Logout'));

    await menu.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
}
