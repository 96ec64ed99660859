import { render } from 'vitest-browser-react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { carrierTheme } from '../themes/carrier.css.ts';
import { sampleShipments } from './fixtures.ts';
import { ShipmentSummary, type ShipmentSummaryData } from './ShipmentSummary.tsx';

const [sample] = sampleShipments(1);
/** A long lane and two drivers: what squeezed the cities on the dashboard (issue 23). */
const long: ShipmentSummaryData = {
  ...sample!,
  origin: { ...sample!.origin, city: 'Kansas City', state: 'MO', postalCode: '64105' },
  destination: { ...sample!.destination, city: 'Salt Lake City', state: 'UT', postalCode: '84101' },
  drivers: ['Kai Kowalski', 'Hana Moreau'],
};

/** Renders the row `width` px wide; returns its columns and whether each place reads whole. */
async function rowAt(width: number, layout: 'row' | 'stacked' = 'row') {
  const screen = await render(
    <UiProvider theme={carrierTheme}>
      <div style={{ width }}>
        <ShipmentSummary shipment={long} layout={layout} />
      </div>
    </UiProvider>,
  );
  const article = screen.container.querySelector('article')!;
  const grid = article.firstElementChild!;
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
  const places = [...article.querySelectorAll<HTMLElement>('[title$=", MO"], [title$=", UT"]')];
  const truncated = places.filter((place) => place.scrollWidth > place.clientWidth).map((p) => p.title);
  const overflows = article.scrollWidth > article.clientWidth;
  await screen.unmount();
  return { columns, truncated, overflows };
}

describe('ShipmentSummary picks its layout by its own width (issue 23)', () => {
  it('keeps four columns in a wide row', async () => {
    expect(await rowAt(1000)).toEqual({ columns: 4, truncated: [], overflows: false });
  });

  it('puts equipment over driver in a ~640 px row, so the cities read whole (the dashboard at 1280 px)', async () => {
    expect(await rowAt(640)).toEqual({ columns: 3, truncated: [], overflows: false });
  });

  it('stacks in a phone-wide row, and always with layout="stacked"', async () => {
    expect(await rowAt(360)).toMatchObject({ columns: 2, overflows: false });
    expect(await rowAt(1000, 'stacked')).toMatchObject({ columns: 2, overflows: false });
  });
});
