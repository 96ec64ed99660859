import { contract } from '@freightkit/api';
import {
  buildNote,
  defaultHandlers,
  fixture,
  fixtureError,
  mockPersonas,
  recordedFixture,
} from '@freightkit/api/msw';
import { specMessagesEn } from '@freightkit/domain';
import { preloadNoteEditor } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { ShipmentComments } from './ShipmentComments.tsx';

const shipmentId = 'ship-5151';
const shipmentNumber = '5151';
const me = mockPersonas.dispatcher;
const onShipment = { entityId: shipmentId, entityDescription: `Shipment ${shipmentNumber}` };

/**
 * The thread, newest first: mine (writable), the broker's internal note, a locked one, and a hostile
 * one; all but mine read-only to me.
 */
const mine = buildNote({
  ...onShipment,
  id: 'note-mine',
  noteContent: 'Driver checked in at the shipper.',
  noteHTML: '<p>Driver checked in at the shipper.</p>',
  createDateTime: '2026-11-20T09:00:00Z',
  creator: { firstName: me.firstName, lastName: me.lastName, profilePictureURL: null },
});
const thread = [
  mine,
  buildNote({
    ...onShipment,
    id: 'note-internal',
    noteContent: 'Customer approved detention up to 2 hours.',
    noteHTML: '<p>Customer approved detention up to 2 hours.</p>',
    createDateTime: '2026-11-19T09:00:00Z',
    allowPortalAccess: false,
    isReadonly: true,
    creator: { firstName: 'Owen', lastName: 'Burke', profilePictureURL: null },
  }),
  buildNote({
    ...onShipment,
    id: 'note-locked',
    noteContent: 'Tender accepted. This confirmation is locked.',
    noteHTML: '<p><em>Tender accepted.</em> This confirmation is locked.</p>',
    createDateTime: '2026-11-18T09:00:00Z',
    isReadonly: true,
    creator: { firstName: 'Locke', lastName: 'Keeper', profilePictureURL: null },
  }),
  buildNote({
    ...onShipment,
    id: 'note-hostile',
    noteContent: 'Invoice attached',
    noteHTML:
      '<p>Invoice attached</p><script>window.__fkHostile = "script"</script>' +
      '<img src="data:," onerror="window.__fkHostile = \'onerror\'" alt="">',
    createDateTime: '2026-11-17T09:00:00Z',
    isReadonly: true,
    creator: { firstName: 'Mallory', lastName: 'Evans', profilePictureURL: null },
  }),
];
/** The shipment's notes answer these. */
const notesAre = (items: typeof thread) => fixture(contract.notes.shipmentNotes, { items });
/** Changes take 300 ms, so their progress toasts show. */
const saving = { delayMs: 300 };

