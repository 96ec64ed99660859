import { contract } from '@freightkit/api';
import {
  buildThirdPartyPayerInvoice,
  buildThirdPartyPayerViews,
  defaultHandlers,
  fixture,
  fixtureError,
  page as pageOf,
  recordedFixture,
} from '@freightkit/api/msw';
import {
  formatMessage,
  invoiceStatuses,
  InvoiceStatus,
  ShipmentStatus,
  specMessagesEn,
} from '@freightkit/domain';
import { preloadNoteEditor } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { ThirdPartyPayerListScreen } from './ThirdPartyPayerListScreen.tsx';
import { ThirdPartyPayerPreviewScreen } from './ThirdPartyPayerPreviewScreen.tsx';

const m = portalMessagesEn;
const s = specMessagesEn;
const routes = [
  { path: '/third-party-payer-invoices', element: <ThirdPartyPayerListScreen /> },
  { path: '/third-party-payer-invoices/:invoiceNumber/preview', element: <ThirdPartyPayerPreviewScreen /> },
];
/** Calls take 200 ms, as over a network. */
const network = { delayMs: 200 };

const meta = {
  title: 'Portal/Third-party payer invoices',
  component: PortalStory,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  // Fetch the comment editor's code before the story renders, so a cold chunk load does not eat the test's time.
  loaders: [
    async () => {
      await preloadNoteEditor();
      return {};
    },
  ],
  args: { routes, path: '/third-party-payer-invoices', persona: 'carrierAdmin' },
  beforeEach({ msw }) {
    // The views of the default fixtures: three waiting on the carrier, five drafts, two received, two settled.
    msw.use(...defaultHandlers({ persona: 'carrierAdmin' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const waitLong = (check: () => Promise<void> | void) => waitFor(check, { timeout: 15_000 });
const cards = (body: ReturnType<typeof page>) => body.findAllByRole('article', {}, { timeout: 15_000 });
const total = (count: number) => formatMessage(m['tppList.total'], { count });
const { counts } = buildThirdPartyPayerViews();
/** The VIEWS radio group and one view in it (its name ends with its count). */
const viewGroup = (body: ReturnType<typeof page>) => body.getByRole('radiogroup', { name: 'Views' });
const view = (body: ReturnType<typeof page>, label: string) =>
  within(viewGroup(body)).getByRole('radio', { name: new RegExp(`^${label}`) });

/** Action Required opens first: the sidebar's views with their counts, the cards, 'No More Results'. */
export const ActionRequired: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await cards(body)).toHaveLength(3);
    await expect(view(body, s['tpp.view.actionRequired'])).toBeChecked();
    await waitLong(() => expect(viewGroup(body)).toHaveTextContent(String(counts.all)));
    await expect(body.getByText(total(3))).toBeVisible();
    await expect(body.getByText(s['tpp.noMoreResults'])).toBeVisible();
    const first = (await cards(body))[0];
    if (!first) throw new Error('No card');
    await expect(
      within(first)
        .getByRole('link', { name: /770001/ })
        .getAttribute('href'),
    ).toBe('/third-party-payer-invoices/770001/preview');
  },
};

/** By keyboard: arrow keys pick a view; its address keeps it, and its cards replace the others. */
export const TestViewsByKeyboard: Story = {
  name: 'Test: views by keyboard',
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await cards(body);
    view(body, s['tpp.view.actionRequired']).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitLong(() => expect(view(body, s['tpp.view.received'])).toBeChecked());
    await waitLong(() => expect(body.getByText(total(2))).toBeVisible());
    await expect(await cards(body)).toHaveLength(2);
  },
};

/**
 * FILTERS: a status, a date preset and auditable off are sent only on Apply, as the §7 parameters;
 * Reset brings auditable-only back.
 */
export const TestFiltersApplyAndReset: Story = {
  name: 'Test: filters apply and reset',
  tags: ['!visual'],
  args: { path: '/third-party-payer-invoices?view=all' },
  play: async ({ canvasElement, msw }) => {
    const body = page(canvasElement);
    const list = recordedFixture(contract.thirdPartyPayerInvoices.list, pageOf([]), network);
    msw.use(list.handler);
    await userEvent.click(body.getByRole('tab', { name: s['tpp.tab.filters'] }));
    await userEvent.click(
      body.getByRole('checkbox', { name: invoiceStatuses.label(InvoiceStatus.Received) ?? '' }),
    );
    const invoiceDate = body.getByRole('radiogroup', { name: s['tpp.filter.invoiceDate'] });
    await userEvent.click(within(invoiceDate).getByRole('radio', { name: s['tpp.filter.thisWeek'] }));
    await userEvent.click(body.getByRole('checkbox', { name: s['tpp.filter.onlyAuditable'] }));
    await expect(list.requests).toHaveLength(0);
    await userEvent.click(body.getByRole('button', { name: s['tpp.filter.apply'] }));
    await waitLong(() => expect(list.requests.length).toBeGreaterThan(0));
    const sent = list.requests.at(-1)?.query;
    await expect(sent).toMatchObject({ status: [InvoiceStatus.Received], isAuditable: false });
    await expect(sent?.invoiceDateStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitLong(() => expect(body.getByText(s['tpp.noMatches'])).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: s['tpp.filter.reset'] }));
    await waitLong(() => expect(list.requests.at(-1)?.query).toMatchObject({ isAuditable: true }));
    await expect(list.requests.at(-1)?.query).not.toHaveProperty('status');
    await expect(body.getByRole('checkbox', { name: s['tpp.filter.onlyAuditable'] })).toBeChecked();
  },
};

