import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['responsive'],
  args: {
    title: 'Reject Tender',
    description: 'Tell the shipper why you are rejecting shipment 100234.',
    trigger: <Button>Reject Tender</Button>,
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>The shipper is notified as soon as you confirm.</p>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="critical">Reject</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opened from its trigger by keyboard: focus moves into the dialog, which is named and described. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject Tender' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject Tender' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tell the shipper why you are rejecting shipment 100234.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Escape closes the dialog and focus returns to the trigger. */
export const TestEscapeReturnsFocus: Story = {
  name: 'Test: Escape closes and returns focus',
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Reject Tender' });
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The × button closes it (controlled: the parent owns `open`). */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button
          onClick={() => {
            setOpen(true);
          }}
        >
          Open again
        </Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          footer={
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel
            </Button>
          }
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject Tender' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A confirmation that interrupts: `alertdialog`, small; Tab stays inside it. */
export const Confirmation: Story = {
  args: {
    role: 'alertdialog',
    size: 'small',
    defaultOpen: true,
    title: 'Delete document?',
    description: 'BOL-100234.pdf will be removed from the shipment.',
    children: undefined,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="critical">Delete</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete document?' });
    // It fades in: wait for the enter animation instead of checking the first frame.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription('BOL-100234.pdf will be removed from the shipment.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // Focus starts on the first control and Tab / Shift+Tab move between the dialog's actions.
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();
  },
};

/** Long content scrolls inside the body; header and footer stay. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'large',
    title: 'Carrier Terms and Conditions for Load Tender Acceptance and Rate Confirmation',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            {i + 1}. The carrier agrees to transport the freight described in the rate confirmation with
            reasonable dispatch and to notify the broker of any delay.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeVisible());
  },
};

const longTitle =
  'Bill of Lading BOL-100234 for shipment 100234 from Swiftline Freight Dallas to Summit Brokerage Chicago, signed at pickup by the shipper and the driver, scanned at the terminal.pdf';

/** Full size: the viewport less a margin (the whole screen when narrow); the content fills an unpadded body. */
export const Full: Story = {
  args: {
    defaultOpen: true,
    size: 'full',
    title: longTitle,
    description: undefined,
    footer: undefined,
    children: (
      <div style={{ flex: 1, display: 'grid', placeItems: 'center', borderTop: '1px solid currentColor' }}>
        <p style={{ margin: 0 }}>The content fills the dialog.</p>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: longTitle });
    await waitFor(() => expect(dialog).toBeVisible());
    // It fills the viewport less its margin (all of it when narrow), whatever the content's own size.
    const { innerWidth, innerHeight } = dialog.ownerDocument.defaultView ?? window;
    await waitFor(async () => {
      const box = dialog.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(innerWidth - 64);
      await expect(box.height).toBeGreaterThanOrEqual(innerHeight - 64);
    });
    // The long title stays on one line.
    const heading = within(dialog).getByRole('heading');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};
