import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { Menu, MenuItem } from '../Menu/Menu.tsx';
import { carrierTheme } from '../themes/carrier.css.ts';
import { UiProvider } from '../UiProvider/UiProvider.tsx';

/** The frame's trigger and its open part, through the two components that use it (ADR 080). */
describe('OverlayFrame', () => {
  it('closed, renders the trigger alone with the disclosure attributes; a click opens, Escape returns focus', async () => {
    const ownRef = { current: null as HTMLButtonElement | null };
    const onOpenChange = vi.fn();
    const screen = await render(
      <UiProvider theme={carrierTheme}>
        <Dialog
          title="Reject Tender"
          description="Tell the shipper why."
          onOpenChange={onOpenChange}
          trigger={
            <button type="button" ref={ownRef}>
              Reject
            </button>
          }
        >
          Body
        </Dialog>
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Reject' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger).not.toHaveAttribute('aria-controls');
    expect(document.querySelector('[data-dialog]')).toBeNull();
    expect(ownRef.current).toBe(trigger.element());

    await trigger.click();
    const dialog = screen.getByRole('dialog', { name: 'Reject Tender' });
    await expect.element(dialog).toHaveAccessibleDescription('Tell the shipper why.');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger).toHaveAttribute('aria-controls', dialog.element().id);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // The trigger's element is the same one: nothing remounted when the part arrived.
    expect(ownRef.current).toBe(trigger.element());

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("a trigger's own click that prevents the default does not open it", async () => {
    const screen = await render(
      <UiProvider theme={carrierTheme}>
        <Dialog
          title="Never"
          trigger={
            <button
              type="button"
              onClick={(event) => {
                event.preventDefault();
              }}
            >
              Open
            </button>
          }
        />
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[data-dialog]')).toBeNull();
  });

  it('controlled without a trigger: opens when the parent says, focus goes to the initial focus and returns on close', async () => {
    function Parent() {
      const [open, setOpen] = useState(false);
      const field = useRef<HTMLInputElement>(null);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
          >
            Search
          </button>
          <Drawer title="Search" hideTitle open={open} onOpenChange={setOpen} initialFocus={field}>
            <input ref={field} aria-label="Shipment number" />
          </Drawer>
        </>
      );
    }
    const screen = await render(
      <UiProvider theme={carrierTheme}>
        <Parent />
      </UiProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Search' });
    await opener.click();
    await expect.element(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Shipment number' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it("opened from a menu item (the part already loaded), Escape returns the focus to the menu's button", async () => {
    function Parent() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Menu trigger={<button type="button">Actions</button>}>
            <MenuItem
              onSelect={() => {
                setOpen(true);
              }}
            >
              Rename
            </MenuItem>
          </Menu>
          <Dialog title="Rename view" open={open} onOpenChange={setOpen}>
            <input aria-label="View name" />
          </Dialog>
        </>
      );
    }
    const screen = await render(
      <UiProvider theme={carrierTheme}>
        <Parent />
      </UiProvider>,
    );
    const actions = screen.getByRole('button', { name: 'Actions' });
    await actions.click();
    const rename = screen.getByRole('menuitem', { name: 'Rename' });
    await expect.element(rename).toBeInTheDocument();
    rename.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('dialog', { name: 'Rename view' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(actions).toHaveFocus();
  });
});
