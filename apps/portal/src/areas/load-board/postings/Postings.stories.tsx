import { contract } from '@freightkit/api';
import {
  chicagoLocationFixture,
  postedTruckFixture,
  quotableLocationsFixture,
  savedLaneFixture,
  savedLanesFixture,
} from '@freightkit/api/fixtures';
import {
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  page,
  recordedFixture,
} from '@freightkit/api/msw';
import { EquipmentType, postingMessages } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { loadedText } from '@freightkit/ui/testing';
import { AvailableTrucksScreen } from './AvailableTrucksScreen.tsx';
import { localToday } from './formErrors.ts';
import { LanesScreen } from './LanesScreen.tsx';
import { SavedLanesScreen } from './SavedLanesScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/live-equipment', element: <AvailableTrucksScreen /> },
  { path: '/saved-lanes', element: <SavedLanesScreen /> },
  { path: '/lanes', element: <LanesScreen /> },
];

const meta = {
  title: 'Portal/Load Board/Trucks and lanes',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Baselines of the two lists a reviewer reads (trucks, lanes with counts); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/live-equipment', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(
      ...defaultHandlers({ persona: 'dispatcher' }),
      fixture(contract.loadBoard.quotableLocations, page(quotableLocationsFixture)),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The posted trucks: each with its facts and its count of matching loads, linking to the board narrowed to them. */
export const TrucksList: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['trucks.list'] }, long);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: '3 matching loads' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    await expect(href.pathname).toBe('/available-freight');
    await expect(Object.fromEntries(href.searchParams)).toEqual({
      origin: String(chicagoLocationFixture.id),
      originName: 'Chicago, IL',
      originRadius: '100',
      from: '2026-11-27',
      equipment: String(EquipmentType.Van),
    });
    await expect(canvas.getByText('No matching loads yet')).toBeInTheDocument();
    await expect(canvas.getByText('Dallas, TX, within 150 mi')).toBeInTheDocument();
    await expect(canvas.getByText('Nov 27, 2026')).toBeInTheDocument();
  },
};

/** While the trucks load: a busy status named after the list. */
export const TrucksLoading: Story = {
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.trucks.list));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: m['trucks.list'] }, long)).toBeInTheDocument();
  },
};

/** No truck posted yet: what posting one does. */
export const TrucksEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(fixture(contract.trucks.list, page([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['trucks.empty.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText(m['trucks.empty.body'])).toBeInTheDocument();
  },
};

/** The list fails: the back end's message and a retry that asks again. */
export const TrucksFailure: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.trucks.list, 500, 'The load board is down for maintenance.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['trucks.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('The load board is down for maintenance.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['postings.retry'] })).toBeInTheDocument();
  },
};

/** Saving without a place: domain's rule marks the field and focus goes to it; nothing is sent. */
export const PostTruckFormErrors: Story = {
  play: async ({ canvas, msw }) => {
    const create = recordedFixture(contract.trucks.create, postedTruckFixture);
    msw.use(create.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['trucks.post'] }, long));
    await userEvent.click(canvas.getByRole('button', { name: m['postings.save'] }));
    await expect(await canvas.findByText(postingMessages.emptyLocation, {}, long)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Empty at/ })).toHaveFocus(), long);
    await expect(create.requests).toHaveLength(0);
  },
};

/** The same in US Spanish: the browser's run of the truck rules marks the place in Spanish (ADR 048). */
export const PostTruckFormErrorsInSpanish: Story = {
  name: 'Post truck form errors, in US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvas, loaded, msw }) => {
    const create = recordedFixture(contract.trucks.create, postedTruckFixture);
    msw.use(create.handler);
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'trucks.post') }, long),
    );
    await userEvent.click(canvas.getByRole('button', { name: loadedText(loaded, 'postings.save') }));
    await expect(
      await canvas.findByText(loadedText(loaded, 'answer.postings.emptyLocation'), {}, long),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(postingMessages.emptyLocation)).toBeNull();
    await expect(create.requests).toHaveLength(0);
  },
};

