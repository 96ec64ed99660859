import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text } from '../support/portal.ts';

/**
 * Spec 000 §2: "A query parameter shipment_id on load sends the user to that available-freight
 * preview". Any address the portal loads with it, signed in or first sent to sign in.
 */

/** A Swiftline shipment number (seeded, Ready to Book, so on the board for Swiftline); only read here. */
const shipmentNumber = '100010';

test('a dispatcher loading the portal with shipment_id lands on that available-freight preview', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  await page.goto(`/all-shipments?shipment_id=${shipmentNumber}`);
  await expect(page).toHaveURL(new RegExp(`/available-freight/${shipmentNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: text('title.availableFreight') })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: portalText('loadBoard.detail.title', { number: shipmentNumber }),
    }),
  ).toBeVisible();

  // Only on load: moving around inside the portal afterwards does not send the user back.
  await page
    .getByRole('navigation', { name: portalText('shell.mainNavigation') })
    .getByRole('link', { name: /^Dashboard/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out visitor with shipment_id signs in and lands on that preview', async ({ page }) => {
  await page.goto(`/?shipment_id=${shipmentNumber}`);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'dispatcher');
  await expect(page).toHaveURL(new RegExp(`/available-freight/${shipmentNumber}$`));
});
