import { contract, shipmentEndpoints } from '@freightkit/api';
import {
  buildCharges,
  buildDriver,
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  page as pageOf,
} from '@freightkit/api/msw';
import { formatMoney, shipmentPreviewPages, specMessagesEn } from '@freightkit/domain';
import { shipmentMessages } from '@freightkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ShipmentDetailPage } from './ShipmentDetailPage.tsx';

/** The MSW search's shipment in transit (the factories seed two per status, numbered from 100001). */
const inTransit = '100007';
const ben = buildDriver({ firstName: 'Ben', lastName: 'Nguyen' });
const kit = shipmentMessages.en;
const text = portalMessagesEn;

const routes = [
  { path: '/all-shipments/:shipmentNumber', element: <ShipmentDetailPage /> },
  { path: '/all-shipments/:shipmentNumber/preview', element: <ShipmentDetailPage /> },
  ...shipmentPreviewPages.map((page) => ({
    path: `/all-shipments/:shipmentNumber/preview/${page}`,
    element: <ShipmentDetailPage page={page} />,
  })),
];

const meta = {
  title: 'Portal/Shipments/Detail',
  component: PortalStory,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: { routes, path: `/all-shipments/${inTransit}/preview/details`, persona: 'dispatcher' },
  beforeEach({ msw }) {
    // Shipment 100007 of the default fixtures is In Transit.
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

/** Details of a shipment in transit: stops in their zones, drivers, equipment, PRO number. */
export const Details: Story = {
  // The comments editor loads on demand and the toasts come and go: no stable frame for a baseline.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByRole('heading', {
        name: new RegExp(fill(text['shipmentDetail.title'], { number: inTransit })),
      }),
    ).toBeVisible();
    const stops = await page.findByRole('region', { name: kit['kit.stops.label'] });
    await expect(await within(stops).findAllByRole('listitem')).toHaveLength(2);
    await expect(page.getByRole('tab', { name: text['shipmentDetail.tab.details'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await page.findByText('SWF1042')).toBeVisible();
    // The trip the load runs in links to its page (it had no way in but its typed address).
    await expect(
      await page.findByRole('link', {
        name: fill(text['shipmentDetail.trips.link'], { tripNumber: 'TR7001' }),
      }),
    ).toHaveAttribute('href', '/all-shipments/trip/trip-7001');
    // A load on its way: its reloads on the board, around where it delivers (ADR 037).
    await expect(page.getByRole('link', { name: text['shipmentDetail.findReloads'] })).toHaveAttribute(
      'href',
      `/reloads?search=${inTransit}`,
    );
  },
};

/**
 * A bare number opens the tab the status calls for (In Transit: its stops, ADR 022), kept as a route,
 * on the page drawn while the shipment loaded: its title is the same element before and after (ADR 085).
 */
export const TestOpensOnDefaultTab: Story = {
  name: 'Test: opens on the tab its status calls for',
  tags: ['!visual'],
  args: { path: `/all-shipments/${inTransit}` },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const title = fill(text['shipmentDetail.title'], { number: inTransit });
    const heading = await page.findByRole('heading', { name: new RegExp(`^${title}`) });
    const tab = await page.findByRole(
      'tab',
      { name: text['shipmentDetail.tab.details'] },
      { timeout: 10_000 },
    );
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(heading.isConnected).toBe(true);
    await expect(page.getByRole('heading', { name: new RegExp(`^${title}`) })).toBe(heading);
  },
};

