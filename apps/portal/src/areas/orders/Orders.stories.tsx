import { contract } from '@freightkit/api';
import {
  brokerChicagoLocationFixture,
  openOrderFixture,
  orderListFixture,
  orderRateRequestsFixture,
  plannedOrderFixture,
  receivingDockFixture,
  tenderCarriersFixture,
  tenderedOrderFixture,
  coveredByOneOfThreeOrderFixture,
} from '@freightkit/api/fixtures';
import { defaultHandlers, fixture, fixtureError, recordedFixture } from '@freightkit/api/msw';
import { EquipmentMode, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { loadedText } from '@freightkit/ui/testing';
import { OrderCreateScreen, OrderEditScreen } from './OrderEditScreens.tsx';
import { OrderListScreen } from './OrderListScreen.tsx';
import { OrderPreviewScreen } from './OrderPreviewScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/orders', element: <OrderListScreen /> },
  { path: '/orders/create', element: <OrderCreateScreen /> },
  { path: '/orders/:orderNumber/preview/details', element: <OrderPreviewScreen tab="details" /> },
  { path: '/orders/:orderNumber/preview/logistics', element: <OrderPreviewScreen tab="logistics" /> },
  { path: '/orders/:orderNumber/preview/rates', element: <OrderPreviewScreen tab="rates" /> },
  { path: '/orders/:orderNumber/edit', element: <OrderEditScreen /> },
];

const meta = {
  title: 'Portal/Orders',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // A baseline of the list (the form is taller than the frame); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/orders', persona: 'broker' },
  beforeEach({ msw }) {
    // The form keeps unsaved values in the session; each story starts from a clean one.
    sessionStorage.clear();
    msw.use(...defaultHandlers({ persona: 'broker' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The broker's orders: status views with counts, a row per order linking to its preview. */
export const List: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    await waitFor(
      () => expect(within(table).getAllByRole('row')).toHaveLength(orderListFixture.length + 1),
      long,
    );
    await expect(within(table).getByRole('link', { name: '500101' })).toHaveAttribute(
      'href',
      '/orders/500101/preview/details',
    );
    await expect(within(table).getAllByText('Chicago, IL → Ottawa, ON')).toHaveLength(2);
    await expect(within(table).getByText('Chicago, IL → Dallas, TX')).toBeInTheDocument();
    const open = await canvas.findByRole('tab', { name: /^Open/ }, long);
    await waitFor(() => expect(open.querySelector('[data-count="6"]')).not.toBeNull(), long);
    await expect(canvas.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: m['orders.list.create'] })).toHaveAttribute(
      'href',
      '/orders/create',
    );
  },
};

/** A view and a search go into the list's query (status, text, page size 50). */
export const FilteredView: Story = {
  args: { path: '/orders?status=Tendered' },
  play: async ({ canvas, msw }) => {
    const list = recordedFixture(contract.orders.list, { items: [], totalCount: 0, page: 1, pageSize: 50 });
    msw.use(list.handler);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: m['orders.list.query'] }, long),
      'SO-88412{Enter}',
    );
    await waitFor(
      () =>
        expect(list.requests.at(-1)?.query).toMatchObject({
          status: 'Tendered',
          query: 'SO-88412',
          pageSize: 50,
        }),
      long,
    );
    await expect(await canvas.findByText(m['orders.list.empty'], {}, long)).toBeInTheDocument();
  },
};

/**
 * Saved filter sets (ADR 058): applying "Open reefers out of Chicago" opens its status tab with its
 * filters in the list call, the counts follow them, and the Filters button says how many are in use.
 */
