import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'BOL-100234.pdf', value: 420, max: 1000 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, valued in percent. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'BOL-100234.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '420');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
  },
};

/** At zero (upload starting). */
export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0%');
  },
};

/** Done and failed tones. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar {...args} label="POD-100234.jpg" value={1000} tone="positive" />
      <ProgressBar {...args} label="Invoice-7781.tiff" value={300} tone="critical" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'POD-100234.jpg' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
  },
};

/** A long file name is cut with an ellipsis. */
export const LongContent: Story = {
  args: {
    label: 'Signed-rate-confirmation-and-bill-of-lading-for-shipment-100234-consignee-copy.pdf',
    value: 75,
    max: 100,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '75%');
  },
};