/** Posting by keyboard: a place from the search, today, the default radii; the list is asked again. */
export const PostTruckByKeyboard: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    const create = recordedFixture(contract.trucks.create, postedTruckFixture);
    msw.use(create.handler);
    const post = await canvas.findByRole('button', { name: m['trucks.post'] }, long);
    post.focus();
    await userEvent.keyboard('{Enter}');
    const place = await canvas.findByRole('combobox', { name: /Empty at/ }, long);
    place.focus();
    await userEvent.keyboard('chi');
    await body(canvasElement).findByRole('option', { name: 'Chicago, IL' }, long);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(place).toHaveValue('Chicago, IL'), long);
    canvas.getByRole('button', { name: m['postings.save'] }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(create.requests).toHaveLength(1), long);
    await expect(create.requests[0]?.body).toEqual({
      equipmentType: EquipmentType.Van,
      emptyLocationId: chicagoLocationFixture.id,
      emptyOn: localToday(),
      emptyRadius: 100,
      destinationLocationId: null,
      destinationRadius: 100,
    });
    await expect(await body(canvasElement).findByText(m['trucks.posted'], {}, long)).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: m['postings.save'] })).toBeNull(), long);
    await waitFor(() => expect(canvas.getByRole('button', { name: m['trucks.post'] })).toHaveFocus(), long);
  },
};

/** The back end refuses a field (its calendar where the truck is): the message lands on that field. */
export const PostTruckServerErrors: Story = {
  play: async ({ canvas, msw }) => {
    msw.use(
      fixtureError(contract.trucks.update, 400, 'The request is invalid.', {
        emptyOn: [postingMessages.emptyOnPast],
      }),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit: Van empty at Chicago, IL' }, long),
    );
    await userEvent.click(canvas.getByRole('button', { name: m['postings.save'] }));
    await expect(await canvas.findByText(postingMessages.emptyOnPast, {}, long)).toBeInTheDocument();
  },
};

/** A refusal that is not about a field (50 trucks posted, 409) shows above the form, which keeps its values. */
export const PostTruckRefused: Story = {
  play: async ({ canvas, msw }) => {
    msw.use(fixtureError(contract.trucks.update, 409, postingMessages.trucksFull));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit: Reefer empty at 60607 Chicago, IL' }, long),
    );
    await expect(canvas.getByRole('combobox', { name: /Would like to go to/ })).toHaveValue('Dallas, TX');
    await userEvent.click(canvas.getByRole('button', { name: m['postings.save'] }));
    await expect(await canvas.findByText(postingMessages.trucksFull, {}, long)).toBeInTheDocument();
    await expect(canvas.getByText(m['postings.refused'])).toBeInTheDocument();
  },
};

/** Removing asks first (an alert dialog), then removes that truck. */
export const RemoveTruck: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    const remove = recordedFixture(contract.trucks.remove, ({ params }) => ({ id: params.id }));
    msw.use(remove.handler);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove: Van empty at Chicago, IL' }, long),
    );
    const dialog = await body(canvasElement).findByRole(
      'alertdialog',
      { name: m['trucks.remove.title'] },
      long,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: m['trucks.remove'] }));
    await waitFor(
      () => expect(remove.requests.map((r) => r.params.id)).toEqual([postedTruckFixture.id]),
      long,
    );
    await expect(await body(canvasElement).findByText(m['trucks.removed'], {}, long)).toBeInTheDocument();
  },
};

