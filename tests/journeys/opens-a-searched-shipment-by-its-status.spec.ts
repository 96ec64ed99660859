import { ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, t, text } from '../support/portal.ts';

/**
 * Where choosing a result leads (spec 1 §2 "Global shipment search"), written out here rather than
 * asked of domain's `searchResultDestination`, which the portal itself uses: a Draft goes nowhere,
 * Tendering opens the tender, Ready to Book the available freight, anything else the details.
 */
function expectedPath(status: ShipmentStatus, shipmentNumber: string): string | null {
  if (status === ShipmentStatus.Draft) return null;
  if (status === ShipmentStatus.Tendering) return `/tenders/${shipmentNumber}`;
  if (status === ShipmentStatus.ReadyToBook) return `/available-freight/${shipmentNumber}`;
  return `/all-shipments/${shipmentNumber}/preview/details`;
}

interface Hit {
  id: string;
  shipmentNumber: string;
  status: { value: ShipmentStatus; displayName: string };
  referenceNumbers?: { label: string; value: string }[];
}

test('search opens each status where the spec says, and a draft nowhere', async ({ page }) => {
  // Ten statuses, each a search with the spec's 700 ms debounce and a page change.
  test.setTimeout(120_000);
  await signIn(page, 'dispatcher');
  const { body } = await callAsPage(page, '/api/v2/quick_searches/shipments?query=1000&pageSize=50');
  const hits = (body as { items: Hit[] }).items;
  const search = page.getByRole('searchbox', { name: portalText('shell.search.label') });

  await search.focus();
  await expect(page.getByText(text('search.prompt'))).toBeVisible();

  for (const { value } of shipmentStatuses.entries) {
    const hit = hits.find((h) => h.status.value === value);
    if (hit === undefined) throw new Error(`The sandbox seeds no shipment in status ${value}`);
    await page.goto('/videos');
    await search.fill(`  ${hit.shipmentNumber} `);
    const result = page.getByRole('button', { name: new RegExp(`^${hit.shipmentNumber}`) });
    // The status as the catalog words it (the portal translates the value, not the back end's name).
    await expect(result).toContainText(t(shipmentStatuses.messageKey(value) ?? 'missing status'));
    await expect(result).toContainText('→');
    // Keyboard, as a keyboard user would; a draft's button is aria-disabled and does nothing.
    await result.press('Enter');
    const path = expectedPath(value, hit.shipmentNumber);
    await expect(page).toHaveURL(new RegExp(`${path ?? '/videos'}$`));
  }

  await search.fill('no-such-shipment');
  await expect(page.getByText(text('search.noResults'))).toBeVisible();
});

test('a broker sees the broker prompt and reference numbers', async ({ page }) => {
  await signIn(page, 'broker');
  const search = page.getByRole('searchbox', { name: portalText('shell.search.label') });
  await search.focus();
  await expect(page.getByText(text('search.promptBroker'))).toBeVisible();
  await search.fill('30000');
  await expect(page.getByRole('button', { name: /^30000/ }).first()).toContainText('Purchase Order');
});

test('on a narrow screen the search opens in a top drawer', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await signIn(page, 'dispatcher');
  await page.getByRole('button', { name: portalText('shell.search.open') }).click();
  const drawer = page.getByRole('dialog', { name: text('search.drawerTitle') });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('searchbox').fill('100040');
  await drawer.getByRole('button', { name: /^100040/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/all-shipments\/100040\/preview\/details$/);
});
