import { contract } from '@freightkit/api';
import {
  equipmentCountsFixture,
  powerUnitListFixture,
  trailerFixture,
  trailerListFixture,
} from '@freightkit/api/fixtures';
import {
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  page,
  recordedFixture,
} from '@freightkit/api/msw';
import { duplicateUnitNumberMessage, EquipmentKind, retiredUnitChangeMessage } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { loadedText } from '@freightkit/ui/testing';
import { Component as EquipmentRoutes } from './routes.tsx';

const m = portalMessagesEn;

const routes = [{ path: '/equipment/*', element: <EquipmentRoutes /> }];

const meta = {
  title: 'Portal/Equipment',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Baselines where the pixels say something (overview, list, the form's errors); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/equipment/trailers', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);
const inService = trailerListFixture.filter((u) => u.status !== 'Retired');

/** The overview: trailers and power units in service, out of service and retired, and the way to each list. */
export const Overview: Story = {
  tags: ['visual'],
  args: { path: '/equipment' },
  play: async ({ canvas }) => {
    const trailers = await canvas.findByRole('region', { name: m['equipment.overview.trailers'] }, long);
    const { active, outOfService, retired } = equipmentCountsFixture.trailers;
    await expect(within(trailers).getByText(`${active} in service`)).toBeInTheDocument();
    await expect(within(trailers).getByText(`${outOfService} out of service`)).toBeInTheDocument();
    await expect(within(trailers).getByText(`${retired} retired`)).toBeInTheDocument();
    await expect(
      within(trailers).getByRole('link', { name: m['equipment.overview.viewTrailers'] }),
    ).toHaveAttribute('href', '/equipment/trailers');
    const power = canvas.getByRole('region', { name: m['equipment.overview.powerUnits'] });
    await expect(
      within(power).getByRole('link', { name: m['equipment.overview.viewPowerUnits'] }),
    ).toHaveAttribute('href', '/equipment/power-units');
  },
};

/** A carrier without units yet: each card says so and still leads to its list. */
export const OverviewEmpty: Story = {
  args: { path: '/equipment' },
  beforeEach({ msw }) {
    const none = { active: 0, outOfService: 0, retired: 0 };
    msw.use(fixture(contract.equipment.counts, { trailers: none, powerUnits: none }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['equipment.overview.noneTrailers'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText(m['equipment.overview.nonePowerUnits'])).toBeInTheDocument();
  },
};

/** The counts fail: the back end's message and a retry. */
export const OverviewFailed: Story = {
  args: { path: '/equipment' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.equipment.counts, 500, 'An internal error occurred.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['equipment.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('An internal error occurred.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['equipment.retry'] })).toBeInTheDocument();
  },
};

/** The overview while its counts load: a spinner, the page marked busy. */
export const OverviewLoading: Story = {
  args: { path: '/equipment' },
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.equipment.counts));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(m['equipment.overview.loading'], {}, long)).toBeInTheDocument();
  },
};

/** A dispatcher's trailers: the fleet (no retired unit), a row per trailer, Add, Edit and Retire. */
export const Trailers: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(inService.length + 1), long);
    await expect(canvas.getByRole('heading', { name: 'Trailers', level: 2 })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /R-5401/ });
    await expect(within(row).getByText('Reefer')).toBeInTheDocument();
    await expect(within(row).getByText('53 ft')).toBeInTheDocument();
    await expect(within(row).getByText('TR 461090 (IL)')).toBeInTheDocument();
    await expect(within(table).getByText('Container, reefer')).toBeInTheDocument();
    await expect(within(table).queryByText('4820')).toBeNull();
    await expect(within(table).getByRole('button', { name: 'Edit Trailer 5301' })).toBeInTheDocument();
    await expect(within(table).getByRole('button', { name: 'Retire Trailer 5301' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['equipment.add.Trailer'] })).toBeInTheDocument();
    await expect(canvas.getByText(`${inService.length} units`)).toBeInTheDocument();
  },
};

/** Power units: the tractors (no length) and the trucks, with their foreign-built VINs. */
export const PowerUnits: Story = {
  args: { path: '/equipment/power-units' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    const fleet = powerUnitListFixture.filter((u) => u.status !== 'Retired');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(fleet.length + 1), long);
    await expect(within(table).getByText('W1Y4EDHY0NT091338')).toBeInTheDocument();
    await expect(within(table).getByText('Straight Truck, reefer')).toBeInTheDocument();
    await expect(within(table).getByText('Out of service')).toBeInTheDocument();
  },
};

