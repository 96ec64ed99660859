import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const onDownload = fn();

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Download the proof of delivery' },
  render: (args) => (
    <button type="button" onClick={onDownload} style={{ display: 'inline-flex', padding: 8 }}>
      <Icon name="download" />
      <VisuallyHidden {...args} />
    </button>
  ),
  beforeEach: () => {
    onDownload.mockClear();
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only button for screen readers without drawing the text; the button works by keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Download the proof of delivery' });
    const hidden = canvas.getByText('Download the proof of delivery');
    const { width, height } = hidden.getBoundingClientRect();
    await expect(width * height).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDownload).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

/** Long hidden text changes neither the button's size nor the layout around it. */
export const LongContent: Story = {
  args: {
    children:
      'Download the signed proof of delivery for shipment 1234567890, with every stop’s lumper receipt and the seal photos',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Download the signed proof of delivery/ });
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBeLessThan(60);
    await expect(height).toBeLessThan(60);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    button.blur();
  },
};
