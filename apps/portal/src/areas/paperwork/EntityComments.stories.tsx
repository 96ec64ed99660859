import { contract, documentFilePath, type NoteRecord } from '@freightkit/api';
import {
  buildNote,
  defaultHandlers,
  documentFiles,
  fixture,
  mockPersonas,
  page as pageOf,
  recordedFixture,
  toCaseNote,
} from '@freightkit/api/msw';
import { caseNotesPageSize, EntityType, specMessagesEn } from '@freightkit/domain';
import { preloadNoteEditor, sampleDocuments } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { EntityComments } from './EntityComments.tsx';
import type { CommentedEntity } from './entity.ts';

const me = mockPersonas.dispatcher;
const invoice: CommentedEntity = {
  type: 'invoice',
  id: 'inv-3030',
  description: 'Invoice INV-3030',
  link: '/invoices/INV-3030/preview',
};
const kase: CommentedEntity = {
  type: 'case',
  id: 'case-808',
  description: 'Case 808',
  link: '/cases/808/preview/notes',
};

const on = (entity: CommentedEntity, entityType: EntityType) => ({
  entityId: entity.id,
  entityType,
  entityDescription: entity.description,
  entityLink: entity.link,
});

const myName = { firstName: me.firstName, lastName: me.lastName, profilePictureURL: null };

/** Two notes on an entity, newest first: mine (writable) and the broker's (read-only for me). */
const thread = (entity: CommentedEntity, entityType: EntityType): NoteRecord[] => [
  buildNote({
    ...on(entity, entityType),
    id: `${entity.id}-mine`,
    noteContent: 'Lumper receipt attached, please review.',
    noteHTML: '<p>Lumper receipt attached, please review.</p>',
    createDateTime: '2026-11-20T09:00:00Z',
    creator: myName,
  }),
  buildNote({
    ...on(entity, entityType),
    id: `${entity.id}-broker`,
    noteContent: 'Approved up to 2 hours of detention.',
    noteHTML: '<p>Approved up to <strong>2 hours</strong> of detention.</p>',
    createDateTime: '2026-11-19T09:00:00Z',
    isReadonly: true,
    creator: { firstName: 'Owen', lastName: 'Burke', profilePictureURL: null },
  }),
];
const invoiceThread = thread(invoice, EntityType.APInvoice);
const caseThread = thread(kase, EntityType.Case);

/** More case notes than one page holds (the spec's 50), newest first. */
const manyCaseNotes = (count: number): NoteRecord[] =>
  Array.from({ length: count }, (_, index) =>
    buildNote({
      ...on(kase, EntityType.Case),
      id: `case-note-${index + 1}`,
      noteContent: `Update number ${index + 1}`,
      noteHTML: `<p>Update number ${index + 1}</p>`,
      createDateTime: new Date(Date.UTC(2026, 10, 20, 12) - index * 60_000).toISOString(),
      isReadonly: true,
      creator: { firstName: 'Owen', lastName: 'Burke', profilePictureURL: null },
    }),
  );

/** The invoice's notes answer these. */
const invoiceNotesAre = (items: NoteRecord[]) => fixture(contract.notes.invoiceNotes, { items });
/** The case's notes answer these, in the case-note shape. */
const caseNotesAre = (items: NoteRecord[]) =>
  fixture(contract.notes.caseNotes, pageOf(items.map(toCaseNote)));
/** Changes take 300 ms, so their progress toasts show. */
const saving = { delayMs: 300 };
/** My new note on an entity, as the back end answers the add. */
const myNote = (entity: CommentedEntity, entityType: EntityType, text: string) =>
  buildNote({
    ...on(entity, entityType),
    id: `${entity.id}-new`,
    noteContent: text,
    noteHTML: `<p>${text}</p>`,
    createDateTime: '2026-11-21T09:00:00Z',
    creator: myName,
  });