/** Filters and search send the list's query (status, type, text, page size 50) and stay in the address. */
export const Filtered: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    const list = recordedFixture(contract.equipment.list, ({ query }) =>
      page(
        query.statuses?.includes('Retired')
          ? trailerListFixture.filter((u) => u.status === 'Retired')
          : inService,
        {
          pageSize: query.pageSize,
        },
      ),
    );
    msw.use(list.handler);
    const search = await canvas.findByRole('searchbox', { name: m['equipment.filter.query'] }, long);
    await userEvent.type(search, 'wabash{Enter}');
    await waitFor(
      () => expect(list.requests.at(-1)?.query).toMatchObject({ kind: 'Trailer', query: 'wabash' }),
      long,
    );
    await userEvent.click(canvas.getByRole('combobox', { name: m['equipment.filter.status'] }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Retired' }, long));
    await waitFor(
      () =>
        expect(list.requests.at(-1)?.query).toMatchObject({
          kind: 'Trailer',
          statuses: ['Retired'],
          query: 'wabash',
          pageSize: 50,
        }),
      long,
    );
    const table = canvas.getByRole('table');
    await expect(await within(table).findByText(/^Retired on/, {}, long)).toBeInTheDocument();
    // A retired unit offers nothing to do.
    await expect(within(table).queryByRole('button', { name: /Edit/ })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: m['equipment.filter.type'] }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Flat Bed' }, long));
    await waitFor(() => expect(list.requests.at(-1)?.query).toMatchObject({ types: ['FlatBed'] }), long);
  },
};

/** A driver reads the trailers but is offered neither Add, Edit nor Retire ('equipment.manage'). */
export const ReadOnlyForDriver: Story = {
  args: { persona: 'driver' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'driver' }));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    await expect(await within(table).findByText('R-5401', {}, long)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m['equipment.add.Trailer'] })).toBeNull();
    await expect(within(table).queryByRole('button', { name: /Edit/ })).toBeNull();
    await expect(
      within(table).queryByRole('columnheader', { name: m['equipment.column.actions'] }),
    ).toBeNull();
  },
};

/** The list while it loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.equipment.list));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** No trailer yet: the table says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fixture(contract.equipment.list, page([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['equipment.emptyAll.Trailer'], {}, long)).toBeInTheDocument();
  },
};

/** The list fails: the back end's message and a retry in the table. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.equipment.list, 500, 'An internal error occurred.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['equipment.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('An internal error occurred.')).toBeInTheDocument();
  },
};

/** Opens the Add trailer dialog and answers its fields. */
async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: m['equipment.add.Trailer'] }, long));
  return body(canvasElement).findByRole('dialog', { name: m['equipment.form.createTitle.Trailer'] }, long);
}

/**
 * Saving a wrong form: each field says what is wrong next to it (the domain's sentences), focus goes to
 * the first, what was typed stays, and nothing is sent.
 */
