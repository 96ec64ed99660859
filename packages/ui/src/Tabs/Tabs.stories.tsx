import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useCallback, useContext, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LinkContext, type LinkProps } from '../UiProvider/LinkContext.tsx';
import { Tabs, type TabsProps } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Case',
    onSelectedIdChange: fn(),
    items: [
      { id: 'notes', label: 'Notes', content: <p>Three notes on this case.</p> },
      { id: 'documents', label: 'Documents', content: <p>Two documents.</p>, count: 2 },
      { id: 'history', label: 'History', content: <p>Created yesterday.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses a key on the focused element and answers whether the kit (or Ariakit) claimed it with
 * `preventDefault`. The play functions' events are synthetic, so the browser's own action (a page key's
 * scroll) never runs here; a key left unclaimed is one the browser would act on.
 */
async function pressClaimed(key: 'PageUp' | 'PageDown'): Promise<boolean> {
  let claimed: boolean | undefined;
  // On the document, after React's handlers (on the root) have run.
  const listen = (event: KeyboardEvent) => {
    if (event.key === key) claimed = event.defaultPrevented;
  };
  document.addEventListener('keydown', listen);
  try {
    await userEvent.keyboard(`{${key}}`);
  } finally {
    document.removeEventListener('keydown', listen);
  }
  if (claimed === undefined) throw new Error(`${key} reached no listener`);
  return claimed;
}

/** The tabs Tab stops on: those with `tabindex="0"`. */
const tabStops = (tabs: readonly HTMLElement[]) => tabs.filter((tab) => tab.tabIndex === 0);

/** A frame and a task: long enough for a move the store made to have focused, clicked and rendered. */
const settle = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** Arrow keys move and select; the panel follows. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // The count badge is read with the tab's name, not lost to screen readers.
    const documents = canvas.getByRole('tab', { name: 'Documents (2)' });
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    // One tab stop, the selected tab (roving tabindex): the others are reached by the arrows only.
    await expect(tabStops(canvas.getAllByRole('tab'))).toEqual([documents]);
    await expect(args.onSelectedIdChange).toHaveBeenCalledWith('documents');
    await expect(canvas.getByRole('tabpanel', { name: /Documents/ })).toHaveTextContent('Two documents.');
    // PageDown and PageUp are the page's, not the tabs' (WAI-ARIA's tabs pattern names only the arrows, Home
    // and End): neither moves nor selects, and neither is claimed, so the browser scrolls the page.
    await expect(await pressClaimed('PageDown')).toBe(false);
    await expect(await pressClaimed('PageUp')).toBe(false);
    await settle();
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectedIdChange).toHaveBeenCalledTimes(1);
    // A panel with nothing to tab to takes the focus itself (WAI-ARIA's tabs pattern), and arrow keys
    // on it move between tabs.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: /Documents/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveAttribute(
      'aria-controls',
      canvas.getByRole('tabpanel', { name: 'Notes' }).id,
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Notes' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    // Past the last tab the arrows wrap around to the first, and Home goes there too.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('Three notes');
    // Alt+Left is the browser's Back, not a move.
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    // The strip scrolls sideways only: the tabs overlap its bottom border by a pixel, which gave
    // it a stray vertical scrollbar (/cases, /accounting) while it could scroll both ways.
    const strip = canvas.getByRole('tablist');
    await expect(strip.scrollHeight).toBeGreaterThan(strip.clientHeight);
    await expect(getComputedStyle(strip).overflowY).toBe('hidden');
  },
};

/** The stand-in router's navigation, for its link component. */
const Navigate = createContext<(href: string) => void>(() => undefined);

