import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBasemap, storyChicago, storyPoints, type StoryPoint } from './fixtures.ts';
import { PointMap } from './lazy.tsx';
import type { PointMapProps } from './types.ts';

/** The stories' map: points are story loads, the card lists their links. */
function LoadsMap(props: Partial<PointMapProps<StoryPoint>>) {
  const points = props.points ?? storyPoints;
  return (
    <PointMap<StoryPoint>
      label="Map of available loads"
      description={`Map of ${points.length} loads; the same loads are listed in the list view.`}
      basemap={storyBasemap}
      points={points}
      groupLabel={(group) => `${group.length} loads near ${group[0]?.origin ?? ''}`}
      renderCard={(group) => (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {group.map((p) => (
            <li key={p.id}>
              <a href={`#/available-freight/${p.number}`}>
                Shipment {p.number}: {p.origin} to {p.destination}
              </a>
            </li>
          ))}
        </ul>
      )}
      {...props}
    />
  );
}

const meta = {
  title: 'Data display/PointMap',
  component: LoadsMap,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LoadsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return canvas.findByRole('group', { name: 'Map of available loads' }, { timeout: 15_000 });
};

/**
 * Loads at their origins over the basemap. One tab stop holds every marker: Tab reaches the westmost,
 * the arrows walk west to east; Enter opens the marker's card with its links; Escape closes it and
 * gives the focus back. Chicago and Gary share one marker named for both.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = await mapOf(canvasElement);
    const markers = within(group).getAllByRole('button');
    await expect(markers).toHaveLength(5);
    await expect(within(group).getByRole('button', { name: '2 loads near Chicago, IL' })).toHaveTextContent(
      '2',
    );
    await expect(group).toHaveAccessibleDescription(
      'Map of 6 loads; the same loads are listed in the list view.',
    );

    // The conic projection puts Los Angeles west of Seattle on the map.
    await userEvent.tab();
    await expect(
      within(group).getByRole('button', { name: 'Load 700006, Los Angeles, CA to Seattle, WA' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(group).getByRole('button', { name: 'Load 700003, Seattle, WA to Denver, CO' }),
    ).toHaveFocus();
    await userEvent.keyboard('{End}');
    const toronto = within(group).getByRole('button', { name: 'Load 700005, Toronto, ON to Atlanta, GA' });
    await expect(toronto).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(toronto).toHaveAttribute('aria-expanded', 'true');
    const card = within(canvasElement).getByRole('region', {
      name: 'Load 700005, Toronto, ON to Atlanta, GA',
    });
    await expect(toronto).toHaveAttribute('aria-controls', card.id);
    const link = within(card).getByRole('link', { name: 'Shipment 700005: Toronto, ON to Atlanta, GA' });
    await expect(link).toHaveAttribute('href', '#/available-freight/700005');
    // The route to the destination is drawn for the chosen marker.
    await expect(canvasElement.querySelectorAll('[data-map-route]')).toHaveLength(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('[data-point-map-card]')).toBeNull());
    await expect(toronto).toHaveFocus();
    await expect(toronto).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A marker of two loads opens a card listing both, with both routes; the card's Close button closes it. */
export const Group: Story = {
  play: async ({ canvasElement }) => {
    const group = await mapOf(canvasElement);
    const marker = within(group).getByRole('button', { name: '2 loads near Chicago, IL' });
    await userEvent.click(marker);
    const card = within(canvasElement).getByRole('region', { name: '2 loads near Chicago, IL' });
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    await expect(canvasElement.querySelector('[data-point-map-card]')).toBeNull();
    await expect(marker).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const reopened = within(canvasElement).getByRole('region', { name: '2 loads near Chicago, IL' });
    await expect(within(reopened).getAllByRole('link')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-map-route]')).toHaveLength(2);
  },
};

