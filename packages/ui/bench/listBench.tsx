/**
 * The bench page: renders N rows either in the kit's virtualised InfiniteList (`?mode=virtual`) or as a
 * plain list (`?mode=plain`), and records the initial render time in `window.__bench` once the first
 * frame after the commit has been painted. The rows are ShipmentSummary cards, or InvoiceCards with
 * `?item=invoice` (the accounting and third-party payer lists).
 */
import { createRoot } from 'react-dom/client';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { InfiniteList } from '../src/InfiniteList/InfiniteList.tsx';
import { sampleInvoices } from '../src/InvoiceCard/invoiceFixtures.ts';
import { InvoiceCard } from '../src/InvoiceCard/InvoiceCard.tsx';
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

/** One kind of card: its rows, key, rendering and the portal list's own estimate and label. */
interface Cards<T> {
  readonly label: string;
  readonly rows: readonly T[];
  readonly key: (row: T) => string;
  readonly render: (row: T) => ReactNode;
  readonly estimateSize: number;
}

// The portal lists' settings: shipments (apps/portal/src/areas/shipments/list/ShipmentListScreen.tsx)
// and third-party payer invoices (apps/portal/src/areas/third-party-payer-invoices/ThirdPartyPayerListScreen.tsx).
const shipments: Cards<ReturnType<typeof sampleShipments>[number]> = {
  label: 'Shipments',
  rows: sampleShipments(count),
  key: (row) => String(row.shipmentNumber),
  render: (row) => <ShipmentSummary shipment={row} href={`/all-shipments/${row.shipmentNumber}/preview/`} />,
  estimateSize: 96,
};
const invoices: Cards<ReturnType<typeof sampleInvoices>[number]> = {
  label: 'Invoices',
  rows: sampleInvoices(count),
  key: (row) => row.invoiceNumber,
  render: (row) => (
    <InvoiceCard
      invoice={row}
      invoiceHref={`/third-party-payer-invoices/${row.invoiceNumber}/preview`}
      shipmentHref={`/all-shipments/${row.shipmentNumber}/preview/`}
    />
  ),
  estimateSize: 190,
};

/** The list under test, virtualised or plain. */
function List<T>({ cards }: { cards: Cards<T> }) {
  return mode === 'virtual' ? (
    <InfiniteList
      label={cards.label}
      items={cards.rows}
      getKey={cards.key}
      estimateSize={cards.estimateSize}
      gap="sm"
      renderItem={cards.render}
    />
  ) : (
    <div
      role="list"
      aria-label={cards.label}
      style={{ height: '100vh', overflow: 'auto' }}
      data-plain-scroller=""
    >
      {cards.rows.map((row) => (
        <div role="listitem" key={cards.key(row)}>
          {cards.render(row)}
        </div>
      ))}
    </div>
  );
}

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
      {params.get('item') === 'invoice' ? <List cards={invoices} /> : <List cards={shipments} />}
    </div>
    <Done start={start} />
  </UiProvider>,
);
