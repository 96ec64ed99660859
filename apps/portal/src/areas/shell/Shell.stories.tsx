import { contract, type ShipmentSearchResult } from '@freightkit/api';
import { buildShipmentSearchResult, defaultHandlers, fixture, page } from '@freightkit/api/msw';
import {
  createTranslator,
  formatMessage,
  localeNames,
  routeTitleMessagesEn,
  ShipmentStatus,
  shipmentStatuses,
  specMessages,
  specMessagesEn,
} from '@freightkit/domain';
import { kitMessages } from '@freightkit/ui';
import { loadedText } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccessGate } from '../../app/guards.tsx';
import { portalMessages, portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { AccountingTab } from '../dashboard/AccountingTab.tsx';
import { NotBuiltYetView } from './NotBuiltYetView.tsx';
import { releaseNotes } from './releaseNotes.ts';
import { ShellLayout } from './ShellLayout.tsx';

/** The English texts the portal shows (spec, route titles and portal catalogs). */
const t = createTranslator('en-US', specMessages, ...portalMessages);

const routes = [
  {
    element: <ShellLayout />,
    children: [{ element: <AccessGate />, children: [{ path: '*', element: <NotBuiltYetView /> }] }],
  },
];

/** The same frame forced into its narrow (below 900 px) layout. */
const narrowRoutes = [
  {
    element: <ShellLayout narrow />,
    children: [{ element: <AccessGate />, children: [{ path: '*', element: <NotBuiltYetView /> }] }],
  },
];

const meta = {
  title: 'Portal/Shell',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive', 'themed'],
  args: { routes, path: '/dashboard', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
/** The queries a play function gets for its canvas. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The search answers these hits (a carrier's hits carry no reference numbers; a broker's do). */
const searchAnswers = (...hits: ShipmentSearchResult[]) => fixture(contract.search.shipments, page(hits));
/** A hit as a carrier is answered it: without reference numbers. */
const carrierHit = (n: number) => {
  const { referenceNumbers: _references, ...hit } = buildShipmentSearchResult(n);
  return hit;
};

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
    // Badges arrive from the counts calls, read as what they count.
    await expect(await within(nav).findByRole('link', { name: /^Tenders.*open tenders$/ })).toBeVisible();
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

/** The user menu by keyboard: the dispatcher's entries, the version and environment for support, Logout last. */
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
      localeNames['es-US'],
      localeNames['fr-CA'],
      expect.stringContaining(portalMessagesEn['shell.about.environment'].replace('{environment}', 'uat')),
      specMessagesEn['userMenu.logout'],
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Issue 19: choosing Français in the user menu switches the whole portal and `<html lang>` at once. */
export const TestUserMenuSwitchesLanguage: Story = {
  name: 'Test: the user menu switches the language',
  tags: ['!visual'],
  play: async ({ canvasElement, canvas }) => {
    const button = await canvas.findByRole('button', { name: new RegExp(specMessagesEn['topBar.userMenu']) });
    await userEvent.click(button);
    const menu = await body(canvasElement).findByRole('menu');
    const french = within(menu).getByRole('menuitem', { name: localeNames['fr-CA'] });
    await expect(french.querySelector('[lang="fr-CA"]')).not.toBeNull();
    await userEvent.click(french);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
    const heading = await canvas.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).not.toHaveTextContent(specMessagesEn['nav.dashboard']));
    // The menu now offers English back, in English.
    await userEvent.click(canvas.getByRole('button', { name: /Marco Reyes/ }));
    const again = await body(canvasElement).findByRole('menu');
    await userEvent.click(within(again).getByRole('menuitem', { name: localeNames['en-US'] }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: specMessagesEn['nav.dashboard'] }),
    ).toBeVisible();
  },
};

/** An admin's API Documentation entry: a link to the back end's docs in a new tab, said so to screen readers. */
export const TestApiDocumentation: Story = {
  name: 'Test: API Documentation opens in a new tab',
  tags: ['!visual'],
  args: { persona: 'otherCarrierAdmin' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'otherCarrierAdmin' }));
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
    msw.use(...defaultHandlers({ persona: 'carrierAdmin' }));
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
    msw.use(...defaultHandlers({ persona: 'driver' }));
  },
};

/** Typing a shipment number shows its status and route; the prompt is the carrier one. */
export const Search: Story = {
  beforeEach({ msw }) {
    msw.use(searchAnswers());
  },
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
    msw.use(...defaultHandlers({ persona: 'factoring' }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: specMessagesEn['access.notAuthorized'] }),
    ).toBeVisible();
  },
};

/** The search hit as the factories build it, and the texts its row must read. */
function hitTexts(n: number) {
  const hit = buildShipmentSearchResult(n);
  const place = (p: typeof hit.origin) => formatMessage(portalMessagesEn['shell.search.place'], p);
  return {
    hit,
    status: t(shipmentStatuses.messageKey(hit.status.value) ?? ''),
    route: formatMessage(portalMessagesEn['shell.search.route'], {
      origin: place(hit.origin),
      destination: place(hit.destination),
    }),
  };
}

