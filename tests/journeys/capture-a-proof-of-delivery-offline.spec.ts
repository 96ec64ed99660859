import { fileURLToPath } from 'node:url';
import { DocumentType, ShipmentStatus } from '@freightkit/domain';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn } from '../support/portal.ts';

const sample = (name: string) =>
  fileURLToPath(new URL(`../../apps/portal/src/areas/capture/legibility/samples/${name}`, import.meta.url));

/** A phone: the capture sheet and the outbox are made for one. */
// The offline shell is this journey's subject: its service worker is allowed here (blocked elsewhere).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });

interface Stop {
  shipmentId: string;
  shipmentNumber: string;
  stopId: string;
  stopNumber: number;
}

/**
 * A drop-off of a Delivered shipment assigned to the driver (the seed's first, by number). The
 * journeys here count the documents of that stop before and after, so they share it safely.
 */
async function driversDropoff(page: Page): Promise<Stop> {
  const { body } = await callAsPage(
    page,
    `/api/v2/shipments?view=tracking&status=${ShipmentStatus.Delivered}&pageSize=100`,
  );
  const shipments = [...(body as { items: { id: string; shipmentNumber: string }[] }).items].sort((a, b) =>
    a.shipmentNumber.localeCompare(b.shipmentNumber),
  );
  for (const shipment of shipments) {
    const dropoffs = await callAsPage(page, `/api/v2/shipments/${shipment.id}/order_dropoffs`);
    const stop = (dropoffs.body as { dropoffs: { stopId: string; stopNumber: number }[] }[])[0]?.dropoffs[0];
    if (stop)
      return {
        shipmentId: shipment.id,
        shipmentNumber: shipment.shipmentNumber,
        stopId: stop.stopId,
        stopNumber: stop.stopNumber,
      };
  }
  throw new Error('The driver has no Delivered shipment with a drop-off');
}

async function proofsOfDelivery(page: Page, stop: Stop): Promise<{ id: string; name: string }[]> {
  const { body } = await callAsPage(page, `/api/v2/shipments/${stop.shipmentId}/documents`);
  return (body as { id: string; name: string; type: number; entityId: string }[]).filter(
    (doc) => doc.type === DocumentType.ProofOfDelivery && doc.entityId === stop.stopId,
  );
}

/** Signs in as the driver and waits until the offline shell (the service worker) controls the page. */
async function signInWithOfflineShell(page: Page): Promise<void> {
  await signIn(page, 'driver');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const capturePathOf = (stop: Stop) =>
  `/capture/${stop.shipmentId}?shipment=${stop.shipmentNumber}&label=Stop+${stop.stopNumber}&stop=${stop.stopId}`;

/** Chooses photos as pages and waits for each page's legibility check. */
async function addPages(page: Page, files: string[]): Promise<void> {
  await page.getByTestId('capture-files').setInputFiles(files.map(sample));
  await expect(page.getByText(portalText('capture.page.checking'))).toHaveCount(0, { timeout: 15_000 });
}

const outboxItems = (page: Page) => page.getByRole('main').getByRole('listitem');

async function goOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

test('a driver captures a two-page proof of delivery offline, reloads, and it is stored once when back online', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // Offline, the shell's own data calls fail as they would on a phone without signal.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/);
  await signInWithOfflineShell(page);
  const stop = await driversDropoff(page);
  const before = (await proofsOfDelivery(page, stop)).length;

  await page.goto(capturePathOf(stop));
  await goOffline(context, page, true);
  await addPages(page, ['sharp.png', 'sharp-dim.png']);
  await expect(
    page.getByRole('listitem', { name: portalText('capture.page.label', { number: 2 }) }),
  ).toBeVisible();
  // Reorder by keyboard: the second page moves up, and the move is announced.
  await page.getByRole('button', { name: portalText('capture.page.moveUp', { number: 2 }) }).press('Enter');
  await expect(page.getByText(portalText('capture.page.moved', { number: 1, count: 2 }))).toBeAttached();
  await expect(page.getByText(portalText('capture.sheet.combined'))).toBeVisible();
  await page.getByRole('button', { name: portalText('capture.sheet.submit') }).click();

  await expect(page).toHaveURL(/\/outbox$/);
  await expect(outboxItems(page)).toHaveCount(1);
  await expect(outboxItems(page).first()).toHaveAttribute('data-state', 'waiting');

  // A reload without a connection: the shell opens from the service worker, the capture still waits.
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('heading', { name: portalText('capture.outbox.heading') }),
  ).toBeVisible();
  await expect(outboxItems(page).first()).toHaveAttribute('data-state', 'waiting');
  await expect(outboxItems(page).first()).toContainText('2 pages');
  await expect(page.getByTestId('outbox-badge')).toContainText('1');

  await goOffline(context, page, false);
  await expect(outboxItems(page).first()).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  const after = await proofsOfDelivery(page, stop);
  expect(after).toHaveLength(before + 1);
  expect(
    after.filter(
      (doc) => doc.name === `Proof of Delivery ${stop.shipmentNumber} Stop ${stop.stopNumber}.pdf`,
    ),
  ).not.toHaveLength(0);
});