export const AddWithErrors: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, msw }) => {
    const create = recordedFixture(contract.equipment.create, trailerFixture);
    msw.use(create.handler);
    const dialog = within(await openAdd(canvasElement));
    const number = dialog.getByRole('textbox', { name: /Unit number/ });
    await userEvent.type(dialog.getByRole('textbox', { name: /Length/ }), '60');
    await userEvent.type(dialog.getByRole('textbox', { name: /License plate/ }), 'TR 4481209');
    await userEvent.type(dialog.getByRole('textbox', { name: /VIN/ }), '1JJV532D1KL123456');
    await userEvent.click(dialog.getByRole('button', { name: m['equipment.form.create'] }));
    await expect(await dialog.findByText('Enter the unit number.', {}, long)).toBeInTheDocument();
    await expect(dialog.getByText('Choose the trailer type.')).toBeInTheDocument();
    await expect(
      dialog.getByText(
        'Enter the plate as on the unit: up to 8 letters and digits, spaces or hyphens between.',
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Choose the state or province that issued the plate.')).toBeInTheDocument();
    await expect(
      dialog.getByText(
        'This VIN does not add up (its 9th character is a check digit); look for a mistyped character.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: /VIN/ })).toHaveValue('1JJV532D1KL123456');
    await expect(create.requests).toHaveLength(0);
  },
};

/**
 * The same wrong form in US Spanish: the browser's run of the rule says what is wrong in the user's
 * language, a type named in its Spanish label (ADR 048), and nothing is sent.
 */
export const AddWithErrorsInSpanish: Story = {
  name: 'Add with errors, in US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvasElement, loaded, msw }) => {
    const create = recordedFixture(contract.equipment.create, trailerFixture);
    msw.use(create.handler);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'equipment.add.Trailer') }, long),
    );
    const dialog = within(
      await body(canvasElement).findByRole(
        'dialog',
        { name: loadedText(loaded, 'equipment.form.createTitle.Trailer') },
        long,
      ),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /VIN/ }), '1JJV532D1KL123456');
    await userEvent.click(dialog.getByRole('button', { name: loadedText(loaded, 'equipment.form.create') }));
    await expect(
      await dialog.findByText(loadedText(loaded, 'answer.equipment.unitNumberRequired'), {}, long),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Elija el tipo de remolque.')).toBeInTheDocument();
    await expect(dialog.getByText(loadedText(loaded, 'answer.equipment.vinCheckDigit'))).toBeInTheDocument();
    await expect(dialog.queryByText('Enter the unit number.')).toBeNull();
    await expect(create.requests).toHaveLength(0);
  },
};

/** In Canadian French, a type's length out of bounds names the type in its French label. */
export const AddWithErrorsInFrench: Story = {
  name: 'Add with errors, in Canadian French',
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'equipment.add.Trailer') }, long),
    );
    const dialogElement = await body(canvasElement).findByRole(
      'dialog',
      { name: loadedText(loaded, 'equipment.form.createTitle.Trailer') },
      long,
    );
    const dialog = within(dialogElement);
    await userEvent.click(dialog.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(
      await body(canvasElement).findByRole(
        'option',
        { name: loadedText(loaded, 'enum.equipmentType.FlatBed') },
        long,
      ),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Longueur/ }), '60');
    await userEvent.click(dialog.getByRole('button', { name: loadedText(loaded, 'equipment.form.create') }));
    // The no-break spaces inside « » read as spaces to the text matcher, which normalises white space.
    const flatBed = loadedText(loaded, 'enum.equipmentType.FlatBed');
    await expect(
      await dialog.findByText(`Le type « ${flatBed} » mesure de 20 à 57 pi.`, {}, long),
    ).toBeInTheDocument();
    await expect(dialog.getByText(loadedText(loaded, 'answer.equipment.plateRequired'))).toBeInTheDocument();
  },
};

