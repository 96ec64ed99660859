import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu, MenuGroup, MenuItem, MenuLinkItem, MenuSeparator } from './Menu.tsx';

const onSelect = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  tags: ['responsive'],
  args: {
    trigger: <IconButton icon="user" label="User Menu" variant="secondary" />,
    children: (
      <>
        <MenuLinkItem href="#profile" icon="user">
          My Profile
        </MenuLinkItem>
        <MenuLinkItem href="#contacts">Contacts</MenuLinkItem>
        <MenuItem onSelect={onSelect} icon="help">
          Help Desk
        </MenuItem>
        <MenuItem disabled>Admin</MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={onSelect}>Logout</MenuItem>
      </>
    ),
  },
  decorators: [
    (Story) => <div style={{ minHeight: 280, display: 'flex', justifyContent: 'center' }}>{Story()}</div>,
  ],
  beforeEach: () => {
    onSelect.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** `waitFor` with room for a loaded 2-core machine (the first opening also mounts the menu's store). */
const patiently = (check: () => Promise<void> | void) => waitFor(check, { timeout: 5000 });

/** Keyboard: Enter opens on the first item, arrows move, Enter chooses and the menu closes. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'User Menu' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'User Menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Help Desk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, with groups, a current page and a destructive item. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    trigger: <Button variant="secondary">Actions</Button>,
    children: (
      <>
        <MenuGroup label="Documents">
          <MenuItem icon="upload">Upload Document</MenuItem>
          <MenuItem icon="download">Download All</MenuItem>
        </MenuGroup>
        <MenuSeparator />
        <MenuLinkItem href="#notes" current>
          Notes
        </MenuLinkItem>
        <MenuItem icon="delete" tone="critical">
          Delete
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const menu = await body(canvasElement).findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Notes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('group', { name: 'Documents' })).toBeVisible();
  },
};

/** A disabled item is reachable but does nothing. */
export const DisabledItem: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'User Menu' }));
    const menu = await body(canvasElement).findByRole('menu');
    const admin = within(menu).getByRole('menuitem', { name: 'Admin' });
    await expect(admin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(admin);
    await expect(body(canvasElement).getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Long item labels wrap inside the menu's 320 px cap instead of widening it; arrows still reach every item. */
export const LongContent: Story = {
  args: {
    trigger: <Button variant="secondary">Document actions</Button>,
    children: (
      <>
        <MenuItem onSelect={onSelect} icon="download">
          Download the signed proof of delivery with every stop&apos;s lumper receipt
        </MenuItem>
        <MenuItem onSelect={onSelect} icon="upload">
          Upload a corrected bill of lading for the receiver at the Rancho Santa Margarita distribution centre
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={onSelect} icon="delete" tone="critical">
          Delete
        </MenuItem>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Document actions' });
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const upload = within(menu).getByRole('menuitem', { name: /Upload a corrected bill of lading/ });
    await expect(upload.scrollWidth).toBeLessThanOrEqual(upload.clientWidth);
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(upload).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Document actions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/**
 * The trigger's keys and pointer, as Ariakit's MenuButton has them: ArrowDown opens on the first item,
 * ArrowUp on the last, a click on the menu itself, a second click closes, Escape returns focus; the
 * trigger says whether the menu is open and which element it is. The menu's store is made on the
 * first opening (ADR 075), so this also checks that first opening from each key.
 */
export const TriggerKeysAndPointer: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'User Menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveAttribute('aria-controls');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    let menu = await body(canvasElement).findByRole('menu', { name: 'User Menu' });
    await patiently(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await userEvent.keyboard('{Escape}');
    await patiently(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    menu = await body(canvasElement).findByRole('menu', { name: 'User Menu' });
    await patiently(() => expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await patiently(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    menu = await body(canvasElement).findByRole('menu', { name: 'User Menu' });
    await patiently(() => expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await patiently(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    menu = await body(canvasElement).findByRole('menu', { name: 'User Menu' });
    await patiently(() => expect(menu).toHaveFocus());
    await userEvent.click(trigger);
    await patiently(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.blur();
  },
};
