import { contract, shipmentEndpoints } from '@freightkit/api';
import {
  buildProblem,
  buildShipment,
  buildShipmentSearchResult,
  defaultHandlers,
  fixture,
  fixtureError,
} from '@freightkit/api/msw';
import {
  enumMessagesEn,
  preloadRefusalMessage,
  ShipmentStatus,
  shipmentPreviewPages,
  specMessagesEn,
} from '@freightkit/domain';
import { shipmentMessages } from '@freightkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ShipmentDetailPage } from './ShipmentDetailPage.tsx';

/*
 * The shipment detail's actions that write: a stop's arrival and departure, a stop preload,
 * rescinding a booking and reporting a problem, each in success and failure, driven by keyboard.
 * The default fixtures' search holds two shipments per status numbered from 100001: 100005 is Booked,
 * 100007 In Transit; each has a Chicago pickup and a Denver delivery (each stop in its own zone).
 */
const booked = '100005';
const inTransit = '100007';
const kit = shipmentMessages.en;
const text = portalMessagesEn;

const routes = shipmentPreviewPages.map((page) => ({
  path: `/all-shipments/:shipmentNumber/preview/${page}`,
  element: <ShipmentDetailPage page={page} />,
}));

const meta = {
  title: 'Portal/Shipments/Detail actions',
  component: PortalStory,
  // The comments editor loads on demand and the notices come and go: no stable frame for a baseline.
  tags: ['!visual'],
  parameters: { layout: 'fullscreen' },
  args: { routes, path: `/all-shipments/${inTransit}/preview/details`, persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const slow = { timeout: 20_000 };

/** Focuses a control and presses Enter: how a keyboard user opens it. */
async function press(element: HTMLElement) {
  element.focus();
  await userEvent.keyboard('{Enter}');
}

/** Opens the shipment actions menu and chooses an item, by keyboard. */
async function chooseAction(page: ReturnType<typeof body>, item: string) {
  await press(await page.findByRole('button', { name: text['shipmentDetail.actions'] }, slow));
  const menuItem = await page.findByRole('menuitem', { name: item });
  await waitFor(() => expect(menuItem).toBeVisible());
  await press(menuItem);
}

/** Opens a stop's dialog from its button (by keyboard) and answers the dialog. */
async function openStopDialog(
  page: ReturnType<typeof body>,
  button: 'shipmentDetail.stops.updateTimes' | 'shipmentDetail.preload.button',
  number: number,
) {
  await press(await page.findByRole('button', { name: fill(text[button], { number }) }, slow));
  return within(await page.findByRole('dialog'));
}

/** Opens an action's dialog from the actions menu and focuses its text box, typing `value`. */
async function openActionAndType(
  page: ReturnType<typeof body>,
  item: string,
  textbox: RegExp | string,
  value: string,
) {
  await chooseAction(page, item);
  const dialog = within(await page.findByRole('dialog'));
  // A dialog's fields may load with it (the problem report's, ADR 080): wait for the field.
  const field = await dialog.findByRole('textbox', { name: textbox });
  field.focus();
  await userEvent.type(field, value);
  return { dialog, field };
}

/** A booked load (100005): its detail page. */
const bookedLoad = {
  args: { path: `/all-shipments/${booked}/preview/details` },
};

/** Types a value into a field after clearing it. */
async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** Records an arrival and a departure at stop 2 in Denver's zone; the notice shows and the dialog closes. */
export const TestRecordsArrivalAndDeparture: Story = {
  name: 'Test: records arrival and departure',
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await openStopDialog(page, 'shipmentDetail.stops.updateTimes', 2);
    // The dialog fades in: wait until it is fully shown rather than asserting on its first frame.
    await waitFor(() =>
      expect(
        page.getByRole('dialog', { name: fill(text['shipmentDetail.arrival.title'], { number: 2 }) }),
      ).toBeVisible(),
    );
    await expect(dialog.getByText(/America\/Denver/)).toBeVisible();
    const arrived = text['shipmentDetail.arrival.arrived'];
    const departed = text['shipmentDetail.arrival.departed'];
    const [arrivalNotYet, departureNotYet] = dialog.getAllByRole('checkbox', {
      name: text['shipmentDetail.arrival.notYet'],
    });
    if (!arrivalNotYet || !departureNotYet) throw new Error('No "Not yet" boxes');
    arrivalNotYet.focus();
    await userEvent.keyboard(' ');
    await userEvent.type(
      dialog.getByLabelText(fill(text['shipmentDetail.arrival.date'], { which: arrived })),
      '2026-11-25',
    );
    await retype(dialog.getByLabelText(fill(text['shipmentDetail.arrival.hour'], { which: arrived })), '8');
    await retype(
      dialog.getByLabelText(fill(text['shipmentDetail.arrival.minute'], { which: arrived })),
      '15',
    );
    departureNotYet.focus();
    await userEvent.keyboard(' ');
    await userEvent.type(
      dialog.getByLabelText(fill(text['shipmentDetail.arrival.date'], { which: departed })),
      '2026-11-25',
    );
    await retype(dialog.getByLabelText(fill(text['shipmentDetail.arrival.hour'], { which: departed })), '10');
    await retype(
      dialog.getByLabelText(fill(text['shipmentDetail.arrival.minute'], { which: departed })),
      '0{Enter}',
    );
    await waitFor(() =>
      expect(page.getByText(fill(text['shipmentDetail.arrival.saved'], { number: 2 }))).toBeVisible(),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** A departure before the arrival: the back end refuses, the dialog stays with its reason and the times typed. */
export const TestArrivalRefused: Story = {
  name: 'Test: arrival and departure refused',
  beforeEach({ msw }) {
    msw.use(
      fixtureError(shipmentEndpoints.updateStopArrivalDeparture, 400, 'The request is invalid.', {
        departure: ['The departure cannot be before the arrival.'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await openStopDialog(page, 'shipmentDetail.stops.updateTimes', 1);
    const departed = text['shipmentDetail.arrival.departed'];
    const [, departureNotYet] = dialog.getAllByRole('checkbox', {
      name: text['shipmentDetail.arrival.notYet'],
    });
    if (!departureNotYet) throw new Error('No "Not yet" box for the departure');
    departureNotYet.focus();
    await userEvent.keyboard(' ');
    const date = dialog.getByLabelText(fill(text['shipmentDetail.arrival.date'], { which: departed }));
    // An impossible time first: the domain's stop-time rule refuses it before any call.
    await userEvent.type(date, '2026-11-23');
    await retype(dialog.getByLabelText(fill(text['shipmentDetail.arrival.hour'], { which: departed })), '9');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText(text['shipmentDetail.arrival.invalid'])).toBeVisible();
    await retype(
      dialog.getByLabelText(fill(text['shipmentDetail.arrival.minute'], { which: departed })),
      '0{Enter}',
    );
    // A departure without an arrival: the back end refuses it (400).
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The departure cannot be before the arrival.',
    );
    await expect(date).toHaveValue('11/23/2026');
  },
};

/** Records a preload at the pickup of a booked load: the spec's 'Stop preload recorded'. */
export const TestRecordsPreload: Story = {
  name: 'Test: records a preload',
  ...bookedLoad,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await openStopDialog(page, 'shipmentDetail.preload.button', 1);
    // Before dispatch no stop times are offered (domain's canRecordStopTimes), the preload is.
    await expect(
      page.queryByRole('button', { name: fill(text['shipmentDetail.stops.updateTimes'], { number: 1 }) }),
    ).toBeNull();
    const trailer = dialog.getByRole('textbox', { name: text['shipmentDetail.preload.trailer'] });
    trailer.focus();
    // Sending without a trailer number says what is missing.
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText(/Trailer number/, { selector: '[id]' })).toBeVisible();
    await userEvent.type(trailer, 'TR-4410{Enter}');
    await waitFor(() => expect(page.getByText(specMessagesEn['shipments.preloadRecorded'])).toBeVisible());
  },
};

/**
 * The back end refuses a preload the page still offered (the driver left the pickup since it
 * loaded): the dialog keeps the trailer number and shows domain's reason as the back end sends it.
 */
export const TestPreloadRefused: Story = {
  name: 'Test: preload refused',
  args: bookedLoad.args,
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.shipmentResources.preloadStop, 400, 'The request is invalid.', {
        stopId: [preloadRefusalMessage('departed')],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openStopDialog(body(canvasElement), 'shipmentDetail.preload.button', 1);
    const trailer = dialog.getByRole('textbox', { name: text['shipmentDetail.preload.trailer'] });
    trailer.focus();
    await userEvent.type(trailer, 'TR-4410{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(preloadRefusalMessage('departed'));
    await expect(trailer).toHaveValue('TR-4410');
  },
};

/**
 * A load in transit (100007): stop times are offered, a preload is not (domain's canPreloadAt allows
 * it only on a Booked or Dispatched load), at the pickup or anywhere else.
 */
export const TestNoPreloadWhileMoving: Story = {
  name: 'Test: no preload while moving',
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByRole(
        'button',
        { name: fill(text['shipmentDetail.stops.updateTimes'], { number: 1 }) },
        slow,
      ),
    ).toBeVisible();
    for (const number of [1, 2]) {
      await expect(
        page.queryByRole('button', { name: fill(text['shipmentDetail.preload.button'], { number }) }),
      ).toBeNull();
    }
  },
};

/** A booked load offers the preload at its pickup only, never at the delivery stop. */
export const TestPreloadAtPickupOnly: Story = {
  name: 'Test: preload at the pickup only',
  ...bookedLoad,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByRole(
        'button',
        { name: fill(text['shipmentDetail.preload.button'], { number: 1 }) },
        slow,
      ),
    ).toBeVisible();
    await expect(
      page.queryByRole('button', { name: fill(text['shipmentDetail.preload.button'], { number: 2 }) }),
    ).toBeNull();
  },
};

const rescind = text['shipmentDetail.actions.rescind'];
const reason = text['shipmentDetail.rescind.reason'];

/** Rescinds the booking of a booked load with a reason: the spec's rescinded notice. */
export const TestRescindsBooking: Story = {
  name: 'Test: rescinds a booking',
  ...bookedLoad,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const { dialog } = await openActionAndType(page, rescind, reason, 'Truck broke down');
    // The dialog fades in: wait until it is fully shown rather than asserting on its first frame.
    await waitFor(() =>
      expect(
        page.getByRole('dialog', { name: fill(text['shipmentDetail.rescind.title'], { number: booked }) }),
      ).toBeVisible(),
    );
    await press(dialog.getByRole('button', { name: text['shipmentDetail.rescind.confirm'] }));
    await waitFor(() =>
      expect(page.getByText(fill(specMessagesEn['shipments.rescinded'], { number: booked }))).toBeVisible(),
    );
  },
};

