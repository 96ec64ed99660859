import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { Stack } from './Stack.tsx';

const stops = ['Pickup: Chicago, IL', 'Stop 2: Joliet, IL', 'Delivery: Dallas, TX'];

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    'aria-label': 'Stops',
    role: 'group',
    children: stops.map((stop) => <Card key={stop}>{stop}</Card>),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items one under the other, `md` (12 px) apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('group', { name: 'Stops' });
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
  },
};

/** A list with dividers: still a `ul` of `li` (dividers are borders, not extra elements). */
export const ListWithDividers: Story = {
  args: {
    as: 'ul',
    role: undefined,
    space: 'lg',
    dividers: true,
    children: stops.map((stop) => <li key={stop}>{stop}</li>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Stops' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.children).toHaveLength(3);
  },
};

/** Items keep their own width, centred. */
export const AlignCenter: Story = {
  args: { align: 'center', space: 'xs' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('group', { name: 'Stops' })).alignItems).toBe('center');
  },
};

/** Responsive space: `xl` on wide screens, `xs` on narrow ones (see the narrow baseline). */
export const ResponsiveSpace: Story = {
  tags: ['responsive'],
  args: { space: { wide: 'xl', narrow: 'xs' } },
  play: async ({ canvas }) => {
    const gap = getComputedStyle(canvas.getByRole('group', { name: 'Stops' })).rowGap;
    await expect(gap).toBe(window.innerWidth < 900 ? '4px' : '24px');
  },
};

/** Long content wraps inside its item; the stack never overflows its container. */
export const LongContent: Story = {
  args: {
    children: [
      <Card key="a">
        <Text>{'Consignee: Northwest Regional Distribution Center Receiving Dock 14. '.repeat(4)}</Text>
      </Card>,
      <Card key="b">
        <Text>ReferenceNumberWithoutSpaces_0123456789_0123456789_0123456789_0123456789</Text>
      </Card>,
    ],
  },
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('group', { name: 'Stops' });
    await expect(stack.scrollWidth).toBeLessThanOrEqual(stack.clientWidth);
  },
};
