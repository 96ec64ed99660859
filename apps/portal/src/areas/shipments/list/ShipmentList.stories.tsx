import {
  buildDefaultShipmentListRows,
  buildShipmentListItems,
  buildShipmentListPages,
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  page,
} from '@freightkit/api/msw';
import {
  contract,
  shipmentStatusDisplay,
  shipmentViewStatuses,
  type ShipmentListItem,
} from '@freightkit/api';
import { formatMessage, ShipmentStatus, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ShipmentListScreen } from './ShipmentListScreen.tsx';

const m = portalMessagesEn;

const routes = (narrow?: boolean) => [
  { path: '/all-shipments', element: <ShipmentListScreen narrow={narrow} /> },
  { path: '/all-shipments/:shipmentNumber/preview/*', element: <h1>Preview</h1> },
];

const meta = {
  title: 'Portal/Shipments/List',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive'],
  args: { routes: routes(), path: '/all-shipments', persona: 'dispatcher' },
  beforeEach({ msw }) {
    // Each view answers its rows of the default fixtures (45 booking, 75 tracking) with their counts.
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = buildDefaultShipmentListRows();
const { tracking } = buildShipmentListPages();
/** The list answers these rows (whatever the filters: the story says which rows they match). */
const listAnswers = (items: readonly ShipmentListItem[]) =>
  fixture(contract.shipments.list, ({ query }) => page(items, { pageSize: query.pageSize }));
/** The Tendering rows: the eighth of every eight. */
const tenderingRows = rows.filter((_, n) => n % 8 === 7);
/** The late tracking rows on the road: every fifth row, Dispatched to Delivery Confirmed (15). */
const lateRows = tracking.items.filter((row) => row.isLate && row.status.value !== ShipmentStatus.Booked);
/** Zero counts of a view. */
const noCounts = (view: 'booking' | 'tracking') => ({
  items: shipmentViewStatuses[view].map((status) => ({ status: shipmentStatusDisplay(status), count: 0 })),
});

/** `waitFor` with room for a busy machine (the list, counts and saved views arrive over MSW). */
const waitLong = <T,>(check: () => T | Promise<T>) => waitFor(check, { timeout: 15_000 });

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: m['shipmentList.list'] }, { timeout: 15_000 });