/** Stands in for the shipment lists, where a carrier lands after giving a broker's load back. */
const listStandIn = { path: '/all-shipments', element: <h1>All shipments</h1> };

/**
 * Rescinds a load won from a broker's order (its answer carries the order): the load is the broker's
 * again, so the carrier gets the rescinded notice and lands on the shipment lists, never on 'Unable
 * to access shipment' (issue 13).
 */
export const TestRescindsABrokersLoad: Story = {
  name: "Test: rescinding a broker's load returns to the lists",
  args: { ...bookedLoad.args, routes: [...routes, listStandIn] },
  beforeEach({ msw }) {
    msw.use(
      fixture(contract.shipmentResources.rescindBooking, ({ params }) =>
        buildShipment(buildShipmentSearchResult(5, { id: params.id, shipmentNumber: booked }), {
          orderId: '500101',
          shipmentStatus: ShipmentStatus.ReadyToBook,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await chooseAction(page, rescind);
    const dialog = within(await page.findByRole('dialog'));
    await press(dialog.getByRole('button', { name: text['shipmentDetail.rescind.confirm'] }));
    await expect(await page.findByRole('heading', { name: 'All shipments' }, slow)).toBeVisible();
    await expect(
      page.getByText(fill(specMessagesEn['shipments.rescinded'], { number: booked })),
    ).toBeVisible();
    await expect(page.queryByText(specMessagesEn['shipments.detailsFailed'])).toBeNull();
  },
};

/** A refused rescind (the back end says why): the dialog stays open with the reason typed. */
export const TestRescindRefused: Story = {
  name: 'Test: rescind refused',
  args: bookedLoad.args,
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.shipmentResources.rescindBooking, 400, 'The request is invalid.', {
        status: ['The driver is already on the way.'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await openActionAndType(
      body(canvasElement),
      rescind,
      reason,
      'Truck broke down',
    );
    await press(dialog.getByRole('button', { name: text['shipmentDetail.rescind.confirm'] }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The driver is already on the way.');
    await expect(field).toHaveValue('Truck broke down');
  },
};

const reportProblem = text['shipmentDetail.actions.reportProblem'];
const whatHappened = new RegExp(text['shipmentDetail.problem.description']);

/** Reports a breakdown: the notice shows and it heads the tracking problems, its kind translated. */
export const TestReportsProblem: Story = {
  name: 'Test: reports a problem',
  play: async ({ canvasElement, msw }) => {
    const page = body(canvasElement);
    const problems = await page.findByRole('region', { name: text['shipmentDetail.problems.title'] }, slow);
    await expect(await within(problems).findByText(buildProblem().description)).toBeVisible();
    const { dialog } = await openActionAndType(
      page,
      reportProblem,
      whatHappened,
      'Air line burst near Salina',
    );
    // The dialog fades in: wait until it is fully shown rather than asserting on its first frame.
    await waitFor(() =>
      expect(
        page.getByRole('dialog', { name: fill(text['shipmentDetail.problem.title'], { number: inTransit }) }),
      ).toBeVisible(),
    );
    // The kinds read from the catalog (enum.shipmentProblemType.*): pick Breakdown by keyboard.
    await press(dialog.getByRole('combobox', { name: text['shipmentDetail.problem.type'] }));
    await press(
      await page.findByRole('option', { name: enumMessagesEn['enum.shipmentProblemType.Breakdown'] }),
    );
    // Once reported, the back end lists the breakdown first.
    const reported = buildProblem({
      id: 'problem-2',
      type: 'Breakdown',
      description: 'Air line burst near Salina',
    });
    msw.use(
      fixture(contract.shipmentResources.reportProblem, reported),
      fixture(contract.shipmentResources.trackingProblems, [reported, buildProblem()]),
    );
    await press(dialog.getByRole('button', { name: text['shipmentDetail.problem.submit'] }));
    await waitFor(() =>
      expect(
        page.getByText(fill(text['shipmentDetail.problem.reported'], { number: inTransit })),
      ).toBeVisible(),
    );
    const first = (await within(problems).findAllByRole('listitem'))[0];
    if (!first) throw new Error('No problems listed');
    await waitFor(() => expect(first).toHaveTextContent('Air line burst near Salina'));
    await expect(first).toHaveTextContent('Breakdown');
  },
};

/** A problem on a delivered load is refused: the dialog stays with the back end's reason and the text typed. */
export const TestProblemRefused: Story = {
  name: 'Test: problem report refused',
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.shipmentResources.reportProblem, 400, 'The request is invalid.', {
        status: ['A problem cannot be reported on a shipment that is Delivered.'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await openActionAndType(
      body(canvasElement),
      reportProblem,
      whatHappened,
      'Pallet damaged',
    );
    await press(dialog.getByRole('button', { name: text['shipmentDetail.problem.submit'] }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A problem cannot be reported on a shipment that is Delivered.',
    );
    await expect(field).toHaveValue('Pallet damaged');
  },
};

/** A delivered load (100009) offers no problem report (domain's canReportProblem). */
export const TestNoProblemOnceDelivered: Story = {
  name: 'Test: no problem report once delivered',
  args: { path: '/all-shipments/100009/preview/details' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await press(await page.findByRole('button', { name: text['shipmentDetail.actions'] }, slow));
    const menu = within(await page.findByRole('menu'));
    await expect(await menu.findByRole('menuitem', { name: /Delivery Confirmed/ })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: reportProblem })).toBeNull();
  },
};

/** The PRO number the shipment read carries shows prefilled, and editing starts from it. */
export const ProNumberPrefilled: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixture(shipmentEndpoints.byId, ({ params }) =>
        buildShipment(buildShipmentSearchResult(6, { id: params.id }), { proNumber: 'PRO-55210' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('PRO-55210', {}, slow)).toBeVisible();
    await press(page.getByRole('button', { name: kit['kit.proNumber.edit'] }));
    await expect(await page.findByRole('textbox', { name: kit['kit.proNumber.label'] })).toHaveValue(
      'PRO-55210',
    );
  },
};

const voidItem = fill(text['shipmentDetail.actions.changeStatus'], { status: 'Voided' });
const quickClosure = text['shipmentDetail.actions.quickClosure'];

/** A dispatcher on a moving load: closing it is offered, voiding it is not (domain's offeredStatusChanges). */
export const TestNoVoidWhileMoving: Story = {
  name: 'Test: no voiding a moving load',
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await press(await page.findByRole('button', { name: text['shipmentDetail.actions'] }, slow));
    const menu = within(await page.findByRole('menu'));
    await expect(await menu.findByRole('menuitem', { name: quickClosure })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: voidItem })).toBeNull();
  },
};

/** A driver-only user on their moving load: road changes only, no voiding, closing or rescinding. */
export const TestDriverGetsRoadChangesOnly: Story = {
  name: 'Test: a driver-only user reports road progress only',
  args: { persona: 'driver' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await press(await page.findByRole('button', { name: text['shipmentDetail.actions'] }, slow));
    const menu = within(await page.findByRole('menu'));
    const atStop = fill(text['shipmentDetail.actions.changeStatus'], { status: 'At Stop' });
    await expect(await menu.findByRole('menuitem', { name: atStop })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: voidItem })).toBeNull();
    await expect(menu.queryByRole('menuitem', { name: quickClosure })).toBeNull();
    await expect(menu.queryByRole('menuitem', { name: rescind })).toBeNull();
  },
};