export const AppliesASavedFilterSet: Story = {
  play: async ({ canvasElement, canvas, msw }) => {
    const list = recordedFixture(contract.orders.list, ({ query }) => ({
      items: orderListFixture.filter((o) => o.equipmentMode === query.equipmentMode),
      totalCount: 1,
      page: 1,
      pageSize: 50,
    }));
    const counts = recordedFixture(contract.orders.statusCounts, {
      all: 1,
      byStatus: { Open: 1, Planned: 0, Tendered: 0, Covered: 0, Delivered: 0 },
    });
    msw.use(list.handler, counts.handler);
    await userEvent.click(await canvas.findByRole('button', { name: 'Saved views' }, long));
    const menu = within(await body(canvasElement).findByRole('menu', {}, long));
    await userEvent.click(await menu.findByRole('menuitem', { name: /Open reefers out of Chicago/ }, long));
    await waitFor(
      () =>
        expect(list.requests.at(-1)?.query).toMatchObject({
          status: 'Open',
          equipmentMode: EquipmentMode.Reefer,
          origin: 'Chicago',
        }),
      long,
    );
    await waitFor(() => expect(counts.requests.at(-1)?.query).toMatchObject({ origin: 'Chicago' }), long);
    await expect(counts.requests.at(-1)?.query).not.toHaveProperty('status');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(
      canvas.getByRole('button', { name: 'Saved views: Open reefers out of Chicago' }),
    ).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Filters (2 in use)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = within(await canvas.findByRole('form', { name: m['orders.filters.title'] }, long));
    await expect(panel.getByRole('textbox', { name: m['orders.filters.origin'] })).toHaveValue('Chicago');
    await expect(panel.getByRole('combobox', { name: m['orders.filters.equipment'] })).toHaveTextContent(
      'Reefer',
    );
  },
};

/**
 * The filters by keyboard and pointer: customer and order type applied in the list's call, then saved
 * under a name; a backwards pickup range is refused at its field and nothing is applied.
 */