/** The stand-in router's link: like the portal's router link, it navigates without loading a page. */
function StoryRouterLink({ href, onClick, children, ...rest }: LinkProps) {
  const navigate = useContext(Navigate);
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * A page under a stand-in router: its link component pushes the link's address onto a history instead of
 * loading a page, and the page derives the selected tab from the address, as the portal's pages do.
 */
function RouteTabs(props: TabsProps) {
  const [history, setHistory] = useState<readonly string[]>(['#open']);
  const address = history.at(-1);
  const route = props.items.find((item) => item.href === address)?.id;
  const navigate = useCallback((href: string) => {
    setHistory((entries) => [...entries, href]);
  }, []);
  return (
    <Navigate.Provider value={navigate}>
      <LinkContext.Provider value={StoryRouterLink}>
        <output aria-label="Address">{history.join(' ')}</output>
        <Tabs {...props} selectedId={route}>
          <p>Content of the {route} route.</p>
        </Tabs>
      </LinkContext.Provider>
    </Navigate.Provider>
  );
}

/**
 * Route mode: links from the app's link component; the current one has aria-current. The page gives no
 * handler that navigates (only the spy): a click follows the tab's link, and so do the arrow keys, Home
 * and End, on a tab or on the panel, each once (ADR 072). PageUp and PageDown open nothing: they scroll the page.
 */
export const AsRouteLinks: Story = {
  args: {
    label: 'Accounting',
    items: [
      { id: 'open', label: 'Open', href: '#open' },
      { id: 'paid', label: 'Paid', href: '#paid' },
      { id: 'held', label: 'Held', href: '#held', disabled: true },
      { id: 'action', label: 'Action Required', href: '#action', count: 4 },
    ],
  },
  render: (args) => <RouteTabs {...args} />,
  play: async ({ args, canvas }) => {
    const address = canvas.getByRole('status', { name: 'Address' });
    const tab = (name: string | RegExp) => canvas.getByRole('tab', { name });
    const open = tab('Open');
    await expect(open).toHaveAttribute('href', '#open');
    await expect(open).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(open).toHaveFocus();
    // An arrow key opens the next tab's address: the route, and with it the selection, follows.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(address).toHaveTextContent(/^#open #paid$/));
    await waitFor(() => expect(tab('Paid')).toHaveAttribute('aria-current', 'page'));
    await expect(tab('Paid')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Paid')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Content of the paid route.');
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('paid');
    // PageDown and PageUp on a tab scroll the page: they neither move to the last or first tab nor open it
    // (Ariakit's composite moves a page of items on them), and the browser keeps them (not claimed).
    await expect(await pressClaimed('PageDown')).toBe(false);
    await settle();
    await expect(tab('Paid')).toHaveFocus();
    await expect(tab('Paid')).toHaveAttribute('aria-selected', 'true');
    await expect(address).toHaveTextContent(/^#open #paid$/);
    await expect(await pressClaimed('PageUp')).toBe(false);
    await settle();
    await expect(tab('Paid')).toHaveFocus();
    await expect(tab('Paid')).toHaveAttribute('aria-current', 'page');
    await expect(address).toHaveTextContent(/^#open #paid$/);
    await expect(args.onSelectedIdChange).toHaveBeenCalledTimes(1);
    // A disabled tab takes the focus (it stays discoverable) but is not opened, as Ariakit does not select it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Held')).toHaveFocus();
    await expect(tab('Paid')).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab(/^Action Required/)).toHaveAttribute('aria-current', 'page'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(open).toHaveAttribute('aria-current', 'page'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tab(/^Action Required/)).toHaveAttribute('aria-current', 'page'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(open).toHaveAttribute('aria-current', 'page'));
    // The arrow keys on the panel itself (nothing in it to tab to) move through the store as well.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Paid')).toHaveAttribute('aria-current', 'page'));
    await expect(tab('Paid')).toHaveFocus();
    // A click on the disabled tab follows nothing (Ariakit stops it before the link hears of it).
    await userEvent.click(tab('Held'));
    await expect(tab('Paid')).toHaveAttribute('aria-current', 'page');
    // A click navigates once, by its link alone; each key above did once too.
    await userEvent.click(open);
    await waitFor(() => expect(open).toHaveAttribute('aria-current', 'page'));
    await expect(address).toHaveTextContent(/^#open #paid #action #open #action #open #paid #open$/);
  },
};

/**
 * A panel with a control in it is not a tab stop of its own: Tab from the tabs goes to the control
 * (checked once the panel has painted, ADR 071); the panel without one is.
 */
export const PanelWithControls: Story = {
  args: {
    label: 'Stop',
    items: [
      { id: 'edit', label: 'Edit', content: <button type="button">Save the stop</button> },
      { id: 'read', label: 'Read', content: <p>Nothing to press.</p> },
    ],
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Edit' });
    await waitFor(() => expect(panel).not.toHaveAttribute('tabindex'));
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Edit' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save the stop' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel', { name: 'Read' })).toHaveAttribute('tabindex', '0'),
    );
  },
};

/** Fitted and narrow, like the filter sidebar's VIEWS / FILTERS. */
export const Fitted: Story = {
  args: {
    label: 'Sidebar',
    fitted: true,
    items: [
      { id: 'views', label: 'Views', content: <p>Saved views.</p> },
      { id: 'filters', label: 'Filters', content: <p>Filters.</p>, count: 3 },
    ],
  },
  decorators: [(Story) => <div style={{ width: 275 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
  },
};

/**
 * A disabled tab stays discoverable: the arrow keys stop on it (it is read as dimmed, "unavailable"), as
 * WAI-ARIA allows for disabled tabs, but it is never selected, by a key or a click; its panel never opens.
 */
export const Disabled: Story = {
  args: {
    items: [
      { id: 'notes', label: 'Notes', content: <p>Notes.</p> },
      { id: 'documents', label: 'Documents', content: <p>Documents.</p>, disabled: true },
      { id: 'history', label: 'History', content: <p>History.</p> },
    ],
  },
  play: async ({ args, canvas }) => {
    const notes = canvas.getByRole('tab', { name: 'Notes' });
    const documents = canvas.getByRole('tab', { name: 'Documents' });
    const history = canvas.getByRole('tab', { name: 'History' });
    await expect(documents).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(notes).toHaveFocus();
    // The arrow key lands on the disabled tab; the selection and the panel stay on Notes.
    await userEvent.keyboard('{ArrowRight}');
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-selected', 'false');
    await expect(notes).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Notes.');
    // Enter or Space on it opens nothing either.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(notes).toHaveAttribute('aria-selected', 'true');
    // The next key moves on past it and selects; back again, it is focused, still not selected.
    await userEvent.keyboard('{ArrowRight}');
    await expect(history).toHaveFocus();
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(documents).toHaveFocus();
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('History.');
    // One tab stop, the focused tab: Tab leaves the list from the disabled tab too (to the panel, not to
    // History after it), and the focus comes back, by Shift+Tab, to the selected tab.
    await expect(tabStops([notes, documents, history])).toEqual([documents]);
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(tabStops([notes, documents, history])).toEqual([history]);
    await userEvent.tab({ shift: true });
    await expect(history).toHaveFocus();
    // Home and End stop on a disabled end tab too, without selecting it (here the first is not disabled).
    await userEvent.keyboard('{Home}');
    await expect(notes).toHaveFocus();
    await expect(notes).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(documents).toHaveFocus();
    // A click on it selects nothing.
    await userEvent.click(documents);
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('History.');
    await expect(args.onSelectedIdChange).not.toHaveBeenCalledWith('documents');
  },
};

/**
 * Long labels in a narrow box: the tab list scrolls sideways rather than wrapping or squeezing, and
 * the arrow keys bring the focused tab into view; long panel content wraps.
 */
export const LongContent: Story = {
  args: {
    label: 'Shipment',
    items: [
      {
        id: 'details',
        label: 'Shipment details',
        content: (
          <p>
            Pickup at the Columbus, OH cross-dock between 08:00 and 10:00; the driver must call the receiving
            manager thirty minutes before arrival, bring two load bars and a pallet jack, and upload the
            signed proof of delivery with every lumper receipt before leaving the receiver.
          </p>
        ),
      },
      { id: 'documents', label: 'Required documents', content: <p>Two documents.</p>, count: 12 },
      { id: 'appointments', label: 'Appointments and check calls', content: <p>Three stops.</p> },
      { id: 'history', label: 'Status history', content: <p>Created yesterday.</p> },
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Shipment' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const history = canvas.getByRole('tab', { name: 'Status history' });
    await expect(history).toHaveFocus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    // Scrolled into view, on one line (a wrapped label would make the tab taller than its 40 px).
    const box = list.getBoundingClientRect();
    await waitFor(() => expect(history.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1));
    await expect(history.getBoundingClientRect().height).toBeLessThan(48);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tabpanel', { name: 'Shipment details' })).toHaveTextContent(
      /proof of delivery/,
    );
    await waitFor(() => expect(list.scrollLeft).toBe(0));
  },
};

const manyTabs = [
  'Overview',
  'Stops and appointments',
  'Documents',
  'Rate confirmation',
  'Cases',
  'Tracking',
  'Check calls',
  'Accessorials',
  'Status history',
].map((name) => ({
  id: name.toLowerCase().replaceAll(' ', '-'),
  label: name,
  content: <p>The {name.toLowerCase()} of shipment 611228.</p>,
}));

/**
 * More tabs than fit, at the 600 px a shipment detail gets on a narrow window: the strip fades out
 * on the side(s) where more tabs are hidden, so the cut-off tab reads as "scroll for more"; the
 * fade follows the scroll, and the selected tab scrolls whole into view, clear of the fade.
 */
export const Overflowing: Story = {
  args: { label: 'Shipment', items: manyTabs },
  decorators: [(Story) => <div style={{ width: 600 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Shipment' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // At rest: more tabs to the end only, and the fade is drawn there.
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-end'));
    await expect(list).not.toHaveAttribute('data-overflow-start');
    await expect(getComputedStyle(list).maskImage).toMatch(/linear-gradient/);
    // Arrow keys to the last tab: the list scrolls to its end; the cue moves to the start.
    await userEvent.tab();
    for (let step = 1; step < manyTabs.length; step += 1) await userEvent.keyboard('{ArrowRight}');
    const last = canvas.getByRole('tab', { name: 'Status history' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await waitFor(() => expect(list).not.toHaveAttribute('data-overflow-end'));
    const box = list.getBoundingClientRect();
    const rect = last.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right + 1);
    // A tab in the middle, reached by keys, stops clear of the start fade (40 px).
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const middle = canvas.getByRole('tab', { name: 'Cases' });
    await expect(middle).toHaveFocus();
    await waitFor(() =>
      expect(middle.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        list.getBoundingClientRect().left + 39,
      ),
    );
    // Back home: the start cue goes, the end cue returns.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(list).not.toHaveAttribute('data-overflow-start'));
    await expect(list).toHaveAttribute('data-overflow-end');
    // Scrolling the strip by hand (wheel, trackpad) moves the cue too; end on the tail for the baseline.
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await waitFor(() => expect(list).not.toHaveAttribute('data-overflow-end'));
    list.scrollLeft = list.scrollWidth / 3;
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-end'));
  },
};

/**
 * Right to left (a page with `dir="rtl"`): the first tab is drawn on the right, so the arrows are mirrored,
 * Left going to the next tab (WAI-ARIA's keyboard guidance); Home and End still go to the first and the last.
 */
export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  play: async ({ canvas }) => {
    const tab = (name: string | RegExp) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Notes')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(/^Documents/)).toHaveFocus();
    await expect(tab(/^Documents/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab('History')).toHaveFocus();
    await expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Notes')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab('History')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Created yesterday.');
  },
};
