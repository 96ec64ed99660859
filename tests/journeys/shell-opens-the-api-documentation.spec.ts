import { expect, test } from '../support/fixtures.ts';
import { dismissSamsaraModal, signIn, text } from '../support/portal.ts';

test("an admin opens API Documentation from the user menu and reads the login endpoint's entry", async ({
  page,
  context,
}) => {
  await signIn(page, 'carrierAdmin');
  // This admin's Samsara token is expired: wait for the modal (it opens after sign-in) and put it off.
  await expect(page.getByRole('dialog', { name: text('samsara.title') })).toBeVisible();
  await dismissSamsaraModal(page);
  await page.getByRole('button', { name: new RegExp(text('topBar.userMenu')) }).click();

  // The journeys' fixture watches the first tab only: watch the new one for errors and CSP refusals too.
  const docsErrors: string[] = [];
  context.on('console', (message) => {
    if (message.page() !== page && message.type() === 'error') docsErrors.push(message.text());
  });

  // The entry opens the back end's documentation in a new tab, as the spec's menu link would.
  const [docs] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: new RegExp(`^${text('userMenu.apiDocumentation')}`) }).click(),
  ]);
  await docs.waitForLoadState();
  expect(new URL(docs.url()).pathname).toBe('/api/docs');
  await expect(
    docs.getByRole('heading', { level: 1, name: text('userMenu.apiDocumentation') }),
  ).toBeVisible();

  // A readable route table: the credentials login is listed with its method and path.
  const identity = docs.getByRole('region', { name: 'Identity' });
  const login = identity.getByRole('row').filter({ hasText: '/api/v2/auth/authorize_user' });
  await expect(login).toHaveCount(1);
  await expect(login.getByRole('cell').first()).toHaveText('POST');
  await expect(login).toContainText('Credentials login');
  // Styled by its own stylesheet (the CSP refuses inline style): the table's borders collapse.
  await expect(docs.getByRole('table').first()).toHaveCSS('border-collapse', 'collapse');
  expect(docsErrors).toEqual([]);
});
