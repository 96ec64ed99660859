import { answerBody, contract } from '@freightkit/api';
import { brokerChicagoLocationFixture, locationListFixture } from '@freightkit/api/fixtures';
import { defaultHandlers, fixture, fixtureError, recordedFixture } from '@freightkit/api/msw';
import { locationInUse, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { loadedText } from '@freightkit/ui/testing';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { LocationListScreen } from './LocationListScreen.tsx';
import { LocationCreateScreen, LocationDetailScreen, LocationEditScreen } from './LocationScreens.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/locations', element: <LocationListScreen /> },
  { path: '/locations/create', element: <LocationCreateScreen /> },
  { path: '/locations/:locationNumber', element: <LocationDetailScreen /> },
  { path: '/locations/:locationNumber/edit', element: <LocationEditScreen /> },
];

const meta = {
  title: 'Portal/Locations',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // A baseline of the list (the form and the detail are taller than the frame); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/locations', persona: 'broker' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'broker' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The broker's locations: a row per location with its address, type and dock schedules in a few words. */
export const List: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: m['locations.list.caption'] }, long);
    await waitFor(
      () => expect(within(table).getAllByRole('row')).toHaveLength(locationListFixture.length + 1),
      long,
    );
    await expect(within(table).getByRole('link', { name: 'L-1001' })).toHaveAttribute(
      'href',
      '/locations/L-1001',
    );
    await expect(
      within(table).getByText('1200 W Lake St, Chicago, IL 60607, United States'),
    ).toBeInTheDocument();
    await expect(
      within(table).getByText('Receiving dock: open 6 days a week, 1 around the clock'),
    ).toBeInTheDocument();
    await expect(within(table).getByText('Shipping dock: open 7 days a week')).toBeInTheDocument();
    await expect(within(table).getByText(m['locations.noDocks'])).toBeInTheDocument();
    await expect(within(table).getByText('Cross-dock')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['locations.list.create'] })).toHaveAttribute(
      'href',
      '/locations/create',
    );
  },
};

/** Requests of the list answered empty, recorded for the play (set before the screen asks, ADR 059's tabs). */
let emptyList = recordedFixture(contract.locations.list, { items: [], totalCount: 0, page: 1, pageSize: 50 });

/** No location yet: the table says how to add one. A search sends its text with the page size of 50. */
export const Empty: Story = {
  beforeEach({ msw }) {
    emptyList = recordedFixture(contract.locations.list, { items: [], totalCount: 0, page: 1, pageSize: 50 });
    msw.use(emptyList.handler);
  },
  play: async ({ canvas }) => {
    const list = emptyList;
    await expect(await canvas.findByText(m['locations.list.emptyAll'], {}, long)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: m['locations.list.query'] }), 'sumchi{Enter}');
    await waitFor(
      () => expect(list.requests.at(-1)?.query).toMatchObject({ q: 'sumchi', pageSize: 50 }),
      long,
    );
    await expect(await canvas.findByText(m['locations.list.empty'], {}, long)).toBeInTheDocument();
  },
};

/**
 * The EDI view (ADR 059): the tab, reached by arrow key from All locations, opens `?view=edi`; it lists the
 * locations that carry EDI codes, with the codes, and searches them by the same box.
 */
const coded = locationListFixture.filter((l) => l.ediCodes.length > 0);
const ediAnswer = () =>
  recordedFixture(contract.locations.edi, { items: coded, totalCount: coded.length, page: 1, pageSize: 50 });
let ediList = ediAnswer();

