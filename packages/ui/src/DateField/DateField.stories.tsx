import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadedText } from '../testing/loadedText.ts';
import { DateField, type DateFieldProps } from './DateField.tsx';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Load Date', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A controlled field, as forms use it. */
function Controlled(props: DateFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <DateField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

/**
 * Typed in the kit's locale (US English: month, day, year), reported as `yyyy-MM-dd` as soon as the
 * text is a whole date; an ISO date typed in any locale reads too.
 */
export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Load Date');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.type(input, '11/22/2026');
    await expect(input).toHaveValue('11/22/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-22');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '2026-11-23');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-23');
    // Leaving the box writes the date the locale's way.
    await userEvent.tab();
    await expect(input).toHaveValue('11/23/2026');
  },
};

/**
 * The calendar button opens a month's grid on the chosen day: arrows move by day and week, Page Up and
 * Down by month, never before `min`; Enter chooses and the popover closes; Escape closes without choosing.
 */
export const ChooseOnCalendar: Story = {
  args: { value: '2026-11-27', min: '2026-11-10' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Load Date');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a date' }));
    const grid = await body().findByRole('grid', { name: 'November 2026' });
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /November 27, 2026/ })).toHaveFocus(),
    );
    await expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('27');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(within(grid).getByRole('button', { name: /December 5, 2026/ })).toBeInTheDocument();
    // A month back would be 5 November, before min: focus stops at the first day that can be chosen.
    await userEvent.keyboard('{PageUp}');
    const november = await body().findByRole('grid', { name: 'November 2026' });
    await expect(within(november).getByRole('button', { name: /November 10, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(november).getByRole('button', { name: /November 10, 2026/ })).toHaveFocus();
    const before = within(november).getByRole('button', { name: /November 9, 2026/ });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{PageDown}{Enter}');
    await waitFor(() => expect(body().queryByRole('grid')).toBeNull());
    await expect(input).toHaveValue('12/10/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a date' }));
    await body().findByRole('grid', { name: 'December 2026' });
    // The month buttons keep focus, so Enter can page on.
    const next = body().getByRole('button', { name: 'Next month' });
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await body().findByRole('grid', { name: 'February 2027' });
    await expect(next).toHaveFocus();
    // The first Escape closes the button's tooltip, the second the calendar.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('grid')).toBeNull());
    await expect(input).toHaveValue('12/10/2026');
  },
};

/** The calendar open on the chosen day, today marked and days before `min` struck through (axe and a baseline per theme). */
export const CalendarOpen: Story = {
  args: { value: '2026-11-27', min: '2026-11-04' },
  render: (args) => (
    <div style={{ minHeight: 340 }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a date' }));
    const dialog = await body().findByRole('dialog', { name: 'Calendar' });
    const grid = within(dialog).getByRole('grid', { name: 'November 2026' });
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /November 27, 2026/ })).toHaveFocus(),
    );
    await expect(within(grid).getByRole('button', { name: /November 3, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
  },
};

/** Text that is not a date says how to write one when the user leaves the box, and nothing typed is lost. */
export const Unreadable: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Load Date');
    await userEvent.type(input, '27/11/2026');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a date like 12/31/2026.');
    await expect(input).toHaveValue('27/11/2026');
  },
};

/** With a value, required and an error: the form's own error wins. */
export const Error: Story = {
  args: { defaultValue: '2026-11-30', required: true, error: 'Shipment ID is not valid', min: '2026-11-01' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Load Date/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Shipment ID is not valid');
    await expect(input).toHaveValue('11/30/2026');
  },
};

/** Disabled: the box and its calendar button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-22' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Load Date')).toBeDisabled();
    // Disabled but focusable, as the kit's icon buttons are: it opens nothing.
    const calendar = canvas.getByRole('button', { name: 'Choose a date' });
    await expect(calendar).toHaveAttribute('aria-disabled', 'true');
    calendar.focus();
    await userEvent.keyboard('{Enter}');
    await expect(body().queryByRole('grid')).toBeNull();
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
    await expect(input).toHaveValue('11/22/2026');
  },
};

/**
 * Issue 19: in US Spanish the date is day first, whatever the browser's own language; the calendar's
 * month, weekdays and buttons are Spanish.
 */
export const InSpanish: Story = {
  name: 'In US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  args: { value: '2026-11-27' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, loaded }) => {
    const input = canvas.getByLabelText('Load Date');
    await expect(input).toHaveValue('27/11/2026');
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.clear(input);
    await userEvent.type(input, '5/12/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-05');
    await userEvent.click(canvas.getByRole('button', { name: loadedText(loaded, 'kit.dateField.choose') }));
    await body().findByRole('grid', { name: /diciembre de 2026/i });
  },
};

/** Issue 19: in Canadian French the date is written year first (2026-11-27), the calendar in French. */
export const InCanadianFrench: Story = {
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  args: { value: '2026-11-27' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, loaded }) => {
    const input = canvas.getByLabelText('Load Date');
    await expect(input).toHaveValue('2026-11-27');
    await expect(input).toHaveAttribute('placeholder', 'aaaa-mm-jj');
    await userEvent.click(canvas.getByRole('button', { name: loadedText(loaded, 'kit.dateField.choose') }));
    await body().findByRole('grid', { name: /novembre 2026/i });
  },
};
