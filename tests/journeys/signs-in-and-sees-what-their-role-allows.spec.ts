import {
  landingPath,
  shouldShowSamsaraExpiredModal,
  userMenuItems,
  visibleNavItems,
} from '@freightkit/domain';
import type { PersonaKey } from '../../apps/tms-sandbox/src/personas.ts';
import { expect, test } from '../support/fixtures.ts';
import { dismissSamsaraModal, portalText, signIn, storedUser, t, text } from '../support/portal.ts';

/**
 * Every persona that can sign in, against the spec's visibility table (domain's rules applied to
 * the user the back end returns): landing page, navigation items in order, user-menu entries, and
 * the admin-only 'Expired Samsara Token' modal. Then signs out.
 */
const personasThatSignIn: readonly PersonaKey[] = [
  'carrierAdmin',
  'dispatcher',
  'driver',
  'factoring',
  'broker',
  'otherCarrierAdmin',
];

for (const key of personasThatSignIn) {
  test(`${key} signs in and sees exactly what their role allows`, async ({ page }) => {
    await signIn(page, key);
    const user = await storedUser(page);

    await expect(page).toHaveURL(new RegExp(`${landingPath(user)}$`));
    const samsara = page.getByRole('dialog', { name: text('samsara.title') });
    if (shouldShowSamsaraExpiredModal(user)) await expect(samsara).toBeVisible();
    else await expect(samsara).toBeHidden();
    await dismissSamsaraModal(page);

    await expect(page.getByRole('note').getByText(text('app.environmentBanner'))).toBeVisible();
    // The shell fills the window edge to edge: no browser default margin around it.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

    const nav = page.getByRole('navigation', { name: portalText('shell.mainNavigation') });
    const expectedNav = visibleNavItems(user).map((item) => t(item.label));
    // The kit's drawer lists its groups, each holding a list of items: count the items only.
    const items = nav.getByRole('list').getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(expectedNav.length);
    for (const [index, label] of expectedNav.entries()) await expect(items.nth(index)).toContainText(label);

    await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();
    const menuEntries = userMenuItems(user, true).map((item) => t(item.label));
    const menu = page.getByRole('menu');
    const entries = menu.getByRole('menuitem');
    for (const [index, label] of menuEntries.entries()) await expect(entries.nth(index)).toContainText(label);
    await expect(
      page.getByText(portalText('shell.about.environment', { environment: 'test' })),
    ).toBeVisible();

    await menu.getByRole('menuitem', { name: text('userMenu.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
}