export const EdiLocations: Story = {
  beforeEach({ msw }) {
    ediList = ediAnswer();
    msw.use(ediList.handler);
  },
  play: async ({ canvas }) => {
    const edi = ediList;
    const all = await canvas.findByRole('tab', { name: m['locations.list.allView'] }, long);
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(edi.requests).toHaveLength(0);
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    const table = await canvas.findByRole('table', { name: m['locations.list.ediCaption'] }, long);
    await expect(canvas.getByRole('tab', { name: m['locations.list.ediView'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await within(table).findByText('SUMCHI01', {}, long)).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(coded.length + 1), long);
    await expect(
      within(table).getByRole('columnheader', { name: m['locations.column.ediCodes'] }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: m['locations.list.query'] }), 'sumchi{Enter}');
    await waitFor(
      () => expect(edi.requests.at(-1)?.query).toMatchObject({ q: 'sumchi', pageSize: 50 }),
      long,
    );
    await expect(
      await canvas.findByRole('table', { name: 'Locations with EDI codes matching “sumchi”' }, long),
    ).toBeVisible();
  },
};

/** No location carries an EDI code: the EDI view says where codes are added. */
export const EdiLocationsEmpty: Story = {
  args: { path: '/locations?view=edi' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.locations.edi, { items: [], totalCount: 0, page: 1, pageSize: 50 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['locations.list.emptyEdi'], {}, long)).toBeVisible();
  },
};

/** One location: its details and each dock schedule's seven days (closed Sunday, 24 hours Saturday). */
export const Detail: Story = {
  args: { path: '/locations/L-1001' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Summit Chicago DC' }, long);
    await expect(
      canvas.getByText('Primary location, Lumpers available, Appointment required'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Office: +1 312 555 0190')).toBeInTheDocument();
    const receiving = canvas.getByRole('table', { name: 'Dock hours of Receiving dock' });
    await expect(within(receiving).getByRole('row', { name: 'Sunday Closed' })).toBeInTheDocument();
    await expect(within(receiving).getByRole('row', { name: 'Monday 07:00 to 17:00' })).toBeInTheDocument();
    await expect(within(receiving).getByRole('row', { name: 'Saturday 24 hours' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['locations.detail.edit'] })).toHaveAttribute(
      'href',
      '/locations/L-1001/edit',
    );
  },
};

/** A location number the broker does not have reads "not found" (another company's the same). */
export const NotFound: Story = {
  args: { path: '/locations/L-9999' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.locations.byNumber, 404, 'Location L-9999 was not found.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Location L-9999 was not found.', {}, long)).toBeInTheDocument();
  },
};

/** Saving an empty form: each required field says why, focus moves to the first, nothing is sent. */
export const CreateWithErrors: Story = {
  args: { path: '/locations/create' },
  play: async ({ canvas, msw }) => {
    const create = recordedFixture(contract.locations.create, brokerChicagoLocationFixture);
    msw.use(create.handler);
    const name = await canvas.findByRole('textbox', { name: /^Name/ }, long);
    await userEvent.type(canvas.getByRole('textbox', { name: /Dock length/ }), '12 ft');
    await userEvent.click(canvas.getByRole('button', { name: m['locations.form.create'] }));
    await expect(await canvas.findByText('Enter the name of the location.', {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('Enter the street address.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the city.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the state or province.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the ZIP or postal code.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the dock length in whole feet, 1 to 300.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(create.requests).toHaveLength(0);
  },
};

/** A Canadian postal code sets the country to Canada (spec 2 §5); saved, 'Location created' shows. */
export const CanadianLocation: Story = {
  args: { path: '/locations/create' },
  play: async ({ canvasElement, canvas, msw }) => {
    const create = recordedFixture(contract.locations.create, ({ body: sent }) => ({
      ...brokerChicagoLocationFixture,
      locationNumber: 'L-1005',
      name: sent.name,
      country: 'CA',
      dockSchedules: [],
    }));
    msw.use(create.handler);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }, long), 'Mississauga DC');
    await userEvent.type(canvas.getByRole('textbox', { name: /Street address/ }), '6800 Maritz Dr');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Mississauga');
    await userEvent.click(canvas.getByRole('combobox', { name: /State or province/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Ontario (ON)' }, long));
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP or postal code/ }), 'L5T 2N7');
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Canada');
    await userEvent.type(canvas.getByRole('textbox', { name: /EDI codes/ }), 'miss01, miss02');
    await userEvent.click(canvas.getByRole('button', { name: m['locations.form.create'] }));
    await expect(
      await body(canvasElement).findByText(specMessagesEn['locations.created'], {}, long),
    ).toBeInTheDocument();
    await expect(create.requests[0]?.body).toMatchObject({
      name: 'Mississauga DC',
      locationType: 'Warehouse',
      province: 'ON',
      postalCode: 'L5T 2N7',
      country: 'CA',
      ediCodes: ['miss01', 'miss02'],
      phoneNumbers: [],
      dockLength: null,
    });
  },
};

/** Saving failed (500): the reason above the form, which keeps what was typed. */
export const SavingFailed: Story = {
  args: { path: '/locations/L-1001/edit' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.locations.update, 500, 'An internal error occurred.'));
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ }, long);
    await waitFor(() => expect(name).toHaveValue('Summit Chicago DC'), long);
    await userEvent.clear(name);
    await userEvent.type(name, 'Summit Chicago West');
    await userEvent.click(canvas.getByRole('button', { name: m['locations.form.save'] }));
    await expect(await canvas.findByText(m['locations.form.refused'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('An internal error occurred.')).toBeInTheDocument();
    await expect(name).toHaveValue('Summit Chicago West');
  },
};

