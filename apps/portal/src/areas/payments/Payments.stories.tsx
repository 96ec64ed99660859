import { contract } from '@freightkit/api';
import {
  buildPaidInvoice,
  buildPayment,
  buildPayments,
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  page,
  toPaymentSummary,
} from '@freightkit/api/msw';
import { formatMessage } from '@freightkit/domain';
import { formatDateText } from '@freightkit/ui';
import { primitiveMessages } from '@freightkit/ui/messages';
import { loadedText } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { PaymentListScreen } from './PaymentListScreen.tsx';
import { PaymentPreviewScreen } from './PaymentPreviewScreen.tsx';

const m = portalMessagesEn;
const routes = [
  // "Today" pinned, so the default window (the last 3 months) is the same on every run.
  { path: '/payments', element: <PaymentListScreen now={new Date(2026, 10, 26, 12)} /> },
  { path: '/payments/:checkNumber/preview', element: <PaymentPreviewScreen /> },
];

const meta = {
  title: 'Portal/Payments',
  component: PortalStory,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: { routes, path: '/payments', persona: 'factoring' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'factoring' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const waitLong = (check: () => Promise<void> | void) => waitFor(check, long);
const payments = buildPayments();

/** The list: one row per payment (check, ACH, wire), each check number a link to its remittance. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '400123' }, long)).toBeVisible();
    const table = canvas.getByRole('table', { name: m['payments.list'] });
    await expect(within(table).getAllByRole('row')).toHaveLength(payments.length + 1);
    await expect(
      canvas.getByText(new RegExp(formatMessage(m['payments.total'], { count: 3 }))),
    ).toBeVisible();
  },
};

/** The list asks for the last 3 months and 20 a page unless told otherwise; Apply sends the typed filters. */
export const TestFilters: Story = {
  name: 'Test: filters and the default window',
  tags: ['!visual'],
  play: async ({ canvas, msw }) => {
    const asked: { from?: string; to?: string; query?: string; pageSize?: number }[] = [];
    msw.use(
      fixture(contract.payments.list, ({ query }) => {
        asked.push(query);
        return page(query.query ? [] : payments.map(toPaymentSummary), { pageSize: query.pageSize });
      }),
    );
    await canvas.findByRole('link', { name: '400123' }, long);
    await waitLong(() => expect(asked.length).toBeGreaterThan(0));
    const first = asked[0];
    await expect(first?.pageSize).toBe(20);
    const from = canvas.getByLabelText(m['payments.from']);
    // The fields write the asked window the locale's way (11/27/2026).
    await expect(from).toHaveValue(formatDateText(first?.from ?? '', 'en-US'));
    await expect(canvas.getByLabelText(m['payments.to'])).toHaveValue(
      formatDateText(first?.to ?? '', 'en-US'),
    );
    const search = canvas.getByRole('searchbox', { name: new RegExp(m['payments.search']) });
    await userEvent.type(search, '9999');
    await userEvent.click(canvas.getByRole('button', { name: m['payments.apply'] }));
    await expect(await canvas.findByText(m['payments.empty'], {}, long)).toBeVisible();
    await expect(asked.at(-1)?.query).toBe('9999');
  },
};

/** A start after the end is refused on the field, without asking the back end. */
export const TestBadWindow: Story = {
  name: 'Test: a start date after the end',
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '400123' }, long);
    const from = canvas.getByLabelText(m['payments.from']);
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    await userEvent.click(canvas.getByRole('button', { name: m['payments.apply'] }));
    await expect(await canvas.findByText(m['payments.fromAfterTo'])).toBeVisible();
  },
};

/** No payment in the window. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fixture(contract.payments.list, page([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['payments.empty'], {}, long)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m['payments.download'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The list fails: the message and a retry in the table. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.payments.list, 500, 'The payments service is unavailable.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['payments.error.title'], {}, long)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m['payments.retry'] })).toBeVisible();
  },
};

/** The first page is still loading. */
export const Loading: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.payments.list));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: m['payments.list'] }, long);
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** One remittance: its totals beside the paid invoices, the foot row summing them. */
export const Detail: Story = {
  args: { path: '/payments/400123/preview' },
  play: async ({ canvas }) => {
    const title = formatMessage(m['payment.title'], { number: '400123' });
    await expect(await canvas.findByRole('heading', { name: title }, long)).toBeVisible();
    const payment = buildPayment();
    const total = canvas.getByTestId('remittance-total');
    await expect(total).toHaveTextContent('$5,551.69');
    await expect(payment.total).toBe(5551.69);
    const table = canvas.getByRole('table', { name: m['payment.invoices'] });
    await expect(within(table).getByRole('rowheader', { name: '880011' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m['payment.print'] })).toBeVisible();
  },
};

