import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