/** The back end refuses a field (400): its sentence lands next to that field. */
export const RefusedField: Story = {
  args: { path: '/locations/L-1001/edit' },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.locations.update, 400, 'The request is invalid.', {
        'ediCodes.0': ['The same EDI code is listed twice.'],
      }),
    );
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ }, long);
    await waitFor(() => expect(name).toHaveValue('Summit Chicago DC'), long);
    await userEvent.click(canvas.getByRole('button', { name: m['locations.form.save'] }));
    const codes = canvas.getByRole('textbox', { name: /EDI codes/ });
    await waitFor(() => expect(codes).toHaveAttribute('aria-invalid', 'true'), long);
    await expect(canvas.getByText('The same EDI code is listed twice.')).toBeInTheDocument();
  },
};

/**
 * The dock schedule editor by keyboard: Sunday closed, Saturday 24 hours, Monday closing before it opens
 * is refused next to the time; fixed, the schedule is sent with its seven days.
 */
export const DockScheduleEditor: Story = {
  args: { path: '/locations/L-1002' },
  beforeEach({ msw }) {
    msw.use(
      fixture(contract.locations.byNumber, () => ({
        ...locationListFixture[1]!,
      })),
    );
  },
  play: async ({ canvasElement, canvas, msw }) => {
    const save = recordedFixture(contract.locations.createDockSchedule, ({ params }) => ({
      ...brokerChicagoLocationFixture,
      locationNumber: params.locationNumber,
    }));
    msw.use(save.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['locations.docks.add'] }, long));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    await userEvent.type(dialog.getByRole('textbox', { name: /Schedule name/ }), 'Inbound');
    const sunday = dialog.getByRole('radiogroup', { name: 'Sunday: open' });
    await userEvent.click(within(sunday).getByRole('radio', { name: 'Closed' }));
    const saturday = dialog.getByRole('radiogroup', { name: 'Saturday: open' });
    await userEvent.click(within(saturday).getByRole('radio', { name: '24 hours' }));
    await expect(dialog.queryByRole('textbox', { name: 'Sunday opens at' })).not.toBeInTheDocument();
    const mondayCloses = dialog.getByRole('textbox', { name: 'Monday closes at' });
    await userEvent.clear(mondayCloses);
    await userEvent.type(mondayCloses, '00:00');
    await userEvent.click(dialog.getByRole('button', { name: m['locations.dock.save'] }));
    await expect(
      await dialog.findByText(
        'The dock closes before it opens; enter a closing time after the opening time.',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(mondayCloses).toHaveFocus());
    await expect(save.requests).toHaveLength(0);
    await userEvent.clear(mondayCloses);
    await userEvent.type(mondayCloses, '17:00');
    await userEvent.click(dialog.getByRole('button', { name: m['locations.dock.save'] }));
    await expect(
      await body(canvasElement).findByText('Dock schedule Inbound saved', {}, long),
    ).toBeInTheDocument();
    const sent = save.requests[0]?.body;
    await expect(sent?.name).toBe('Inbound');
    await expect(sent?.dockHours[0]).toEqual({
      dayOfWeek: 0,
      isClosed: true,
      isTwentyFourHour: false,
      startTime: null,
      endTime: null,
    });
    await expect(sent?.dockHours[1]).toMatchObject({ startTime: '00:00', endTime: '17:00' });
    await expect(sent?.dockHours[6]).toMatchObject({ isTwentyFourHour: true, startTime: null });
    await expect(sent?.stopTypes).toEqual(['Shipping', 'Receiving']);
  },
};

