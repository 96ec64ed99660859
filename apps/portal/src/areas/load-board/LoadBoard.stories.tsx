import { contract } from '@freightkit/api';
import {
  availableShipmentFixture,
  availableShipmentPageFixture,
  chicagoLocationFixture,
  quotableLocationsFixture,
  reloadOriginFixture,
} from '@freightkit/api/fixtures';
import { endpointHandler, errorResponse, page } from '@freightkit/api/msw';
import { EquipmentType } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { AvailableFreightDetailScreen } from './AvailableFreightDetailScreen.tsx';
import { AvailableFreightScreen } from './AvailableFreightScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/available-freight', element: <AvailableFreightScreen /> },
  { path: '/available-freight/:shipmentNumber', element: <AvailableFreightDetailScreen /> },
];

const emptyBoard = { ...availableShipmentPageFixture, items: [], totalCount: 0, origin: null };

const meta = {
  title: 'Portal/Load Board',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // A baseline of the list (the screen carriers compare portals by); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/available-freight', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, () => availableShipmentPageFixture),
      endpointHandler(contract.loadBoard.quotableLocations, () => page(quotableLocationsFixture)),
      endpointHandler(contract.loadBoard.availableShipment, () => availableShipmentFixture),
      // Where a board load's reloads start: where it delivers (ADR 037).
      endpointHandler(contract.loadBoard.reloadOrigin, ({ params }) => {
        const { late: _late, ...destination } = availableShipmentFixture.destination;
        return { shipmentNumber: params.shipmentNumber, onBoard: true, destination };
      }),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The board around Chicago: a card per load with its lane link, pickup, equipment and rate. */
export const List: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['loadBoard.list'] }, long);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3), long);
    await expect(
      canvas.getByRole('link', { name: 'Shipment 700001: Chicago, IL to Dallas, TX' }),
    ).toHaveAttribute('href', '/available-freight/700001');
    await expect(canvas.getByText('3 loads')).toBeInTheDocument();
    await expect(canvas.getByText('$2,150.00 · $2.28/mi')).toBeInTheDocument();
    await expect(canvas.getByText('Van, Reefer')).toBeInTheDocument();
  },
};

/**
 * Narrowing by keyboard: a city chosen from the place search, a 50-mile radius and a trailer type go
 * into the board's query (the answer below comes only for that query) and into the address.
 */
export const NarrowedByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, ({ query }) =>
        query.originLocationId === chicagoLocationFixture.id &&
        query.originRadius === 50 &&
        query.equipmentTypes === EquipmentType.FlatBed
          ? {
              ...availableShipmentPageFixture,
              items: availableShipmentPageFixture.items.slice(2),
              totalCount: 1,
            }
          : emptyBoard,
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(m['loadBoard.empty.title'], {}, long);
    const origin = canvas.getByRole('combobox', { name: m['loadBoard.origin'] });
    origin.focus();
    await userEvent.keyboard('chi');
    const option = await body(canvasElement).findByRole('option', { name: 'Chicago, IL' }, long);
    await expect(option).toBeInTheDocument();
    // The first match is active as the list opens (autoSelect): Enter chooses it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(origin).toHaveValue('Chicago, IL'), long);

    canvas.getByRole('combobox', { name: m['loadBoard.originRadius'] }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '50 miles' }, long));
    canvas.getByRole('combobox', { name: m['loadBoard.equipment'] }).focus();
    await userEvent.keyboard('{Enter}');
    const flatBed = await body(canvasElement).findByRole('option', { name: 'Flat Bed' }, long);
    await waitFor(() => expect(flatBed).toBeVisible(), long);
    await userEvent.keyboard('Flat');
    await waitFor(() => expect(flatBed).toHaveAttribute('data-active-item'), long);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flatBed).toHaveAttribute('aria-selected', 'true'), long);
    await userEvent.keyboard('{Escape}');

    await expect(
      await canvas.findByRole('link', { name: 'Shipment 700003: Gary, IN to Milwaukee, WI' }, long),
    ).toBeInTheDocument();
    await expect(canvas.getByText('1 load')).toBeInTheDocument();
    await expect(canvas.getByText('18 mi from origin')).toBeInTheDocument();
  },
};

/** The two types the story chooses, as the spec's bit flags: one mask in the query and the address. */
const flatBedOrStepDeck = EquipmentType.FlatBed | EquipmentType.StepDeck;

/**
 * Several trailer types, by keyboard: Flat Bed and Step Deck chosen in one visit to the list go into
 * the query as one mask (the answer below comes only for that mask) and into the address (the load's
 * link carries it, so its way back shows the same board); each type is named under the filters, and
 * removing one asks again for the other alone.
 */
