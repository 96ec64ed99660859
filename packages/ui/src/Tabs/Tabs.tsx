import { Tab, TabList, TabProvider, useTabContext } from '@ariakit/react';
import { subscribe } from '@ariakit/store';
import { getFirstTabbableIn } from '@ariakit/utils';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useFormat } from '../i18n/useFormat.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useLinkComponent } from '../UiProvider/LinkContext.tsx';
import * as styles from './Tabs.css.ts';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable id, reported by `onSelectedIdChange`. */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** Content of the tab's panel (panel mode). */
  content?: ReactNode;
  /** Makes the tab a link rendered with the app's link component (route mode); the route renders the content. */
  href?: string;
  /** A count shown as a badge after the label (e.g. filter counts), read with the label: "Open (4)". */
  count?: number;
  /**
   * Greys the tab out: the arrow keys still stop on it (so it can be found), but it is never selected or opened.
   * @default false
   */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Controlled selected tab id (in route mode: the tab of the current route). */
  selectedId?: string;
  /** Initial selected tab when uncontrolled. @default the first tab */
  defaultSelectedId?: string;
  /**
   * Called when the user picks another tab, by a click or by the keyboard. Route mode needs none: the
   * picked tab's link is followed, by the click or, for arrow keys, Home and End, by the kit (ADR 072).
   */
  onSelectedIdChange?: (id: string) => void;
  /** Route mode: the current route's content, shown in the selected tab's panel. */
  children?: ReactNode;
  /** Tabs share the full width equally (e.g. VIEWS / FILTERS). @default false */
  fitted?: boolean;
  /**
   * Fills its container's height, the panel scrolling under the tab list (a sidebar or drawer).
   * @default false
   */
  fill?: boolean;
  /**
   * Panel mode: hidden panels stay mounted, so what the user typed in a panel's fields survives a
   * switch to another tab. @default false (hidden panels unmount)
   */
  keepMounted?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * Tabs (Ariakit Tab: arrow keys move between tabs, Home/End, automatic activation; PageUp/PageDown are
 * left to scroll the page; a disabled tab takes the focus but is never selected). In route mode
 * (`href` on the items) each tab renders the app's link component, the selected one with
 * `aria-current="page"`, and `children` is the routed content; a tab the keys move to follows its
 * link, so the route (and with it `selectedId`) follows the keyboard as it follows a click.
 *
 * @example
 * <Tabs label="Case" items={[{ id: 'notes', label: 'Notes', content: <NoteList … /> }, …]} />
 * <Tabs label="Accounting" selectedId={match} items={[{ id: 'open', label: 'Open', href: '/accounting/open' }, …]}>
 *   <Outlet />
 * </Tabs>
 */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectedIdChange,
  children,
  fitted = false,
  fill = false,
  keepMounted = false,
  className,
}: TabsProps) {
  const Link = useLinkComponent();
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  // Item ids are the caller's (e.g. 'views'); DOM ids get a per-instance prefix so two tab sets
  // on one page (or an element with the same id) never collide.
  const prefix = useId();
  const domId = (id: string | undefined) => (id === undefined ? undefined : `${prefix}-${id}`);
  const panelId = (id: string | undefined) => (id === undefined ? undefined : `${prefix}-${id}-panel`);
  const routeMode = items.some((item) => item.href !== undefined);
  const current = selectedId ?? defaultSelectedId ?? items[0]?.id;
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflowCue(listRef, items);
  // The tab selected last, by the user (uncontrolled) or by the route (controlled).
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = selectedId ?? picked ?? current;
  useRevealSelected(listRef, selected);
  return (
    <div className={[styles.root, fill ? styles.fill : null, className].filter(Boolean).join(' ')}>
      <TabProvider
        selectedId={domId(selectedId)}
        defaultSelectedId={domId(defaultSelectedId ?? items[0]?.id)}
        setSelectedId={(id) => {
          if (id == null) return;
          const itemId = id.slice(prefix.length + 1);
          setPicked(itemId);
          onSelectedIdChange?.(itemId);
        }}
      >
        <TabList
          ref={listRef}
          aria-label={label}
          moveOnKeyPress={movesOnKey}
          data-overflow-start={overflow.start || undefined}
          data-overflow-end={overflow.end || undefined}
          className={[styles.list, fitted ? styles.fitted : null].filter(Boolean).join(' ')}
        >
          {items.map((item) => (
            <Tab
              key={item.id}
              id={domId(item.id)}
              // A disabled tab stays focusable: the arrow keys stop on it, so it is found and read as unavailable
              // (WAI-ARIA's focusability of disabled controls), but Ariakit neither selects nor (route mode) opens it.
              disabled={item.disabled}
              accessibleWhenDisabled
              moveOnKeyPress={movesOnKey}
              // The kit's panels are not Ariakit's (see TabsPanel), so the tab names its panel itself: the
              // route's single panel belongs to the current tab only.
              aria-controls={
                routeMode ? (item.id === current ? panelId(item.id) : undefined) : panelId(item.id)
              }
              className={styles.tab}
              render={
                item.href !== undefined ? (
                  <Link href={item.href} aria-current={item.id === current ? 'page' : undefined} />
                ) : undefined
              }
            >
              {item.label}
              {item.count !== undefined ? (
                <>
                  {/* The badge is drawn for the eye; the count is read with the tab's name, "Open (4)". */}
                  <VisuallyHidden> {t('kit.tabs.count', { count: formatNumber(item.count) })}</VisuallyHidden>
                  <Badge count={item.count} tone="neutral" showZero />
                </>
              ) : null}
            </Tab>
          ))}
        </TabList>
        {routeMode ? <FollowLinkOnMove /> : null}
        {routeMode ? (
          <TabsPanel id={panelId(current)} tabId={domId(current)} shown>
            {children}
          </TabsPanel>
        ) : (
          items.map((item) => (
            <TabsPanel
              key={item.id}
              id={panelId(item.id)}
              tabId={domId(item.id)}
              shown={item.id === selected}
              keepMounted={keepMounted}
            >
              {item.content}
            </TabsPanel>
          ))
        )}
      </TabProvider>
    </div>
  );
}