/** `/lanes`: each saved lane with its count, linking to the board with that lane's search. */
export const LanesWithCounts: Story = {
  tags: ['visual'],
  args: { path: '/lanes' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['lanes.list'] }, long);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: '1 matching load' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    await expect(Object.fromEntries(href.searchParams)).toEqual({
      origin: String(savedLaneFixture.origin.id),
      originName: 'Chicago, IL',
      originRadius: '100',
      destination: String(savedLaneFixture.destination.id),
      destinationName: 'Dallas, TX',
      destinationRadius: '100',
      equipment: String(EquipmentType.Van | EquipmentType.Reefer),
    });
    await expect(canvas.getByRole('link', { name: '12 matching loads' })).toBeInTheDocument();
    await expect(canvas.getByText('Van, Reefer')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['lanes.manage'] })).toHaveAttribute(
      'href',
      '/saved-lanes',
    );
  },
};

/** `/lanes` with none saved yet. */
export const LanesEmpty: Story = {
  args: { path: '/lanes' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.lanes.list, page([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['lanes.empty.title'], {}, long)).toBeInTheDocument();
  },
};

/** `/lanes` failing: the back end's message and a retry. */
export const LanesFailure: Story = {
  args: { path: '/lanes' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.lanes.list, 503, 'Try again in a minute.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['lanes.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('Try again in a minute.')).toBeInTheDocument();
  },
};

/** `/saved-lanes` while loading. */
export const SavedLanesLoading: Story = {
  args: { path: '/saved-lanes' },
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.lanes.list));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: m['lanes.list'] }, long)).toBeInTheDocument();
  },
};

/** Adding a lane without its ends: both place fields say so; nothing is sent. */
export const AddLaneFormErrors: Story = {
  args: { path: '/saved-lanes' },
  play: async ({ canvas, msw }) => {
    const create = recordedFixture(contract.lanes.create, savedLaneFixture);
    msw.use(create.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['lanes.add'] }, long));
    await userEvent.click(canvas.getByRole('button', { name: m['postings.save'] }));
    await expect(await canvas.findByText(postingMessages.origin, {}, long)).toBeInTheDocument();
    await expect(canvas.getByText(postingMessages.destination)).toBeInTheDocument();
    await expect(create.requests).toHaveLength(0);
  },
};

/** Changing a lane to any equipment sends the lane's ends as they were and no equipment. */
export const EditLane: Story = {
  args: { path: '/saved-lanes' },
  play: async ({ canvas, canvasElement, msw }) => {
    const update = recordedFixture(contract.lanes.update, ({ params }) => ({
      ...savedLaneFixture,
      id: params.id,
    }));
    msw.use(update.handler);
    await expect(await canvas.findByRole('link', { name: m['lanes.seeMatches'] }, long)).toHaveAttribute(
      'href',
      '/lanes',
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit: Chicago, IL to Dallas, TX' }, long),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: m['lanes.form.equipment'] }));
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: m['postings.anyEquipment'] }, long),
    );
    await userEvent.click(canvas.getByRole('button', { name: m['postings.save'] }));
    await waitFor(() => expect(update.requests).toHaveLength(1), long);
    await expect(update.requests[0]?.params.id).toBe(savedLaneFixture.id);
    await expect(update.requests[0]?.body).toEqual({
      originLocationId: savedLaneFixture.origin.id,
      originRadius: 100,
      destinationLocationId: savedLaneFixture.destination.id,
      destinationRadius: 100,
      equipmentTypes: null,
    });
  },
};

/** Deleting a lane asks first, then deletes that lane. */
export const DeleteLane: Story = {
  args: { path: '/saved-lanes' },
  play: async ({ canvas, canvasElement, msw }) => {
    const remove = recordedFixture(contract.lanes.remove, ({ params }) => ({ id: params.id }));
    msw.use(remove.handler);
    const second = savedLanesFixture[1];
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete: Dallas, TX to Chicago, IL' }, long),
    );
    const dialog = await body(canvasElement).findByRole(
      'alertdialog',
      { name: m['lanes.delete.title'] },
      long,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: m['lanes.delete'] }));
    await waitFor(() => expect(remove.requests.map((r) => r.params.id)).toEqual([second?.id]), long);
  },
};
