import { TenderOfferStatus } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TenderCard, type TenderCardTender } from './TenderCard.tsx';

const tender: TenderCardTender = {
  shipmentNumber: '100012',
  status: { value: TenderOfferStatus.Sent, displayName: 'Sent' },
  customerName: 'Acme Foods',
  origin: {
    city: 'Chicago',
    state: 'IL',
    early: '2026-11-27T14:00:00.000Z',
    ianaTimezone: 'America/Chicago',
  },
  destination: {
    city: 'Denver',
    state: 'CO',
    early: '2026-11-29T16:00:00.000Z',
    ianaTimezone: 'America/Denver',
  },
  stopCount: 2,
  equipment: 'Reefer',
  weightLbs: 38500,
  rate: 1825,
  totalRate: 2194,
  respondBy: '2026-11-26T18:00:00.000Z',
};

const meta = {
  title: 'Data display/TenderCard',
  component: TenderCard,
  tags: ['responsive'],
  args: { tender, href: '/tenders/100012' },
} satisfies Meta<typeof TenderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open tender: every field, pickup and delivery in each stop's own zone, and its answer buttons by keyboard. */
export const Default: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary" onClick={fn()}>
          Reject
        </Button>
        <Button onClick={fn()}>Accept</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Shipment 100012' });
    const c = within(card);
    await expect(c.getByText('Sent')).toBeInTheDocument();
    await expect(c.getByText(/Acme Foods · Chicago, IL to Denver, CO/)).toBeInTheDocument();
    await expect(c.getByText('$1,825.00')).toBeInTheDocument();
    await expect(c.getByText('$2,194.00')).toBeInTheDocument();
    await expect(c.getByText('38,500 lbs')).toBeInTheDocument();
    await expect(c.getByText('Reefer')).toBeInTheDocument();
    await userEvent.tab();
    await expect(c.getByRole('link', { name: 'Shipment 100012' })).toHaveFocus();
    await expect(c.getByRole('link', { name: 'Shipment 100012' })).toHaveAttribute('href', '/tenders/100012');
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Reject' })).toHaveFocus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Accept' })).toHaveFocus();
  },
};

/** Accepted: a positive chip, no answer asked for. */
export const Accepted: Story = {
  args: {
    tender: {
      ...tender,
      status: { value: TenderOfferStatus.Accepted, displayName: 'Accepted' },
      respondBy: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accepted')).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Answer' })).toBeNull();
  },
};

/** Rejected, without a known weight. */
export const Rejected: Story = {
  args: {
    tender: {
      ...tender,
      status: { value: TenderOfferStatus.Rejected, displayName: 'Rejected' },
      respondBy: null,
      weightLbs: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeInTheDocument();
  },
};

/** Rescinded by the broker: a caution chip. A long customer name wraps. */
export const Rescinded: Story = {
  args: {
    tender: {
      ...tender,
      customerName: 'Great Lakes Paper and Packaging Distribution Cooperative of the Upper Midwest',
      status: { value: TenderOfferStatus.Rescinded, displayName: 'Rescinded' },
      respondBy: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rescinded')).toBeInTheDocument();
  },
};
