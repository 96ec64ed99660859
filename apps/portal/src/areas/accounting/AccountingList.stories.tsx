import { contract } from '@freightkit/api';
import {
  buildInvoiceViews,
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  page,
} from '@freightkit/api/msw';
import { formatMessage, InvoiceListFilter, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { AccountingListScreen } from './AccountingListScreen.tsx';
import { InvoicePreviewScreen } from './InvoicePreviewScreen.tsx';

const m = portalMessagesEn;
const routes = [
  { path: '/accounting', element: <AccountingListScreen basePath="/accounting" /> },
  { path: '/accounting/:invoiceNumber/preview', element: <InvoicePreviewScreen basePath="/accounting" /> },
];

const meta = {
  title: 'Portal/Accounting/List',
  component: PortalStory,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: { routes, path: '/accounting', persona: 'dispatcher' },
  beforeEach({ msw }) {
    // Each view answers its invoices of the default fixtures (five, two, two and one), counts to match.
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const waitLong = (check: () => Promise<void> | void) => waitFor(check, { timeout: 15_000 });
const cards = (canvas: {
  findAllByRole: (role: 'article', options: object, wait: object) => Promise<HTMLElement[]>;
}) => canvas.findAllByRole('article', {}, { timeout: 15_000 });
const total = (count: number) => formatMessage(m['accounting.total'], { count });
const { views } = buildInvoiceViews();
const is880003 = (invoice: { invoiceNumber: string }) => invoice.invoiceNumber === '880003';

/** Action Required: the uninvoiced invoices, each view a tab with its shipment count. */
export const ActionRequired: Story = {
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(5);
    const tab = canvas.getByRole('tab', {
      name: new RegExp(specMessagesEn['accounting.view.actionRequired']),
    });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await waitLong(() => expect(tab).toHaveTextContent('5'));
    await expect(canvas.getByText(total(5))).toBeVisible();
  },
};

/** The views by keyboard: arrow keys move along the tabs and each opens its invoices. */
export const TestViewsByKeyboard: Story = {
  name: 'Test: views by keyboard',
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await cards(canvas);
    const first = canvas.getByRole('tab', {
      name: new RegExp(specMessagesEn['accounting.view.actionRequired']),
    });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const pending = canvas.getByRole('tab', { name: new RegExp(specMessagesEn['accounting.view.pending']) });
    await waitLong(() => expect(pending).toHaveAttribute('aria-current', 'page'));
    await waitLong(() => expect(canvas.getByText(total(2))).toBeVisible());
    await userEvent.keyboard('{End}');
    const paid = canvas.getByRole('tab', { name: new RegExp(specMessagesEn['accounting.view.paid']) });
    await waitLong(() => expect(paid).toHaveAttribute('aria-current', 'page'));
    await waitLong(() => expect(canvas.getByText('1 invoice')).toBeVisible());
  },
};

/** Paid lists the last 60 days by default: the invoice paid 90 days ago is left out. */
export const Paid: Story = {
  args: { path: '/accounting?view=paid' },
  play: async ({ canvas }) => {
    const found = await cards(canvas);
    await expect(found).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '880010' })).toBeVisible();
    await expect(canvas.getByText(formatMessage(m['accounting.paidWindow'], { days: 60 }))).toBeVisible();
  },
};

/** Search by invoice number narrows the list (after the typing pause); the address keeps it. */
export const TestSearch: Story = {
  name: 'Test: search by invoice number',
  tags: ['!visual'],
  play: async ({ canvas, msw }) => {
    await cards(canvas);
    // The back end now finds the one invoice numbered 880003.
    msw.use(fixture(contract.invoices.list, page(views[InvoiceListFilter.Uninvoiced].filter(is880003))));
    const search = canvas.getByRole('searchbox', { name: new RegExp(m['accounting.search']) });
    search.focus();
    await userEvent.keyboard('880003');
    await waitLong(() => expect(canvas.getByText('1 invoice')).toBeVisible());
    await expect(await cards(canvas)).toHaveLength(1);
  },
};

/** A card's invoice link opens the preview by keyboard. */
export const TestOpensPreview: Story = {
  name: 'Test: opens the preview',
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await cards(canvas);
    const link = canvas.getByRole('link', { name: '880001' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole(
        'heading',
        { name: new RegExp(formatMessage(m['invoice.title'], { number: '880001' })) },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

/** A search nothing matches: the empty state, with a way to clear the search. */
export const Empty: Story = {
  args: { path: '/accounting?view=pending&q=nothing' },
  beforeEach({ msw }) {
    // Nothing matches the search; the view without it holds its two invoices.
    msw.use(fixture(contract.invoices.list, ({ query }) => page(query.query ? [] : views[query.status])));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: m['accounting.empty.title'] }, { timeout: 15_000 }),
    ).toBeVisible();
    const clear = canvas.getByRole('button', { name: m['accounting.empty.clear'] });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await waitLong(() => expect(canvas.getByText(total(2))).toBeVisible());
  },
};

/** The list and count calls fail: an alert with the back end's message and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.invoices.list, 500, 'The invoices could not be loaded.'),
      fixtureError(contract.counts.invoices, 500, 'The invoices could not be loaded.'),
    );
  },
  play: async ({ canvas }) => {
    const title = await canvas.findByText(m['accounting.error.title'], {}, { timeout: 15_000 });
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The failure is not announced as an alert.');
    await expect(within(alert).getByRole('button', { name: m['accounting.retry'] })).toBeVisible();
    // The counts fail on their own request, which may answer after the list's: waited for, not read at once.
    await expect(
      await canvas.findByText(m['accounting.error.counts'], {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** The first page is still loading. */
export const Loading: Story = {
  // The spinner turns; no still frame to compare.
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.invoices.list));
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: m['accounting.list'] });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};
