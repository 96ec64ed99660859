import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Weight', description: 'lbs', min: 0, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports numbers; clearing reports null. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('spinbutton', { name: 'Weight' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('42000');
    await expect(args.onChange).toHaveBeenLastCalledWith(42000);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** An error marks it invalid. */
export const Error: Story = {
  args: { defaultValue: 60000, max: 45000, error: 'Above the 45,000 lbs maximum', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: /Weight/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Weight' })).toBeDisabled();
  },
};

/** A long label, description and error wrap in a narrow column; a long number stays on one line. */
export const LongContent: Story = {
  args: {
    label: 'Gross weight of the loaded trailer as shown on the certified scale ticket',
    description: 'lbs, including pallets and dunnage, as printed on the CAT scale ticket',
    error: 'Above the legal gross vehicle weight for this lane; attach an overweight permit',
    defaultValue: 1234567890,
    max: 80000,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: /Gross weight of the loaded trailer/ });
    await expect(input).toHaveAccessibleDescription(/including pallets and dunnage.*overweight permit/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveValue(1234567890);
    // The whole number shows without scrolling inside the field.
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    input.blur();
  },
};
