import { contract, type Invoice } from '@freightkit/api';
import {
  buildInvoice,
  defaultHandlers,
  errorResponse,
  fixture,
  fixtureError,
  fixturePending,
  page as pageOf,
  recordedFixture,
} from '@freightkit/api/msw';
import { formatMessage, InvoiceStatus, ShipmentStatus, specMessagesEn } from '@freightkit/domain';
import { preloadNoteEditor } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { InvoicePreviewScreen } from './InvoicePreviewScreen.tsx';

const m = portalMessagesEn;
const s = specMessagesEn;
const routes = [
  { path: '/accounting/:invoiceNumber/preview', element: <InvoicePreviewScreen basePath="/accounting" /> },
];

/** One invoice of each kind the preview shows differently. */
const invoices: Invoice[] = [
  buildInvoice({ invoiceNumber: '880001' }),
  buildInvoice({
    invoiceNumber: '880008',
    statusCode: InvoiceStatus.Settled,
    externalInvoiceNumber: 'INV-880008',
    externalInvoiceAmount: 2875,
    invoiceAmount: 2875,
    feeAndBalance: 86.25,
    balance: 2788.75,
    total: 2875,
    factoringCompany: 'Northwind Factoring',
  }),
  buildInvoice({
    invoiceNumber: '880020',
    shipmentNumber: '100026',
    shipmentStatusValue: ShipmentStatus.InTransit,
  }),
  buildInvoice({ invoiceNumber: '880002', thirdPartPayerBillingSettingsId: null, charges: [] }),
];
/** Calls take 200 ms, as over a network. */
const network = { delayMs: 200 };
/** An invoice by id: one of the four, or 404 (another company's). */
const invoiceById = (id: string) =>
  invoices.find((invoice) => invoice.id === id) ?? errorResponse(404, 'The invoice was not found.');

