import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangeField, type DateRangeValue } from './DateRangeField.tsx';

/** A fixed "today" (Sunday 22 November 2026) so the stories are deterministic. */
const now = new Date(2026, 10, 22, 9, 0);

const meta = {
  title: 'Primitives/DateRangeField',
  component: DateRangeField,
  args: { label: 'Invoice Date', value: { preset: null }, onChange: fn(), now },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<DateRangeValue>(args.value);
    return (
      <DateRangeField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys pick a preset; the range comes from the domain's preset maths. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Any date' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Today' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'today',
      range: { start: '2026-11-22', end: '2026-11-22' },
    });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'thisWeek',
      range: { start: '2026-11-22', end: '2026-11-28' },
    });
  },
};

/** Range shows start and end dates; the end's calendar offers nothing before the start. */
export const Range: Story = {
  args: { value: { preset: 'range', range: { start: '2026-11-01' } } },
  play: async ({ args, canvas }) => {
    const end = canvas.getByLabelText('End date');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('11/01/2026');
    // Keyboard only: from the checked "Range" radio, Tab reaches Start date, its calendar, then End date.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Range' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(end).toHaveFocus();
    await userEvent.type(end, '11/15/2026');
    await expect(end).toHaveValue('11/15/2026');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        preset: 'range',
        range: { start: '2026-11-01', end: '2026-11-15' },
      }),
    );
    await userEvent.tab();
    await expect(end).toHaveValue('11/15/2026');
    // A month back from the 15th would be October: the end's calendar stops at the start.
    await userEvent.keyboard('{Enter}');
    const grid = await within(document.body).findByRole('grid', { name: 'November 2026' });
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /November 1, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

/** Every preset by keyboard: Home and End jump to the ends, arrows wrap, each choice reports its range. */
export const PresetsByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Range' })).toBeChecked();
    await expect(canvas.getByLabelText('Start date')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'tomorrow',
      range: { start: '2026-11-23', end: '2026-11-23' },
    });
    await expect(canvas.queryByLabelText('Start date')).toBeNull();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Yesterday' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'yesterday',
      range: { start: '2026-11-21', end: '2026-11-21' },
    });
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: 'Any date' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: null });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Disabled: the chosen preset and range still read, but neither the presets nor the dates change. */
export const Disabled: Story = {
  args: { disabled: true, value: { preset: 'range', range: { start: '2026-11-01', end: '2026-11-15' } } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const range = canvas.getByRole('radio', { name: 'Range' });
    await expect(range).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(range).toBeChecked();
    await expect(canvas.getByLabelText('Start date')).toBeDisabled();
    await expect(canvas.getByLabelText('End date')).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An error is read with the presets, which stay usable by keyboard. */
export const Error: Story = {
  args: { error: 'Choose an invoice date', clearable: false },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Invoice Date' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose an invoice date');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Today' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'today',
      range: { start: '2026-11-22', end: '2026-11-22' },
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