/** Nothing matches: 'No Matching Invoices Found', and one button clears search and filters. */
export const NoMatches: Story = {
  args: { path: '/third-party-payer-invoices?view=all&q=nothing' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.thirdPartyPayerInvoices.list, pageOf([]), network));
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText(s['tpp.noMatches'], {}, { timeout: 15_000 })).toBeVisible();
    await expect(body.getByRole('button', { name: m['tppList.clear'] })).toBeVisible();
  },
};

/** The list fails: the API's message and a retry. */
export const TestListFails: Story = {
  name: 'Test: list fails',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.thirdPartyPayerInvoices.list, 500, 'The TMS is down.'));
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText(m['tppList.error.title'], {}, { timeout: 15_000 })).toBeVisible();
    await expect(body.getByText(/The TMS is down\./)).toBeVisible();
    await expect(body.getByRole('button', { name: m['tppList.retry'] })).toBeVisible();
  },
};

/** Waits until the whole preview is drawn: the form, the documents and the comment editor. */
async function ready(el: HTMLElement) {
  const body = page(el);
  await body.findByRole('heading', { name: s['tpp.detail.addInvoice'] }, { timeout: 15_000 });
  await body.findByRole('textbox', { name: 'Comment' }, { timeout: 15_000 });
  return body;
}
const numberField = (body: ReturnType<typeof page>) =>
  body.getByRole('textbox', { name: new RegExp(`^${s['invoices.form.invoiceNumber']}`) });
const amountField = (body: ReturnType<typeof page>) =>
  body.getByRole('textbox', { name: new RegExp(`^${s['invoices.form.invoiceAmount']}`) });
const save = (body: ReturnType<typeof page>) => body.getByRole('button', { name: s['invoices.form.save'] });

/** The detail: lane, number and status; Add Invoice, Documents, Comments; Summary, Invoice Details, Charges. */
export const Preview: Story = {
  args: { path: '/third-party-payer-invoices/770001/preview' },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByText('Chicago, IL to Denver, CO')).toBeVisible();
    await expect(
      body.getByRole('heading', {
        name: new RegExp(formatMessage(m['tppInvoice.title'], { number: '770001' })),
      }),
    ).toBeVisible();
    await expect(save(body)).toHaveAttribute('aria-disabled', 'true');
    await expect(body.queryByText(s['tpp.detail.remitTo'])).toBeNull();
    await expect(body.getByText('Keystone Freight Audit')).toBeVisible();
    const charges = body.getByRole('table', { name: s['charges.title'] });
    await expect(within(charges).getAllByRole('row')).toHaveLength(4);
    await expect(body.getByRole('button', { name: m['tppInvoice.close'] })).toBeVisible();
  },
};

