/**
 * The bench page: renders N ShipmentSummary rows either in the kit's virtualised InfiniteList
 * (`?mode=virtual`) or as a plain list (`?mode=plain`), and records the initial render time in
 * `window.__bench` once the first frame after the commit has been painted.
 */
import { createRoot } from 'react-dom/client';
import { useLayoutEffect } from 'react';
import { InfiniteList } from '../src/InfiniteList/InfiniteList.tsx';
import { sampleShipments } from '../src/ShipmentSummary/fixtures.ts';
import { ShipmentSummary } from '../src/ShipmentSummary/ShipmentSummary.tsx';
import { carrierTheme } from '../src/themes/carrier.css.ts';
import { UiProvider } from '../src/UiProvider/UiProvider.tsx';

declare global {
  interface Window {
    __bench?: { renderMs: number; rows: number; mode: string };
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') === 'plain' ? 'plain' : 'virtual';
const count = Number(params.get('count') ?? 10000);
const rows = sampleShipments(count);

function Done({ start }: { start: number }) {
  useLayoutEffect(() => {
    requestAnimationFrame(() => {
      // The frame after the commit has been laid out and painted.
      setTimeout(() => {
        window.__bench = { renderMs: performance.now() - start, rows: count, mode };
      }, 0);
    });
  }, [start]);
  return null;
}

const start = performance.now();
createRoot(document.getElementById('root')!).render(
  <UiProvider theme={carrierTheme}>
    <div style={{ height: '100vh' }} data-bench-scroller={mode === 'plain' ? '' : undefined}>
      {mode === 'virtual' ? (
        <InfiniteList
          label="Shipments"
          items={rows}
          getKey={(row) => row.shipmentNumber}
          // The portal's shipment lists' settings (apps/portal/src/areas/shipments/list/ShipmentListScreen.tsx).
          estimateSize={96}
          gap="sm"
          renderItem={(row) => (
            <ShipmentSummary shipment={row} href={`/all-shipments/${row.shipmentNumber}/preview/`} />
          )}
        />
      ) : (
        <div
          role="list"
          aria-label="Shipments"
          style={{ height: '100vh', overflow: 'auto' }}
          data-plain-scroller=""
        >
          {rows.map((row) => (
            <div role="listitem" key={row.shipmentNumber}>
              <ShipmentSummary shipment={row} href={`/all-shipments/${row.shipmentNumber}/preview/`} />
            </div>
          ))}
        </div>
      )}
    </div>
    <Done start={start} />
  </UiProvider>,
);
