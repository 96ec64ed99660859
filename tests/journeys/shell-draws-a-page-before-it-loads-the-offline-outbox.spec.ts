import { ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn } from '../support/portal.ts';
import { journeyShipment } from '../support/shipments.ts';

test('a signed-in page is drawn before the offline outbox’s code loads, which then loads on its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, 'dispatcher');
  // Any shipment in transit: the journey only reads it.
  const shipment = await journeyShipment(page, ShipmentStatus.InTransit, 0);
  // When the page's title is first in the document, by the page's own clock (the resource timings' clock).
  await page.addInitScript(() => {
    const seen = window as unknown as { titleDrawnAt?: number };
    new MutationObserver((_records, observer) => {
      if (document.querySelector('main h2') === null) return;
      seen.titleDrawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const title = portalText('shipmentDetail.title', { number: shipment.shipmentNumber });
  await expect(page.getByRole('heading', { name: new RegExp(`^${title}`) })).toBeVisible();
  // The outbox's workings (IndexedDB, the sending) load in the first idle moment after the page is
  // drawn (ADR 088): asked for after the title was in the document, never beside the page's own code.
  const outboxRequestedAt = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/OutboxRunner-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
    );
  await expect.poll(outboxRequestedAt).not.toBeNull();
  const titleDrawnAt = await page.evaluate(
    () => (window as unknown as { titleDrawnAt?: number }).titleDrawnAt ?? null,
  );
  expect(titleDrawnAt).not.toBeNull();
  expect(await outboxRequestedAt()).toBeGreaterThan(titleDrawnAt ?? Number.POSITIVE_INFINITY);
});