/** By keyboard: number and amount, Enter adds the invoice; the toast says so and the body is the §7 one. */
export const TestAddsInvoice: Story = {
  name: 'Test: adds the invoice',
  tags: ['!visual'],
  args: { path: '/third-party-payer-invoices/770001/preview' },
  play: async ({ canvasElement, msw }) => {
    const body = await ready(canvasElement);
    const saved = buildThirdPartyPayerInvoice({
      externalInvoiceNumber: 'SWL-9001',
      externalInvoiceAmount: 2150,
      actionRequired: false,
    });
    const add = recordedFixture(contract.thirdPartyPayerInvoices.addInvoice, saved, network);
    msw.use(add.handler, fixture(contract.thirdPartyPayerInvoices.byNumber, saved, network));
    numberField(body).focus();
    await userEvent.keyboard('SWL-9001');
    await userEvent.tab();
    await userEvent.keyboard('2150{Enter}');
    await waitLong(() => expect(body.getByText(s['invoices.updated'])).toBeVisible());
    await expect(add.requests[0]?.body).toEqual({
      invoiceId: 'tpp-770001',
      externalInvoiceNumber: 'SWL-9001',
      externalInvoiceAmount: 2150,
    });
    await expect(add.requests[0]?.params).toEqual({ invoiceNumber: '770001' });
    await expect(numberField(body)).toHaveValue('SWL-9001');
  },
};

/** The back end refuses (409): the toast carries the reason from the model state; what was typed stays. */
export const TestAddRefused: Story = {
  name: 'Test: add refused',
  tags: ['!visual'],
  args: { path: '/third-party-payer-invoices/770001/preview' },
  beforeEach({ msw }) {
    const message = 'This invoice is settled and can no longer be changed.';
    msw.use(
      fixture(contract.thirdPartyPayerInvoices.addInvoice, () =>
        Response.json({ message, modelState: { invoice: [message] } }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    numberField(body).focus();
    await userEvent.keyboard('SWL-1{Enter}');
    await waitLong(() =>
      expect(
        body.getAllByText('This invoice is settled and can no longer be changed.').length,
      ).toBeGreaterThan(0),
    );
    await expect(numberField(body)).toHaveValue('SWL-1');
  },
};

/** Settled and factored: fields and Save disabled, Remit To names the factoring company. */
export const SettledAndFactored: Story = {
  args: { path: '/third-party-payer-invoices/770008/preview' },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(numberField(body)).toBeDisabled();
    await expect(amountField(body)).toBeDisabled();
    await expect(save(body)).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByText('Northwind Factoring')).toBeVisible();
  },
};

/** Not yet delivered: the info notice blocks submission; Save stays disabled with a number typed. */
export const AwaitingDelivery: Story = {
  args: { path: '/third-party-payer-invoices/770005/preview' },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByText(s['invoices.awaitingDelivery'])).toBeVisible();
    numberField(body).focus();
    await userEvent.keyboard('SWL-2');
    await expect(save(body)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No third-party billing settings and no charges: the not-eligible warning and 'No Charges Linked to Invoice'. */
export const NotEligible: Story = {
  args: { path: '/third-party-payer-invoices/770011/preview' },
  beforeEach({ msw }) {
    msw.use(
      fixture(
        contract.thirdPartyPayerInvoices.byNumber,
        buildThirdPartyPayerInvoice({
          invoiceNumber: '770011',
          thirdPartPayerBillingSettingsId: null,
          charges: [],
          shipmentStatusValue: ShipmentStatus.Delivered,
        }),
        network,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(
      body.getByText(formatMessage(s['invoices.notEligible'], { product: m['portal.name'] })),
    ).toBeVisible();
    await expect(body.getByText(s['charges.empty'])).toBeVisible();
  },
};

/** Another company's (or an unknown) number answers 404: 'Invoice number is not valid'. */
export const UnknownNumber: Story = {
  args: { path: '/third-party-payer-invoices/123/preview' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.thirdPartyPayerInvoices.byNumber, 404, 'The invoice was not found.'));
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByText(s['invoices.invoiceNumberInvalid'], {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};
