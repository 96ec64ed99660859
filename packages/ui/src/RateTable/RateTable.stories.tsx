import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RateTable, type RateTableRate } from './RateTable.tsx';

const rates: RateTableRate[] = [
  {
    id: 'q-1',
    carrierName: 'Swiftline Freight',
    rateType: 'Contract',
    serviceLevel: 'Standard',
    serviceDays: 2,
    price: 1850,
    isGuaranteedRate: true,
  },
  {
    id: 'q-2',
    carrierName: 'Ironhorse Carriers',
    rateType: 'Spot',
    serviceLevel: 'Book It Now',
    serviceDays: 1,
    price: 2125.5,
    isGuaranteedRate: false,
  },
  {
    id: 'q-3',
    carrierName: 'Roadrunner Logistics',
    rateType: 'API',
    serviceLevel: 'Quick Pay',
    serviceDays: null,
    price: 1990,
    isGuaranteedRate: false,
  },
];

const meta = {
  title: 'Data display/RateTable',
  component: RateTable,
  args: { rates },
} satisfies Meta<typeof RateTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const contractOnly = (rate: RateTableRate) => rate.rateType === 'Contract';

/** A user who may book: Book on the contract rate only, named with its carrier and price; Enter books it. */
export const Default: Story = {
  args: { onBook: fn(), canBook: contractOnly },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Rates' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Carrier', 'Rate type', 'Service level', 'Transit', 'Price', 'Actions']);
    const buttons = within(table).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    const book = within(table).getByRole('button', { name: 'Book Swiftline Freight at $1,850.00' });
    book.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBook).toHaveBeenCalledWith(rates[0]);
    await expect(within(table).getByRole('rowheader', { name: /Swiftline Freight/ })).toHaveTextContent(
      'Guaranteed',
    );
    await expect(within(table).getByText('—')).toBeInTheDocument();
    await expect(within(table).getByText('1 day')).toBeInTheDocument();
  },
};

/** A user who may not book: the rates only, no Actions column. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rates' });
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** A booking on its way: that rate's button shows progress, the others wait. */
export const Booking: Story = {
  args: { onBook: fn(), bookingId: 'q-1' },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Rates' });
    const spot = within(table).getByRole('button', { name: 'Book Ironhorse Carriers at $2,125.50' });
    await expect(spot).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(spot);
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** No rates (every rate was in error, or none came back). */
export const Empty: Story = {
  args: { rates: [], onBook: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rates for this shipment')).toBeInTheDocument();
  },
};

/** Loading: announced, the table busy. */
export const Loading: Story = {
  args: { rates: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rates' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Loading failed: the sentence as an alert. */
export const LoadFailed: Story = {
  args: { rates: [], error: 'The rates could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Rates' })).getByRole('alert')).toHaveTextContent(
      'The rates could not be loaded.',
    );
  },
};

/** A caller's own empty text: a lane quoted ad hoc has no shipment to name. */
export const EmptyLane: Story = {
  args: { rates: [], emptyText: 'No carrier prices this lane' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No carrier prices this lane')).toBeInTheDocument();
    await expect(canvas.queryByText('No rates for this shipment')).toBeNull();
  },
};

const withLtlQuote: RateTableRate[] = [
  ...rates.slice(0, 2),
  {
    id: 'q-4',
    carrierName: 'Prairie LTL',
    rateType: 'LTL quote',
    serviceLevel: 'Standard',
    serviceDays: 4,
    price: 1240,
    isGuaranteedRate: false,
  },
];

/** A broker's shipment rates: Book on the contract TL rate and on the carrier's LTL quote, not on the spot rate. */
export const BookContractOrLtlQuote: Story = {
  args: {
    rates: withLtlQuote,
    onBook: fn(),
    canBook: (rate: RateTableRate) => rate.rateType === 'Contract' || rate.rateType === 'LTL quote',
  },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Rates' });
    await expect(within(table).getAllByRole('button')).toHaveLength(2);
    const ltl = within(table).getByRole('button', { name: 'Book Prairie LTL at $1,240.00' });
    ltl.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBook).toHaveBeenCalledWith(withLtlQuote[2]);
  },
};
