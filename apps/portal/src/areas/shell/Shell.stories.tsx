import { createHandlers } from '@freightkit/api/msw';
import { specMessagesEn } from '@freightkit/domain';
import { kitMessages } from '@freightkit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccessGate } from '../../app/guards.tsx';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { NotBuiltYetView } from './NotBuiltYetView.tsx';
import { ShellLayout } from './ShellLayout.tsx';

const routes = [
  {
    element: <ShellLayout />,
    children: [{ element: <AccessGate />, children: [{ path: '*', element: <NotBuiltYetView /> }] }],
  },
];

const meta = {
  title: 'Portal/Shell',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive'],
  args: { routes, path: '/dashboard', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(...createHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A dispatcher's shell: title, banner, navigation with badges, search, user menu. */
export const Dispatcher: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(specMessagesEn['app.environmentBanner'])).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: specMessagesEn['nav.dashboard'] }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: portalMessagesEn['shell.mainNavigation'] });
    await expect(within(nav).getByRole('link', { name: specMessagesEn['nav.dashboard'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Badges arrive from the counts calls, with a spoken label.
    await expect(await within(nav).findByRole('link', { name: /^Tenders.*new$/ })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: new RegExp(specMessagesEn['topBar.helpDesk']) }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** The drawer collapses to its 60 px rail from its toggle, by keyboard, and opens again. */
export const TestNavigationToggle: Story = {
  name: 'Test: navigation collapses and reopens',
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: portalMessagesEn['shell.mainNavigation'] });
    const toggle = within(nav).getByRole('button', { expanded: true });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(window.localStorage.getItem('freightkit.navDrawer')).toBe('closed');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(window.localStorage.getItem('freightkit.navDrawer')).toBe('open');
  },
};

/** The user menu by keyboard: the dispatcher's entries, then the version and environment for support. */
export const TestUserMenu: Story = {
  name: 'Test: user menu',
  tags: ['!visual'],
  play: async ({ canvasElement, canvas }) => {
    const button = await canvas.findByRole('button', { name: new RegExp(specMessagesEn['topBar.userMenu']) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      specMessagesEn['userMenu.myProfile'],
      specMessagesEn['userMenu.contacts'],
      specMessagesEn['userMenu.logout'],
      expect.stringContaining(portalMessagesEn['shell.about.environment'].replace('{environment}', 'uat')),
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** An admin's API Documentation entry: a link to the back end's docs in a new tab, said so to screen readers. */
export const TestApiDocumentation: Story = {
  name: 'Test: API Documentation opens in a new tab',
  tags: ['!visual'],
  args: { persona: 'otherCarrierAdmin' },
  beforeEach({ msw }) {
    msw.use(...createHandlers({ persona: 'otherCarrierAdmin' }));
  },
  play: async ({ canvasElement, canvas }) => {
    const button = await canvas.findByRole('button', { name: new RegExp(specMessagesEn['topBar.userMenu']) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    const apiDocs = within(menu).getByRole('menuitem', {
      name: `${specMessagesEn['userMenu.apiDocumentation']} ${kitMessages.en['kit.shell.opensInNewTab']}`,
    });
    await expect(apiDocs).toHaveAttribute('href', '/api/docs');
    await expect(apiDocs).toHaveAttribute('target', '_blank');
    await expect(apiDocs).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{Escape}');
  },
};

/** The carrier admin: Contacts reads Admin, and the expired Samsara token asks for attention. */
export const CarrierAdmin: Story = {
  args: { persona: 'carrierAdmin' },
  beforeEach({ msw }) {
    msw.use(...createHandlers({ persona: 'carrierAdmin' }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: specMessagesEn['samsara.title'] });
    await expect(dialog).toBeVisible();
  },
};

/** A driver: only what DriverPortal allows. */
export const Driver: Story = {
  args: { persona: 'driver', path: '/all-shipments' },
  beforeEach({ msw }) {
    msw.use(...createHandlers({ persona: 'driver' }));
  },
};

/** Typing a shipment number shows its status and route; the prompt is the carrier one. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('searchbox', { name: portalMessagesEn['shell.search.label'] });
    await userEvent.click(box);
    await expect(await canvas.findByText(specMessagesEn['search.prompt'])).toBeVisible();
    await userEvent.keyboard('zzz-none');
    await expect(
      await canvas.findByText(specMessagesEn['search.noResults'], {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** A route the user's permissions do not allow. */
export const NotAuthorized: Story = {
  args: { persona: 'factoring', path: '/tenders' },
  beforeEach({ msw }) {
    msw.use(...createHandlers({ persona: 'factoring' }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: specMessagesEn['access.notAuthorized'] }),
    ).toBeVisible();
  },
};
