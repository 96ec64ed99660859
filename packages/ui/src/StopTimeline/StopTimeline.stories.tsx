import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleStops } from './fixtures.ts';
import { StopTimeline } from './StopTimeline.tsx';

const meta = {
  title: 'Shipments/StopTimeline',
  component: StopTimeline,
  args: { stops: sampleStops, onEditAppointment: fn() },
} satisfies Meta<typeof StopTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Stops' })).toBeInTheDocument();
    const stops = canvas.getAllByRole('listitem');
    await expect(stops).toHaveLength(2);
    // Stop 1 is in Dallas: 15:30 UTC is 9:30 AM Central Standard Time.
    await expect(stops[0]).toHaveTextContent('11/24/2026, 9:30 AM');
    await expect(stops[0]).toHaveTextContent('CST');
    // Stop 2 has no zone of its own: its postal code puts it in Pacific time.
    await expect(stops[1]).toHaveTextContent('PST');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Set appointment for stop 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditAppointment).toHaveBeenCalledWith(sampleStops[1], 2);
  },
};

export const ReadOnly: Story = {
  args: { onEditAppointment: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading stops')).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { stops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No stops on this shipment')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Unable to load stops' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to load stops')).toHaveAttribute('role', 'alert');
  },
};

export const LongContent: Story = {
  tags: ['responsive'],
  args: {
    stops: [
      ...sampleStops,
      {
        id: 'stop-3',
        type: 'Receiving',
        name: 'Établissements Saint-Jean-sur-Richelieu Distribution et Entreposage Frigorifique Inc.',
        street: '1234 Boulevard du Séminaire Nord, Porte de chargement 27',
        city: 'Saint-Jean-sur-Richelieu',
        state: 'QC',
        postalCode: 'J3B 1A1',
        early: '2026-11-28T13:00:00Z',
        late: '2026-11-28T21:00:00Z',
        appointment: '2026-11-28T14:45:00Z',
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Stops' });
    const stops = within(region).getAllByRole('listitem');
    await expect(stops).toHaveLength(3);
    // The long name and address wrap inside the timeline instead of widening it.
    await expect(stops[2]).toHaveTextContent(
      /Établissements Saint-Jean-sur-Richelieu.*Porte de chargement 27/,
    );
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const edit = canvas.getByRole('button', { name: 'Edit appointment for stop 3' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditAppointment).toHaveBeenCalledWith(args.stops[2], 3);
    edit.blur();
  },
};

/** Two timelines on one page (e.g. the legs of a trip), each region with its own name. */
export const TestTwoOnOnePage: Story = {
  name: 'Test: two on one page',
  render: (args) => (
    <>
      <StopTimeline {...args} label="Stops of leg 1" />
      <StopTimeline {...args} stops={sampleStops.slice(1)} label="Stops of leg 2" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Stops' })).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Stops of leg 1' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(
      within(canvas.getByRole('region', { name: 'Stops of leg 2' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};
