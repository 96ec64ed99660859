import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NavDrawer } from './NavDrawer.tsx';
import { sampleNavGroups } from './navFixtures.tsx';

const onLogout = fn();

const meta = {
  title: 'Shell/NavDrawer',
  component: NavDrawer,
  tags: ['responsive'],
  args: { groups: sampleNavGroups({ current: 'accounting', onLogout }), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 600 }}>
        <Story />
        <main style={{ padding: 24, flex: 1 }}>Content</main>
      </div>
    ),
  ],
  beforeEach: () => {
    window.localStorage.removeItem('story.nav');
    onLogout.mockClear();
  },
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pinned open: groups with headings, icons, badges; the current page is marked. */
export const Default: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Accounting/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Tenders 12 new' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Manage Freight' })).toBeInTheDocument();
    const support = canvas.getByRole('link', { name: /Support/ });
    await expect(support).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Navigation menu' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Collapsed to 60 px: icons and badges only; labels stay the accessible names. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav.getBoundingClientRect().width).toBe(60);
    await expect(canvas.getByRole('button', { name: 'Navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: /Dashboard/ })).toBeInTheDocument();
  },
};

/** While collapsed it peeks open over the content for keyboard users; back on the toggle it collapses. */
export const PeekOnFocus: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Dashboard/ })).toHaveFocus();
    const panel = nav.firstElementChild!;
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(240));
    // Its place in the layout stays collapsed: the panel overlays the content.
    await expect(nav.getBoundingClientRect().width).toBe(60);
    await expect(canvas.getByRole('button', { name: 'Navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Back on the toggle the keyboard user sees the collapsed rail they are about to expand.
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(60));
    // Forward again: it peeks, and stays so for the baseline.
    await userEvent.tab();
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(240));
  },
};

/** While collapsed it peeks open over the content on hover, and collapses when the pointer leaves. */
export const PeekOnHover: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation');
    const panel = nav.firstElementChild!;
    await expect(panel.getBoundingClientRect().width).toBe(60);
    await userEvent.hover(nav);
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(240));
    await expect(canvas.getByText('Dashboard')).toBeVisible();
    // It only peeks: the layout keeps the collapsed width and the pinned state is unchanged.
    await expect(nav.getBoundingClientRect().width).toBe(60);
    await expect(canvas.getByRole('button', { name: 'Navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.unhover(nav);
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(60));
  },
};

/** The pinned state is remembered under `storageKey`. */
export const RemembersOpenState: Story = {
  args: { storageKey: 'story.nav' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Navigation menu' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(window.localStorage.getItem('story.nav')).toBe('open');
    await userEvent.keyboard(' ');
    await expect(window.localStorage.getItem('story.nav')).toBe('closed');
  },
};

/** Logout is an action, not a link. */
export const LogoutAction: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const logout = canvas.getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The always-open panel used inside the narrow-screen drawer. */
export const Panel: Story = {
  args: { variant: 'panel' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Navigation menu' })).toBeNull();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** Nothing to show but Logout (e.g. a user without portal permissions). */
export const Empty: Story = {
  args: {
    defaultOpen: true,
    groups: sampleNavGroups()
      .filter((group) => group.id === 'account')
      .map((g) => ({ ...g, items: g.items.slice(-1) })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    groups: [
      {
        id: 'long',
        heading: 'Third Party Payer Invoices and Remittances',
        items: [
          {
            id: 'long',
            label: 'Third Party Payer Invoices Awaiting Documents',
            icon: sampleNavGroups()[0]!.items[0]!.icon,
            href: '/x',
            badge: 4321,
          },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeInTheDocument();
  },
};
