import { specMessages } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { vars } from '../theme/contract.css.ts';
import { TopBar } from './TopBar.tsx';

const text = (key: string): string => specMessages.en[key] ?? key;
const onLogout = fn();

/** Story-only stand-in for the portal's shipment search (a kit text field in the portal). */
function SampleSearch() {
  return (
    <input
      type="search"
      aria-label={text('search.prompt')}
      placeholder={text('search.prompt')}
      style={{
        width: '100%',
        font: 'inherit',
        padding: `${vars.space.sm} ${vars.space.md}`,
        border: `1px solid ${vars.color.border.strong}`,
        borderRadius: vars.radius.md,
        background: vars.color.background.surface,
        color: vars.color.text.primary,
      }}
    />
  );
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  tags: ['responsive'],
  args: {
    title: 'Accounting',
    search: <SampleSearch />,
    helpDeskHref: 'https://help.example.com',
    onApplicationUpdates: fn(),
    onMenuClick: fn(),
    userMenu: {
      label: 'Dana Carter',
      items: [
        { id: 'myProfile', label: text('userMenu.myProfile'), href: '/profile' },
        { id: 'contacts', label: text('userMenu.admin'), href: '/contacts' },
        {
          id: 'apiDocumentation',
          label: text('userMenu.apiDocumentation'),
          href: 'https://api.example.com/docs',
          target: '_blank',
        },
        { id: 'logout', label: text('userMenu.logout'), onSelect: onLogout },
      ],
    },
  },
  beforeEach: () => {
    onLogout.mockClear();
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: title, search, Help Desk, Application Updates and the user menu, in tab order. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accounting' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Help Desk/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Application Updates' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApplicationUpdates).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'User Menu: Dana Carter' })).toHaveFocus();
  },
};

/** The user menu opens from the keyboard; arrows and Home/End move, Enter chooses. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: 'User Menu: Dana Carter' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).not.toHaveAttribute('target');
    // An external entry is a plain link to a new tab, and says so to screen readers.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const apiDocs = within(menu).getByRole('menuitem', { name: 'API Documentation (opens in a new tab)' });
    await expect(apiDocs).toHaveFocus();
    await expect(apiDocs).toHaveAttribute('href', 'https://api.example.com/docs');
    await expect(apiDocs).toHaveAttribute('target', '_blank');
    await expect(apiDocs).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Narrow: a menu button for the navigation, the search as an icon; no Help Desk or Application Updates. */
export const Narrow: Story = {
  args: { narrow: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Help Desk/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Application Updates' })).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
  },
};

/** Narrow: the search icon opens a top drawer titled 'Search By Shipment #' holding the search. */
export const NarrowSearchOpen: Story = {
  args: { narrow: true },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const search = canvas.getByRole('button', { name: 'Search' });
    search.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Search By Shipment #' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(search).toHaveFocus();
  },
};

/** A search that closes its own drawer once used (the app controls the drawer's open state). */
function ClosingSearch({ onChosen }: { onChosen: () => void }) {
  return (
    <Button variant="secondary" onClick={onChosen}>
      Open FK-1001
    </Button>
  );
}

/** Narrow, controlled: the search's content closes the drawer; the app hears every change. */
export const NarrowSearchControlled: Story = {
  args: { narrow: true, searchLabel: 'Search shipments', onSearchOpenChange: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <TopBar
        {...args}
        search={
          <ClosingSearch
            onChosen={() => {
              setOpen(false);
            }}
          />
        }
        searchOpen={open}
        onSearchOpenChange={(next) => {
          setOpen(next);
          args.onSearchOpenChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const search = canvas.getByRole('button', { name: 'Search shipments' });
    search.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchOpenChange).toHaveBeenCalledWith(true);
    const dialog = await page.findByRole('dialog', { name: 'Search By Shipment #' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open FK-1001' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Only a title (e.g. a signed-out error page). */
export const TitleOnly: Story = {
  args: { search: undefined, helpDeskHref: undefined, onApplicationUpdates: undefined, userMenu: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LongContent: Story = {
  args: {
    title: 'Third Party Payer Invoices Awaiting Documents From The Carrier',
    userMenu: {
      label: 'Alexandrina Montgomery-Featherstonehaugh',
      items: [{ id: 'logout', label: 'Logout' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
