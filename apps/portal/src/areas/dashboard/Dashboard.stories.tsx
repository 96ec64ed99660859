import {
  buildShipmentListItems,
  createDocumentHandlers,
  createHandlers,
  createInvoiceHandlers,
  createNoteHandlers,
  createShipmentListHandlers,
  createShipmentResourceHandlers,
  endpointHandler,
} from '@freightkit/api/msw';
import { specMessagesEn, ShipmentStatus, shipmentStatuses } from '@freightkit/domain';
import { contract, shipmentViewStatuses } from '@freightkit/api';
import { tenderPageFixture } from '@freightkit/api/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { Component as DashboardRoutes } from './routes.tsx';

/** List rows, also answered by the global search so a preview can resolve its shipment number. */
const rows = buildShipmentListItems(40, shipmentViewStatuses.tracking);
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
    msw.use(
      ...createShipmentListHandlers({ shipments: rows }).handlers,
      ...createShipmentResourceHandlers().handlers,
      ...createHandlers({ persona: 'dispatcher', shipments: searchable }),
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
  },
};

/** Choosing a status by keyboard narrows the list to that status. */
export const NarrowedByStatus: Story = {
  play: async ({ canvas }) => {
    const label = shipmentStatuses.label(ShipmentStatus.InTransit) ?? '';
    const filter = await canvas.findByRole('button', { name: new RegExp(`^${label}`) });
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

/** The list failed to load: the error and a retry. */
export const ListError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v2/shipments', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
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
    msw.use(
      http.get('*/api/v2/shipments', () =>
        HttpResponse.json({ items: [], totalCount: 0, page: 1, pageSize: 10 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(portalMessagesEn['dashboard.moving.empty'])).toBeVisible();
  },
};

/** The score card failed to load: the rest of the dashboard still works. */
export const ScoreCardError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/carrier_score_card', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
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
    msw.use(endpointHandler(contract.tenders.list, () => tenderPageFixture));
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
 * The accounting tab shows the payables invoices in the dashboard; an invoice opens its preview at
 * `/dashboard/accounting/{invoiceNumber}/preview`, and its way back returns to the tab.
 */
export const AccountingTab: Story = {
  args: { path: '/dashboard/accounting' },
  beforeEach({ msw }) {
    msw.use(
      ...createInvoiceHandlers().handlers,
      ...createDocumentHandlers({ documents: [], requiredSlots: [] }).handlers,
      ...createNoteHandlers().handlers,
    );
  },
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
