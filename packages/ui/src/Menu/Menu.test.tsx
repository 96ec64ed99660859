import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Menu, MenuItem } from './Menu.tsx';

// Counts the loads of the menu's Ariakit part (ADR 080): none for a closed menu, one on its first open.
const partLoads = vi.hoisted(() => vi.fn());
vi.mock('./MenuParts.tsx', async (importOriginal) => {
  partLoads();
  return importOriginal();
});

describe('Menu', () => {
  it('renders nothing for an item outside a Menu, and says so in development', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screen = await render(<MenuItem>Logout</MenuItem>);
    expect(screen.container.textContent).toBe('');
    expect(error).toHaveBeenCalledWith('MenuItem: render it inside a <Menu>.');
    error.mockRestore();
  });

  it('loads its part only when opened, then opens with the focus the opening asked for', async () => {
    const screen = await render(
      <Menu trigger={<button type="button">Actions</button>}>
        <MenuItem>Download</MenuItem>
        <MenuItem>Delete</MenuItem>
      </Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(partLoads).not.toHaveBeenCalled();
    trigger.element().focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(partLoads).toHaveBeenCalledTimes(1);
  });
});
