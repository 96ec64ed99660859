import { expect, test } from '../support/fixtures.ts';
import { credentials } from '../support/portal.ts';
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