/** The booking view: tabs, status counts, rows with number, status, lane, equipment, driver. */
export const Booking: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    const rows = await list(canvasElement);
    await waitLong(() => expect(within(rows).getAllByRole('listitem').length).toBeGreaterThan(3));
    await expect(canvas.getByRole('tab', { name: m['shipmentList.view.booking'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [first] = within(rows).getAllByRole('listitem');
    if (!first) throw new Error('No rows.');
    await expect(within(first).getByRole('link', { name: /Shipment 7000/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/all-shipments\/7000\d+\/preview\/$/),
    );
    // A status count filters by status (keyboard: focus the toolbar, Enter toggles).
    const counts = await canvas.findByRole('toolbar', { name: 'Filter by status' }, { timeout: 15_000 });
    const tendering = within(counts).getByRole('button', { name: /Tendering/ });
    // Asked for Tendering, the back end answers the Tendering rows.
    msw.use(listAnswers(tenderingRows));
    tendering.focus();
    await userEvent.keyboard('{Enter}');
    await waitLong(() =>
      expect(within(counts).getByRole('button', { name: /Tendering/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitLong(async () => {
      const items = within(await list(canvasElement)).getAllByRole('listitem');
      for (const item of items) await expect(within(item).getByText('Tendering')).toBeVisible();
    });
    await expect(canvas.getByRole('checkbox', { name: 'Tendering' })).toBeChecked();
  },
};

/** The tracking view: on-time counts; filters applied by keyboard from the FILTERS tab. */
export const Tracking: Story = {
  args: { path: '/all-shipments?view=tracking' },
  play: async ({ canvas, canvasElement, msw }) => {
    await list(canvasElement);
    await expect(
      await canvas.findByRole('toolbar', { name: 'Filter by on-time' }, { timeout: 15_000 }),
    ).toBeVisible();
    // Asked for 700010, the back end answers that one Dispatched row, and counts it.
    msw.use(
      listAnswers(rows.filter((row) => row.shipmentNumber === '700010')),
      fixture(contract.shipments.statusCounts, {
        items: noCounts('tracking').items.map((item) =>
          item.status.value === ShipmentStatus.Dispatched ? { ...item, count: 1 } : item,
        ),
      }),
      fixture(contract.shipments.onTimeCounts, { onTime: 1, late: 0 }),
    );
    const query = canvas.getByRole('searchbox', { name: m['shipmentList.filter.query'] });
    query.focus();
    await userEvent.keyboard('700010');
    await userEvent.click(canvas.getByRole('button', { name: specMessagesEn['tpp.filter.apply'] }));
    await waitLong(() =>
      expect(
        within(canvas.getByRole('list', { name: m['shipmentList.list'] })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    await expect(canvas.getByRole('link', { name: 'Shipment 700010' })).toBeVisible();
    await expect(await canvas.findByText(m['shipmentList.end'])).toBeVisible();
  },
};

/**
 * An on-time count filters the list (keyboard: Enter on "Late"): the list holds exactly the late
 * loads the box counted, the address keeps the filter, and Enter again lifts it.
 */
export const TestOnTimeCountFilters: Story = {
  name: 'Test: an on-time count filters the list',
  // A behaviour test: the Tracking story holds the baseline of this screen, and the focused count
  // settles between frames here (the capture never matched itself twice).
  tags: ['!visual'],
  args: { path: '/all-shipments?view=tracking' },
  play: async ({ canvas, canvasElement, msw }) => {
    await list(canvasElement);
    const onTime = await canvas.findByRole('toolbar', { name: 'Filter by on-time' }, { timeout: 15_000 });
    const late = within(onTime).getByRole('button', { name: /^Late/ });
    const lateCount = late.textContent.replace(/\D/g, '');
    await expect(Number(lateCount)).toBe(lateRows.length);
    // Asked for the late loads, the back end answers the late rows; then the whole view again.
    msw.use(listAnswers(lateRows));
    late.focus();
    await userEvent.keyboard('{Enter}');
    await waitLong(() =>
      expect(within(onTime).getByRole('button', { name: /^Late/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitLong(() =>
      expect(
        canvas.getByText(formatMessage(m['shipmentList.total'], { count: Number(lateCount) })),
      ).toBeVisible(),
    );
    // Both boxes keep their numbers while one of them filters.
    await expect(within(onTime).getByRole('button', { name: /^Late/ })).toHaveTextContent(lateCount);
    await expect(within(onTime).getByRole('button', { name: /^On time/ })).not.toHaveTextContent(/ 0$/);
    msw.use(listAnswers(tracking.items));
    await userEvent.keyboard('{Enter}');
    await waitLong(() =>
      expect(within(onTime).getByRole('button', { name: /^Late/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    await waitLong(() =>
      expect(
        canvas.queryByText(formatMessage(m['shipmentList.total'], { count: Number(lateCount) })),
      ).toBeNull(),
    );
  },
};

/** The views' tabs by keyboard: the arrow keys move between Booking and Tracking and open each view. */
export const TestViewsByKeyboard: Story = {
  name: 'Test: the views by keyboard',
  // A behaviour test: the Booking and Tracking stories hold this screen's baselines.
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    await list(canvasElement);
    const booking = canvas.getByRole('tab', { name: m['shipmentList.view.booking'] });
    const tracking = canvas.getByRole('tab', { name: m['shipmentList.view.tracking'] });
    booking.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitLong(() => expect(tracking).toHaveAttribute('aria-current', 'page'));
    await expect(tracking).toHaveFocus();
    await expect(
      await canvas.findByRole('toolbar', { name: 'Filter by on-time' }, { timeout: 15_000 }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await waitLong(() => expect(booking).toHaveAttribute('aria-current', 'page'));
    await expect(booking).toHaveFocus();
  },
};

/** Bad input: a pickup range that runs backwards is refused with a message and nothing is lost. */
export const PickupRangeRefused: Story = {
  args: { path: '/all-shipments?view=tracking' },
  play: async ({ canvas, canvasElement }) => {
    await list(canvasElement);
    const from = canvas.getByLabelText(m['shipmentList.filter.pickupFrom']);
    const to = canvas.getByLabelText(m['shipmentList.filter.pickupTo']);
    await userEvent.type(from, '2026-11-20');
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: specMessagesEn['tpp.filter.apply'] }));
    await expect(await canvas.findByText(m['shipmentList.filter.pickupOrder'])).toBeVisible();
    await expect(from).toHaveValue('11/20/2026');
  },
};

/** Saved views: save the filters in use under a name; the menu then names the view in use. */
export const SaveAView: Story = {
  args: { path: '/all-shipments?view=tracking&status=5' },
  beforeEach({ msw }) {
    // In Transit asked for: its 15 rows, three of them late.
    msw.use(
      listAnswers(rows.filter((_, n) => n % 8 === 2)),
      fixture(contract.shipments.onTimeCounts, { onTime: 12, late: 3 }),
    );
  },
  play: async ({ canvas, canvasElement, msw }) => {
    await list(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Saved views' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitLong(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Save view' });
    await waitLong(() => expect(within(dialog).getByRole('textbox', { name: /View name/ })).toHaveFocus());
    // Once saved, the back end lists the view.
    msw.use(
      fixture(contract.shipments.filterSets, {
        items: [
          {
            id: 'set-1',
            name: 'In transit',
            view: 'tracking',
            filters: { status: [ShipmentStatus.InTransit] },
            createdAt: '2026-11-24T15:00:00.000Z',
          },
        ],
      }),
    );
    await userEvent.keyboard('In transit{Enter}');
    await expect(
      await canvas.findByRole('button', { name: 'Saved views: In transit' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The VIEWS tab of the sidebar lists it too, selected.
    await userEvent.click(canvas.getByRole('tab', { name: specMessagesEn['tpp.tab.views'] }));
    await expect(await canvas.findByRole('radio', { name: 'In transit' })).toBeChecked();
  },
};

/** No shipment matches: the empty state with a way back. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      listAnswers([]),
      fixture(contract.shipments.totalCount, { count: 0 }),
      fixture(contract.shipments.statusCounts, noCounts('booking')),
      fixture(contract.shipments.onTimeCounts, { onTime: 0, late: 0 }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: m['shipmentList.empty.title'] })).toBeVisible();
  },
};

/** The list call fails: an alert with the back end's message and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.shipments.list, 500, 'Unable to load shipments'));
  },
  play: async ({ canvas }) => {
    const title = await canvas.findByText(m['shipmentList.error.title'], {}, { timeout: 15_000 });
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The failure is not announced as an alert.');
    await expect(within(alert).getByRole('button', { name: m['shipmentList.retry'] })).toBeVisible();
  },
};

/** The first page is still loading. */
export const Loading: Story = {
  // The spinner turns; no still frame to compare.
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.shipments.list));
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: m['shipmentList.list'] });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** Narrow screens (below 900 px): the filters hide behind a button that toggles them. */
export const Narrow: Story = {
  args: { routes: routes(true) },
  play: async ({ canvas, canvasElement }) => {
    await list(canvasElement);
    await expect(canvas.queryByRole('tab', { name: specMessagesEn['tpp.tab.filters'] })).toBeNull();
    const toggle = canvas.getByRole('button', { name: m['shipmentList.filtersButton'] });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: m['shipmentList.filtersHide'] })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: specMessagesEn['tpp.tab.filters'] })).toBeVisible();
  },
};

/** A driver-only user: the tracking view alone (they do not book loads). */
export const Driver: Story = {
  args: { persona: 'driver' },
  beforeEach({ msw }) {
    // Three In Transit loads, the first late.
    msw.use(
      listAnswers(buildShipmentListItems(3, [ShipmentStatus.InTransit])),
      fixture(contract.shipments.totalCount, { count: 3 }),
      fixture(contract.shipments.statusCounts, {
        items: noCounts('tracking').items.map((item) =>
          item.status.value === ShipmentStatus.InTransit ? { ...item, count: 3 } : item,
        ),
      }),
      fixture(contract.shipments.onTimeCounts, { onTime: 2, late: 1 }),
      ...defaultHandlers({ persona: 'driver' }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = await list(canvasElement);
    await waitLong(() => expect(within(rows).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.queryByRole('tab', { name: m['shipmentList.view.booking'] })).toBeNull();
    await expect(canvas.getByRole('tab', { name: m['shipmentList.view.tracking'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
