import type { Charge } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChargesTable } from './ChargesTable.tsx';

const charges: Charge[] = [
  { description: 'Line Haul', chargeTypeName: 'Flat', rate: 1850, units: 1 },
  { description: 'Fuel Surcharge', chargeTypeName: 'Per Mile', rate: 0.35, units: 358 },
  { description: 'Detention', chargeTypeName: 'Per Hour', rate: 75, units: 2.5 },
  { description: 'Claim Deduction', chargeTypeName: 'Flat', rate: -120, units: 1 },
];

const meta = {
  title: 'Data display/ChargesTable',
  component: ChargesTable,
  args: { charges },
} satisfies Meta<typeof ChargesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoice charges of spec 2 §2 with the summed total row (rate × units, to the cent). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Charges' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Description', 'Rate Type', 'Rate', 'Unit', 'Total']);
    const fuel = within(table).getByRole('rowheader', { name: 'Fuel Surcharge' }).closest('tr')!;
    await expect(fuel).toHaveTextContent('$125.30');
    await expect(within(table).getAllByText('($120.00)')).toHaveLength(2);
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Total$2,042.80');
  },
};

/** No charges: 'No Charges Linked to Invoice' and no total row. */
export const Empty: Story = {
  args: { charges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Charges Linked to Invoice')).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Error: Story = {
  args: { error: 'Request not successful' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByRole('alert')).toHaveTextContent(
      'Request not successful',
    );
  },
};

/** Inside the 'Charges' accordion the caption is hidden but still names the table. */
export const InAccordion: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Charges' })).toBeInTheDocument();
  },
};
