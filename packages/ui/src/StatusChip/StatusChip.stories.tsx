import { tones } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusChip } from './StatusChip.tsx';

const meta = {
  title: 'Primitives/StatusChip',
  component: StatusChip,
  args: { children: 'In Transit', tone: 'info' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Transit')).toBeVisible();
  },
};

/** Every tone of the shared vocabulary. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <StatusChip key={tone} {...args} tone={tone}>
          {tone}
        </StatusChip>
      ))}
      <StatusChip tone="caution" icon="warning">
        Expired
      </StatusChip>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('critical').parentElement).toHaveAttribute('data-tone', 'critical');
  },
};

/** A long status is cut with an ellipsis inside a narrow container. */
export const LongContent: Story = {
  args: { children: 'Delivery Confirmed by Consignee With Exceptions Noted', tone: 'caution' },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Delivery Confirmed/)).toBeVisible();
  },
};