export const SeveralEquipmentTypes: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, ({ query }) =>
        query.equipmentTypes === flatBedOrStepDeck
          ? {
              ...availableShipmentPageFixture,
              items: availableShipmentPageFixture.items.slice(2),
              totalCount: 1,
            }
          : query.equipmentTypes === EquipmentType.StepDeck
            ? {
                ...availableShipmentPageFixture,
                items: availableShipmentPageFixture.items.slice(0, 2),
                totalCount: 2,
              }
            : emptyBoard,
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(m['loadBoard.empty.title'], {}, long);
    const equipment = canvas.getByRole('combobox', { name: m['loadBoard.equipment'] });
    await expect(equipment).toHaveTextContent(m['loadBoard.anyEquipment']);
    equipment.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox', {}, long);
    await waitFor(() => expect(listbox).toBeVisible());
    // Typeahead makes the type active; Enter toggles it (each waits for the list, as a busy CI may lag).
    for (const type of ['Flat Bed', 'Step Deck']) {
      await userEvent.keyboard(type.slice(0, 4));
      const option = within(listbox).getByRole('option', { name: type });
      await waitFor(() => expect(option).toHaveAttribute('data-active-item'), long);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'), long);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(equipment).toHaveTextContent('Flat Bed and 1 more'), long);

    const link = await canvas.findByRole(
      'link',
      { name: 'Shipment 700003: Gary, IN to Milwaukee, WI' },
      long,
    );
    await expect(link.getAttribute('href')).toContain(`equipment=${flatBedOrStepDeck}`);
    await expect(canvas.getByText('1 load')).toBeInTheDocument();
    const chosen = canvas.getByRole('list', { name: m['loadBoard.equipment.active'] });
    await expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Flat Bed', 'Step Deck']);

    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove Flat Bed' }));
    await waitFor(() => expect(canvas.getByText('2 loads')).toBeInTheDocument(), long);
    await expect(equipment).toHaveTextContent('Step Deck');
    await expect(within(chosen).getAllByRole('button')).toHaveLength(1);
  },
};

/** Opened from an address that names two types (a reload, a shared link): the picker and the chips show both. */
export const EquipmentFromTheAddress: Story = {
  // A baseline of the picker's summary and the chips under the filters.
  tags: ['visual'],
  args: { path: `/available-freight?equipment=${EquipmentType.Van | EquipmentType.Reefer}` },
  play: async ({ canvas, canvasElement }) => {
    const equipment = await canvas.findByRole('combobox', { name: m['loadBoard.equipment'] }, long);
    await expect(equipment).toHaveTextContent('Van and 1 more');
    const chosen = canvas.getByRole('list', { name: m['loadBoard.equipment.active'] });
    await expect(within(chosen).getByRole('button', { name: 'Remove Van' })).toBeInTheDocument();
    await expect(within(chosen).getByRole('button', { name: 'Remove Reefer' })).toBeInTheDocument();
    await userEvent.click(equipment);
    const listbox = await body(canvasElement).findByRole('listbox', {}, long);
    await expect(within(listbox).getByRole('option', { name: 'Van' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'Reefer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'Flat Bed' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeVisible());
    await canvas.findByRole('list', { name: m['loadBoard.list'] }, long);
  },
};

/** Lets the held answer of {@link TestNewFiltersKeepTheLoads} go. */
let releaseHeldAnswer = () => {};

/**
 * Test: a changed filter keeps the loads on screen, marked as updating, until its answer arrives;
 * the list used to blank out between every tick of the equipment picker.
 */
export const TestNewFiltersKeepTheLoads: Story = {
  name: 'Test: new filters keep the loads until their answer',
  args: { path: `/available-freight?equipment=${EquipmentType.Van | EquipmentType.Reefer}` },
  beforeEach({ msw }) {
    const held = new Promise<void>((resolve) => {
      releaseHeldAnswer = resolve;
    });
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, async ({ query }) => {
        if (query.equipmentTypes === (EquipmentType.Van | EquipmentType.Reefer))
          return availableShipmentPageFixture;
        await held;
        return {
          ...availableShipmentPageFixture,
          items: availableShipmentPageFixture.items.slice(0, 1),
          totalCount: 1,
        };
      }),
    );
    return () => {
      releaseHeldAnswer();
    };
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['loadBoard.list'] }, long);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3), long);
    const chosen = canvas.getByRole('list', { name: m['loadBoard.equipment.active'] });
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove Reefer' }));

    const region = canvas.getByRole('region', { name: m['loadBoard.list'] });
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'true'), long);
    await expect(within(region).getByText('Updating results')).toBeInTheDocument();
    await expect(within(list).getAllByRole('article')).toHaveLength(3);

    releaseHeldAnswer();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1), long);
    await expect(canvas.getByText('1 load')).toBeInTheDocument();
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