/** The stop editor by keyboard: set an appointment for stop 2 in Denver's zone; the notice and the time show. */
export const TestSetsAppointment: Story = {
  name: 'Test: sets an appointment in the stop zone',
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const button = await page.findByRole('button', { name: /appointment for stop 2$/ }, { timeout: 20_000 });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await page.findByRole('dialog', { name: fill(kit['kit.appointment.title'], { number: 2 }) }),
    );
    await expect(dialog.getByText(/America\/Denver/)).toBeVisible();
    const none = dialog.getByRole('checkbox', { name: kit['kit.appointment.none'] });
    if ((none as HTMLInputElement).checked) await userEvent.click(none);
    await userEvent.type(dialog.getByLabelText(kit['kit.appointment.date']), '2026-12-01');
    await userEvent.clear(dialog.getByLabelText(kit['kit.appointment.hour']));
    await userEvent.type(dialog.getByLabelText(kit['kit.appointment.hour']), '9');
    await userEvent.clear(dialog.getByLabelText(kit['kit.appointment.minute']));
    await userEvent.type(dialog.getByLabelText(kit['kit.appointment.minute']), '30{Enter}');
    await waitFor(() =>
      expect(page.getByText(fill(text['shipmentDetail.appointment.saved'], { number: 2 }))).toBeVisible(),
    );
  },
};

/** A refused appointment keeps the dialog open with the back end's reason. */
export const TestAppointmentRefused: Story = {
  name: 'Test: appointment refused',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(
      fixtureError(shipmentEndpoints.updateStopAppointment, 400, 'The request is invalid.', {
        appointment: ['The dock is closed then.'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: /appointment for stop 1$/ }, { timeout: 20_000 }),
    );
    const dialog = within(
      await page.findByRole('dialog', { name: fill(kit['kit.appointment.title'], { number: 1 }) }),
    );
    // A new appointment: untick "No appointment" and give a date, so the form can be sent.
    const none = dialog.getByRole('checkbox', { name: kit['kit.appointment.none'] });
    if ((none as HTMLInputElement).checked) await userEvent.click(none);
    await userEvent.type(dialog.getByLabelText(kit['kit.appointment.date']), '2026-12-01');
    await userEvent.click(dialog.getByRole('button', { name: kit['kit.appointment.save'] }));
    await expect(await dialog.findByText('The dock is closed then.')).toHaveAttribute('role', 'alert');
  },
};

/** A driver found by search is assigned with Enter, then removed. */
export const TestAssignsDriver: Story = {
  name: 'Test: assigns and removes a driver',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(
      fixture(shipmentEndpoints.searchDrivers, pageOf([ben])),
      fixture(shipmentEndpoints.assignDriver, [ben]),
      fixture(shipmentEndpoints.removeDriver, []),
    );
  },
  play: async ({ canvasElement, msw }) => {
    const page = body(canvasElement);
    const search = await page.findByRole(
      'combobox',
      { name: kit['kit.drivers.search'] },
      { timeout: 10_000 },
    );
    await userEvent.click(search);
    await userEvent.keyboard('Ben');
    await page.findByRole('option', { name: /Ben Nguyen/ }, { timeout: 5000 });
    // Once assigned, the shipment's drivers are Ben; once removed, none.
    msw.use(fixture(shipmentEndpoints.drivers, [ben]));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(
        page.getByText(fill(text['shipmentDetail.drivers.assigned'], { name: 'Ben Nguyen' })),
      ).toBeVisible(),
    );
    msw.use(fixture(shipmentEndpoints.drivers, []));
    await userEvent.click(
      page.getByRole('button', { name: fill(kit['kit.drivers.remove'], { name: 'Ben Nguyen' }) }),
    );
    await waitFor(() =>
      expect(
        page.getByText(fill(text['shipmentDetail.drivers.removed'], { name: 'Ben Nguyen' })),
      ).toBeVisible(),
    );
  },
};

/** Status changes offer only domain's next statuses; confirming shows the notice. */
export const TestChangesStatus: Story = {
  name: 'Test: changes status along the allowed transitions',
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: text['shipmentDetail.actions'] }, { timeout: 20_000 }),
    );
    const items = (await page.findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items).toContain(fill(text['shipmentDetail.actions.changeStatus'], { status: 'At Stop' }));
    await expect(items).not.toContain(
      fill(text['shipmentDetail.actions.changeStatus'], { status: 'Booked' }),
    );
    await userEvent.click(
      page.getByRole('menuitem', {
        name: fill(text['shipmentDetail.actions.changeStatus'], { status: 'At Stop' }),
      }),
    );
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text['shipmentDetail.status.confirm'] }));
    await waitFor(() =>
      expect(
        page.getByText(fill(text['shipmentDetail.status.changed'], { number: inTransit, status: 'At Stop' })),
      ).toBeVisible(),
    );
  },
};

