import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

const options = [
  { value: 'all', label: 'All' },
  { value: 'uninvoiced', label: 'Uninvoiced' },
  { value: 'invoiced', label: 'Invoiced' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Invoice Status', options, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Keyboard: Enter opens, arrows move, Enter chooses; the button shows the choice. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Invoice Status' });
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('Inv');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Invoiced' })).toHaveAttribute('data-active-item'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('invoiced');
    await waitFor(() => expect(select).toHaveTextContent('Invoiced'));
  },
};

/** With a chosen value, description and required marker. */
export const WithValue: Story = {
  args: { defaultValue: 'paid', required: true, description: 'Only invoices in this status are listed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Invoice Status/ })).toHaveTextContent('Paid');
  },
};

/** An error marks it invalid and describes it. */
export const Error: Story = {
  args: { required: true, error: 'Required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Invoice Status/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Required');
  },
};

/** Disabled: focusable, does not open. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Invoice Status' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** Open list with a long option cut by the width. */
export const LongContent: Story = {
  args: {
    options: [
      ...options,
      { value: 'long', label: 'Short-paid pending carrier dispute resolution with factoring company' },
    ],
    defaultValue: 'long',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Invoice Status' }));
    await expect(await body(canvasElement).findByRole('listbox')).toBeVisible();
  },
};
