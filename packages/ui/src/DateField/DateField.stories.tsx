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

/**
 * Typing a date by keyboard reports `yyyy-MM-dd`. (The play function types the ISO value: the
 * simulated keyboard of `storybook/test` cannot step through the browser's date segments, and
 * user-event fills a date input once the typed text is a whole valid date.)
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Load Date');
    await expect(input).toHaveFocus();
    await userEvent.type(input, '2026-11-22');
    await expect(input).toHaveValue('2026-11-22');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22');
    // Leaving the field keeps the date (and the capture shows the value, not a focused segment).
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('2026-11-22');
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

/** A long label, description and error wrap in a narrow column; the date keeps its width. */
export const LongContent: Story = {
  args: {
    label: 'Requested delivery appointment date at the receiver’s distribution centre',
    description: 'The receiver confirms the time slot by email within one business day of the request',
    error: 'The receiver does not accept deliveries on this date; choose a weekday after the pickup',
    defaultValue: '2026-11-22',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Requested delivery appointment date/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/confirms the time slot.*choose a weekday/);
    await expect(input).toHaveValue('2026-11-22');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveValue('2026-11-22');
  },
};