/** A searched radius (100 miles around Chicago): the map fits the circle and the loads in it. */
export const WithRadius: Story = {
  args: {
    points: storyPoints.filter((p) => p.number === '700001' || p.number === '700002'),
    circles: [{ id: 'origin', ...storyChicago, radiusMiles: 100 }],
  },
  play: async ({ canvasElement }) => {
    const group = await mapOf(canvasElement);
    // Zoomed to the circle, Chicago and Gary (25 miles apart) have a marker each.
    await expect(within(group).getAllByRole('button')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-map-circle]')).toHaveLength(1);
  },
};

/** Nothing to mark: the basemap alone, no tab stop, and the description still says so. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const group = await mapOf(canvasElement);
    await expect(within(group).queryAllByRole('button')).toHaveLength(0);
    await expect(group).toHaveAccessibleDescription(
      'Map of 0 loads; the same loads are listed in the list view.',
    );
  },
};

/** The drawing's pan and zoom as the map applies it ("k x y"), read from the transformed layer. */
const viewOf = (canvasElement: HTMLElement) =>
  (canvasElement.querySelector('[data-map-view]')?.getAttribute('data-map-view') ?? '')
    .split(' ')
    .map(Number);

/**
 * Zoom and pan: Zoom in (a button), + on a marker, the arrow keys on the map itself (its tab stop after
 * the markers), Ctrl and the wheel (the wheel alone leaves the map as it is, so the page scrolls), then
 * Reset map. Zooming in splits Chicago and Gary's shared marker; markers panned out of view leave the
 * tab order.
 */
export const ZoomAndPan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await mapOf(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    const reset = canvas.getByRole('button', { name: 'Reset map' });
    await expect(canvas.getByRole('group', { name: 'Map zoom' })).toContainElement(zoomIn);
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    await expect(viewOf(canvasElement)).toEqual([1, 0, 0]);

    // + on a marker zooms about it (the arrows there still walk the markers), so it stays in view;
    // close enough, Chicago and Gary each have a marker.
    within(group).getByRole('button', { name: '2 loads near Chicago, IL' }).focus();
    await userEvent.keyboard('+');
    await expect(viewOf(canvasElement)[0]).toBe(2);
    await userEvent.keyboard('+');
    await expect(viewOf(canvasElement)[0]).toBe(4);
    await waitFor(() =>
      expect(within(group).queryByRole('button', { name: '2 loads near Chicago, IL' })).toBeNull(),
    );
    const chicago = within(group).getByRole('button', { name: 'Load 700001, Chicago, IL to Dallas, TX' });
    await expect(chicago).toHaveFocus();

    // The buttons zoom about the middle.
    await userEvent.click(zoomOut);
    await expect(viewOf(canvasElement)[0]).toBe(2);
    await userEvent.click(zoomIn);
    await expect(viewOf(canvasElement)[0]).toBe(4);
    await expect(reset).not.toHaveAttribute('aria-disabled', 'true');

    // The map itself: focused, the arrows pan it (right shows more of the east).
    const surface = canvas.getByRole('application', { name: 'Move the map' });
    await expect(surface).toHaveAccessibleDescription(/arrow keys move it/);
    surface.focus();
    const [, x] = viewOf(canvasElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(viewOf(canvasElement)[1]).toBeLessThan(x as number);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(viewOf(canvasElement)[2]).toBeLessThan(0);
    await userEvent.keyboard('--');
    await expect(viewOf(canvasElement)[0]).toBe(1);
    await userEvent.keyboard('+');
    await expect(viewOf(canvasElement)[0]).toBe(2);

    // The wheel zooms only with Ctrl held, about the pointer; alone it leaves the map to the page.
    const frame = canvasElement.querySelector('[data-point-map]') as HTMLElement;
    const box = frame.getBoundingClientRect();
    const wheel = (ctrlKey: boolean) =>
      frame.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY: -100,
          ctrlKey,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
          bubbles: true,
          cancelable: true,
        }),
      );
    await expect(wheel(false)).toBe(true);
    await expect(viewOf(canvasElement)[0]).toBe(2);
    await expect(wheel(true)).toBe(false);
    await waitFor(() => expect(viewOf(canvasElement)[0]).toBe(2.5));

    // Dragging the map moves it with the pointer.
    const [, beforeX, beforeY] = viewOf(canvasElement) as [number, number, number];
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: surface, coords: { clientX: cx, clientY: cy } },
      { target: surface, coords: { clientX: cx + 60, clientY: cy + 30 } },
      { keys: '[/MouseLeft]', target: surface, coords: { clientX: cx + 60, clientY: cy + 30 } },
    ]);
    await expect(viewOf(canvasElement)[1]).toBeGreaterThan(beforeX);
    await expect(viewOf(canvasElement)[2]).toBeGreaterThan(beforeY);

    await userEvent.click(reset);
    await expect(viewOf(canvasElement)).toEqual([1, 0, 0]);
    await expect(within(group).getByRole('button', { name: '2 loads near Chicago, IL' })).toBeInTheDocument();
  },
};

