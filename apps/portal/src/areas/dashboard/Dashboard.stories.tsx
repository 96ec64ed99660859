import {
  buildShipmentListItems,
  defaultHandlers,
  fixture,
  fixtureError,
  page as pageOf,
} from '@freightkit/api/msw';
import { specMessagesEn, ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import { contract, shipmentStatusDisplay, shipmentViewStatuses } from '@freightkit/api';
import { rateRequestPageFixture, tenderPageFixture } from '@freightkit/api/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { Component as DashboardRoutes } from './routes.tsx';

/**
 * Forty tracking rows cycling through Booked … Delivery Confirmed (seven each of the first four
 * statuses, six of the last two). The list answers a shipment-number query as the sandbox does (the
 * preview drawer asks for its row so); the global search answers them too.
 */
const rows = buildShipmentListItems(40, shipmentViewStatuses.tracking);
const statusCounts = shipmentViewStatuses.tracking.map((status, i) => ({
  status: shipmentStatusDisplay(status),
  count: i < 4 ? 7 : 6,
}));
/** The In Transit rows: the third of every six. */
const inTransitRows = rows.filter((_, n) => n % 6 === 2);
/** The list answers the first page of these rows (its size is the dashboard's). */
const listOf = (items: typeof rows) =>
  fixture(contract.shipments.list, ({ query }) => {
    const found = items.filter((row) => !query.query || row.shipmentNumber.includes(query.query));
    return pageOf(found.slice(0, query.pageSize), { pageSize: query.pageSize, totalCount: found.length });
  });
const searchable = rows.map(({ id, shipmentNumber, status, origin, destination }) => ({
  id,
  shipmentNumber,
  status,
  origin: { city: origin.city, state: origin.state, postalCode: origin.postalCode },
  destination: { city: destination.city, state: destination.state, postalCode: destination.postalCode },
}));

const routes = [{ path: '/dashboard/*', element: <DashboardRoutes /> }];

const meta = {
  title: 'Portal/Dashboard',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive'],
  args: { routes, path: '/dashboard', persona: 'dispatcher' },
  beforeEach({ msw }) {
    // The story's answers first: MSW uses the first handler that matches.
    msw.use(
      listOf(rows),
      fixture(contract.shipments.statusCounts, { items: statusCounts }),
      fixture(contract.search.shipments, pageOf(searchable)),
      ...defaultHandlers({ persona: 'dispatcher' }),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** A dispatcher's dashboard: the shipments tab with status counts, the first shipments and the score card. */
export const Shipments: Story = {
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: specMessagesEn['nav.shipments'] });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
    const [measure] = await canvas.findAllByText(portalMessagesEn['dashboard.scoreCard.onTimeDelivery']);
    await expect(measure).toBeVisible();
    // By keyboard: the arrow key moves to the next tab and opens it.
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const tenders = canvas.getByRole('tab', { name: specMessagesEn['nav.tenders'] });
    await waitFor(() => expect(tenders).toHaveAttribute('aria-selected', 'true'), { timeout: 15_000 });
    await expect(tenders).toHaveFocus();
    // And back, so the picture is the shipments tab's.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'), { timeout: 15_000 });
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
    tab.blur();
  },
};

/** Choosing a status by keyboard narrows the list to that status. */
export const NarrowedByStatus: Story = {
  play: async ({ canvas, msw }) => {
    const label = shipmentStatuses.label(ShipmentStatus.InTransit) ?? '';
    const filter = await canvas.findByRole('button', { name: new RegExp(`^${label}`) });
    // Asked for In Transit, the back end answers those rows.
    msw.use(listOf(inTransitRows));
    filter.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => {
      await expect(canvas.getByRole('button', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const rows = await canvas.findAllByRole('article');
      for (const row of rows) await expect(within(row).getByText(label)).toBeVisible();
    });
  },
};

/** A shipment's preview opens in a drawer with its stops and a link to the details; Escape closes it. */
export const Preview: Story = {
  play: async ({ canvasElement, canvas }) => {
    const [first] = await canvas.findAllByRole('article');
    const link = within(first!).getAllByRole('link')[0]!;
    link.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page(canvasElement).findByRole('dialog');
    await expect(
      await within(drawer).findByRole('link', { name: portalMessagesEn['dashboard.preview.open'] }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * The drawer shows the row the dashboard shows — lane with dates, equipment and driver — stacked to
 * fit its width (it once showed '—', 'No driver assigned' and no dates, cut off on the right).
 */
export const PreviewOpen: Story = {
  args: { path: `/dashboard/shipments/${rows[0]!.shipmentNumber}/preview` },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog');
    const summary = await within(drawer).findByRole('article', {
      name: `Shipment ${rows[0]!.shipmentNumber}`,
    });
    await expect(summary).toHaveTextContent(rows[0]!.drivers[0]!);
    await expect(summary).toHaveTextContent('Dry');
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
    await expect(
      await within(drawer).findByRole('link', { name: portalMessagesEn['dashboard.preview.open'] }),
    ).toBeVisible();
  },
};

/** The list failed to load: the error and a retry. */
export const ListError: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.shipments.list, 500, 'down'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(portalMessagesEn['dashboard.moving.error'])).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: portalMessagesEn['dashboard.moving.retry'] }),
    ).toBeEnabled();
  },
};

