import { expect, test } from '../support/fixtures.ts';

test('opens the portal and reaches the back end from the same origin', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'FreightKit' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Back end reachable');
});
