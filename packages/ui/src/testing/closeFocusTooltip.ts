import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Ends a play function that left keyboard focus on a button with a tooltip (an `IconButton`): waits
 * for the tooltip keyboard focus shows, closes it with Escape as a keyboard user would, and blurs the
 * button, so the story's baseline is taken with no tooltip.
 *
 * Why not a bare `blur()`: Ariakit shows the tooltip on focus-visible, a frame after the focus, and a
 * shown tooltip stays until Escape or a pointer leaves (blurring does not hide it). A blur before that
 * frame left no tooltip, one after it left the tooltip up, so the same story matched its baseline on
 * one machine and not on another.
 *
 * @example await closeFocusTooltip(canvas.getByRole('button', { name: 'Delete' }));
 */
export async function closeFocusTooltip(anchor: HTMLElement): Promise<void> {
  const page = within(anchor.ownerDocument.body);
  await expect(anchor).toHaveFocus();
  await expect(await page.findByRole('tooltip', {}, { timeout: 3000 })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  anchor.blur();
}
