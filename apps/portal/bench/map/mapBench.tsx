/**
 * The bench page: the kit's PointMap over the load board's shipped basemap with `?count=N` loads
 * (deterministic, clustered around 150 freight markets the way the board's loads are), recording in
 * `window.__bench` the time from render to the first painted frame with every marker placed.
 */
import { PointMap, UiProvider, type MapPoint } from '@freightkit/ui';
import { carrierTheme } from '@freightkit/ui/themes/carrier';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { northAmericaBasemap } from '../../src/areas/load-board/map/basemap.ts';

declare global {
  interface Window {
    __bench?: { renderMs: number; markers: number };
  }
}

const count = Number(new URLSearchParams(location.search).get('count') ?? 2000);

/** mulberry32: the same loads on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(2026);
// Markets across the contiguous US and southern Canada; each load within about 60 miles of one.
const markets = Array.from({ length: 150 }, () => ({
  latitude: 29 + next() * 19,
  longitude: -122 + next() * 50,
}));
const marketAt = (r: number) =>
  markets[Math.floor(r * markets.length)] ?? { latitude: 41.9, longitude: -87.6 };
const points: MapPoint[] = Array.from({ length: count }, (_, i) => {
  const market = marketAt(next());
  const to = marketAt(next());
  return {
    id: String(700001 + i),
    latitude: market.latitude + (next() - 0.5) * 1.8,
    longitude: market.longitude + (next() - 0.5) * 2.2,
    to,
    label: `Load ${700001 + i}`,
  };
});

function Painted({ start }: { start: number }) {
  useLayoutEffect(() => {
    const wait = () => {
      // The map's module loads on demand: done once its markers are in the page and painted.
      const markers = document.querySelectorAll('[data-map-marker]').length;
      if (markers === 0) {
        requestAnimationFrame(wait);
        return;
      }
      requestAnimationFrame(() => {
        setTimeout(() => {
          window.__bench = { renderMs: performance.now() - start, markers };
        }, 0);
      });
    };
    requestAnimationFrame(wait);
  }, [start]);
  return null;
}

const start = performance.now();
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <UiProvider theme={carrierTheme}>
    <PointMap
      label="Map of available loads"
      description={`Map of ${count} loads.`}
      basemap={northAmericaBasemap}
      points={points}
      groupLabel={(group) => `${group.length} loads`}
      renderCard={(group) => <p>{group.length} loads</p>}
    />
    <Painted start={start} />
  </UiProvider>,
);
