import { contract } from '@freightkit/api';
import { buildCase, defaultHandlers, fixture, fixtureError, fixturePending, page } from '@freightkit/api/msw';
import { CaseStatus, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { primitiveMessages } from '@freightkit/ui/messages';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { Component as CasesArea } from './routes.tsx';

const text = portalMessagesEn;
const spec = specMessagesEn;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const routes = [{ path: '/cases/*', element: <CasesArea /> }];

const meta = {
  title: 'Portal/Cases/List',
  component: PortalStory,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: { routes, path: '/cases', persona: 'dispatcher' },
  beforeEach({ msw }) {
    // Each view answers its cases of the default fixtures (three New, two In Progress, one On Hold,
    // three Resolved), with counts to match.
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table of a view, found by its caption ('{group} accessorial requests'). */
const tableOf = async (el: HTMLElement, group: string) =>
  body(el).findByRole('table', { name: fill(text['cases.list.caption'], { group }) });

/** New requests by default: the four views with their counts, three new cases newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(page.getByRole('heading', { name: spec['nav.accessorialRequests'] })).toBeVisible();
    const table = await tableOf(canvasElement, spec['cases.group.new']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const tabs = page.getAllByRole('tab');
    const expected = [
      [spec['cases.group.new'], 3],
      [spec['cases.group.inProgress'], 2],
      [spec['cases.group.onHold'], 1],
      [spec['cases.group.resolved'], 3],
    ] as const;
    await expect(tabs).toHaveLength(expected.length);
    for (const [i, [label, count]] of expected.entries())
      // Drawn as the name and a badge; read as "New (3)".
      await waitFor(() => expect(tabs[i]).toHaveAccessibleName(`${label} (${count})`));
    await expect(within(table).getByRole('link', { name: 'CASE-5003' })).toHaveAttribute(
      'href',
      '/cases/CASE-5003/preview/notes',
    );
  },
};

/** Resolved: a paid, a resolved and a voided case; the voided one is flagged as well. */
export const Resolved: Story = {
  args: { path: '/cases?view=resolved' },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, spec['cases.group.resolved']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByText('Voided')).toBeVisible();
  },
};

/** On Hold: one case pending carrier documents. */
export const OnHold: Story = {
  args: { path: '/cases?view=onHold' },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, spec['cases.group.onHold']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/** A view without cases says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixture(contract.cases.list, page([])),
      fixture(contract.counts.cases, { new: 0, inProgress: 0, onHold: 0, resolved: 0 }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText(
        fill(text['cases.list.empty'], { group: spec['cases.group.new'] }),
      ),
    ).toBeVisible();
  },
};

/** Still loading: the table is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.cases.list), fixturePending(contract.counts.cases));
  },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement, spec['cases.group.new']);
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load shows the back end's message and offers to try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.cases.list, 500, 'Unable to load cases.'),
      fixtureError(contract.counts.cases, 500, 'Unable to load cases.'),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('Unable to load cases.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByRole('button', { name: text['cases.retry'] })).toBeVisible();
  },
};

const many = Array.from({ length: 57 }, (_, i) =>
  buildCase({ caseNumber: `CASE-${6100 - i}`, status: CaseStatus.New }),
);

/** More than 50 new cases: two pages, the page in the address; Next by keyboard opens page 2. */
export const TestPagesByKeyboard: Story = {
  name: 'Test: pages by keyboard',
  tags: ['!visual'],
  beforeEach({ msw }) {
    // Page 1 holds the first 50 of the 57 new cases, page 2 the other seven.
    msw.use(
      fixture(contract.cases.list, ({ query }) =>
        page(query.page === 1 ? many.slice(0, 50) : many.slice(50), {
          page: query.page,
          totalCount: many.length,
        }),
      ),
      fixture(contract.counts.cases, { new: many.length, inProgress: 0, onHold: 0, resolved: 0 }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const table = await tableOf(canvasElement, spec['cases.group.new']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    const kit = primitiveMessages.en;
    await expect(page.getByText(fill(kit['kit.pager.page'], { page: 1, pages: 2 }))).toBeVisible();
    page.getByRole('button', { name: kit['kit.pager.next'] }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.getByText(fill(kit['kit.pager.page'], { page: 2, pages: 2 }))).toBeVisible(),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    await expect(within(table).getByRole('link', { name: 'CASE-6044' })).toBeVisible();
  },
};

/** Views by keyboard: arrow right from New opens In Progress (its two cases); Enter on a case opens its preview. */
export const TestSwitchesViewAndOpensACaseByKeyboard: Story = {
  name: 'Test: switches view and opens a case by keyboard',
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await tableOf(canvasElement, spec['cases.group.new']);
    const newTab = page.getByRole('tab', { name: new RegExp(`^${spec['cases.group.new']}`) });
    newTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const table = await tableOf(canvasElement, spec['cases.group.inProgress']);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const link = within(table).getByRole('link', { name: 'CASE-5005' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await page.findByRole('heading', {
        name: new RegExp(fill(text['cases.preview.title'], { number: 'CASE-5005' })),
      }),
    ).toBeVisible();
  },
};