test('a connection dropped in the middle of an upload still ends with exactly one document', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  allowConsoleErrors(/ERR_FAILED/, /Failed to load resource/);
  await signIn(page, 'driver');
  const stop = await driversDropoff(page);
  const before = (await proofsOfDelivery(page, stop)).length;
  // The first upload reaches the back end, which stores it, but its answer never comes back.
  let dropped = 0;
  await page.route(`**/api/v2/shipments/${stop.shipmentId}/documents`, async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped++;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.goto(capturePathOf(stop));
  await addPages(page, ['sharp.png']);
  await page.getByRole('button', { name: portalText('capture.sheet.submit') }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  // The resend (after the first back-off) carries the same Idempotency-Key: the first document is answered.
  await expect(outboxItems(page).first()).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
  expect(dropped).toBe(1);
  expect(await proofsOfDelivery(page, stop)).toHaveLength(before + 1);
});

test('a dark photo gets the legibility message, and "Use anyway" lets it through', async ({ page }) => {
  await signIn(page, 'driver');
  const stop = await driversDropoff(page);
  await page.goto(capturePathOf(stop));
  await addPages(page, ['dark.png']);
  await expect(page.getByText(portalText('capture.legibility.dark'))).toBeVisible();
  const submit = page.getByRole('button', { name: portalText('capture.sheet.submit') });
  await expect(submit).toBeDisabled();
  await expect(page.getByText(portalText('capture.sheet.needsDecision'))).toBeVisible();
  await page.getByRole('button', { name: portalText('capture.legibility.useAnyway') }).click();
  await expect(page.getByText(portalText('capture.legibility.usedAnyway'))).toBeVisible();
  await expect(submit).toBeEnabled();
});

test('signing out with unsent captures asks first, and another user on the phone never sees them', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/);
  await signInWithOfflineShell(page);
  const stop = await driversDropoff(page);
  await page.goto(capturePathOf(stop));
  await goOffline(context, page, true);
  await addPages(page, ['sharp.png']);
  await page.getByRole('button', { name: portalText('capture.sheet.submit') }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(outboxItems(page)).toHaveCount(1);

  await page.getByRole('button', { name: /Jamie Cole/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: portalText('capture.signOut.title') });
  await expect(dialog).toContainText(portalText('capture.signOut.body.one'));
  await dialog.getByRole('button', { name: portalText('capture.signOut.keep') }).click();
  await expect(page).toHaveURL(/\/(login)?$/);

  // Another user of the same phone: no badge, an empty outbox, nothing sent in their name.
  await goOffline(context, page, false);
  await signIn(page, 'dispatcher');
  await page.goto('/outbox');
  await expect(page.getByText(portalText('capture.outbox.empty'))).toBeVisible();
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
});
