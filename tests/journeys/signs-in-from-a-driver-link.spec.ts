import { landingPath } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { credentials, storedUser } from '../support/portal.ts';

test('a driver link signs the driver in directly and drops the token from the address', async ({
  page,
  request,
}) => {
  const { email } = credentials('driver');
  const answer = await request.get(`/api/dev/driver-link?email=${encodeURIComponent(email)}`);
  const { path } = (await answer.json()) as { path: string };
  await page.goto(path);
  await expect(page).not.toHaveURL(/driverToken/);
  await expect(page).toHaveURL(new RegExp(`${landingPath(await storedUser(page))}$`));
});
