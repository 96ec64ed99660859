import { ShipmentStatus } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShipmentStatusCounts, type OnTimeFilter } from './ShipmentStatusCounts.tsx';

const counts = [
  { status: ShipmentStatus.Booked, count: 18 },
  { status: ShipmentStatus.Dispatched, count: 7 },
  { status: ShipmentStatus.InTransit, count: 12 },
  { status: ShipmentStatus.AtStop, count: 3 },
  { status: ShipmentStatus.Delivered, count: 1204 },
];

const meta = {
  title: 'Shipments/ShipmentStatusCounts',
  component: ShipmentStatusCounts,
  args: {
    counts,
    onTime: { onTime: 31, late: 4 },
    onSelectedStatusesChange: fn(),
    onOnTimeFilterChange: fn(),
  },
} satisfies Meta<typeof ShipmentStatusCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Booked 18' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'In Transit 12' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedStatusesChange).toHaveBeenCalledWith([ShipmentStatus.InTransit]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'On time 31' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onOnTimeFilterChange).toHaveBeenCalledWith('late');
  },
};

function Stateful() {
  const [statuses, setStatuses] = useState<number[]>([ShipmentStatus.InTransit]);
  const [onTime, setOnTime] = useState<OnTimeFilter | null>('late');
  return (
    <ShipmentStatusCounts
      counts={counts}
      onTime={{ onTime: 31, late: 4 }}
      selectedStatuses={statuses}
      onSelectedStatusesChange={setStatuses}
      onTimeFilter={onTime}
      onOnTimeFilterChange={setOnTime}
    />
  );
}

/** Selected filters are pressed buttons; pressing again clears them. */
export const Selected: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    const inTransit = canvas.getByRole('button', { name: 'In Transit 12' });
    await expect(inTransit).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Late 4' })).toHaveAttribute('aria-pressed', 'true');
    inTransit.focus();
    await userEvent.keyboard(' ');
    await expect(inTransit).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithoutOnTime: Story = {
  args: { onTime: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('toolbar', { name: 'Filter by on-time' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading counts')).toHaveAttribute('role', 'status');
  },
};

const trackingStatuses: number[] = [...counts.map(({ status }) => status), ShipmentStatus.DeliveryConfirmed];

/**
 * Loading with the statuses to come: placeholder filters with their labels, above the loaded row.
 * The two are as tall as each other at every width (the dashboard's answer moves nothing, ADR 068).
 */
export const LoadingPlaceholder: Story = {
  tags: ['responsive'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div data-testid="loading">
        <ShipmentStatusCounts {...args} loading loadingStatuses={trackingStatuses} loadingOnTime />
      </div>
      <div data-testid="loaded">
        <ShipmentStatusCounts
          {...args}
          counts={[...counts, { status: ShipmentStatus.DeliveryConfirmed, count: 240 }]}
        />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByTestId('loading');
    const loaded = canvas.getByTestId('loaded');
    await expect(loading.getBoundingClientRect().height).toBe(loaded.getBoundingClientRect().height);
    // A placeholder is as wide as its filter with a two-digit count, at any width: a row that fits
    // one line loading and wraps loaded (or the reverse) moves the page when the counts arrive.
    const pillWidth = (root: HTMLElement, name: string) =>
      within(root).getByText(name).parentElement!.getBoundingClientRect().width;
    for (const name of ['Booked', 'In Transit']) {
      await expect(Math.abs(pillWidth(loading, name) - pillWidth(loaded, name))).toBeLessThan(0.5);
    }
    await expect(within(loading).getByText('Loading counts')).toHaveAttribute('role', 'status');
    await expect(loading.firstElementChild).toHaveAttribute('aria-busy', 'true');
    // Nothing to press while loading: no buttons and no tab stop.
    await expect(within(loading).queryAllByRole('button')).toHaveLength(0);
    await userEvent.tab();
    await expect(within(loaded).getByRole('button', { name: 'Booked 18' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Booked 18' }).blur();
  },
};

export const Error: Story = {
  args: { error: 'Unable to load status counts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to load status counts')).toHaveAttribute('role', 'alert');
  },
};

/** Nothing to count: a plain message, no empty toolbar and no tab stop. */
export const Empty: Story = {
  args: { counts: [], onTime: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No shipments to count')).toBeVisible();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.tab();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('No shipments to count')).not.toHaveFocus();
  },
};

export const LongContent: Story = {
  tags: ['responsive'],
  args: {
    counts: Object.values(ShipmentStatus).map((status, i) => ({ status, count: 10 ** (i % 7) * 7 })),
    onTime: { onTime: 1234567, late: 89012 },
  },
  play: async ({ args, canvas }) => {
    const statuses = canvas.getByRole('toolbar', { name: 'Filter by status' });
    const buttons = within(statuses).getAllByRole('button');
    await expect(buttons).toHaveLength(Object.values(ShipmentStatus).length);
    // Large counts are grouped by locale and every filter stays inside the row (the row wraps).
    await expect(canvas.getByRole('button', { name: 'On time 1,234,567' })).toBeVisible();
    await expect(statuses.scrollWidth).toBeLessThanOrEqual(statuses.clientWidth);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(buttons.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedStatusesChange).toHaveBeenCalledWith([
      Number(buttons.at(-1)!.getAttribute('data-status')),
    ]);
    buttons.at(-1)!.blur();
  },
};

/**
 * A toolbar's keys (Ariakit's for a horizontal toolbar, which the kit's toolbar replaced, ADR 075): Left
 * from the first filter wraps to the last, Right from the last to the first, Home goes to the first; Tab
 * leaves from and comes back to the filter last focused, each toolbar being one tab stop.
 */
export const ToolbarKeys: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const statuses = within(canvas.getByRole('toolbar', { name: 'Filter by status' })).getAllByRole('button');
    await expect(canvas.getByRole('toolbar', { name: 'Filter by status' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.tab();
    await expect(statuses[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(statuses.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(statuses[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(statuses[2]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'On time 31' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(statuses[2]).toHaveFocus();
    await expect(statuses.filter((button) => button.tabIndex === 0)).toEqual([statuses[2]]);
    await userEvent.keyboard('{Home}');
    await expect(statuses[0]).toHaveFocus();
    statuses[0]!.blur();
  },
};
