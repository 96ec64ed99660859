import { TenderRejectReason } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OfferResponseDialog } from './OfferResponseDialog.tsx';

const meta = {
  title: 'Forms/OfferResponseDialog',
  component: OfferResponseDialog,
  tags: ['responsive'],
  args: {
    mode: 'reject',
    open: true,
    onOpenChange: fn(),
    shipmentNumber: '100012',
    rate: 2194,
    onAccept: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof OfferResponseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Rejecting: a reason chosen with the arrow keys, an optional note, then Reject. */
export const Reject: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Reject tender for shipment 100012',
    });
    const d = within(dialog);
    const first = d.getByRole('radio', { name: 'No Capacity' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(d.getByRole('radio', { name: 'Does Not Run Lane' })).toBeChecked());
    await userEvent.type(d.getByRole('textbox', { name: 'Note to the broker' }), 'Not our lane');
    await userEvent.click(d.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith({
      rejectReason: TenderRejectReason.DoesNotRunLane,
      note: 'Not our lane',
      counterRate: null,
    });
  },
};

/** "Dislikes Rate" asks for the rate the carrier would take; without it, Reject says so. */
export const DislikesRateNeedsARate: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const d = within(dialog);
    await userEvent.click(d.getByRole('radio', { name: 'Dislikes Rate' }));
    await userEvent.click(d.getByRole('button', { name: 'Reject' }));
    await expect(await d.findByText('Enter the rate you would take.')).toBeInTheDocument();
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(d.getByRole('spinbutton', { name: /Rate you would take/ }), '2400');
    await userEvent.click(d.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith({
      rejectReason: TenderRejectReason.DislikesRate,
      note: null,
      counterRate: 2400,
    });
  },
};

/** "Other" needs a note; nothing is sent without one. */
export const OtherNeedsANote: Story = {
  play: async ({ args, canvasElement }) => {
    const d = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(d.getByRole('radio', { name: 'Other' }));
    await userEvent.click(d.getByRole('button', { name: 'Reject' }));
    await expect(await d.findByText('Say why you are rejecting this tender.')).toBeInTheDocument();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** Accepting: a confirmation naming the rate; Enter on Accept confirms. */
export const Accept: Story = {
  args: { mode: 'accept' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Accept tender for shipment 100012?',
    });
    const d = within(dialog);
    await expect(
      d.getByText('Accepting books shipment 100012 to your company for $2,194.00.'),
    ).toBeInTheDocument();
    d.getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

/** Sending: the primary button shows progress. */
export const Pending: Story = {
  args: { mode: 'accept', pending: true },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('alertdialog');
  },
};

/** Answered elsewhere meanwhile: the refusal shows in the dialog and the typed note stays. */
export const AnsweredElsewhere: Story = {
  args: { error: 'This tender has already been accepted, so it can no longer be answered.' },
  play: async ({ canvasElement }) => {
    const d = within(await body(canvasElement).findByRole('dialog'));
    await expect(
      d.getByText('This tender has already been accepted, so it can no longer be answered.'),
    ).toBeInTheDocument();
  },
};