const meta = {
  title: 'Portal/Paperwork/Comments',
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
    path: '/invoices/INV-3030/preview',
    routes: [{ path: '*', element: <EntityComments entity={invoice} /> }],
  },
  beforeEach({ msw }) {
    msw.use(
      invoiceNotesAre(invoiceThread),
      caseNotesAre(caseThread),
      fixture(contract.notes.delete, ({ params }) => ({ resultId: params.id }), saving),
      ...defaultHandlers({ persona: 'dispatcher' }),
    );
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

/** Writes a comment in the editor and sends it. */
async function writeComment(el: HTMLElement, text: string) {
  const editor = await editorOf(el);
  await userEvent.click(editor);
  await userEvent.keyboard(text);
  const send = page(el).getByRole('button', { name: specMessagesEn['notes.send'] });
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(send);
}

/**
 * A creator with a profile picture (a document the back end serves with the bearer token): the note shows
 * it, fetched through the document transfer; a creator whose picture cannot be read keeps initials (ADR 050).
 */
export const CreatorPictures: Story = {
  beforeEach({ msw }) {
    msw.use(
      invoiceNotesAre([
        {
          ...invoiceThread[0]!,
          creator: { ...myName, profilePictureURL: `/${documentFilePath('picture-me')}` },
        },
        {
          ...invoiceThread[1]!,
          creator: {
            firstName: 'Owen',
            lastName: 'Burke',
            profilePictureURL: `/${documentFilePath('gone')}`,
          },
        },
      ]),
    );
    msw.use(documentFiles({ 'picture-me': { file: sampleDocuments.jpg, contentType: 'image/jpeg' } }));
  },
  play: async ({ canvasElement }) => {
    const mine = await noteBy(canvasElement, `${me.firstName} ${me.lastName}`);
    await waitFor(() => expect(mine.querySelector('img[src^="blob:"]')).not.toBeNull(), { timeout: 10_000 });
    const broker = await noteBy(canvasElement, 'Owen Burke');
    await expect(within(broker).getByText('OB')).toBeInTheDocument();
    await expect(broker.querySelector('img')).toBeNull();
  },
};

/** An invoice's comments: newest first, mine offers Edit and Delete, the broker's neither. */
export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    const mine = await noteBy(canvasElement, `${me.firstName} ${me.lastName}`);
    await editorOf(canvasElement);
    const notes = page(canvasElement).getAllByRole('article');
    await expect(notes).toHaveLength(2);
    await expect(notes[0]).toBe(mine);
    await expect(within(mine).getByRole('button', { name: specMessagesEn['notes.edit'] })).toBeVisible();
    const broker = await noteBy(canvasElement, 'Owen Burke');
    await expect(within(broker).queryByRole('button', { name: specMessagesEn['notes.edit'] })).toBeNull();
    await expect(within(broker).getByText('2 hours')).toBeVisible();
  },
};

/** A comment on an invoice is written as the invoice's note (entity type AP invoice, its link and description). */
export const InvoiceAdd: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, msw }) => {
    // Once added, the back end lists the new note first.
    const added = myNote(invoice, EntityType.APInvoice, 'Invoice resent with the POD');
    const add = recordedFixture(contract.notes.add, added, saving);
    msw.use(add.handler, invoiceNotesAre([added, ...invoiceThread]));
    await writeComment(canvasElement, 'Invoice resent with the POD');
    await toastShows(canvasElement, specMessagesEn['notes.creating']);
    await waitFor(
      () => expect(page(canvasElement).getAllByRole('article')[0]).toHaveTextContent('Invoice resent'),
      { timeout: 5000 },
    );
    await expect(add.requests[0]?.body).toMatchObject({
      entityType: EntityType.APInvoice,
      entityId: invoice.id,
      entityDescription: invoice.description,
      entityLink: invoice.link,
    });
  },
};

/** A case's notes, served in the case-note shape: mine is writable, the broker's read-only. */
export const Case: Story = {
  args: { path: kase.link, routes: [{ path: '*', element: <EntityComments entity={kase} /> }] },
  play: async ({ canvasElement }) => {
    const mine = await noteBy(canvasElement, `${me.firstName} ${me.lastName}`);
    await editorOf(canvasElement);
    await expect(page(canvasElement).getAllByRole('article')).toHaveLength(2);
    await expect(within(mine).getByRole('button', { name: specMessagesEn['notes.delete'] })).toBeVisible();
    const broker = await noteBy(canvasElement, 'Owen Burke');
    await expect(within(broker).queryByRole('button', { name: specMessagesEn['notes.delete'] })).toBeNull();
  },
};