/**
 * Whether a key pressed on a tab (or on the tab list) moves between tabs. Not PageUp or PageDown: Ariakit's
 * composite moves a page of items on them (for a row of tabs, to the first or the last), which selected that
 * tab and in route mode opened it, where the user meant to scroll the page. WAI-ARIA's tabs pattern names
 * only the arrow keys, Home and End; left unhandled (no `preventDefault`), the page keys scroll the page.
 * Ariakit asks every item and the composite itself, as each handles its own key presses.
 */
function movesOnKey(event: KeyboardEvent<HTMLElement>): boolean {
  return event.key !== 'PageUp' && event.key !== 'PageDown';
}

/** Props of {@link TabsPanel}. */
interface TabsPanelProps {
  id: string | undefined;
  /** The DOM id of the tab that names and controls the panel. */
  tabId: string | undefined;
  shown: boolean;
  keepMounted?: boolean;
  children: ReactNode;
}

/**
 * Route mode: a tab that arrow keys, Home or End (on a tab or on the panel) move to follows its own link,
 * as a click on it would. The selection of route tabs is the route's (`selectedId`): Ariakit selects the
 * tab it moves to, but a controlled store goes back to `selectedId` until the route changes, so without
 * this the keys went nowhere unless each page navigated in `onSelectedIdChange` (ADR 072). The kit knows
 * no router, only the app's link component, so it activates the link the tab is: a click on the anchor,
 * which a router link turns into its navigation and a plain anchor into a page load. Only moves count
 * (Ariakit's own select-on-move listens to the same state): a click on a tab is no move, and its link
 * already navigates.
 */
function FollowLinkOnMove() {
  const store = useTabContext();
  useEffect(() => {
    if (store === undefined) return;
    // Synchronous, like Ariakit's own listener: by the time a React effect ran, the controlled store would
    // have gone back to the route's tab and moved the focus there.
    return subscribe(store, ['moves'], () => {
      const item = store.item(store.getState().activeId);
      // Ariakit does not select a disabled tab either.
      if (item == null || item.disabled === true || item.dimmed === true) return;
      // The current page's tab: a route change moved the focus back to it (the browser's Back), or the
      // keys landed where the route already is. Read from the DOM, which is committed before the store
      // hears of a new route, rather than from a prop a render behind.
      if (item.element == null || item.element.getAttribute('aria-current') === 'page') return;
      item.element.click();
    });
  }, [store]);
  return null;
}

