import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'download', label: 'Download', onClick: fn() },
  decorators: [(Story) => <div style={{ minHeight: 80 }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the label as a tooltip; Enter and Space activate. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button).toHaveFocus();
    const root = within(canvasElement.ownerDocument.body);
    await expect(await root.findByRole('tooltip')).toHaveTextContent('Download');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(root.queryByRole('tooltip')).toBeNull());
    // Focus leaving and coming back by keyboard shows it again.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await root.findByRole('tooltip')).toHaveTextContent('Download');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(root.queryByRole('tooltip')).toBeNull());
  },
};

/**
 * Hovering shows the label as a tooltip, and leaving hides it. The tooltip is not in the page before
 * (it mounts when it shows, ADR 065), so the button is named by its own label, not by the tooltip.
 */
export const Hover: Story = {
  tags: ['!visual'], // the same pixels as Default once the pointer has left
  play: async ({ canvas, canvasElement }) => {
    const root = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(canvasElement.ownerDocument.querySelector('[role="tooltip"]')).toBeNull();
    await expect(button).toHaveAttribute('aria-label', 'Download');
    await userEvent.hover(button);
    await expect(await root.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Download');
    await userEvent.unhover(button);
    await waitFor(() => expect(root.queryByRole('tooltip')).toBeNull());
    // It shows again on the next hover.
    await userEvent.hover(button);
    await expect(await root.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Download');
    await userEvent.unhover(button);
    await waitFor(() => expect(root.queryByRole('tooltip')).toBeNull());
  },
};

/**
 * Focus leaving the button for nothing (a script's `blur()`, the window losing focus) hides the tooltip
 * keyboard focus showed: Ariakit hides it only when focus moves to another element or on a click outside.
 */
export const BlurHidesTooltip: Story = {
  tags: ['!visual'], // ends with nothing shown and nothing focused
  play: async ({ canvas, canvasElement }) => {
    const root = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button).toHaveFocus();
    await expect(await root.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Download');
    button.blur();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    await waitFor(() => expect(root.queryByRole('tooltip')).toBeNull());
    // Keyboard focus coming back shows it again.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await root.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Download');
    button.blur();
    await waitFor(() => expect(root.queryByRole('tooltip')).toBeNull());
  },
};

/** Every variant and size. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="ghost" size="small" />
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="secondary" icon="print" label="Print" />
      <IconButton {...args} variant="primary" icon="plus" label="Add" size="large" />
      <IconButton {...args} icon="menu" label="Menu" pressed />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Disabled stays focusable so its name can be read, but does not act. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Without the tooltip (when the label is visible next to it anyway). */
export const WithoutTooltip: Story = {
  args: { tooltip: false, icon: 'close', label: 'Close' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.textContent).not.toContain('Close');
  },
};
