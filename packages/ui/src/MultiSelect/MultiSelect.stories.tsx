import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from './MultiSelect.tsx';

const options = [
  { value: '1', label: 'Van' },
  { value: '2', label: 'Flat Bed' },
  { value: '4', label: 'Reefer' },
  { value: '8', label: 'Conestoga' },
  { value: '16', label: 'Tanker', disabled: true },
  { value: '8192', label: 'Step Deck' },
];

/** Holds the chosen values as a screen would, so the stories show what a user sees after choosing. */
function Controlled(props: MultiSelectProps) {
  const [value, setValue] = useState<readonly string[]>(props.defaultValue ?? []);
  return (
    <MultiSelect
      {...props}
      defaultValue={undefined}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/MultiSelect',
  component: MultiSelect,
  args: { label: 'Equipment', placeholder: 'Any equipment', options, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/**
 * Keyboard: Enter opens, typeahead and arrows move, Enter toggles and keeps the list open, so two
 * types are chosen in one visit; Escape closes and the button names both.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Equipment' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveTextContent('Any equipment');
    await userEvent.keyboard('{Enter}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('Ree');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Reefer' })).toHaveAttribute('data-active-item'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['4']);
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    // In the options' order, whatever the order of choosing.
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '4']);
    await expect(within(listbox).getByRole('option', { name: 'Van' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(select).toHaveTextContent('Van and 1 more'));
    await expect(select).toHaveFocus();
  },
};

/** Open with three chosen: each chosen option's box is ticked; a click takes one off and the list stays open. */
export const Open: Story = {
  args: { defaultValue: ['2', '8', '8192'] },
  play: async ({ args, canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Equipment' });
    await expect(select).toHaveTextContent('Flat Bed and 2 more');
    await userEvent.click(select);
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(within(listbox).getByRole('option', { name: 'Tanker' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Flat Bed' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['8', '8192']);
    await expect(within(listbox).getByRole('option', { name: 'Step Deck' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** One chosen: the button shows its label. */
export const OneChosen: Story = {
  args: { defaultValue: ['4'], description: 'Loads that may go on any of the chosen types.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Equipment' });
    await expect(select).toHaveTextContent('Reefer');
    await expect(select).toHaveAccessibleDescription('Loads that may go on any of the chosen types.');
  },
};

/** An error marks it invalid and describes it. */
export const Error: Story = {
  args: { required: true, error: 'Choose at least one type' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Equipment/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose at least one type');
  },
};

/** Disabled: focusable, does not open. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['1'] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Equipment' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
  },
};