/** Types into the top bar's search field by keyboard and waits for the result list. */
async function searchFor(canvas: Canvas, text: string) {
  const box = await canvas.findByRole('searchbox', { name: portalMessagesEn['shell.search.label'] });
  box.focus();
  await userEvent.keyboard(text);
  return canvas.findByRole('list', { name: portalMessagesEn['shell.search.results'] });
}

/**
 * On a narrow screen: opens the 'Search By Shipment #' drawer by keyboard, types a shipment number
 * into its search field and waits for the result list; returns the drawer and the list.
 */
async function searchInNarrowDrawer(canvas: Canvas, canvasElement: HTMLElement, text: string) {
  const open = await canvas.findByRole('button', { name: portalMessagesEn['shell.search.open'] });
  open.focus();
  await userEvent.keyboard('{Enter}');
  const drawer = await body(canvasElement).findByRole('dialog', {
    name: specMessagesEn['search.drawerTitle'],
  });
  await waitFor(() => expect(drawer).toBeVisible());
  within(drawer).getByRole('searchbox', { name: portalMessagesEn['shell.search.label'] }).focus();
  await userEvent.keyboard(text);
  const list = await within(drawer).findByRole('list', { name: portalMessagesEn['shell.search.results'] });
  return { drawer, list };
}

/** Results: each hit shows its number, its status in the catalog's words and origin → destination. */
export const SearchResults: Story = {
  beforeEach({ msw }) {
    // The hits of '10000': shipments 100001 … 100009.
    msw.use(searchAnswers(...[0, 1, 2, 3, 4, 5, 6, 7, 8].map(carrierHit)));
  },
  play: async ({ canvas }) => {
    const list = await searchFor(canvas, '10000');
    const rows = within(list).getAllByRole('button');
    // 100001 … 100009 match; the first three are Voided, Draft and Ready to Book.
    await expect(rows).toHaveLength(9);
    for (const n of [0, 2]) {
      const { hit, status, route } = hitTexts(n);
      await expect(rows[n]).toHaveTextContent(hit.shipmentNumber);
      await expect(rows[n]).toHaveTextContent(status);
      await expect(rows[n]).toHaveTextContent(route);
    }
    // Drafts open nothing, and say so.
    await expect(rows[1]).toHaveAttribute('aria-disabled', 'true');
    // Carriers never see reference numbers.
    await expect(within(list).queryByText(/PO-/)).toBeNull();
  },
};

/** The status comes from the catalog by its value, not from the back end's English display name. */
export const TestSearchStatusFromCatalog: Story = {
  name: 'Test: search result status is a catalog text',
  tags: ['!visual'],
  beforeEach({ msw }) {
    const hit = buildShipmentSearchResult(5, {
      status: { value: ShipmentStatus.Booked, displayName: 'BOOKED (server text)' },
    });
    msw.use(searchAnswers(hit));
  },
  play: async ({ canvas }) => {
    const list = await searchFor(canvas, '100006');
    const row = within(list).getByRole('button');
    await expect(row).toHaveTextContent(t('enum.shipmentStatus.Booked'));
    await expect(row).not.toHaveTextContent('BOOKED (server text)');
  },
};

/** Choosing a Ready to Book hit by keyboard opens it on the load board, titled Available Freight (spec 1 §2). */
export const TestSearchOpensByStatus: Story = {
  name: 'Test: a chosen result opens the page its status calls for',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(searchAnswers(carrierHit(2)));
  },
  play: async ({ canvas }) => {
    const { hit } = hitTexts(2);
    await searchFor(canvas, hit.shipmentNumber);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: new RegExp(hit.shipmentNumber) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: specMessagesEn['title.availableFreight'] }),
    ).toBeVisible();
  },
};

/**
 * Whether an input's placeholder is drawn whole: its text measured in the input's own font against the
 * room inside the padding, less a search field's clear button (the broker's prompt was cut off).
 */
function placeholderFits(input: HTMLElement): boolean {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return false;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const text = context.measureText(input.getAttribute('placeholder') ?? '').width;
  const clearButton = 20;
  const room =
    input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - clearButton;
  return text <= room;
}

/** The broker persona searches by reference number and sees each hit's reference numbers. */
export const BrokerSearch: Story = {
  args: { persona: 'broker' },
  beforeEach({ msw }) {
    msw.use(searchAnswers(buildShipmentSearchResult(7)), ...defaultHandlers({ persona: 'broker' }));
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('searchbox', { name: portalMessagesEn['shell.search.label'] });
    await expect(box).toHaveAttribute('placeholder', specMessagesEn['search.promptBroker']);
    await expect(placeholderFits(box)).toBe(true);
    const { hit } = hitTexts(7);
    const [reference] = hit.referenceNumbers ?? [];
    const list = await searchFor(canvas, reference?.value ?? '');
    const row = within(list).getByRole('button');
    // The results cross the navigation rail's column and are drawn over it, readable from their start.
    const { left, top, height } = row.getBoundingClientRect();
    await expect(row.contains(document.elementFromPoint(left + 4, top + height / 2))).toBe(true);
    await expect(row).toHaveTextContent(hit.shipmentNumber);
    await expect(row).toHaveTextContent(
      formatMessage(portalMessagesEn['shell.search.references'], {
        references: `${reference?.label} ${reference?.value}`,
      }),
    );
  },
};