export const FiltersAndSavingThem: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, canvas, msw }) => {
    const list = recordedFixture(contract.orders.list, { items: [], totalCount: 0, page: 1, pageSize: 50 });
    const create = recordedFixture(contract.orderFilterSets.create, ({ body: sent }) => ({
      id: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a09',
      name: sent.name,
      filters: sent.filters,
      createdAt: '2026-11-27T15:00:00.000Z',
    }));
    msw.use(list.handler, create.handler);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }, long));
    const panel = within(await canvas.findByRole('form', { name: m['orders.filters.title'] }, long));
    await userEvent.type(panel.getByRole('textbox', { name: m['orders.filters.customer'] }), 'Sunbelt');
    await userEvent.click(panel.getByRole('combobox', { name: m['orders.filters.orderType'] }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Transfer Order' }, long));
    await userEvent.type(panel.getByLabelText(m['orders.filters.pickupFrom']), '2026-12-10');
    await userEvent.type(panel.getByLabelText(m['orders.filters.pickupTo']), '2026-12-01');
    const before = list.requests.length;
    await userEvent.click(panel.getByRole('button', { name: m['orders.filters.apply'] }));
    await expect(
      await panel.findByText(
        'The pickup range ends before it starts: choose a To date on or after the From date.',
        {},
        long,
      ),
    ).toBeVisible();
    await expect(list.requests).toHaveLength(before);
    await userEvent.clear(panel.getByLabelText(m['orders.filters.pickupTo']));
    await userEvent.type(panel.getByLabelText(m['orders.filters.pickupTo']), '2026-12-14{Enter}');
    await waitFor(
      () =>
        expect(list.requests.at(-1)?.query).toMatchObject({
          customer: 'Sunbelt',
          orderType: 'TransferOrder',
          pickupFrom: '2026-12-10',
          pickupTo: '2026-12-14',
        }),
      long,
    );
    await expect(await canvas.findByText(m['orders.list.empty'], {}, long)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Saved views' }));
    const menu = within(await body(canvasElement).findByRole('menu', {}, long));
    await userEvent.click(menu.getByRole('menuitem', { name: /Save current filters/ }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Save view' }, long));
    await userEvent.type(dialog.getByRole('textbox', { name: /View name/ }), 'Sunbelt transfers{Enter}');
    await expect(
      await body(canvasElement).findByText('Filter set “Sunbelt transfers” saved', {}, long),
    ).toBeVisible();
    await expect(create.requests[0]?.body).toEqual({
      name: 'Sunbelt transfers',
      filters: {
        customer: 'Sunbelt',
        orderType: 'TransferOrder',
        pickupFrom: '2026-12-10',
        pickupTo: '2026-12-14',
      },
    });
  },
};

/** Saving an incomplete order: each wrong field says why, focus moves to the first, nothing is sent. */
export const CreateWithErrors: Story = {
  args: { path: '/orders/create' },
  play: async ({ canvas, msw }) => {
    const create = recordedFixture(contract.orders.create, openOrderFixture);
    msw.use(create.handler);
    const customer = await canvas.findByRole('textbox', { name: /Customer/ }, long);
    const delivery = canvas.getByRole('group', { name: /^Stop 2/ });
    await userEvent.type(within(delivery).getByRole('textbox', { name: /ZIP or postal code/ }), 'K1A 0B');
    await userEvent.click(canvas.getByRole('button', { name: m['orders.form.create'] }));
    await expect(await canvas.findByText('Enter the customer.', {}, long)).toBeInTheDocument();
    await expect(
      within(delivery).getByText('Enter a 5-digit ZIP code or a Canadian postal code like K1A 0B1.'),
    ).toBeInTheDocument();
    await expect(within(delivery).getByText('Enter the earliest date.')).toBeInTheDocument();
    await waitFor(() => expect(customer).toHaveFocus());
    await expect(customer).toHaveAttribute('aria-invalid', 'true');
    await expect(create.requests).toHaveLength(0);
  },
};

/**
 * The same incomplete order in US Spanish: the browser's run of the order rules says what is wrong in
 * Spanish (ADR 048), and nothing is sent.
 */
export const CreateWithErrorsInSpanish: Story = {
  name: 'Create with errors, in US Spanish',
  args: { path: '/orders/create' },
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvas, loaded, msw }) => {
    const create = recordedFixture(contract.orders.create, openOrderFixture);
    msw.use(create.handler);
    await canvas.findByRole(
      'textbox',
      { name: new RegExp(loadedText(loaded, 'orders.form.customer')) },
      long,
    );
    await userEvent.click(canvas.getByRole('button', { name: loadedText(loaded, 'orders.form.create') }));
    await expect(
      await canvas.findByText(loadedText(loaded, 'answer.orders.customerRequired'), {}, long),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText('Escriba la fecha más temprana.').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Enter the customer.')).toBeNull();
    await expect(create.requests).toHaveLength(0);
  },
};

/** Focuses a field and pastes a value into it, as a user pasting an address does. */
async function paste(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

/**
 * A Canadian manual delivery by keyboard (the addresses pasted): the body carries country CA, an OfficeNumber phone, the times
 * in Toronto time (09:00 EST = 14:00Z) and no empty strings; the spec's notice shows.
 */
export const CreateCanadianStop: Story = {
  args: { path: '/orders/create' },
  play: async ({ canvas, canvasElement, msw }) => {
    const create = recordedFixture(contract.orders.create, openOrderFixture);
    msw.use(create.handler);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Customer/ }, long), 'Acme Foods');
    for (const [n, place] of [
      [1, ['Acme DC', '1 Dock Rd', 'Chicago', 'IL', '60601']],
      [2, ['Maple Grocers', '9 Rue Principale', 'Ottawa', 'ON', 'K1A 0B1']],
    ] as const) {
      const stop = within(canvas.getByRole('group', { name: new RegExp(`^Stop ${String(n)}`) }));
      const [company, line1, city, state, postal] = place;
      // The address and window as a dispatcher pastes them from the customer's e-mail: typing them key
      // by key re-renders the whole form some 250 times, seconds of a loaded CI machine that test nothing
      // more (the date field's typing has its own stories in the kit).
      await paste(stop.getByRole('textbox', { name: /Company/ }), company);
      await paste(stop.getByRole('textbox', { name: /Street address/ }), line1);
      await paste(stop.getByRole('textbox', { name: /City/ }), city);
      await paste(stop.getByRole('textbox', { name: /State or province/ }), state);
      await paste(stop.getByRole('textbox', { name: /ZIP or postal code/ }), postal);
      await paste(stop.getByLabelText(/Earliest date/), '2026-01-15');
      await paste(stop.getByRole('textbox', { name: /Earliest time/ }), '09:00');
      await paste(stop.getByLabelText(/Latest date/), '2026-01-15');
      await paste(stop.getByRole('textbox', { name: /Latest time/ }), '17:00');
    }
    const delivery = within(canvas.getByRole('group', { name: /^Stop 2/ }));
    await expect(delivery.getByText('Times at this stop are in America/Toronto.')).toBeInTheDocument();
    await paste(delivery.getByRole('textbox', { name: /Phone/ }), '613 555 0100');
    await userEvent.click(canvas.getByRole('button', { name: m['orders.form.create'] }));
    await expect(
      await body(canvasElement).findByText(
        specMessagesEn['orders.created'].replace('{number}', openOrderFixture.orderNumber),
        {},
        long,
      ),
    ).toBeInTheDocument();
    const sent = create.requests[0]?.body;
    await expect(sent?.stops[1]).toMatchObject({
      stopType: 'Receiving',
      locationNumber: 'N/A',
      location: { country: 'CA', phoneNumbers: [{ number: '613 555 0100', type: 'OfficeNumber' }] },
      earlyDateTime: '2026-01-15T14:00:00.000Z',
    });
    await expect(sent?.stops[1]?.location).not.toHaveProperty('addressLine2');
    await expect(sent?.stops[0]?.earlyDateTime).toBe('2026-01-15T15:00:00.000Z');
    await expect(sent).not.toHaveProperty('specialInstructions');
  },
};

