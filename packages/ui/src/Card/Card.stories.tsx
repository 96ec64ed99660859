import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'Shipment 100234', children: <p style={{ margin: 0 }}>Chicago, IL → Dallas, TX</p> },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named region. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Shipment 100234' })).toBeVisible();
  },
};

/** Header actions and a footer, reachable by keyboard. */
export const WithActions: Story = {
  args: {
    actions: <IconButton icon="more" label="More actions" size="small" tooltip={false} />,
    footer: <Button size="small">Accept</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveFocus();
  },
};

/** No title: a plain surface. Long content wraps. */
export const LongContent: Story = {
  args: {
    title: 'Consignee: Northwest Regional Distribution Center Receiving Dock 14 (appointment required)',
    children: <p style={{ margin: 0 }}>{'Deliver to the rear dock. '.repeat(12)}</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
