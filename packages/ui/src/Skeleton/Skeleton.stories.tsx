import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: {},
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three text lines, announced once as "Loading". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every shape. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton shape="circle" label="Loading profile picture" />
      <Skeleton shape="rect" label="Loading document" />
      <Skeleton lines={5} label="Loading notes" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading notes' })).toBeVisible();
  },
};