const meta = {
  title: 'Portal/Accounting/Invoice preview',
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
  args: { routes, path: '/accounting/880001/preview', persona: 'dispatcher' },
  beforeEach({ msw }) {
    // The lookup by number finds the invoice among the four the list answers (another number: none).
    msw.use(
      fixture(
        contract.invoices.list,
        pageOf(invoices.map(({ charges: _charges, ...summary }) => summary)),
        network,
      ),
      fixture(contract.invoices.byId, ({ params }) => invoiceById(params.id), network),
      ...defaultHandlers({ persona: 'dispatcher' }),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const waitLong = (check: () => Promise<void> | void) => waitFor(check, { timeout: 15_000 });

/** Waits until the whole preview is drawn: the form, the documents' empty text and the comment editor. */
async function ready(el: HTMLElement) {
  const body = page(el);
  await body.findByRole('heading', { name: s['tpp.detail.addInvoice'] }, { timeout: 15_000 });
  await body.findByText(s['documents.emptyInvoice'], {}, { timeout: 15_000 });
  await body.findByRole('textbox', { name: 'Comment' }, { timeout: 15_000 });
  return body;
}

const numberField = (body: ReturnType<typeof page>) =>
  body.getByRole('textbox', { name: new RegExp(`^${s['invoices.form.invoiceNumber']}`) });
const amountField = (body: ReturnType<typeof page>) =>
  body.getByRole('textbox', { name: new RegExp(`^${s['invoices.form.invoiceAmount']}`) });
const save = (body: ReturnType<typeof page>) => body.getByRole('button', { name: s['invoices.form.save'] });

/** A delivered, uninvoiced invoice: the form is open, Save waits for a number or an amount. */
export const Uninvoiced: Story = {
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(
      body.getByRole('heading', {
        name: new RegExp(formatMessage(m['invoice.title'], { number: '880001' })),
      }),
    ).toBeVisible();
    await expect(save(body)).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('link', { name: '100033' }).getAttribute('href')).toContain(
      '/all-shipments/100033/preview',
    );
    await expect(body.queryByText(s['tpp.detail.remitTo'])).toBeNull();
    const charges = body.getByRole('table', { name: s['charges.title'] });
    await expect(within(charges).getAllByRole('row')).toHaveLength(4);
    await expect(within(charges).getByText('$1,850.00')).toBeVisible();
  },
};

/** By keyboard: number and amount, Enter saves; the toast says so and the fields keep what was saved. */
export const TestSavesNumberAndAmount: Story = {
  name: 'Test: saves number and amount',
  tags: ['!visual'],
  play: async ({ canvasElement, msw }) => {
    const body = await ready(canvasElement);
    // Once saved, the back end answers the invoice with its number and amount.
    const [first] = invoices;
    if (!first) throw new Error('No invoice');
    const saved = { ...first, externalInvoiceNumber: 'ACME-1001', externalInvoiceAmount: 1850.25 };
    const update = recordedFixture(contract.invoices.update, saved, network);
    msw.use(update.handler, fixture(contract.invoices.byId, saved, network));
    numberField(body).focus();
    await userEvent.keyboard('ACME-1001');
    await userEvent.tab();
    await userEvent.keyboard('1850.25{Enter}');
    await waitLong(() => expect(body.getByText(s['invoices.updated'])).toBeVisible());
    await expect(update.requests[0]?.body).toMatchObject({
      externalInvoiceNumber: 'ACME-1001',
      externalInvoiceAmount: 1850.25,
    });
    await expect(numberField(body)).toHaveValue('ACME-1001');
    await expect(amountField(body)).toHaveValue('1850.25');
  },
};

/** Bad input: a non-numeric amount becomes empty on leaving the field; with no number either, both say Required. */
export const TestRefusesBadAmount: Story = {
  name: 'Test: a non-numeric amount is refused',
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    amountField(body).focus();
    await userEvent.keyboard('12a');
    await userEvent.tab();
    await waitLong(() => expect(amountField(body)).toHaveValue(''));
    await waitLong(() => expect(body.getAllByText(s['form.required'])).toHaveLength(2));
    await expect(save(body)).toHaveAttribute('aria-disabled', 'true');
    numberField(body).focus();
    await userEvent.keyboard('ACME-9');
    await expect(save(body)).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** The back end refuses: the toast carries its title and each error as a bullet; what was typed stays. */
export const TestSaveRefused: Story = {
  name: 'Test: save refused',
  tags: ['!visual'],
  beforeEach({ msw }) {
    // Problem details, as the back end answers a refused change.
    msw.use(
      fixture(contract.invoices.update, () =>
        Response.json(
          { title: 'Invoice rejected', errors: { externalInvoiceNumber: ['Number already used'] } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    numberField(body).focus();
    await userEvent.keyboard('DUP-1{Enter}');
    await waitLong(() => expect(body.getByText('Invoice rejected')).toBeVisible());
    await expect(body.getByText('Number already used')).toBeVisible();
    await expect(numberField(body)).toHaveValue('DUP-1');
  },
};

/** Settled: number, amount and Save are disabled; factored, so Remit To names the factoring company. */
export const SettledAndFactored: Story = {
  args: { path: '/accounting/880008/preview' },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(numberField(body)).toBeDisabled();
    await expect(amountField(body)).toBeDisabled();
    await expect(numberField(body)).toHaveValue('INV-880008');
    await expect(save(body)).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByText(m['invoice.form.locked'])).toBeVisible();
    await expect(body.getByText('Northwind Factoring')).toBeVisible();
    await expect(body.getByText('$2,788.75')).toBeVisible();
  },
};

/** The shipment is still in transit: the info notice blocks submission. */
export const NotDelivered: Story = {
  args: { path: '/accounting/880020/preview' },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(body.getByText(s['invoices.awaitingDelivery'])).toBeVisible();
    numberField(body).focus();
    await userEvent.keyboard('EARLY-1');
    await expect(save(body)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No third-party billing settings: the not-eligible warning; no charge lines: the spec's empty text. */
export const NotEligibleWithoutCharges: Story = {
  args: { path: '/accounting/880002/preview' },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(
      body.getByText(formatMessage(s['invoices.notEligible'], { product: m['portal.name'] })),
    ).toBeVisible();
    await expect(body.getByText(s['charges.empty'])).toBeVisible();
  },
};

/** A number the user has no invoice for: 'Invoice number is not valid'. */
export const UnknownNumber: Story = {
  args: { path: '/accounting/999999/preview' },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(s['invoices.invoiceNumberInvalid'], {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(page(canvasElement).getByRole('link', { name: m['invoice.back'] })).toBeVisible();
  },
};

/** The invoice cannot be read: the failure with a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.invoices.byId, 500, 'The invoice could not be loaded.'));
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const [title] = await body.findAllByText(m['invoice.loadFailed'], {}, { timeout: 15_000 });
    await expect(title).toBeVisible();
    await expect(body.getByRole('button', { name: m['accounting.retry'] })).toBeVisible();
  },
};

/** Still loading. */
export const Loading: Story = {
  // The spinner turns; no still frame to compare.
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.invoices.list));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(formatMessage(m['invoice.loading'], { number: '880001' })),
    ).toBeVisible();
  },
};
