import { appBarHeightPx, specMessages } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleNavGroups } from '../NavDrawer/navFixtures.tsx';
import { NotFoundView } from '../NotFoundView/NotFoundView.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import { UnauthorizedView } from '../UnauthorizedView/UnauthorizedView.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { AppShell } from './AppShell.tsx';

const text = (key: string): string => specMessages.en[key] ?? key;

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: {
    topBar: (
      <TopBar
        title="Accounting"
        helpDeskHref="https://help.example.com"
        onApplicationUpdates={fn()}
        userMenu={{
          label: 'Dana Carter',
          items: [
            { id: 'myProfile', label: text('userMenu.myProfile'), href: '/profile' },
            { id: 'logout', label: text('userMenu.logout') },
          ],
        }}
      />
    ),
    navigation: { groups: sampleNavGroups({ current: 'accounting' }), defaultOpen: true },
    children: <UnauthorizedView />,
    onNavigationOpenChange: fn(),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: top bar, pinned navigation and the screen in `main`; a skip link comes first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
  },
};

/** In uat, local and test environments the 'UAT Data' banner tops the page. */
export const EnvironmentBanner: Story = {
  args: { showEnvironmentBanner: true, children: <NotFoundView kind="route" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'UAT Data' })).toHaveTextContent('UAT Data');
  },
};

/** Narrow: no rail; the top bar's menu button opens the navigation as a drawer, which closes after a choice. */
export const NarrowNavigation: Story = {
  args: { narrow: true },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Open navigation' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: 'Main navigation' });
    await expect(args.onNavigationOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(within(drawer).getByRole('link', { name: /Accounting/ })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onNavigationOpenChange).toHaveBeenLastCalledWith(false);
    await expect(menu).toHaveFocus();
  },
};

/** Narrow, with the navigation drawer open (controlled). */
export const NarrowNavigationOpen: Story = {
  args: { narrow: true, navigationOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByRole('link', { name: /Accounting/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Collapsed navigation rail. */
export const CollapsedNavigation: Story = {
  args: { navigation: { groups: sampleNavGroups({ current: 'dashboard' }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * A screen taller than the window, with visually hidden text at its foot (as in the dashboard's
 * shipment rows): only `main` scrolls; the frame neither scrolls in the window nor gains a blank
 * band, and the top bar keeps the spec's 60 px.
 */
export const TallScreen: Story = {
  args: {
    showEnvironmentBanner: true,
    children: (
      <div style={{ padding: 24 }}>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index} style={{ margin: '0 0 24px' }}>
            <a href={`#shipment-${index + 1}`}>Shipment row {index + 1}</a>
            <VisuallyHidden>to</VisuallyHidden>
            <span
              style={{
                position: 'absolute',
                width: 1,
                height: 1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
              }}
            >
              to
            </span>
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    const frame = canvasElement.ownerDocument.scrollingElement;
    await expect(frame?.scrollHeight).toBe(frame?.clientHeight);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(appBarHeightPx);
  },
};