/** Below 900 px the search is an icon opening the top drawer 'Search By Shipment #' (spec 1 §2). */
export const NarrowSearchDrawer: Story = {
  // Forced narrow, so the wide capture already is the narrow layout.
  tags: ['!responsive'],
  args: { routes: narrowRoutes },
  beforeEach({ msw }) {
    msw.use(searchAnswers(carrierHit(4)));
  },
  play: async ({ canvas, canvasElement }) => {
    const { hit, route } = hitTexts(4);
    const { list } = await searchInNarrowDrawer(canvas, canvasElement, hit.shipmentNumber);
    await expect(within(list).getByRole('button')).toHaveTextContent(route);
  },
};

/** Choosing a hit in the narrow drawer closes it and opens the shipment (Delivered: its details). */
export const TestNarrowSearchChooses: Story = {
  name: 'Test: the narrow drawer closes once a result is chosen',
  tags: ['!visual'],
  args: { routes: narrowRoutes },
  beforeEach({ msw }) {
    msw.use(searchAnswers(carrierHit(8)));
  },
  play: async ({ canvas, canvasElement }) => {
    await searchInNarrowDrawer(canvas, canvasElement, hitTexts(8).hit.shipmentNumber);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: routeTitleMessagesEn['title.allShipments'] }),
    ).toBeVisible();
  },
};

/** Opens Application Updates from the top bar by keyboard; returns its button and the shown dialog. */
async function openApplicationUpdates(canvas: Canvas, canvasElement: HTMLElement) {
  const button = await canvas.findByRole('button', { name: specMessagesEn['topBar.applicationUpdates'] });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body(canvasElement).findByRole('dialog', {
    name: portalMessagesEn['shell.updates.title'],
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return { button, dialog };
}

/** Application Updates by keyboard: the build's version and environment, and what changed in it. */
export const ApplicationUpdates: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openApplicationUpdates(canvas, canvasElement);
    await expect(
      within(dialog).getByRole('region', { name: portalMessagesEn['shell.updates.build'] }),
    ).toHaveTextContent(formatMessage(portalMessagesEn['shell.about.environment'], { environment: 'uat' }));
    const changes = within(dialog).getByRole('region', { name: portalMessagesEn['shell.updates.whatsNew'] });
    const [latest] = releaseNotes;
    await expect(within(changes).getAllByRole('listitem')).toHaveLength(latest?.changes.length ?? -1);
    await expect(within(changes).getByText(t('shell.updates.note.signIn'))).toBeVisible();
    // Nothing claims to be the latest release: the dialog cannot know that.
    await expect(dialog).not.toHaveTextContent(/latest/i);
  },
};

/** Closing Application Updates by keyboard returns focus to its button. */
export const TestApplicationUpdatesCloses: Story = {
  name: 'Test: Application Updates closes by keyboard',
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const { button } = await openApplicationUpdates(canvas, canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** An unknown address under the dashboard's accounting tab shows the not-found view, not a blank tab. */
export const AccountingTabUnknownPath: Story = {
  args: {
    path: '/dashboard/accounting/no-such/page',
    routes: [
      {
        element: <ShellLayout />,
        children: [
          {
            element: <AccessGate />,
            children: [{ path: 'dashboard/accounting/*', element: <AccountingTab /> }],
          },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: specMessagesEn['app.notFound'] })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: specMessagesEn['nav.dashboard'] }),
    ).toBeVisible();
  },
};

/** Issue 19: the dispatcher's navigation and top bar in US Spanish (longer labels), desktop and narrow, one theme. */
export const DispatcherInSpanish: Story = {
  name: 'Dispatcher in US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: loadedText(loaded, 'nav.dashboard') }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: loadedText(loaded, 'shell.mainNavigation') });
    // The badges arrive from the counts calls and add to the link's name.
    const tenders = new RegExp(`^${loadedText(loaded, 'nav.tenders')}.+`);
    await expect(await within(nav).findByRole('link', { name: tenders })).toBeVisible();
  },
};

/** Issue 19: the dispatcher's navigation and top bar in Canadian French (longer labels), desktop and narrow, one theme. */
export const DispatcherInCanadianFrench: Story = {
  name: 'Dispatcher in Canadian French',
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: loadedText(loaded, 'nav.dashboard') }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: loadedText(loaded, 'shell.mainNavigation') });
    // The badges arrive from the counts calls and add to the link's name.
    const tenders = new RegExp(`^${loadedText(loaded, 'nav.tenders')}.+`);
    await expect(await within(nav).findByRole('link', { name: tenders })).toBeVisible();
  },
};