/** Writing, editing and deleting on a case, each with the spec's progress and result toasts. */
export const CaseAddEditDelete: Story = {
  tags: ['!visual'],
  args: Case.args,
  play: async ({ canvasElement, msw }) => {
    // The back end lists the new note first once added, its edit once edited, neither once deleted.
    const added = myNote(kase, EntityType.Case, 'Receipt for 2 hours attached');
    const edited = { ...added, noteContent: 'Receipt for 2 hours attached today' };
    edited.noteHTML = `<p>${edited.noteContent}</p>`;
    const add = recordedFixture(contract.notes.add, added, saving);
    msw.use(add.handler, caseNotesAre([added, ...caseThread]));
    await writeComment(canvasElement, 'Receipt for 2 hours attached');
    await toastShows(canvasElement, specMessagesEn['notes.creating']);
    await waitFor(() => expect(page(canvasElement).getAllByRole('article')).toHaveLength(3), {
      timeout: 5000,
    });
    await expect(add.requests[0]?.body).toMatchObject({
      entityType: EntityType.Case,
      entityId: kase.id,
    });
    msw.use(fixture(contract.notes.update, edited, saving), caseNotesAre([edited, ...caseThread]));

    const mine = page(canvasElement).getAllByRole('article')[0];
    if (!mine) throw new Error('The new note is missing');
    await userEvent.click(within(mine).getByRole('button', { name: specMessagesEn['notes.edit'] }));
    await page(canvasElement).findByRole(
      'textbox',
      { name: `Edit comment by ${me.firstName} ${me.lastName}` },
      { timeout: 15_000 },
    );
    await userEvent.keyboard(' today');
    await userEvent.click(within(mine).getByRole('button', { name: specMessagesEn['notes.send'] }));
    await toastShows(canvasElement, specMessagesEn['notes.updated']);

    const shown = await waitFor(async () => {
      const note = page(canvasElement).getAllByRole('article')[0];
      await expect(note).toHaveTextContent('attached today');
      return note;
    });
    if (!shown) throw new Error('The edited note is missing');
    msw.use(caseNotesAre(caseThread));
    await userEvent.click(within(shown).getByRole('button', { name: specMessagesEn['notes.delete'] }));
    await toastShows(canvasElement, specMessagesEn['notes.deleted']);
    await waitFor(() => expect(page(canvasElement).getAllByRole('article')).toHaveLength(2));
  },
};

/** A case with more notes than a page: the first 50 show, 'Show older comments' loads the rest. */
export const CaseOlderComments: Story = {
  tags: ['!visual'],
  args: Case.args,
  beforeEach({ msw }) {
    // Page 1 holds the newest 50 notes, page 2 the last two.
    const notes = manyCaseNotes(caseNotesPageSize + 2).map(toCaseNote);
    msw.use(
      fixture(contract.notes.caseNotes, ({ query }) =>
        pageOf(query.page === 1 ? notes.slice(0, caseNotesPageSize) : notes.slice(caseNotesPageSize), {
          page: query.page,
          pageSize: query.pageSize,
          totalCount: notes.length,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await body.findByText('Update number 1', {}, { timeout: 15_000 });
    await expect(body.getAllByRole('article')).toHaveLength(caseNotesPageSize);
    await expect(body.queryByText(`Update number ${caseNotesPageSize + 1}`)).toBeNull();
    const older = body.getByRole('button', { name: portalMessagesEn['paperwork.comments.older'] });
    older.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByText(`Update number ${caseNotesPageSize + 2}`, {}, { timeout: 10_000 });
    await expect(body.getAllByRole('article')).toHaveLength(caseNotesPageSize + 2);
    await expect(
      body.queryByRole('button', { name: portalMessagesEn['paperwork.comments.older'] }),
    ).toBeNull();
  },
};
