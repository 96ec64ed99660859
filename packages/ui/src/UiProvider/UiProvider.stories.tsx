import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

/** Spinners, a skeleton, a busy button and a dialog: the kit's moving parts side by side. */
function MovingParts() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
        <Spinner label="Refreshing" showLabel />
        <Button loading>Save</Button>
      </div>
      <Skeleton label="Loading notes" />
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(true);
          }}
        >
          Open dialog
        </Button>
      </div>
      <Dialog title="Reject Tender" open={open} onOpenChange={setOpen}>
        It appears at once, without rising or fading in.
      </Dialog>
    </div>
  );
}

/** Animations and transitions still running in the document (its portals included). */
const running = () => document.getAnimations().filter((animation) => animation.playState === 'running');

const meta = {
  title: 'Primitives/UiProvider',
  // The decorator in .storybook/preview.tsx already renders every story inside a UiProvider (with
  // `reducedMotion` as the toolbar's Motion switch says), so the stories render its content only.
  render: () => <MovingParts />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Reduced motion (`reducedMotion`, or the system's `prefers-reduced-motion` setting): the spinner,
 * the busy button and the skeleton stand still, and the dialog appears without its entrance. The
 * toolbar's Motion switch shows any story this way; story tests always run so.
 */
export const ReducedMotion: Story = {
  globals: { motion: 'reduced' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-reduced-motion]')).not.toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Refreshing' })).toBeVisible();
    await expect(running()).toEqual([]);
    // The busy Save button stays focusable (aria-disabled), so Tab passes it first.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Save/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Reject Tender' });
    // Fully there on its first frame: nothing animates it in.
    await expect(getComputedStyle(dialog).opacity).toBe('1');
    await expect(running()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  },
};
