import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/portal.ts';

test('is signed out with a console warning when the token expires', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The page's clock is ours to move, so the real token can expire without waiting hours.
  await page.clock.install();
  await signIn(page, 'dispatcher');
  await page.goto('/tenders?status=sent');
  await expect(page).toHaveURL(/\/tenders\?status=sent$/);

  const msLeft = await page.evaluate(() => {
    const token = window.localStorage.getItem('token')!;
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
    };
    return claims.exp * 1000 - Date.now();
  });
  await page.clock.fastForward(msLeft + 1000);

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(warnings.some((w) => /expired/i.test(w))).toBe(true);
});