/**
 * A stop's window against its location's dock hours (ADR 051 amended): Summit Chicago DC's shipping dock
 * opens at 17:00 on Tuesdays, so the 08:00–16:00 pickup is flagged, as a warning the broker may override;
 * a window that reaches 17:00 clears it. The saved 09:30 appointment is flagged the same way; at 17:30 it is not.
 */
export const WindowOutsideDockHours: Story = {
  args: { path: '/orders/500101/edit' },
  beforeEach({ msw }) {
    msw.use(
      fixture(contract.locations.byNumber, ({ params }) => ({
        ...brokerChicagoLocationFixture,
        locationNumber: params.locationNumber,
        dockSchedules: [
          {
            ...receivingDockFixture,
            name: 'Shipping dock',
            stopTypes: ['Shipping' as const],
            dockHours: receivingDockFixture.dockHours.map((h) =>
              h.dayOfWeek === 2 ? { ...h, startTime: '17:00', endTime: '23:00' } : h,
            ),
          },
        ],
      })),
    );
  },
  play: async ({ canvas }) => {
    const pickup = within(await canvas.findByRole('group', { name: /^Stop 1/ }, long));
    const window =
      'Shipping dock is open 17:00 to 23:00 on Tuesday; this window, 08:00 to 16:00, is outside those hours.';
    const notice = await pickup.findByText(window, {}, long);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    // The saved appointment, 09:30 that Tuesday, is an instant the dock must be open at: flagged too.
    await expect(
      pickup.getByText(
        'Shipping dock is open 17:00 to 23:00 on Tuesday; the appointment at 09:30 is outside those hours.',
      ),
    ).toBeVisible();
    await expect(pickup.getAllByText(m['orders.form.dockHours'])).toHaveLength(2);
    const latest = pickup.getByRole('textbox', { name: /Latest time/ });
    await userEvent.clear(latest);
    await userEvent.type(latest, '18:00');
    await waitFor(() => expect(pickup.queryByText(window)).toBeNull(), long);
    const appointment = pickup.getByRole('textbox', { name: /Appointment time/ });
    await userEvent.clear(appointment);
    await paste(appointment, '17:30');
    await waitFor(() => expect(pickup.queryByText(m['orders.form.dockHours'])).toBeNull(), long);
  },
};