/** A remittance longer than a page: 20 invoices, then the next page by the pager. */
export const TestDetailPages: Story = {
  name: 'Test: remittance pages',
  tags: ['!visual'],
  args: { path: '/payments/ACH-1/preview' },
  beforeEach({ msw }) {
    const lines = Array.from({ length: 25 }, (_, i) =>
      buildPaidInvoice({ invoiceNumber: `H-${String(100 + i)}`, amount: 100 }),
    );
    msw.use(
      fixture(contract.payments.byCheckNumber, ({ query }) => {
        const whole = buildPayment({ checkNumber: 'ACH-1', method: 'ACH' }, lines);
        const start = (query.page - 1) * query.pageSize;
        return {
          ...whole,
          invoices: page(lines.slice(start, start + query.pageSize), {
            page: query.page,
            pageSize: query.pageSize,
            totalCount: lines.length,
          }),
        };
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: m['payment.invoices'] }, long);
    await waitLong(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(20));
    const kit = primitiveMessages.en;
    await expect(canvas.getByText(formatMessage(kit['kit.pager.page'], { page: 1, pages: 2 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: kit['kit.pager.next'] }));
    await waitLong(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(5));
    await expect(canvas.getByTestId('remittance-total')).toHaveTextContent('$2,500.00');
  },
};

/** A check number the caller has no payment for (unknown, or another company's). */
export const DetailNotFound: Story = {
  args: { path: '/payments/999999/preview' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.payments.byCheckNumber, 404, 'The payment was not found.'));
  },
  play: async ({ canvas }) => {
    const text = formatMessage(m['payment.notFound'], { number: '999999' });
    await expect(await canvas.findByRole('heading', { name: text }, long)).toBeVisible();
  },
};

/** The remittance fails to load: the message and a retry. */
export const DetailError: Story = {
  args: { path: '/payments/400123/preview' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.payments.byCheckNumber, 500, 'The payments service is unavailable.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['payment.loadFailed'], {}, long)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m['payments.retry'] })).toBeVisible();
  },
};

/** The remittance is still loading. */
export const DetailLoading: Story = {
  tags: ['!visual'],
  args: { path: '/payments/400123/preview' },
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.payments.byCheckNumber));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(formatMessage(m['payment.loading'], { number: '400123' }), {}, long),
    ).toBeVisible();
  },
};

/**
 * Print: the whole remittance (every invoice, not only the page) is laid out for paper, hidden on
 * screen, and the browser's print dialog opens once it is on the page.
 */
export const TestPrint: Story = {
  name: 'Test: print the remittance',
  tags: ['!visual'],
  args: { path: '/payments/400123/preview' },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('No window');
    let printed = 0;
    const original = view.print.bind(view);
    view.print = () => {
      printed += 1;
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: m['payment.print'] }, long));
      const paper = await canvas.findByTestId('printed-remittance', {}, long);
      await waitLong(() => expect(printed).toBe(1));
      // On screen the paper layout is hidden; it holds every paid invoice with the totals row.
      await expect(paper).not.toBeVisible();
      // Three invoices and the Total row.
      await expect(within(paper).getAllByRole('rowheader', { hidden: true })).toHaveLength(4);
      await expect(within(paper).getByTestId('remittance-total')).toHaveTextContent('$5,551.69');
    } finally {
      view.print = original;
    }
  },
};

/** Issue 19: the payments table in US Spanish: headers, dates and money the locale's way, desktop and narrow. */
export const ListInSpanish: Story = {
  name: 'List in US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('link', { name: '400123' }, long)).toBeVisible();
    await expect(canvas.getByRole('table', { name: loadedText(loaded, 'payments.list') })).toBeVisible();
  },
};

/** Issue 19: the payments table in Canadian French: headers, dates and money the locale's way, desktop and narrow. */
export const ListInCanadianFrench: Story = {
  name: 'List in Canadian French',
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('link', { name: '400123' }, long)).toBeVisible();
    await expect(canvas.getByRole('table', { name: loadedText(loaded, 'payments.list') })).toBeVisible();
  },
};
