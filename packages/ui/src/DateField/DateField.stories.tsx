import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Load Date', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a date by keyboard reports `yyyy-MM-dd`. */
export const Default: Story = {
  // Excluded from the test run: its play function does not yet drive the native date input (see the issue note).
  tags: ['!test'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Load Date');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('11222026');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** With a value, required and an error. */
export const Error: Story = {
  args: { defaultValue: '2026-11-30', required: true, error: 'Shipment ID is not valid', min: '2026-11-01' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Load Date/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Shipment ID is not valid');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-22' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Load Date')).toBeDisabled();
  },
};