/** Editing starts from the saved order in each stop's local time; a refusal lands on its field. */
export const EditRefused: Story = {
  args: { path: `/orders/${openOrderFixture.orderNumber}/edit` },
  play: async ({ canvas, msw }) => {
    msw.use(
      fixtureError(contract.orders.update, 400, 'The request is invalid.', {
        'stops.1.location.postalCode': ['We do not know the time zone of this postal code; check it.'],
      }),
    );
    await canvas.findByRole('heading', { name: 'Edit order 500101' }, long);
    const pickup = within(canvas.getByRole('group', { name: /^Stop 1/ }));
    // 14:00Z is 08:00 in Chicago.
    await expect(pickup.getByRole('textbox', { name: /Earliest time/ })).toHaveValue('08:00');
    await userEvent.click(canvas.getByRole('button', { name: m['orders.form.save'] }));
    const postal = within(canvas.getByRole('group', { name: /^Stop 2/ })).getByRole('textbox', {
      name: /ZIP or postal code/,
    });
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'), long);
    await waitFor(() => expect(postal).toHaveFocus(), long);
  },
};

/** An Open order's details with Edit and the shipment actions. */
export const PreviewDetails: Story = {
  args: { path: '/orders/500101/preview/details' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Order 500101' }, long);
    await expect(canvas.getByText('Acme Foods')).toBeInTheDocument();
    await expect(canvas.getByText('Sales Order: SO-88412')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['orders.preview.edit'] })).toHaveAttribute(
      'href',
      '/orders/500101/edit',
    );
    await expect(
      canvas.getByRole('button', { name: m['orders.actions.createShipment'] }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: m['orders.preview.details'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A saved order whose pickup falls on the dock's closed day: the back end's caution shows above the tabs (ADR 059). */
const closedDockNotice = {
  field: 'stops.0.earlyDateTime',
  message: 'Shipping dock is closed on Sunday. Move the window, or arrange the stop with the location.',
  answer: {
    key: 'answer.locations.windowDockClosed',
    params: { dock: 'Shipping dock', day: 'Sunday' },
    labels: { day: 'locations.day.0' },
  },
};

/** The back end's dock-hours caution on a saved order, on every tab, naming the stop. */
export const PreviewWithDockNotice: Story = {
  args: { path: '/orders/500101/preview/details' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.orders.byNumber, { ...openOrderFixture, notices: [closedDockNotice] }));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Order 500101' }, long);
    await expect(canvas.getByText('A stop is outside its dock’s hours')).toBeVisible();
    await expect(
      canvas.getByText(
        'Stop 1: Shipping dock is closed on Sunday. Move the window, or arrange the stop with the location.',
      ),
    ).toBeVisible();
  },
};

/** The same caution read in Canadian French: the sentence and the day from the catalog, not the English sent. */
export const PreviewWithDockNoticeInFrench: Story = {
  name: 'Preview with a dock notice, in Canadian French',
  args: { path: '/orders/500101/preview/details' },
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  beforeEach({ msw }) {
    msw.use(fixture(contract.orders.byNumber, { ...openOrderFixture, notices: [closedDockNotice] }));
  },
  play: async ({ canvas, loaded }) => {
    await canvas.findByText('Un arrêt est hors des heures de son quai', {}, long);
    await expect(
      canvas.getByText(
        'Arrêt 1 : Shipping dock est fermé ce jour-là (Dimanche). Déplacez la plage horaire ou convenez de l’arrêt avec l’emplacement.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Sunday/)).toBeNull();
    await expect(loadedText(loaded, 'locations.day.0')).toBe('Dimanche');
  },
};

/** The logistics tab: each stop's place, window in its own zone, and freight. */
export const PreviewLogistics: Story = {
  args: { path: '/orders/500101/preview/logistics' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /Stop 1 · Shipping/ }, long);
    await expect(canvas.getByText(/Ottawa, ON K1A 0B1 · CA/)).toBeInTheDocument();
    await expect(canvas.getByText('20 × Pallets of frozen berries, 18,000 lb')).toBeInTheDocument();
    await expect(canvas.getByText('Local time (America/Toronto)')).toBeInTheDocument();
  },
};

/** Create and tender: the dialog asks for carrier and rate, sends both, and the spec's notice shows. */
export const CreateAndTender: Story = {
  args: { path: '/orders/500101/preview/details' },
  play: async ({ canvas, canvasElement, msw }) => {
    const send = recordedFixture(contract.orders.createShipment, {
      order: tenderedOrderFixture,
      shipmentNumber: '700001',
      reusedDraft: false,
    });
    msw.use(send.handler, fixture(contract.orders.tenderCarriers, [...tenderCarriersFixture]));
    await userEvent.click(
      await canvas.findByRole('button', { name: m['orders.actions.createAndTender'] }, long),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    await userEvent.click(dialog.getByRole('button', { name: m['orders.actions.send'] }));
    await expect(await dialog.findByText(m['orders.actions.chooseCarrier'], {}, long)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('combobox', { name: /Carrier/ }));
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: /Swiftline Carriers/ }, long),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Line-haul rate/ }), '2,150');
    await userEvent.click(dialog.getByRole('button', { name: m['orders.actions.send'] }));
    await expect(
      await body(canvasElement).findByText('Shipment 700001 successfully tendered', {}, long),
    ).toBeInTheDocument();
    await expect(send.requests[0]?.body).toEqual({
      maxBuy: null,
      tender: { carrierId: tenderCarriersFixture[1]?.id, rate: 2150 },
    });
  },
};

