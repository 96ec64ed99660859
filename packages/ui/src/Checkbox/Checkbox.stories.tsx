import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Only Show Auditable', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Only Show Auditable' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Checked, with a description. */
export const Checked: Story = {
  args: { defaultChecked: true, description: 'Hides invoices that cannot be audited yet.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Only Show Auditable' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Hides invoices that cannot be audited yet.');
  },
};

/** Disabled: focusable, does not toggle. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
