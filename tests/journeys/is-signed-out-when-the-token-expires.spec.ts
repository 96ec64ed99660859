import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/portal.ts';

test('is signed out with a console warning when the token expires, and returns after signing in', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signIn(page, 'dispatcher');
  await page.goto('/tenders?status=sent');
  await expect(page).toHaveURL(/\/tenders\?status=sent$/);

  // Rewrite the stored token's expiry to two seconds from now; the portal checks expiry itself.
  await page.evaluate(() => {
    const token = window.localStorage.getItem('token')!;
    const [head, body, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    claims['exp'] = Math.floor(Date.now() / 1000) + 2;
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    window.localStorage.setItem('token', `${head}.${encoded}.${signature}`);
  });
  await page.reload();
  await expect(page).toHaveURL(/\/tenders\?status=sent$/);

  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(warnings.some((w) => /expired/i.test(w))).toBe(true);
});