/** Tendering to several carriers at once (ADR 059): the first carrier picked, another ticked; both are sent. */
export const CreateAndTenderToSeveral: Story = {
  args: { path: '/orders/500101/preview/details' },
  play: async ({ canvas, canvasElement, msw }) => {
    const send = recordedFixture(contract.orders.createShipment, {
      order: tenderedOrderFixture,
      shipmentNumber: '700001',
      reusedDraft: false,
      tender: {
        carrierName: 'Swiftline Carriers',
        carrierNames: ['Swiftline Carriers', 'Iron Horse Freight'],
        rate: 2150,
        automatic: false,
      },
    });
    msw.use(send.handler, fixture(contract.orders.tenderCarriers, [...tenderCarriersFixture]));
    await userEvent.click(
      await canvas.findByRole('button', { name: m['orders.actions.createAndTender'] }, long),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    // Nothing to add until a first carrier is picked.
    await expect(dialog.queryByRole('group', { name: m['orders.actions.alsoTender'] })).toBeNull();
    await userEvent.click(dialog.getByRole('combobox', { name: /Carrier/ }));
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: /Swiftline Carriers/ }, long),
    );
    const also = within(await dialog.findByRole('group', { name: m['orders.actions.alsoTender'] }, long));
    // The carrier picked is not offered again.
    await expect(also.queryByRole('checkbox', { name: /Swiftline Carriers/ })).toBeNull();
    const ironHorse = also.getByRole('checkbox', { name: /Iron Horse Freight/ });
    ironHorse.focus();
    await userEvent.keyboard(' ');
    await expect(ironHorse).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: /Line-haul rate/ }), '2150');
    await userEvent.click(dialog.getByRole('button', { name: m['orders.actions.send'] }));
    await expect(
      await body(canvasElement).findByText(
        'Tendered to 2 carriers: Swiftline Carriers, Iron Horse Freight. The first to accept wins.',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(send.requests[0]?.body).toEqual({
      maxBuy: null,
      tender: {
        carrierId: tenderCarriersFixture[1]?.id,
        carrierIds: [tenderCarriersFixture[0]?.id],
        rate: 2150,
      },
    });
  },
};

/** A tendered order: no Edit, no shipment actions; its shipment and tender are shown. */
export const PreviewTendered: Story = {
  args: { path: '/orders/500101/preview/details' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.orders.byNumber, tenderedOrderFixture));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Tendered to Swiftline Carriers at $2,150.00 · Sent', {}, long),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: m['orders.preview.edit'] })).toBeNull();
    await expect(canvas.queryByRole('button', { name: m['orders.actions.createShipment'] })).toBeNull();
  },
};

/**
 * A load tendered to three carriers at once after one accepted (ADR 059): each carrier with its answer,
 * the one that booked it first, in the order the back end sends (domain `offersOfALoadInOrder`).
 */
export const PreviewTenderedToSeveral: Story = {
  tags: ['visual'],
  args: { path: '/orders/500101/preview/details' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.orders.byNumber, coveredByOneOfThreeOrderFixture));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tendered to 3 carriers at once', {}, long)).toBeInTheDocument();
    const offers = within(canvas.getByRole('list', { name: m['orders.preview.offers'] }));
    await expect(offers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Iron Horse Freight at $2,150.00 · Accepted',
      'Swiftline Carriers at $2,150.00 · Rescinded',
      'Lakeside Haulers at $2,150.00 · Rejected',
    ]);
  },
};