const meta = {
  title: 'Portal/Shipments/Comments',
  component: PortalStory,
  parameters: { layout: 'padded' },
  // Fetch the editor's code before the story renders, so a cold chunk load does not eat the test's time.
  loaders: [
    async () => {
      await preloadNoteEditor();
      return {};
    },
  ],
  args: {
    persona: 'dispatcher',
    path: `/all-shipments/${shipmentNumber}/preview/details`,
    routes: [
      { path: '*', element: <ShipmentComments shipmentId={shipmentId} shipmentNumber={shipmentNumber} /> },
    ],
  },
  beforeEach({ msw }) {
    msw.use(notesAre(thread), ...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const noteBy = (el: HTMLElement, name: string) =>
  page(el).findByRole('article', { name: `Comment by ${name}` }, { timeout: 15_000 });
const editorOf = (el: HTMLElement) =>
  page(el).findByRole('textbox', { name: 'Comment' }, { timeout: 15_000 });
const toastShows = async (el: HTMLElement, text: string) => {
  await waitFor(() => expect(page(el).getByText(text)).toBeVisible(), { timeout: 10_000 });
};

/**
 * The thread newest first: my note offers Edit and Delete, the locked and the broker's notes offer
 * neither, the internal note is marked, and the hostile note's script and handler never run.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mine = await noteBy(canvasElement, `${me.firstName} ${me.lastName}`);
    await editorOf(canvasElement);
    const notes = page(canvasElement).getAllByRole('article');
    await expect(notes).toHaveLength(4);
    await expect(notes[0]).toBe(mine);
    await expect(within(mine).getByRole('button', { name: specMessagesEn['notes.edit'] })).toBeVisible();
    const locked = await noteBy(canvasElement, 'Locke Keeper');
    await expect(within(locked).queryByRole('button', { name: specMessagesEn['notes.edit'] })).toBeNull();
    await expect(within(locked).queryByRole('button', { name: specMessagesEn['notes.delete'] })).toBeNull();
    const internal = await noteBy(canvasElement, 'Owen Burke');
    await expect(internal).toHaveAttribute('data-internal', 'true');
    await expect(
      within(internal).getByRole('button', { name: specMessagesEn['notes.internal'] }),
    ).toBeVisible();
    const hostile = await noteBy(canvasElement, 'Mallory Evans');
    await expect(within(hostile).getByText('Invoice attached')).toBeVisible();
    await expect(hostile.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __fkHostile?: string }).__fkHostile).toBeUndefined();
  },
};

/** Writing a comment: 'Creating Note...' while it saves, then it is at the top and the editor is empty. */
export const Add: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, msw }) => {
    const editor = await editorOf(canvasElement);
    // Once added, the back end lists the new note first.
    const added = buildNote({
      ...onShipment,
      id: 'note-added',
      noteContent: 'Trailer 53 is at the dock',
      noteHTML: '<p>Trailer 53 is at the dock</p>',
      createDateTime: '2026-11-21T09:00:00Z',
      creator: mine.creator,
    });
    const add = recordedFixture(contract.notes.add, added, saving);
    msw.use(add.handler, notesAre([added, ...thread]));
    await userEvent.click(editor);
    await userEvent.keyboard('Trailer 53 is at the dock');
    const send = page(canvasElement).getByRole('button', { name: specMessagesEn['notes.send'] });
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(send);
    await toastShows(canvasElement, specMessagesEn['notes.creating']);
    await waitFor(
      async () => {
        const first = page(canvasElement).getAllByRole('article')[0];
        await expect(first).toHaveTextContent('Trailer 53 is at the dock');
      },
      { timeout: 5000 },
    );
    await expect(add.requests.map((r) => r.body.noteContent)).toEqual([
      expect.stringContaining('Trailer 53 is at the dock'),
    ]);
    await waitFor(() => expect(editor.textContent).toBe(''));
  },
};

/** Editing my note: 'Updating Note...' then 'Successfully updated comment'. */
export const Edit: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, msw }) => {
    const update = recordedFixture(
      contract.notes.update,
      ({ body }) => ({ ...mine, noteContent: body.noteContent ?? '', noteHTML: body.noteHTML ?? null }),
      saving,
    );
    msw.use(update.handler);
    const article = await noteBy(canvasElement, `${me.firstName} ${me.lastName}`);
    await userEvent.click(within(article).getByRole('button', { name: specMessagesEn['notes.edit'] }));
    const editor = await page(canvasElement).findByRole(
      'textbox',
      { name: `Edit comment by ${me.firstName} ${me.lastName}` },
      { timeout: 15_000 },
    );
    // The editor opens focused with the caret after the saved text.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard(' and loaded');
    await userEvent.click(within(article).getByRole('button', { name: specMessagesEn['notes.send'] }));
    await toastShows(canvasElement, specMessagesEn['notes.updated']);
    await expect(update.requests[0]?.params.id).toBe('note-mine');
    await expect(update.requests[0]?.body.noteContent).toContain('and loaded');
  },
};

/** Deleting my note: 'Deleting Note...' then 'Successfully removed comment', and it leaves the list. */
export const Delete: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, msw }) => {
    const article = await noteBy(canvasElement, `${me.firstName} ${me.lastName}`);
    // Once deleted, the back end lists the other three.
    msw.use(
      fixture(contract.notes.delete, { resultId: mine.id }, saving),
      notesAre(thread.filter((note) => note !== mine)),
    );
    await userEvent.click(within(article).getByRole('button', { name: specMessagesEn['notes.delete'] }));
    await toastShows(canvasElement, specMessagesEn['notes.deleting']);
    await toastShows(canvasElement, specMessagesEn['notes.deleted']);
    await waitFor(() => expect(page(canvasElement).getAllByRole('article')).toHaveLength(3));
  },
};

/** The notes cannot load: 'Unable to retrieve notes' in place. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.notes.shipmentNotes, 500, 'Unable to load notes.'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(
        specMessagesEn['notes.loadFailed'],
        { selector: 'p' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