/**
 * A tab panel. Not Ariakit's `TabPanel`: that one finds out in a layout effect whether the panel holds
 * tabbable content (to make an empty panel focusable), and its visibility checks forced the page's first
 * style and layout inside React's commit, before the first paint: about 100 ms on a throttled phone on
 * the dashboard, in the same long task as the render (ADR 071). Here the same check runs once the panel
 * has been painted, when layout is already done and the read costs next to nothing. Until then the panel
 * is focusable, as Ariakit's is before its effect; afterwards only a panel with nothing tabbable is (WAI-ARIA's
 * tabs pattern), and arrow keys on the focused panel itself move between tabs, as Ariakit's do.
 */
function TabsPanel({ id, tabId, shown, keepMounted = false, children }: TabsPanelProps) {
  const store = useTabContext();
  const ref = useRef<HTMLDivElement>(null);
  const [tabbableInside, setTabbableInside] = useState(false);
  // Checked again whenever the panel shows another tab, like Ariakit's (content that mounts later
  // is not watched: Ariakit's check does not watch it either).
  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next paint: a frame, then a task.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // Ariakit's own check (what its TabPanel runs in a layout effect); it reads style and layout.
        if (ref.current !== null) setTabbableInside(getFirstTabbableIn(ref.current) !== null);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, tabId]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || store === undefined) return;
    const moves = { ArrowLeft: store.previous, ArrowRight: store.next, Home: store.first, End: store.last };
    const move = moves[event.key as keyof typeof moves] as
      ((options: { activeId: string | null | undefined }) => string | null | undefined) | undefined;
    const next = move?.({ activeId: store.getState().selectedId });
    if (next == null) return;
    event.preventDefault();
    store.move(next);
  };
  return (
    // A panel with nothing to tab to is itself focusable (WAI-ARIA's tabs pattern); its arrow keys are the tabs'.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      tabIndex={tabbableInside ? undefined : 0}
      hidden={!shown}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      {shown || keepMounted ? children : null}
    </div>
  );
}

interface Overflow {
  start: boolean;
  end: boolean;
}

/**
 * Whether the tab list hides tabs beyond its start and end edges, kept current as the list
 * scrolls, resizes or its tabs change width (a count arriving), so the CSS can draw the cue only
 * on the side(s) where more tabs are.
 */
function useOverflowCue(listRef: RefObject<HTMLDivElement | null>, items: readonly TabItem[]): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const itemKey = items.map((item) => item.id).join('\u0000');
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const update = () => {
      // |scrollLeft| is the distance from the start edge in both writing directions (negative in
      // right-to-left); the pixel of slack absorbs sub-pixel widths.
      const fromStart = Math.abs(list.scrollLeft);
      const start = fromStart > 1;
      const end = fromStart + list.clientWidth < list.scrollWidth - 1;
      setOverflow((previous) =>
        previous.start === start && previous.end === end ? previous : { start, end },
      );
    };
    list.addEventListener('scroll', update, { passive: true });
    // The observer reports the list's first size once it has been laid out for the paint, so the first
    // reading costs nothing; reading it here, in React's commit, forced the page's first layout (ADR 071).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer === null) update();
    observer?.observe(list);
    for (const tab of Array.from(list.children)) observer?.observe(tab);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [listRef, itemKey]);
  return overflow;
}

/**
 * Scrolls the list (only the list: never the page) so the selected tab is whole and clear of the
 * overflow cue. Arrow keys already bring the focused tab into view as the browser focuses it; this
 * covers a selection that comes without focus — a route opened on its last tab, a click on a tab
 * half under the cue.
 */
function useRevealSelected(listRef: RefObject<HTMLDivElement | null>, selected: string | undefined) {
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const frame = requestAnimationFrame(() => {
      const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (tab === null) return;
      const padding = Number.parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
      const box = list.getBoundingClientRect();
      const rect = tab.getBoundingClientRect();
      if (rect.left < box.left + padding) list.scrollLeft -= box.left + padding - rect.left;
      else if (rect.right > box.right - padding) list.scrollLeft += rect.right - (box.right - padding);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [listRef, selected]);
}