/**
 * Test: two fingers on a touch screen pinch the map open about where they are, and moving them
 * together up the screen pans it (one finger's vertical swipe is left to the page, `touch-action: pan-y`).
 */
export const TestPinch: Story = {
  name: 'Test: two fingers pinch and pan the map',
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapOf(canvasElement);
    const surface = canvas.getByRole('application', { name: 'Move the map' });
    await expect(getComputedStyle(surface).touchAction).toBe('pan-y');
    const box = surface.getBoundingClientRect();
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    const touch = (type: string, pointerId: number, clientX: number, clientY: number) =>
      surface.dispatchEvent(
        new PointerEvent(type, {
          pointerId,
          pointerType: 'touch',
          isPrimary: pointerId === 1,
          clientX,
          clientY,
          bubbles: true,
        }),
      );
    touch('pointerdown', 1, cx - 40, cy);
    touch('pointerdown', 2, cx + 40, cy);
    touch('pointermove', 1, cx - 80, cy);
    touch('pointermove', 2, cx + 80, cy);
    // 80 px apart became 160: twice the zoom.
    await waitFor(() => expect(viewOf(canvasElement)[0]).toBeCloseTo(2, 5));
    const [, , y] = viewOf(canvasElement) as [number, number, number];
    touch('pointermove', 1, cx - 80, cy - 50);
    touch('pointermove', 2, cx + 80, cy - 50);
    await waitFor(() => expect(viewOf(canvasElement)[2]).toBeLessThan(y));
    await expect(viewOf(canvasElement)[0]).toBeCloseTo(2, 5);
    touch('pointerup', 1, cx - 80, cy - 50);
    touch('pointerup', 2, cx + 80, cy - 50);
    // A later single pointer drags again, alone: the drawing follows it at once (a translate), and
    // the view takes the move when it lets go.
    const [, x] = viewOf(canvasElement) as [number, number, number];
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    touch('pointerdown', 3, cx, cy);
    touch('pointermove', 3, cx + 30, cy);
    await waitFor(() => expect(svg.style.transform).toBe('translate(30px, 0px)'));
    await expect(viewOf(canvasElement)[1]).toBe(x);
    touch('pointerup', 3, cx + 30, cy);
    await waitFor(() => expect(viewOf(canvasElement)[1]).toBeGreaterThan(x));
    await expect(svg.style.transform).toBe('');
  },
};

/** Zoomed in by keyboard: the + key from the first marker, three times; the view a reviewer checks. */
export const ZoomedIn: Story = {
  play: async ({ canvasElement }) => {
    const group = await mapOf(canvasElement);
    await userEvent.tab();
    await expect(within(group).getAllByRole('button')[0]).toHaveFocus();
    await userEvent.keyboard('+++');
    await expect(viewOf(canvasElement)[0]).toBe(8);
    // Only the markers in view remain reachable.
    await expect(within(group).getAllByRole('button').length).toBeLessThan(5);
  },
};
