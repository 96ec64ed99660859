import { contract } from '@freightkit/api';
import { defaultHandlers, fixtureError } from '@freightkit/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { TripScreen } from './TripScreen.tsx';

const m = portalMessagesEn;
const routes = [{ path: '/all-shipments/trip/:tripId', element: <TripScreen /> }];

const meta = {
  title: 'Portal/Shipments/Trip',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive'],
  args: { routes, path: '/all-shipments/trip/trip-7001', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trip's shipments in order, each with its stops; each shipment links to its preview. */
export const Default: Story = {
  // The 600 px capture of this tall page never settles to two identical frames on the shared
  // machine; the wide capture, the play function and axe still run in every theme.
  tags: ['!responsive'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Trip TR7001' }, { timeout: 15_000 }),
    ).toBeVisible();
    const legs = within(canvas.getByRole('list', { name: m['trip.shipments'] })).getAllByRole('article');
    await expect(legs).toHaveLength(3);
    const [first, , third] = legs;
    if (!first || !third) throw new Error('Missing legs.');
    await expect(within(first).getByText('Shipment 1 of 3')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Shipment 611121' })).toHaveAttribute(
      'href',
      '/all-shipments/611121/preview/',
    );
    // The first leg's stops are open; opening another closes it (one "Stops" region at a time).
    await expect(await within(first).findByText(/Denver, CO 80202/, {}, { timeout: 15_000 })).toBeVisible();
    const toggle = within(third).getByRole('button', { name: 'Stops of shipment 611123' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await within(third).findByText(/Chicago, IL 60607/, {}, { timeout: 15_000 })).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Stops of shipment 611121' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A trip of another carrier, or none: a plain message and the way back. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.shipmentResources.trip, 404, 'The trip was not found.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['trip.notFound'], {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: m['trip.back'] })).toHaveAttribute(
      'href',
      '/all-shipments',
    );
  },
};