/** Nothing matches: an empty state that says how to widen the search. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.loadBoard.availableShipments, () => emptyBoard));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['loadBoard.empty.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText(m['loadBoard.empty.body'])).toBeInTheDocument();
  },
};

/** The board fails: the back end's message and a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, () =>
        errorResponse(500, 'An internal error occurred.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['loadBoard.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('An internal error occurred.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['loadBoard.retry'] })).toBeInTheDocument();
  },
};

/** One load: lane, windows in their own zones, equipment, rate per mile, service level, the way back. */
export const Detail: Story = {
  args: { path: '/available-freight/700001?origin=41001&originName=Chicago%2C+IL' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Shipment 700001' }, long);
    await expect(canvas.getByText('$2,150.00 · $2.28/mi')).toBeInTheDocument();
    await expect(canvas.getByText('Book It Now')).toBeInTheDocument();
    await expect(canvas.getByText(/Chicago, IL 60607 · .*CST/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['loadBoard.detail.back'] })).toHaveAttribute(
      'href',
      '/available-freight?origin=41001&originName=Chicago%2C+IL',
    );
  },
};

/** A load that left the board (booked meanwhile): says so and leads back. */
export const DetailGone: Story = {
  args: { path: '/available-freight/700999' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.availableShipment, () =>
        errorResponse(404, 'The load on the board was not found.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['loadBoard.detail.notFound'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['loadBoard.detail.back'] })).toBeInTheDocument();
  },
};

/** The list query the Reloads story's back end last received. */
let reloadsQuery: { originLatitude?: number; originLongitude?: number; originRadius?: number } = {};

/** From `/reloads?search=700001`: the board searches around where that load delivers (Dallas) and says so. */
export const Reloads: Story = {
  args: { path: '/available-freight?search=700001' },
  beforeEach({ msw }) {
    reloadsQuery = {};
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, ({ query }) => {
        reloadsQuery = query;
        return { ...availableShipmentPageFixture, origin: null };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Reloads for shipment 700001: loads picking up near Dallas, TX, where it delivers',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('3 loads', {}, long)).toBeInTheDocument();
    await expect(reloadsQuery.originLatitude).toBeCloseTo(availableShipmentFixture.destination.latitude, 6);
    await expect(reloadsQuery.originLongitude).toBeCloseTo(availableShipmentFixture.destination.longitude, 6);
    await expect(reloadsQuery.originRadius).toBe(100);
  },
};

/**
 * From a booked shipment's "Find reloads" (`/reloads?search=100003`): not on the board, so the back end
 * places it by its last stop (ADR 037); the board searches around there.
 */
export const ReloadsOfABookedShipment: Story = {
  args: { path: '/available-freight?search=100003' },
  beforeEach({ msw }) {
    reloadsQuery = {};
    msw.use(
      endpointHandler(contract.loadBoard.reloadOrigin, () => reloadOriginFixture),
      endpointHandler(contract.loadBoard.availableShipments, ({ query }) => {
        reloadsQuery = query;
        return { ...availableShipmentPageFixture, origin: null };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Reloads for shipment 100003: loads picking up near Dallas, TX, where it delivers',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('3 loads', {}, long)).toBeInTheDocument();
    await expect(reloadsQuery.originLatitude).toBeCloseTo(reloadOriginFixture.destination.latitude, 6);
    await expect(reloadsQuery.originLongitude).toBeCloseTo(reloadOriginFixture.destination.longitude, 6);
  },
};

/** A number that is neither on the board nor the company's (404): said above every available load. */
export const ReloadsOfAnUnknownNumber: Story = {
  args: { path: '/available-freight?search=999999' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.reloadOrigin, () =>
        errorResponse(404, 'The shipment was not found.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Shipment 999999 is neither on the board nor one of your shipments, so these are all available loads',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('3 loads', {}, long)).toBeInTheDocument();
  },
};

const mapGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: m['loadBoard.map.label'] }, long);

/**
 * The map view (`?view=map`, ADR 027) over the shipped North America basemap: the same loads as the
 * list, one marker each. Keyboard: from the switch, Tab reaches the markers' one tab stop, the arrows
 * walk them, Enter opens a card whose link leads to the load's preview, keeping the board's address.
 */
export const MapView: Story = {
  // In every theme: the markers and routes against the shipped basemap are what a theme changes here.
  tags: ['visual', 'themed'],
  args: { path: '/available-freight?view=map' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, () => ({
        ...availableShipmentPageFixture,
        origin: null,
      })),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const group = await mapGroup(canvasElement);
    await expect(canvas.getByRole('button', { name: m['loadBoard.view.map'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: m['loadBoard.list'] })).toBeNull();
    await expect(group).toHaveAccessibleDescription(
      'Map of 3 loads; the same loads are listed in the list view.',
    );
    // The shipped basemap is drawn (states and provinces as paths), and no radius without a place.
    const land = canvasElement.querySelector('[data-point-map] svg path');
    await expect(land?.getAttribute('d')?.length ?? 0).toBeGreaterThan(1000);
    await expect(canvasElement.querySelectorAll('[data-map-circle]')).toHaveLength(0);

    canvas.getByRole('button', { name: m['loadBoard.view.map'] }).focus();
    await userEvent.tab();
    const markers = within(group).getAllByRole('button');
    await expect(markers[0]).toHaveFocus();
    // Joliet is the westmost of the three; the arrows walk east.
    await expect(markers[0]).toHaveAccessibleName(/^Load 700002, Joliet, IL to Toronto, ON, pickup /);
    await userEvent.keyboard('{ArrowRight}');
    await expect(markers[1]).toHaveFocus();
    await expect(markers[1]).toHaveAccessibleName(/^Load 700001, Chicago, IL to Dallas, TX, pickup /);
    await userEvent.keyboard('{Enter}');
    await expect(markers[1]).toHaveAttribute('aria-expanded', 'true');
    const link = await canvas.findByRole('link', { name: 'Shipment 700001: Chicago, IL to Dallas, TX' });
    await expect(link).toHaveAttribute('href', '/available-freight/700001?view=map');
  },
};

/** A city and a 50-mile radius chosen: the map fits the circle around the place the search resolved. */
export const MapWithRadius: Story = {
  tags: ['visual'],
  args: { path: '/available-freight?view=map&origin=41001&originName=Chicago%2C+IL&originRadius=50' },
  play: async ({ canvas, canvasElement }) => {
    const group = await mapGroup(canvasElement);
    await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(3), long);
    await expect(canvasElement.querySelectorAll('[data-map-circle]')).toHaveLength(1);
    await expect(canvas.getByText('3 loads')).toBeInTheDocument();
  },
};

/** Nothing matches: the basemap alone (no tab stop), the same empty state as the list. */
export const MapEmpty: Story = {
  args: { path: '/available-freight?view=map' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.loadBoard.availableShipments, () => emptyBoard));
  },
  play: async ({ canvas, canvasElement }) => {
    const group = await mapGroup(canvasElement);
    await expect(await canvas.findByText(m['loadBoard.empty.title'], {}, long)).toBeInTheDocument();
    await expect(within(group).queryAllByRole('button')).toHaveLength(0);
    await expect(group).toHaveAccessibleDescription(
      'Map of 0 loads; the same loads are listed in the list view.',
    );
  },
};