/** Adding by keyboard: a reefer trailer goes out in capitals with its reefer unit; the notice shows. */
export const Add: Story = {
  play: async ({ canvasElement, msw }) => {
    const create = recordedFixture(contract.equipment.create, ({ body: sent }) => ({
      ...trailerFixture,
      ...sent,
      id: 'unit-new',
      status: 'Active' as const,
    }));
    msw.use(create.handler);
    const dialogElement = await openAdd(canvasElement);
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Unit number/ }), 'r-5404');
    await userEvent.click(dialog.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Reefer' }, long));
    await expect(dialog.getByRole('checkbox', { name: /Has a reefer unit/ })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: /Length/ }), '53');
    await userEvent.type(dialog.getByRole('textbox', { name: /License plate/ }), 'tr 461093');
    await userEvent.click(dialog.getByRole('combobox', { name: /Plate state or province/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Ontario (ON)' }, long));
    await userEvent.click(dialog.getByRole('button', { name: m['equipment.form.create'] }));
    await expect(await body(canvasElement).findByText('Trailer R-5404 added', {}, long)).toBeInTheDocument();
    await expect(create.requests[0]?.body).toEqual({
      kind: EquipmentKind.Trailer,
      unitNumber: 'R-5404',
      type: 'Reefer',
      lengthFeet: 53,
      isReefer: true,
      plateNumber: 'TR 461093',
      plateRegion: 'ON',
      vin: null,
      year: null,
      make: null,
      status: 'Active',
    });
    await waitFor(() => expect(dialogElement).not.toBeInTheDocument(), long);
  },
};

/** The unit number is taken (409): the back end's sentence above the form, which keeps what was typed. */
export const AddDuplicate: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixtureError(
        contract.equipment.create,
        409,
        duplicateUnitNumberMessage('5301', { kind: EquipmentKind.Trailer, status: 'Active' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openAdd(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /Unit number/ }), '5301');
    await userEvent.click(dialog.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Van' }, long));
    await userEvent.type(dialog.getByRole('textbox', { name: /Length/ }), '53');
    await userEvent.type(dialog.getByRole('textbox', { name: /License plate/ }), 'TR 448199');
    await userEvent.click(dialog.getByRole('combobox', { name: /Plate state or province/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Illinois (IL)' }, long));
    await userEvent.click(dialog.getByRole('button', { name: m['equipment.form.create'] }));
    await expect(
      await dialog.findByText(
        'Unit number 5301 is already used by one of your trailers. Give this unit another number.',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Unit number/ })).toHaveValue('5301');
    await expect(dialog.getByRole('textbox', { name: /License plate/ })).toHaveValue('TR 448199');
  },
};

/** Editing starts from the saved unit; a field the back end refuses is marked next to it. */
export const Edit: Story = {
  play: async ({ canvasElement, msw }) => {
    msw.use(
      fixtureError(contract.equipment.update, 400, 'The request is invalid.', {
        make: ['Keep the make to 40 characters.'],
      }),
    );
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Trailer 5301' }, long));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Edit trailer 5301' }, long),
    );
    await expect(dialog.getByRole('textbox', { name: /Unit number/ })).toHaveValue('5301');
    await expect(dialog.getByRole('textbox', { name: /VIN/ })).toHaveValue(trailerFixture.vin);
    await expect(dialog.getByRole('textbox', { name: /Length/ })).toHaveValue('53');
    await userEvent.click(dialog.getByRole('button', { name: m['equipment.form.save'] }));
    const make = dialog.getByRole('textbox', { name: /Make/ });
    await waitFor(() => expect(make).toHaveAttribute('aria-invalid', 'true'), long);
    await expect(dialog.getByText('Keep the make to 40 characters.')).toBeInTheDocument();
  },
};

/** Saving fails for another reason (a 500): the failure above the form, the form kept. */
export const EditFailed: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.equipment.update, 500, 'An internal error occurred.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Trailer 5301' }, long));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Edit trailer 5301' }, long),
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: /Make/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Make/ }), 'Great Dane');
    await userEvent.click(dialog.getByRole('button', { name: m['equipment.form.save'] }));
    await expect(await dialog.findByText(m['equipment.form.refused'], {}, long)).toBeInTheDocument();
    await expect(dialog.getByText('An internal error occurred.')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Make/ })).toHaveValue('Great Dane');
  },
};

/** Retiring asks first; confirming retires the unit and says so. */
export const Retire: Story = {
  play: async ({ canvasElement, msw }) => {
    const retire = recordedFixture(contract.equipment.retire, {
      ...trailerFixture,
      status: 'Retired',
      retiredAt: '2026-11-26T15:00:00.000Z',
    });
    msw.use(retire.handler);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retire Trailer 5301' }, long));
    const dialogElement = await body(canvasElement).findByRole(
      'alertdialog',
      { name: 'Retire trailer 5301?' },
      long,
    );
    await userEvent.click(within(dialogElement).getByRole('button', { name: m['equipment.retire.confirm'] }));
    await expect(await body(canvasElement).findByText('Trailer 5301 retired', {}, long)).toBeInTheDocument();
    await expect(retire.requests[0]?.params).toEqual({ id: trailerFixture.id });
  },
};

/** Someone retired the unit first (409): the sentence in the dialog, which stays open. */
export const RetireRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.equipment.retire, 409, retiredUnitChangeMessage(EquipmentKind.Trailer, '5301')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retire Trailer 5301' }, long));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', {}, long));
    await userEvent.click(dialog.getByRole('button', { name: m['equipment.retire.confirm'] }));
    await expect(
      await dialog.findByText('Trailer 5301 is retired and can no longer be changed.', {}, long),
    ).toBeInTheDocument();
  },
};
