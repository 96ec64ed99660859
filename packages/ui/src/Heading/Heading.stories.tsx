import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  args: { level: 2, children: 'Shipment 100234' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A level-2 heading: an `h2` at the scale's `xl`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shipment 100234' });
    await expect(getComputedStyle(heading).fontSize).toBe('20px');
  },
};

/** The four levels of the scale. */
export const Levels: Story = {
  render: () => (
    <Stack space="sm">
      <Heading level={1}>Level 1: Load board</Heading>
      <Heading level={2}>Level 2: Shipment 100234</Heading>
      <Heading level={3}>Level 3: Stops</Heading>
      <Heading level={4}>Level 4: Pickup</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Level ${String(level)}`);
    }
  },
};

/** The element chosen apart from the look: a section's `h2` styled as level 3. */
export const ElementApartFromLevel: Story = {
  args: { level: 3, as: 'h2', children: 'Shipments' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shipments' });
    await expect(getComputedStyle(heading).fontSize).toBe('16px');
  },
};

/** Long content wraps by default; `truncate` keeps it on one line. */
export const LongContent: Story = {
  render: () => (
    <Stack>
      <Heading level={2}>
        Consignee: Northwest Regional Distribution Center Receiving Dock 14 (appointment required)
      </Heading>
      <Heading level={3} truncate>
        Accessorial Request Details for Shipment 100234 at the Consignee Dock
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const truncated = canvas.getByRole('heading', { level: 3 });
    await expect(truncated.scrollWidth).toBeGreaterThan(truncated.clientWidth);
    await expect(canvas.getByRole('heading', { level: 2 }).clientHeight).toBeGreaterThan(40);
  },
};
