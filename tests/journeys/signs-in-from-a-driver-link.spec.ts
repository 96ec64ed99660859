import { expect, test } from '../support/fixtures.ts';
import { driverLinkPolicy } from '@freightkit/domain';
import { credentials, portalText } from '../support/portal.ts';
import { expectedShells } from '../support/shell.ts';

test('a driver link signs the driver in directly and drops the token from the address', async ({
  page,
  request,
}) => {
  const { email } = credentials('driver');
  const answer = await request.get(`/api/dev/driver-link?email=${encodeURIComponent(email)}`);
  const { path } = (await answer.json()) as { path: string };
  await page.goto(path);
  await expect(page).not.toHaveURL(/driverToken/);
  // Lands where the spec sends a driver-only user (the hand-written table, not domain's rule).
  await expect(page).toHaveURL(new RegExp(`${expectedShells.driver.landingPath}$`));
});

test('a driver link gives three sign-ins; reopened where it signed in it spends none (ADR 042)', async ({
  browser,
  request,
}) => {
  const { email } = credentials('driver');
  const answer = await request.get(`/api/dev/driver-link?email=${encodeURIComponent(email)}`);
  const { path } = (await answer.json()) as { path: string };
  const landing = new RegExp(`${expectedShells.driver.landingPath}$`);

  /** Opens the link in a browser of its own (a new phone, or the link forwarded). */
  const openElsewhere = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    return { context, page };
  };

  // The driver's phone signs in, then reopens the text message: still one sign-in spent.
  const phone = await openElsewhere();
  await expect(phone.page).toHaveURL(landing);
  await phone.page.goto(path);
  await expect(phone.page).toHaveURL(landing);
  // Two more browsers take the other two sign-ins.
  for (const _ of [2, 3]) {
    const other = await openElsewhere();
    await expect(other.page).toHaveURL(landing);
    await other.context.close();
  }
  // A fourth is told the link is spent, and lands on the sign-in page.
  const fourth = await openElsewhere();
  await expect(
    fourth.page.getByText(portalText('auth.signIn.driverLinkUsedUp', { count: driverLinkPolicy.maxSignIns })),
  ).toBeVisible();
  await expect(fourth.page).toHaveURL(/\/login$/);
  await fourth.context.close();
  await phone.context.close();
});
