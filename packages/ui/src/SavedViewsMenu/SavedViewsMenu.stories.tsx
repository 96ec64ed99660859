import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SavedViewsMenu, type SavedView, type SavedViewsMenuProps } from './SavedViewsMenu.tsx';

const sample: SavedView[] = [
  { id: 'v1', name: 'Late in Texas' },
  { id: 'v2', name: 'Reefers this week' },
];

/** Story-only rule standing in for the app's (the portal passes the contract's). */
const validateName = (name: string) => (name.trim() === '' ? 'A name is required.' : undefined);

/** Keeps views and the selection in state, as the portal does with its queries. */
function Stateful(args: SavedViewsMenuProps) {
  const [views, setViews] = useState(args.views);
  const [selectedId, setSelectedId] = useState(args.selectedId ?? null);
  return (
    <div style={{ minHeight: 320 }}>
      <SavedViewsMenu
        {...args}
        views={views}
        selectedId={selectedId}
        onApply={(id) => {
          setSelectedId(id);
          args.onApply(id);
        }}
        onSave={async (name) => {
          await args.onSave(name);
          const view = { id: `v${String(views.length + 1)}`, name };
          setViews([...views, view]);
          setSelectedId(view.id);
        }}
        onRename={async (id, name) => {
          await args.onRename(id, name);
          setViews(views.map((v) => (v.id === id ? { ...v, name } : v)));
        }}
        onDelete={async (id) => {
          await args.onDelete(id);
          setViews(views.filter((v) => v.id !== id));
          setSelectedId(null);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Data display/SavedViewsMenu',
  component: SavedViewsMenu,
  tags: ['responsive'],
  args: {
    views: sample,
    selectedId: null,
    onApply: fn(),
    onSave: fn(async () => {}),
    onRename: fn(async () => {}),
    onDelete: fn(async () => {}),
    validateName,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SavedViewsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement, name: RegExp | string = /Saved views/) {
  await userEvent.tab();
  const trigger = within(canvasElement).getByRole('button', { name });
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return body(canvasElement).findByRole('menu');
}

/** Keyboard: open the menu, move to a view, Enter applies it and the trigger names it. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Late in Texas' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Reefers this week' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('v2');
    await expect(canvas.getByRole('button', { name: 'Saved views: Reefers this week' })).toHaveFocus();
  },
};

/** No views yet: the menu says so and offers to save the current filters. */
export const Empty: Story = {
  args: { views: [] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'No saved views yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: /Save current filters/ })).toBeVisible();
  },
};

/** Saving: a blank name is refused with the app's message, then a name saves and applies the view. */
export const SaveView: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Late in Texas' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Save view' });
    const field = within(dialog).getByRole('textbox', { name: /View name/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('A name is required.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('Dallas outbound{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Dallas outbound');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Saved views: Dallas outbound' })).toHaveFocus(),
    );
  },
};

/** A failed save keeps the dialog open with the typed name and shows the server's message. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      await Promise.resolve();
      throw new Error('The saved view could not be stored.');
    }),
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Save view' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /View name/ })).toHaveFocus());
    await userEvent.keyboard('Night runs{Enter}');
    await expect(await within(dialog).findByText('The saved view could not be stored.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /View name/ })).toHaveValue('Night runs');
  },
};

/** Rename acts on the applied view; the field starts with its name. */
export const RenameView: Story = {
  args: { selectedId: 'v1' },
  play: async ({ args, canvas, canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Saved views: Late in Texas');
    const rename = within(menu).getByRole('menuitem', { name: 'Rename “Late in Texas”…' });
    rename.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename view' });
    const field = within(dialog).getByRole('textbox', { name: /View name/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Late in Texas');
    await userEvent.clear(field);
    await userEvent.keyboard('Late in Oklahoma{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('v1', 'Late in Oklahoma');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Saved views: Late in Oklahoma' })).toBeVisible(),
    );
  },
};

/** Delete asks first (an alert dialog); Cancel keeps the view, Delete removes it. */
export const DeleteView: Story = {
  args: { selectedId: 'v2' },
  play: async ({ args, canvas, canvasElement }) => {
    let menu = await openMenu(canvasElement, 'Saved views: Reefers this week');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete view' });
    await expect(dialog).toHaveAccessibleDescription(/Reefers this week/);
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    const trigger = canvas.getByRole('button', { name: 'Saved views: Reefers this week' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete view' });
    within(dialog).getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('v2');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Saved views' })).toHaveFocus());
  },
};

/** Views still loading. */
export const Loading: Story = {
  args: { views: [], loading: true },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Loading saved views' })).toBeVisible();
  },
};

/** Apply only (e.g. a user who may not change saved views): no save, rename or delete. */
export const ReadOnly: Story = {
  args: { readOnly: true, selectedId: 'v1' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Saved views: Late in Texas');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  },
};
