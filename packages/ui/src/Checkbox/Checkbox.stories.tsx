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

/** An error under the label, read with the checkbox; Space still toggles it. */
export const Error: Story = {
  args: {
    label: 'I confirm the seal number matches the bill of lading',
    error: 'Confirm the seal number to continue',
  },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /seal number matches/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Confirm the seal number to continue');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Space still toggles it (twice here, so the capture shows the unticked error state).
    await userEvent.keyboard('  ');
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
    box.blur();
  },
};

/** A long label and description wrap beside the box, which keeps its size and stays at the first line. */
export const LongContent: Story = {
  args: {
    label:
      'Only show invoices that can be audited now, including those waiting for the proof of delivery from the receiver',
    description:
      'Hides invoices whose required documents are missing, whose shipment is not delivered yet, or that were already settled.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Only show invoices/ });
    const { width, height } = box.getBoundingClientRect();
    await expect([width, height]).toEqual([18, 18]);
    await expect(box).toHaveAccessibleDescription(/Hides invoices whose required documents are missing/);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    box.blur();
  },
};
