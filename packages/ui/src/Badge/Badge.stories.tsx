import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 7, label: 'Open Access Requests' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced with what it counts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Open Access Requests: 7' })).toHaveTextContent('7');
  },
};

/** Above `max` it shows "99+" but still announces the real count. */
export const Overflow: Story = {
  args: { count: 1250 },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Open Access Requests: 1,250' });
    await expect(badge).toHaveTextContent('99+');
  },
};

/** A count of 0 draws nothing unless `showZero`. */
export const Empty: Story = {
  args: { count: 0 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge {...args} />
      <Badge {...args} showZero tone="neutral" label="Drafts" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: /Open Access/ })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Drafts: 0' })).toBeVisible();
  },
};

/** Every tone. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['critical', 'info', 'positive', 'neutral', 'brand'] as const).map((tone) => (
        <Badge key={tone} {...args} tone={tone} label={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};
