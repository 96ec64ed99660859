import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DriverAssignment, type DriverOption } from './DriverAssignment.tsx';

const roster: readonly DriverOption[] = [
  { id: 1, name: 'Maria Gonzalez', email: 'maria@carrier.example', phone: '(214) 555-0101' },
  { id: 2, name: 'Mark Ruiz', email: 'mark@carrier.example', phone: '(214) 555-0102' },
  { id: 3, name: 'James Okafor', email: 'james@carrier.example', phone: '(312) 555-0103' },
  { id: 4, name: 'Lin Chen', email: null, phone: '(404) 555-0104' },
];

const search = (query: string) =>
  Promise.resolve(roster.filter((d) => d.name.toLowerCase().includes(query.toLowerCase())));

const meta = {
  title: 'Shipments/DriverAssignment',
  component: DriverAssignment,
  args: {
    drivers: [roster[2]!],
    onSearch: fn(search),
    onAssign: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
    searchDelayMs: 0,
  },
} satisfies Meta<typeof DriverAssignment>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Assigned drivers' })).toHaveTextContent('James Okafor');
    await expect(canvas.getByRole('combobox', { name: 'Find a driver' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { drivers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No drivers assigned')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, drivers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Searching…')).toHaveAttribute('role', 'status');
  },
};

export const Error: Story = {
  args: { error: 'Unable to load drivers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to load drivers')).toHaveAttribute('role', 'alert');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoMatches: Story = {
  args: { onSearch: fn((_query: string) => Promise.resolve<readonly DriverOption[]>([])) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Find a driver' }));
    await userEvent.keyboard('zzz');
    await expect(await canvas.findByText('No matches')).toHaveAttribute('role', 'status');
  },
};

export const LongContent: Story = {
  args: {
    drivers: [
      {
        id: 9,
        name: 'Maria Guadalupe Gonzalez-Hernandez de la Cruz',
        email: 'maria.guadalupe.gonzalez-hernandez@a-very-long-carrier-domain.example',
        phone: '+1 (214) 555-0101 ext. 4821',
      },
      roster[2]!,
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ args, canvas, canvasElement }) => {
    const assigned = canvas.getByRole('list', { name: 'Assigned drivers' });
    await expect(within(assigned).getAllByRole('listitem')).toHaveLength(2);
    // The long name, address and phone wrap inside the card instead of pushing it wider.
    await expect(assigned.scrollWidth).toBeLessThanOrEqual(assigned.clientWidth);
    await expect(assigned).toHaveTextContent(
      'maria.guadalupe.gonzalez-hernandez@a-very-long-carrier-domain.example',
    );
    await userEvent.tab();
    const remove = canvas.getByRole('button', {
      name: 'Remove Maria Guadalupe Gonzalez-Hernandez de la Cruz',
    });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(args.drivers[0]);
    // Focus leaving the button hides the tooltip keyboard focus showed, so the baseline has none.
    remove.blur();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

function Stateful() {
  const [drivers, setDrivers] = useState<readonly DriverOption[]>([]);
  return (
    <DriverAssignment
      drivers={drivers}
      searchDelayMs={0}
      onSearch={search}
      onAssign={(driver) => {
        setDrivers((all) => [...all, driver]);
        return Promise.resolve();
      }}
      onRemove={(driver) => {
        setDrivers((all) => all.filter((d) => d.id !== driver.id));
        return Promise.resolve();
      }}
    />
  );
}

/** Test: a dispatcher finds a driver by search, assigns them and removes them, all by keyboard. */
export const SearchAssignRemove: Story = {
  name: 'Test: searches, assigns and removes by keyboard',
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Find a driver' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('mar');
    const listbox = await body().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: /Maria Gonzalez/ })).toHaveAttribute(
      'data-active-item',
    );
    await userEvent.keyboard('{Enter}');
    const assigned = await canvas.findByRole('list', { name: 'Assigned drivers' });
    await expect(assigned).toHaveTextContent('Maria Gonzalez');
    await waitFor(() => expect(input).toHaveValue(''));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove Maria Gonzalez' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('No drivers assigned')).toBeVisible();
  },
};

/** A failed assignment is reported and the driver is not listed. */
export const AssignFails: Story = {
  args: { onAssign: fn(() => Promise.reject(new globalThis.Error('Driver is not active'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Find a driver' }));
    await userEvent.keyboard('lin');
    await body().findByRole('option', { name: /Lin Chen/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByText('Driver is not active')).toHaveAttribute('role', 'alert');
  },
};
