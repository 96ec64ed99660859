import { InvoiceStatus } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InvoiceCard, type InvoiceCardInvoice } from './InvoiceCard.tsx';

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="6" fill="#0f766e"/><path d="M8 26h24v4H8zM12 12h16l4 10H8z" fill="#fff"/></svg>',
  );

const invoice: InvoiceCardInvoice = {
  invoiceNumber: 'INV-204518',
  shipmentNumber: 1048812,
  customerName: 'Great Lakes Produce Co.',
  carrierLogoURL: logo,
  status: { code: InvoiceStatus.Received, description: 'Received' },
  shipmentStatus: { description: 'Delivered' },
  invoiceAmount: 2450,
  feeAndBalance: 73.5,
  dueDateTimeStamp: '2026-12-04',
  createDateTimeStamp: '2026-11-18',
  numberOfRequiredDocuments: 3,
  numberOfUploadedRequiredDocuments: 2,
};

const meta = {
  title: 'Data display/InvoiceCard',
  component: InvoiceCard,
  args: {
    invoice,
    invoiceHref: '/third-party-payer-invoices/INV-204518/preview',
    shipmentHref: '/all-shipments/1048812/preview/details',
  },
} satisfies Meta<typeof InvoiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of the spec 2 §2 card; the keyboard reaches the invoice link, then the shipment link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Great Lakes Produce Co.' });
    const c = within(card);
    await expect(c.getByText('Received')).toBeInTheDocument();
    await expect(c.getByText('Estimated Pay Date')).toBeInTheDocument();
    await expect(c.getByText('12/04/2026')).toBeInTheDocument();
    await expect(c.getByText('$2,450.00')).toBeInTheDocument();
    await expect(c.getByText('$73.50')).toBeInTheDocument();
    await expect(c.getByText('$2,376.50')).toBeInTheDocument();
    await expect(c.getByText('Delivered')).toBeInTheDocument();
    await expect(c.getByText('2 of 3 required documents')).toBeInTheDocument();
    await userEvent.tab();
    await expect(c.getByRole('link', { name: 'INV-204518' })).toHaveFocus();
    await expect(c.getByRole('link', { name: 'INV-204518' })).toHaveAttribute(
      'href',
      '/third-party-payer-invoices/INV-204518/preview',
    );
    await userEvent.tab();
    await expect(c.getByRole('link', { name: '1048812' })).toHaveFocus();
  },
};

/** No estimated pay date yet: the invoice date shows instead. No logo: initials. */
export const InvoiceDateWithoutLogo: Story = {
  args: {
    invoice: {
      ...invoice,
      dueDateTimeStamp: null,
      carrierLogoURL: null,
      status: { code: InvoiceStatus.Draft },
      numberOfUploadedRequiredDocuments: 3,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invoice Date')).toBeInTheDocument();
    await expect(canvas.getByText('11/18/2026')).toBeInTheDocument();
    await expect(canvas.getByText('Draft')).toBeInTheDocument();
    await expect(canvas.getByText('3 of 3 required documents')).toBeInTheDocument();
  },
};

/** The chip tone follows the invoice status rule: Paid in Full green, Settled blue, Received red, Draft basic. */
export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[InvoiceStatus.Draft, InvoiceStatus.Received, InvoiceStatus.Settled, InvoiceStatus.PaidInFull].map(
        (code) => (
          <InvoiceCard
            key={code}
            {...args}
            invoice={{ ...args.invoice, status: { code }, customerName: `Customer ${code}` }}
          />
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('Paid in Full')).toBeInTheDocument();
    await expect(canvas.getByText('Settled')).toBeInTheDocument();
  },
};

/** Fees larger than the amount: the balance due is negative and shows in parentheses. */
export const NegativeBalance: Story = {
  args: { invoice: { ...invoice, invoiceAmount: 100, feeAndBalance: 250 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('($150.00)')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    invoice: {
      ...invoice,
      customerName:
        'Consolidated Midwestern Agricultural Cooperative Logistics & Cold Storage Holdings, Incorporated',
      invoiceNumber: 'INV-2045182045182045-REBILL-CORRECTED',
      invoiceAmount: 1234567.89,
      shipmentStatus: { description: 'Delivery Confirmed' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** Narrow screens: the fields reflow into two columns, then one. */
export const Narrow: Story = {
  tags: ['responsive'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
  },
};