/** Financials: the carrier's charges with their total, and the charge types, in tables. */
export const Financials: Story = {
  // Baseline pending: under the shared machine's load the header's summary settled too late to capture.
  tags: ['!visual'],
  args: { path: `/all-shipments/${inTransit}/preview/financials` },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByRole(
        'table',
        { name: text['shipmentDetail.financials.charges'] },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: text['shipmentDetail.financials.chargeTypes'] }),
    ).toBeVisible();
  },
};

/**
 * While the shipment loads: the page's title (from the address) over the summary's placeholder, the
 * tabs (their addresses need only the number) and a labelled spinner in the tab's panel (ADR 074: the
 * title is drawn before the shipment arrives; ADR 085: so are the tabs).
 */
export const Loading: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(shipmentEndpoints.byId));
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByRole('progressbar', {
        name: fill(text['shipmentDetail.loading'], { number: inTransit }),
      }),
    ).toBeInTheDocument();
    const region = page.getByRole('region', {
      name: fill(text['shipmentDetail.title'], { number: inTransit }),
    });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(region).getByRole('heading', {
        name: fill(text['shipmentDetail.title'], { number: inTransit }),
      }),
    ).toBeVisible();
    await expect(
      within(region).getByRole('tab', { name: text['shipmentDetail.tab.details'] }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** A shipment the user cannot see: the spec's failure notice (then back to the last page after 3 s). */
export const NotAccessible: Story = {
  // The notice is a toast that leaves after 4 s: no stable frame for a baseline.
  tags: ['!visual'],
  args: { path: '/all-shipments/999999/preview/details' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        body(canvasElement).getAllByText(specMessagesEn['shipments.detailsFailed']).length,
      ).toBeGreaterThan(0),
    );
  },
};

/** The signed rate confirmation: carrier, issue date, an awaiting-signature chip, charges with their total. */
export const SignedRateConfirmation: Story = {
  // The header's summary settles late under load (as for Financials): no stable frame for a baseline.
  tags: ['!visual'],
  args: { path: `/all-shipments/${inTransit}/preview/SignedRateConfirmation` },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const table = await page.findByRole(
      'table',
      { name: text['shipmentDetail.rateConfirmation.charges'] },
      { timeout: 10_000 },
    );
    await expect(
      page.getByText(
        fill(text['shipmentDetail.rateConfirmation.carrier'], { carrier: 'Swiftline Carriers' }),
      ),
    ).toBeVisible();
    await expect(page.getByText(text['shipmentDetail.rateConfirmation.awaiting'])).toBeVisible();
    const charges = buildCharges();
    await expect(within(table).getAllByRole('row')).toHaveLength(charges.length + 2);
    const total = charges.reduce((sum, charge) => sum + charge.amount, 0);
    await expect(within(table).getByText(formatMoney(total, 'en-US'))).toBeVisible();
  },
};

/** A shipment not yet booked has no rate confirmation (the call answers 404): an empty state, not an error. */
export const SignedRateConfirmationNotYet: Story = {
  tags: ['!visual'],
  args: { path: `/all-shipments/${inTransit}/preview/SignedRateConfirmation` },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.shipmentResources.rateConfirmation, 404, 'The rate confirmation was not found.'),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByText(text['shipmentDetail.rateConfirmation.none'], {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page.queryByRole('table')).not.toBeInTheDocument();
    await expect(page.getByText(text['shipmentDetail.rateConfirmation.noneHint'])).toBeVisible();
  },
};
