import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Reference #', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each change; the label names the input. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Reference #' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('PO-77');
    await expect(args.onChange).toHaveBeenLastCalledWith('PO-77');
  },
};

/** Required: a marker, and the input is required. */
export const Required: Story = {
  args: { required: true, description: 'As printed on the bill of lading.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Reference #/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('As printed on the bill of lading.');
  },
};

/** An error marks the input invalid and is read with it. */
export const Error: Story = {
  args: { required: true, error: 'Required', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Reference #/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Required');
  },
};

/** Disabled and read-only. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} disabled defaultValue="PO-1234" />
      <TextField {...args} label="Carrier" readOnly defaultValue="Acme Freight LLC" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Reference #' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Carrier' })).toHaveFocus();
  },
};

/** A search box: hidden label, icon, controlled value. */
export const Search: Story = {
  args: {
    label: 'Search By Shipment #',
    hideLabel: true,
    icon: 'search',
    type: 'search',
    placeholder: 'Shipment #',
  },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextField {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search By Shipment #' });
    await userEvent.type(box, '100234');
    await expect(box).toHaveValue('100234');
  },
};

/** Multi-line with a long label and description. */
export const LongContent: Story = {
  args: {
    label: 'Reason for rejecting this tender, shown to the shipper and kept with the shipment history',
    description:
      'Be specific: equipment, lane, rate or timing. The shipper reads this exactly as you write it.',
    rows: 4,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Reason for rejecting/ });
    await userEvent.type(box, 'No equipment{Enter}available');
    await expect(box).toHaveValue('No equipment\navailable');
  },
};