/**
 * Deleting a location asks first, with Cancel focused (the safe choice); confirmed, the location is
 * deleted, the notice says so and the list shows.
 */
export const DeleteLocation: Story = {
  args: { path: '/locations/L-1001' },
  play: async ({ canvasElement, canvas, msw }) => {
    const remove = recordedFixture(contract.locations.remove, ({ params }) => ({
      locationNumber: params.locationNumber,
    }));
    msw.use(remove.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['locations.delete.open'] }, long));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', {}, long));
    await expect(dialog.getByRole('heading', { name: 'Delete Summit Chicago DC (L-1001)?' })).toBeVisible();
    await expect(
      dialog.getByText(/The location and its 2 dock schedules are removed from your list/),
    ).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: m['locations.form.cancel'] })).toHaveFocus(),
    );
    await expect(remove.requests).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: m['locations.delete.confirm'] }));
    await expect(await body(canvasElement).findByText('Location L-1001 deleted', {}, long)).toBeVisible();
    await expect(remove.requests[0]?.params).toEqual({ locationNumber: 'L-1001' });
    await expect(
      await canvas.findByRole('table', { name: m['locations.list.caption'] }, long),
    ).toBeInTheDocument();
  },
};

/**
 * A location that orders not yet delivered stop at stays: the back end's 409 carries its key, so a
 * Canadian French broker reads which orders hold it in French; the dialog stays open to cancel.
 */
export const DeleteLocationInUseInFrench: Story = {
  name: 'Delete a location in use, in Canadian French',
  tags: ['visual', 'locale'],
  args: { path: '/locations/L-1001' },
  globals: { locale: 'fr-CA' },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.locations.remove, 409, answerBody(locationInUse('L-1001', ['500101', '500102']))),
    );
  },
  play: async ({ canvasElement, canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'locations.delete.open') }, long),
    );
    const dialog = within(await body(canvasElement).findByRole('alertdialog', {}, long));
    await userEvent.click(
      dialog.getByRole('button', { name: loadedText(loaded, 'locations.delete.confirm') }),
    );
    await expect(
      await dialog.findByText(
        'L’emplacement L-1001 ne peut pas être supprimé : 2 commandes y font un arrêt et ne sont pas encore livrées (500101, 500102). Changez d’abord ces arrêts.',
        {},
        long,
      ),
    ).toBeVisible();
    await expect(dialog.getByText(loadedText(loaded, 'locations.delete.refused'))).toBeVisible();
  },
};

/** Deleting one dock schedule: confirmed, it is sent by its id and the notice names it. */
export const DeleteDockSchedule: Story = {
  args: { path: '/locations/L-1001' },
  play: async ({ canvasElement, canvas, msw }) => {
    const receiving = brokerChicagoLocationFixture.dockSchedules.find((s) => s.name === 'Receiving dock');
    const remove = recordedFixture(contract.locations.removeDockSchedule, ({ params }) => ({
      ...brokerChicagoLocationFixture,
      dockSchedules: brokerChicagoLocationFixture.dockSchedules.filter((s) => s.id !== params.scheduleId),
    }));
    msw.use(remove.handler);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete dock schedule Receiving dock' }, long),
    );
    const dialog = within(await body(canvasElement).findByRole('alertdialog', {}, long));
    await expect(
      dialog.getByText('Its seven days of hours are removed from Summit Chicago DC. This cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: m['locations.docks.deleteConfirm'] }));
    await expect(
      await body(canvasElement).findByText('Dock schedule Receiving dock deleted', {}, long),
    ).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(remove.requests[0]?.params).toEqual({ locationNumber: 'L-1001', scheduleId: receiving?.id });
    // Escape closes the question without deleting.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete dock schedule Shipping dock' }));
    await body(canvasElement).findByRole('alertdialog', {}, long);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(remove.requests).toHaveLength(1);
  },
};
