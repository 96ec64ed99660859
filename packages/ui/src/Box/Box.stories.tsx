import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Box } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    as: 'section',
    'aria-label': 'Pickup',
    padding: 'lg',
    children: <Card>Chicago, IL · Dock 4 · 08:00–10:00</Card>,
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A padded region: the element and its accessible name pass through. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Pickup' });
    await expect(getComputedStyle(region).paddingTop).toBe('16px');
  },
};

/** A flex row from the sprinkles, with a gap from the theme's scale. */
export const FlexRow: Story = {
  args: {
    display: 'flex',
    gap: 'sm',
    alignItems: 'center',
    padding: 'none',
    children: (
      <>
        <Card>Pickup</Card>
        <Card>Delivery</Card>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Pickup' });
    await expect(getComputedStyle(region).columnGap).toBe('8px');
  },
};

/** Responsive padding: 32 px on wide screens, 8 px on narrow ones (see the narrow baseline). */
export const ResponsivePadding: Story = {
  tags: ['responsive'],
  args: { padding: { wide: 'xxl', narrow: 'sm' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Pickup' });
    await expect(getComputedStyle(region).paddingLeft).toBe(window.innerWidth < 900 ? '8px' : '32px');
  },
};
