import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Opens the carrier API reference',
    children: <Button variant="secondary">API Documentation</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '48px 0 0', minHeight: 100 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus by keyboard shows the tooltip and describes the button; Escape hides it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'API Documentation' });
    await expect(button).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Opens the carrier API reference');
    await expect(button).toHaveAccessibleDescription('Opens the carrier API reference');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeVisible());
  },
};

/** Focus leaving the anchor for nothing (a script's `blur()`, another window) hides the tooltip. */
export const BlurHides: Story = {
  tags: ['!visual'], // ends with nothing shown and nothing focused
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'API Documentation' });
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toBeVisible();
    button.blur();
    await expect(button).not.toHaveFocus();
    await waitFor(() => expect(tooltip).not.toBeVisible());
  },
};

/** A long text wraps at 280 px. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content:
      'The rate confirmation must be signed and uploaded before the shipment can be marked delivered and invoiced.',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toBeVisible();
  },
};
