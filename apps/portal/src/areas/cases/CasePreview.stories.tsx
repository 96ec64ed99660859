import { contract } from '@freightkit/api';
import {
  buildCase,
  buildDocument,
  buildNote,
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  mockPersonas,
  page as pageOf,
  toCaseNote,
} from '@freightkit/api/msw';
import {
  CarrierCaseResolutionType,
  CaseStatus,
  DocumentType,
  EntityType,
  specMessagesEn,
} from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { Component as CasesArea } from './routes.tsx';

const text = portalMessagesEn;
const spec = specMessagesEn;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A case raised elsewhere (as the sandbox's seeded ones): no amount, no description. */
const kase = buildCase({
  caseNumber: 'CASE-5001',
  title: 'Detention',
  status: CaseStatus.InProgress,
  amount: null,
  description: null,
});
/** A case the carrier raised on the portal: the amount and description as typed, line breaks and all. */
const raised = buildCase({
  caseNumber: 'CASE-6001',
  title: 'Lumper',
  amount: 1234.5,
  description:
    'Lumper paid at the receiver, receipt attached.\nReceipt reference: ' +
    'LUMPER20261120A7F3C9E1B5D2F8A4C6E0B9D7F1A3C5E7B9D1F3A5C7E9B1D3F5A7C9E1B3D5F7A9C1E3B5D7F9A1C3E5',
});
const voided = buildCase({
  amount: null,
  description: null,
  caseNumber: 'CASE-5009',
  title: 'TONU',
  status: CaseStatus.Voided,
  isVoided: true,
  carrierCaseResolutionType: CarrierCaseResolutionType.None,
});
const me = mockPersonas.dispatcher;
const onCase = {
  entityId: kase.id,
  entityType: EntityType.Case,
  entityDescription: 'Case CASE-5001',
  entityLink: '/cases/CASE-5001/preview/notes',
};
/** The case's notes, newest first: the broker's (read-only to the dispatcher) and the dispatcher's own. */
const notes = [
  buildNote({
    ...onCase,
    id: 'case-note-broker',
    noteContent: 'Detention approved for 2 hours.',
    noteHTML: '<p>Detention approved for <strong>2 hours</strong>.</p>',
    createDateTime: '2026-11-21T10:00:00Z',
    creator: { firstName: 'Owen', lastName: 'Burke', profilePictureURL: null },
    isReadonly: true,
  }),
  buildNote({
    ...onCase,
    id: 'case-note-mine',
    noteContent: 'Driver waited 4 hours at the receiver.',
    noteHTML: '<p>Driver waited 4 hours at the receiver.</p>',
    createDateTime: '2026-11-20T16:00:00Z',
    creator: { firstName: me.firstName, lastName: me.lastName, profilePictureURL: null },
  }),
];

const history = {
  items: [
    {
      id: 'h3',
      caseId: kase.id,
      kind: 'noteAdded' as const,
      description: 'Detention approved for 2 hours.',
      timeStamp: '2026-11-21T10:00:00Z',
      user: { firstName: 'Owen', lastName: 'Burke' },
    },
    {
      id: 'h2',
      caseId: kase.id,
      kind: 'documentAdded' as const,
      description: 'detention-photo.png',
      timeStamp: '2026-11-20T17:00:00Z',
      user: { firstName: me.firstName, lastName: me.lastName },
    },
    {
      id: 'h1',
      caseId: kase.id,
      kind: 'caseCreated' as const,
      description: 'CASE-5001',
      timeStamp: '2026-11-20T15:00:00Z',
      user: null,
    },
  ],
};

const routes = [{ path: '/cases/*', element: <CasesArea /> }];

const meta = {
  title: 'Portal/Cases/Preview',
  component: PortalStory,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: { routes, path: '/cases/CASE-5001/preview/history', persona: 'dispatcher' },
  beforeEach({ msw }) {
    // The story's answers first: MSW uses the first handler that matches.
    msw.use(
      fixture(contract.cases.byNumber, kase),
      fixture(contract.notes.caseHistory, history),
      fixture(contract.notes.caseNotes, pageOf(notes.map(toCaseNote))),
      fixture(contract.documents.caseDocuments, [
        buildDocument({
          id: 'case-doc',
          name: 'detention-log.pdf',
          type: DocumentType.ShipmentMiscellaneous,
          entityType: EntityType.Case,
          entityId: kase.id,
          entityDescription: 'Case CASE-5001',
        }),
      ]),
      ...defaultHandlers({ persona: 'dispatcher' }),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (el: HTMLElement, number: string) =>
  body(el).findByRole('heading', { name: new RegExp(fill(text['cases.preview.title'], { number })) });

/** The history tab: raised, a document and a note, newest first, with who did it ('System' for the raise). */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await heading(canvasElement, 'CASE-5001')).toBeVisible();
    const table = await page.findByRole('table', { name: text['cases.history.caption'] });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(`${text['cases.history.kind.noteAdded']}: Detention approved`);
    await expect(rows[3]).toHaveTextContent(text['cases.history.system']);
    await expect(page.getByRole('tab', { name: spec['cases.tab.history'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(spec['cases.group.inProgress'])).toBeVisible();
    await expect(
      page.getByRole('link', { name: fill(text['cases.preview.shipment'], { number: '100007' }) }),
    ).toHaveAttribute('href', '/all-shipments/100007/preview/details');
    // Raised elsewhere: no amount or description rows at all.
    await expect(page.queryByText(text['cases.preview.amount'], { selector: 'dt' })).toBeNull();
    await expect(page.queryByText(text['cases.preview.description'], { selector: 'dt' })).toBeNull();
  },
};

/** The notes tab carries the case's comments (issue 7): newest first, the editor loads on demand. */
export const Notes: Story = {
  // The comments editor loads on demand: no stable frame for a baseline.
  tags: ['!visual'],
  args: { path: '/cases/CASE-5001/preview/notes' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByText('Driver waited 4 hours at the receiver.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const broker = page.getByText(/Detention approved for/);
    const mine = page.getByText('Driver waited 4 hours at the receiver.');
    // Newest first.
    await expect(broker.compareDocumentPosition(mine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The documents tab lists the case's documents. */
export const Documents: Story = {
  // Thumbnails draw from file bytes as they arrive: no stable frame for a baseline.
  tags: ['!visual'],
  args: { path: '/cases/CASE-5001/preview/documents' },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('detention-log.pdf', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A voided case: Resolved, flagged Voided; nothing in its history. */
export const VoidedWithoutHistory: Story = {
  args: { path: '/cases/CASE-5009/preview/history' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.cases.byNumber, voided), fixture(contract.notes.caseHistory, { items: [] }));
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await heading(canvasElement, 'CASE-5009')).toBeVisible();
    await expect(page.getByText(spec['cases.group.resolved'])).toBeVisible();
    await expect(page.getByText('Voided')).toBeVisible();
    await expect(await page.findByText(text['cases.history.empty'])).toBeVisible();
  },
};

/**
 * A case raised on the portal (ADR 032): its amount in dollars and its description as the carrier
 * typed it, as plain text with its line break kept; a long unbroken reference wraps in the page.
 */
export const RaisedWithAmountAndDescription: Story = {
  args: { path: '/cases/CASE-6001/preview/history' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.cases.byNumber, raised), fixture(contract.notes.caseHistory, { items: [] }));
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await heading(canvasElement, 'CASE-6001')).toBeVisible();
    const amount = page.getByText(text['cases.preview.amount'], { selector: 'dt' });
    await expect(amount.nextElementSibling).toHaveTextContent('$1,234.50');
    const description = page.getByText(text['cases.preview.description'], { selector: 'dt' });
    const said = description.nextElementSibling as HTMLElement;
    // Plain text: the line break is kept as typed, and nothing is read as markup.
    await expect(said.textContent).toBe(raised.description);
    await expect(said.children).toHaveLength(0);
    await expect(said).toBeVisible();
    // The long reference wraps: the description does not overflow its box nor widen the page.
    await expect(said.scrollWidth).toBeLessThanOrEqual(said.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Another company's case (404) or an unknown number: a plain notice and the way back. */
export const NotFound: Story = {
  args: { path: '/cases/CASE-9999/preview/notes' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.cases.byNumber, 404, 'The case was not found.'));
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(
      await page.findByText(
        fill(text['cases.preview.notFound'], { number: 'CASE-9999' }),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: text['cases.preview.back'] })).toHaveAttribute(
      'href',
      '/cases?view=new',
    );
  },
};

/** Still loading the case. */
export const Loading: Story = {
  // The spinner turns: no stable frame for a baseline.
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.cases.byNumber));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('progressbar', {
        name: fill(text['cases.preview.loading'], { number: 'CASE-5001' }),
      }),
    ).toBeVisible();
  },
};

/** A failed load (not a 404): the message and a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.cases.byNumber, 500, 'Unable to load cases.'));
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('Unable to load cases.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByRole('button', { name: text['cases.retry'] })).toBeVisible();
  },
};

/** The tabs by keyboard: from notes, arrow right opens documents, then history, each at its own address. */
export const TestTabsByKeyboard: Story = {
  name: 'Test: tabs by keyboard',
  tags: ['!visual'],
  args: { path: '/cases/CASE-5001/preview/notes' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const notesTab = await page.findByRole('tab', { name: spec['cases.tab.notes'] }, { timeout: 10_000 });
    notesTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await page.findByText('detention-log.pdf', {}, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByRole('tab', { name: spec['cases.tab.documents'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{ArrowRight}');
    const table = await page.findByRole('table', { name: text['cases.history.caption'] });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  },
};