/** No shipment in the tracking view. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listOf([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(portalMessagesEn['dashboard.moving.empty'])).toBeVisible();
  },
};

/** The score card failed to load: the rest of the dashboard still works. */
export const ScoreCardError: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.shipmentResources.scoreCard, 500, 'down'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(portalMessagesEn['dashboard.scoreCard.error'])).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** The tenders tab: the open tenders, answerable in place, each with its preview path, and a link to all. */
export const TendersTab: Story = {
  args: { path: '/dashboard/tenders' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.tenders.list, tenderPageFixture));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: portalMessagesEn['tenders.dashboard.title'] });
    const link = within(list).getAllByRole('link', { name: /Shipment 1000/ })[0];
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/dashboard\/tenders\/.+\/preview$/));
    await expect(
      canvas.getByRole('link', { name: portalMessagesEn['tenders.dashboard.all'] }),
    ).toHaveAttribute('href', '/tenders');
  },
};

/**
 * The rate requests tab: the open requests, answerable in place, each with its preview path, and a
 * link to all; the preview opens the request's page inside the tab.
 */
export const RatesTab: Story = {
  args: { path: '/dashboard/rates' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.rateRequests.search, rateRequestPageFixture));
  },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: specMessagesEn['nav.rateRequests'] });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await canvas.findByRole('list', { name: portalMessagesEn['rates.dashboard.title'] });
    const link = within(list).getByRole('link', { name: 'Chicago, IL to Dallas, TX' });
    await expect(link).toHaveAttribute('href', '/dashboard/rates/rr-1/preview');
    await expect(
      within(list).getAllByRole('button', { name: portalMessagesEn['rates.respond'] }),
    ).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: portalMessagesEn['rates.dashboard.all'] })).toHaveAttribute(
      'href',
      '/rates',
    );
    await userEvent.click(link);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Rate request: Chicago, IL to Dallas, TX' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/**
 * The accounting tab shows the payables invoices in the dashboard; an invoice opens its preview at
 * `/dashboard/accounting/{invoiceNumber}/preview`, and its way back returns to the tab.
 */
export const AccountingTab: Story = {
  args: { path: '/dashboard/accounting' },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: specMessagesEn['nav.accounting'] });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const [first] = await canvas.findAllByRole('article', {}, { timeout: 15_000 });
    const hrefs = within(first!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs.some((href) => /^\/dashboard\/accounting\/[^/]+\/preview$/.test(href ?? ''))).toBe(
      true,
    );
  },
};