/** More loads than one page: the map says how many it shows and loads the next page on request. */
export const MapMore: Story = {
  args: { path: '/available-freight?view=map' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.loadBoard.availableShipments, ({ query }) => ({
        ...availableShipmentPageFixture,
        origin: null,
        totalCount: 6,
        pageSize: 3,
        page: query.page,
        items: availableShipmentPageFixture.items.map((load) =>
          query.page === 2
            ? { ...load, id: `${load.id.slice(0, -2)}99`, shipmentNumber: `${load.shipmentNumber}9` }
            : load,
        ),
      })),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await mapGroup(canvasElement);
    await expect(await canvas.findByText('Showing 3 of 6 loads', {}, long)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: m['loadBoard.map.more'] }));
    await expect(await canvas.findByText('6 loads', {}, long)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m['loadBoard.map.more'] })).toBeNull();
  },
};

/** The switch: Map shows the map in place of the list, List brings the list back. */
export const SwitchesView: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: m['loadBoard.list'] }, long);
    const list = canvas.getByRole('button', { name: m['loadBoard.view.list'] });
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: m['loadBoard.view.map'] }));
    await mapGroup(canvasElement);
    await expect(canvas.queryByRole('list', { name: m['loadBoard.list'] })).toBeNull();
    await userEvent.click(list);
    await expect(await canvas.findByRole('list', { name: m['loadBoard.list'] }, long)).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: m['loadBoard.map.label'] })).toBeNull();
  },
};
