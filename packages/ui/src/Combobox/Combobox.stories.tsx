import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Select/Select.tsx';
import { Combobox } from './Combobox.tsx';

const drivers: SelectOption[] = [
  { value: 'd1', label: 'Maria Lopez', description: '(312) 555-0142' },
  { value: 'd2', label: 'Mark Chen', description: '(312) 555-0199' },
  { value: 'd3', label: 'Samuel Okafor', description: '(773) 555-0110' },
];

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: { label: 'Driver', options: drivers, onChange: fn(), onSearch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Typing searches (the caller filters); arrows and Enter choose; the input shows the choice. */
export const Default: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const options = drivers.filter((d) => d.label.toLowerCase().includes(query.toLowerCase()));
    return (
      <Combobox
        {...args}
        options={options}
        onSearch={(q) => {
          args.onSearch?.(q);
          setQuery(q);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Driver' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('mar');
    await expect(args.onSearch).toHaveBeenLastCalledWith('mar');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('d2', drivers[1]));
    await expect(input).toHaveValue('Mark Chen');
  },
};

/** While options load the list says "Searching…". */
export const Loading: Story = {
  args: { loading: true, options: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Driver' }), 'sa');
    await expect(await body(canvasElement).findByRole('progressbar', { name: 'Searching…' })).toBeVisible();
  },
};

/** No match. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Driver' }), 'zz');
    await expect(await body(canvasElement).findByText('No matches')).toBeVisible();
  },
};

/** Error and required. */
export const Error: Story = {
  args: { required: true, error: 'Required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Driver/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Required');
  },
};

/** Debounced search: one call after typing stops. */
export const Debounced: Story = {
  args: { debounceMs: 200 },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Driver' }), 'sam');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1));
    await expect(args.onSearch).toHaveBeenCalledWith('sam');
  },
};

/**
 * Disabled: still focusable and read with its value (`aria-disabled`), but typing neither changes it
 * nor searches, and no list opens.
 */
export const Disabled: Story = {
  args: { disabled: true, value: 'd1', selectedLabel: 'Maria Lopez' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Driver' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('sam{ArrowDown}');
    await expect(input).toHaveValue('Maria Lopez');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    input.blur();
  },
};

const longDrivers: SelectOption[] = [
  {
    value: 'l1',
    label: 'Maria Guadalupe Fernández-Castellanos de la Vega',
    description: 'Team driver with Samuel Okafor · hazmat and TWIC endorsed · (312) 555-0142 ext. 2041',
  },
  { value: 'l2', label: 'Mark Chen', description: '(312) 555-0199' },
];

/** Long names and details wrap inside the list, which keeps the input's width; the chosen name fills the input. */
export const LongContent: Story = {
  args: { options: longDrivers },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Driver' });
    await userEvent.keyboard('ma');
    const listbox = await body(canvasElement).findByRole('listbox');
    const first = within(listbox).getByRole('option', { name: /Fernández-Castellanos/ });
    await expect(listbox.getBoundingClientRect().width).toBeCloseTo(input.getBoundingClientRect().width, 0);
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('l1', longDrivers[0]));
    await expect(input).toHaveValue('Maria Guadalupe Fernández-Castellanos de la Vega');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    input.blur();
  },
};
