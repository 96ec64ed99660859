import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Money } from '../Money/Money.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';

interface Stop {
  readonly stop: number;
  readonly city: string;
  readonly miles: number;
  readonly fuel: number;
}

const stops: Stop[] = [
  { stop: 1, city: 'Columbus, OH', miles: 0, fuel: 0 },
  { stop: 2, city: 'Indianapolis, IN', miles: 175, fuel: 61.25 },
  { stop: 3, city: 'Chicago, IL', miles: 183, fuel: 64.05 },
];

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<Stop>,
  args: {
    caption: 'Stops',
    rows: stops,
    getRowKey: (row: Stop) => row.stop,
    columns: [
      { id: 'stop', header: 'Stop', cell: (row: Stop) => row.stop, align: 'end' },
      { id: 'city', header: 'City', cell: (row: Stop) => row.city, rowHeader: true },
      { id: 'miles', header: 'Miles', cell: (row: Stop) => row.miles, align: 'end' },
      { id: 'fuel', header: 'Fuel', cell: (row: Stop) => <Money amount={row.fuel} />, align: 'end' },
    ],
    totals: { values: { miles: 358, fuel: <Money amount={125.3} /> } },
    emptyText: 'No stops',
  },
} satisfies Meta<DataTableProps<Stop>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Stops' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Stop', 'City', 'Miles', 'Fuel']);
    await expect(within(table).getByRole('rowheader', { name: 'Chicago, IL' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent('Total358$125.30');
    // It fits its box: still a region named by the caption, but no tab stop.
    const region = canvas.getByRole('region', { name: 'Stops' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(region).not.toHaveFocus();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No stops' })).toBeInTheDocument();
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('table')).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Error: Story = {
  args: { error: 'An Unknown Error Occurred' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByRole('alert')).toHaveTextContent(
      'An Unknown Error Occurred',
    );
  },
};

/** Long cell text wraps; numbers never do. */
export const LongContent: Story = {
  args: {
    rows: [
      ...stops,
      {
        stop: 4,
        city: 'Rancho Santa Margarita Industrial Park, Building 7 Receiving Dock Door 42, CA',
        miles: 2104,
        fuel: 1234567.89,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234,567.89')).toBeInTheDocument();
  },
};

/** Narrow screens: the table scrolls sideways inside its box instead of squeezing. */
export const Narrow: Story = {
  tags: ['responsive'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Words stay whole: the table is wider than its 280 px box and scrolls, so Tab reaches it.
    const region = canvas.getByRole('region', { name: 'Stops' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(
      canvas.getByRole('rowheader', { name: 'Columbus, OH' }).getBoundingClientRect().height,
    ).toBeLessThan(60);
    // The stop comes with the box's first reported size, after the first layout (no forced reading).
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(canvas.getByRole('table', { name: 'Stops' })).toBeVisible();
  },
};

/** The caption hidden visually (e.g. under a section heading); it still names the table. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Stops' })).toBeInTheDocument();
  },
};

/**
 * Wider than its box: the scroll wrapper is a focusable region named by the caption, so keyboard users can
 * reach it and scroll it with the arrow keys (axe: scrollable region must have keyboard access).
 */
export const ScrollsSideways: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Stops' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    // Tab reaches the scrolling box itself (it holds nothing focusable), where the browser's arrow keys scroll it.
    await expect(region).toHaveFocus();
  },
};

/**
 * The tab stop follows the box: a table that stops fitting when its box narrows becomes a tab stop,
 * and stops being one when the box widens again.
 */
export const TestTabStopFollowsWidth: Story = {
  name: 'Test: the tab stop follows the width',
  decorators: [
    (Story) => (
      <div data-testid="box" style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('box');
    const region = canvas.getByRole('region', { name: 'Stops' });
    await expect(region).not.toHaveAttribute('tabindex');
    box.style.width = '200px';
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
    box.style.width = '640px';
    await waitFor(() => expect(region).not.toHaveAttribute('tabindex'));
    region.blur();
  },
};