/**
 * A Planned order's rates (ADR 043): the offer first with its rate, service level and note, then the
 * carrier still to answer, then the one that declined.
 */
export const PreviewRates: Story = {
  tags: ['visual'],
  args: { path: '/orders/500101/preview/rates' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.orders.byNumber, plannedOrderFixture));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['orders.rates.list'] }, long);
    const cards = within(list).getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Swiftline Carriers',
      'Northern Lights Transport',
      'Iron Horse Freight',
    ]);
    await expect(within(cards[0]!).getByText('$2,375.00')).toBeInTheDocument();
    await expect(
      within(cards[0]!).getByText('Team drivers available; can pick up a day early.'),
    ).toBeInTheDocument();
    // Only the offer can be tendered at.
    await expect(within(list).getAllByRole('button')).toHaveLength(1);
  },
};

/** Tendering at the offer asks once, then sends the carrier and its rate, and the spec's notice shows. */
export const TenderAtOffer: Story = {
  args: { path: '/orders/500101/preview/rates' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.orders.byNumber, plannedOrderFixture));
  },
  play: async ({ canvas, canvasElement, msw }) => {
    const list = await canvas.findByRole('list', { name: m['orders.rates.list'] }, long);
    const cards = within(list).getAllByRole('listitem');
    const send = recordedFixture(contract.orders.tender, {
      order: tenderedOrderFixture,
      shipmentNumber: '700001',
    });
    msw.use(send.handler);
    await userEvent.click(
      within(cards[0]!).getByRole('button', { name: 'Tender at $2,375.00 to Swiftline Carriers' }),
    );
    const dialog = within(await body(canvasElement).findByRole('alertdialog', {}, long));
    await expect(
      dialog.getByText(
        'Tender shipment 700001 to Swiftline Carriers at $2,375.00? The carrier then has it under Sent tenders.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: m['orders.rates.tenderSend'] }));
    await expect(
      await body(canvasElement).findByText('Shipment 700001 successfully tendered', {}, long),
    ).toBeInTheDocument();
    await expect(send.requests[0]?.body).toEqual({
      carrierId: '9a1b2c3d-0000-4000-8000-000000000002',
      rate: 2375,
    });
  },
};

/** Requesting rates on an Open order: none ticked is said at the list; two ticked are sent, with a notice. */
export const RequestRates: Story = {
  args: { path: '/orders/500101/preview/rates' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.orders.rateRequests, { shipmentNumber: null, items: [] }));
  },
  play: async ({ canvas, canvasElement, msw }) => {
    await expect(await canvas.findByText(m['orders.rates.empty'], {}, long)).toBeInTheDocument();
    const send = recordedFixture(contract.orders.requestRates, {
      ...orderRateRequestsFixture,
      order: plannedOrderFixture,
    });
    msw.use(send.handler, fixture(contract.orders.tenderCarriers, [...tenderCarriersFixture]));
    await userEvent.click(canvas.getByRole('button', { name: m['orders.rates.request'] }));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    await userEvent.click(dialog.getByRole('button', { name: m['orders.rates.send'] }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Choose at least one carrier.');
    await expect(send.requests).toHaveLength(0);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Swiftline Carriers/ }, long));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Iron Horse Freight/ }));
    await userEvent.click(dialog.getByRole('button', { name: m['orders.rates.send'] }));
    await expect(
      await body(canvasElement).findByText('Rate requests sent to 2 carriers for shipment 700001', {}, long),
    ).toBeInTheDocument();
    await expect(send.requests[0]?.body).toEqual({
      carrierIds: [tenderCarriersFixture[1]?.id, tenderCarriersFixture[0]?.id],
    });
  },
};

/** A carrier asked already: the back end's sentence shows in the dialog, and the ticks stay. */
export const RequestRatesRefused: Story = {
  args: { path: '/orders/500101/preview/rates' },
  beforeEach({ msw }) {
    msw.use(
      fixture(contract.orders.tenderCarriers, [...tenderCarriersFixture]),
      fixtureError(
        contract.orders.requestRates,
        409,
        'Swiftline Carriers already has an open rate request for shipment 700001.',
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m['orders.rates.request'] }, long));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    const swiftline = await dialog.findByRole('checkbox', { name: /Swiftline Carriers/ }, long);
    await userEvent.click(swiftline);
    await userEvent.click(dialog.getByRole('button', { name: m['orders.rates.send'] }));
    await expect(
      await dialog.findByText(
        'Swiftline Carriers already has an open rate request for shipment 700001.',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(swiftline).toBeChecked();
  },
};

/**
 * Duplicate, by keyboard: zero copies and 31 days apart are refused in the dialog before anything is
 * sent; three copies a week apart send `{ copies: 3, shiftDays: 7 }`, the notice names the new orders
 * and the broker lands on the list (ADR 047).
 */
export const Duplicate: Story = {
  args: { path: '/orders/500101/preview/details' },
  play: async ({ canvas, canvasElement, msw }) => {
    const duplicate = recordedFixture(contract.orders.duplicate, {
      orderNumbers: ['500201', '500202', '500203'],
    });
    msw.use(duplicate.handler);
    const open = await canvas.findByRole('button', { name: m['orders.duplicate.open'] }, long);
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Duplicate order 500101' }, long),
    );
    const copies = dialog.getByRole('spinbutton', { name: new RegExp(m['orders.duplicate.copies']) });
    await userEvent.clear(copies);
    await userEvent.type(copies, '0{Enter}');
    await expect(await dialog.findByText('Enter a whole number of copies from 1 to 20.')).toBeVisible();
    await expect(copies).toHaveAttribute('aria-invalid', 'true');
    await expect(duplicate.requests).toHaveLength(0);
    await userEvent.clear(copies);
    await userEvent.type(copies, '3');
    // A weekly lane: each copy a week after the one before; 31 days apart is refused first.
    const days = dialog.getByRole('spinbutton', { name: new RegExp(m['orders.duplicate.shiftDays']) });
    await expect(days).toHaveValue(0);
    await userEvent.clear(days);
    await userEvent.type(days, '31{Enter}');
    await expect(
      await dialog.findByText('Enter a whole number of days from 0 to 30 between copies.'),
    ).toBeVisible();
    await expect(duplicate.requests).toHaveLength(0);
    await userEvent.clear(days);
    await userEvent.type(days, '7{Enter}');
    await expect(
      await body(canvasElement).findByText('Orders 500201, 500202, 500203 created', {}, long),
    ).toBeInTheDocument();
    await expect(duplicate.requests[0]?.body).toEqual({ copies: 3, shiftDays: 7 });
    await expect(duplicate.requests[0]?.params).toEqual({ orderNumber: '500101' });
    await expect(await canvas.findByRole('table', {}, long)).toBeVisible();
  },
};

/** Duplicate in Canadian French: zero copies is refused in French, with the range in numbers. */
export const DuplicateInFrench: Story = {
  name: 'Duplicate, in Canadian French',
  args: { path: '/orders/500101/preview/details' },
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ canvas, canvasElement, loaded, msw }) => {
    const duplicate = recordedFixture(contract.orders.duplicate, { orderNumbers: ['500201'] });
    msw.use(duplicate.handler);
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'orders.duplicate.open') }, long),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    const copies = dialog.getByRole('spinbutton', {
      name: new RegExp(loadedText(loaded, 'orders.duplicate.copies')),
    });
    await userEvent.clear(copies);
    await userEvent.type(copies, '0{Enter}');
    await expect(
      await dialog.findByText('Saisissez un nombre entier de copies de 1 à 20.', {}, long),
    ).toBeVisible();
    await expect(duplicate.requests).toHaveLength(0);
  },
};

/** Another company's or a made-up order: not found, and the way back. */
export const NotFound: Story = {
  args: { path: '/orders/999999/preview/details' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.orders.byNumber, 404, 'Order 999999 was not found.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Order 999999 was not found.', {}, long)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['orders.preview.back'] })).toHaveAttribute(
      'href',
      '/orders',
    );
  },
};
