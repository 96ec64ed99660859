import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useFormat } from '../i18n/useFormat.ts';
import { rovingIndex } from '../roving/roving.ts';
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
 * Tabs (WAI-ARIA's tabs pattern with automatic activation: one tab stop, the selected tab; the arrow keys
 * move between tabs and wrap around, Home and End go to the first and the last, and the tab moved to is
 * selected; PageUp and PageDown are left to scroll the page; a disabled tab takes the focus but is never
 * selected). In route mode (`href` on the items) each tab renders the app's link component, the selected
 * one with `aria-current="page"`, and `children` is the routed content; a tab the keys move to follows its
 * link, so the route (and with it `selectedId`) follows the keyboard as it follows a click.
 *
 * The kit's own elements, not Ariakit's tab store (ADR 077): its tabs registered in the store at mount and
 * on every commit of new data, which set state inside React's commit and re-rendered there (ADR 075).
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
  // The tab selected last by the user; it counts while the selection is not controlled (`selectedId`).
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = selectedId ?? picked ?? current;
  // The tab that has the focus, while one has: it differs from the selected one on a disabled tab.
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const selectedIndex = items.findIndex((item) => item.id === selected);
  const focusedIndex = items.findIndex((item) => item.id === focused);
  // The one tab stop (roving tabindex): the focused tab while the list has the focus, so Tab leaves the
  // list from a disabled tab too (rather than stopping on the selected tab after it); otherwise the selected
  // tab, where the focus enters the list (WAI-ARIA), or the first when the selection names no tab.
  const tabStop = focusedIndex !== -1 ? focusedIndex : selectedIndex === -1 ? 0 : selectedIndex;
  useRevealSelected(listRef, selected);
  useFocusFollowsSelection(listRef, selected);

  /** The user picked an enabled tab, by a click or a key. */
  const pick = (id: string) => {
    if (id === selected) return;
    setPicked(id);
    onSelectedIdChange?.(id);
  };

  /**
   * A key moved to the tab at `index` (from a tab or from the panel): it takes the focus and, unless
   * disabled, is selected. In route mode the tab follows its link instead (ADR 072): the kit knows no
   * router, only the app's link component, so it clicks the anchor the tab is, which a router link turns
   * into its navigation and a plain anchor into a page load; the click reaches `onTabClick`, which reports
   * the pick, so nothing is reported twice. The current page's tab is not clicked (read from the DOM,
   * which is what the user sees, rather than from a prop that may be a render behind).
   */
  const moveTo = (index: number) => {
    const item = items[index];
    const tab = listRef.current?.querySelectorAll<HTMLElement>(':scope > [role="tab"]')[index];
    if (item === undefined || tab === undefined) return;
    tab.focus();
    if (item.disabled === true) return;
    if (!routeMode) pick(item.id);
    else if (tab.getAttribute('aria-current') !== 'page') tab.click();
  };

  /** Arrow keys, Home and End on a tab (or the panel, from the selected tab); other keys are left alone. */
  const onMoveKey = (event: KeyboardEvent<HTMLElement>, from: number) => {
    if (event.target !== event.currentTarget) return;
    const next = rovingIndex(event, from, items.length);
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const onTabClick = (event: MouseEvent<HTMLElement>, item: TabItem) => {
    // A disabled tab opens nothing: the click is stopped before a link hears of it.
    if (item.disabled === true) {
      event.preventDefault();
      return;
    }
    pick(item.id);
  };

  return (
    <div className={[styles.root, fill ? styles.fill : null, className].filter(Boolean).join(' ')}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-overflow-start={overflow.start || undefined}
        data-overflow-end={overflow.end || undefined}
        className={[styles.list, fitted ? styles.fitted : null].filter(Boolean).join(' ')}
        onBlur={(event) => {
          // The focus left the list: the tab stop goes back to the selected tab.
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined);
        }}
      >
        {items.map((item, index) => {
          const content = (
            <>
              {item.label}
              {item.count !== undefined ? (
                <>
                  {/* The badge is drawn for the eye; the count is read with the tab's name, "Open (4)". */}
                  <VisuallyHidden> {t('kit.tabs.count', { count: formatNumber(item.count) })}</VisuallyHidden>
                  <Badge count={item.count} tone="neutral" showZero />
                </>
              ) : null}
            </>
          );
          const tabProps = {
            role: 'tab',
            id: domId(item.id),
            'aria-selected': item.id === selected,
            // The route's single panel belongs to the current tab only.
            'aria-controls': routeMode
              ? item.id === current
                ? panelId(item.id)
                : undefined
              : panelId(item.id),
            // A disabled tab stays focusable: the arrow keys stop on it, so it is found and read as
            // unavailable (WAI-ARIA's focusability of disabled controls), but it is never selected or opened.
            'aria-disabled': item.disabled === true ? true : undefined,
            tabIndex: index === tabStop ? 0 : -1,
            className: styles.tab,
            onFocus: () => {
              setFocused(item.id);
            },
            onClick: (event: MouseEvent<HTMLElement>) => {
              onTabClick(event, item);
            },
          } as const;
          return item.href !== undefined ? (
            <Link
              key={item.id}
              href={item.href}
              aria-current={item.id === current ? 'page' : undefined}
              {...tabProps}
              onKeyDown={(event) => {
                // Space activates a tab (WAI-ARIA); an anchor only answers Enter by itself.
                if (event.key === ' ' && event.target === event.currentTarget) {
                  event.preventDefault();
                  event.currentTarget.click();
                  return;
                }
                onMoveKey(event, index);
              }}
            >
              {content}
            </Link>
          ) : (
            <button
              key={item.id}
              type="button"
              {...tabProps}
              onKeyDown={(event) => {
                onMoveKey(event, index);
              }}
            >
              {content}
            </button>
          );
        })}
      </div>
      {routeMode ? (
        <TabsPanel
          id={panelId(current)}
          tabId={domId(current)}
          shown
          onKeyDown={(event) => {
            onMoveKey(event, selectedIndex === -1 ? 0 : selectedIndex);
          }}
        >
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
            onKeyDown={(event) => {
              onMoveKey(event, selectedIndex === -1 ? 0 : selectedIndex);
            }}
          >
            {item.content}
          </TabsPanel>
        ))
      )}
    </div>
  );
}

/**
 * Moves the focus to the selected tab when the selection changes while another tab of the list has it,
 * e.g. the browser's Back while a route tab is focused (as Ariakit's tab store did): the focus stays on
 * the tab stop. A focus call in an effect that runs on a change only; nothing is set at mount.
 */
function useFocusFollowsSelection(listRef: RefObject<HTMLDivElement | null>, selected: string | undefined) {
  const previous = useRef(selected);
  useEffect(() => {
    if (previous.current === selected) return;
    previous.current = selected;
    const list = listRef.current;
    const focused = document.activeElement;
    if (list === null || !(focused instanceof HTMLElement) || focused.parentElement !== list) return;
    const tab = list.querySelector<HTMLElement>(':scope > [role="tab"][aria-selected="true"]');
    if (tab !== null && tab !== focused && tab.getAttribute('aria-disabled') !== 'true') tab.focus();
  }, [listRef, selected]);
}

/** Props of {@link TabsPanel}. */
interface TabsPanelProps {
  id: string | undefined;
  /** The DOM id of the tab that names and controls the panel. */
  tabId: string | undefined;
  shown: boolean;
  keepMounted?: boolean;
  /** Keys pressed on the panel itself (the tabs' arrow keys, Home and End). */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * What can take the focus by Tab: links, enabled form controls, elements given a tab stop, editable
 * content. A selector, not a walk that asks each candidate for its computed style (Ariakit's
 * `getFirstTabbableIn` does, to skip hidden ones): on the dashboard that check read the style of the
 * whole page, one task of 98–124 ms on a phone (4× CPU). Hidden tabbable content in a panel is rare, and
 * counting it costs little: such a panel just is not a tab stop of its own, as one with a control is not.
 */
const tabbable = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

/**
 * A tab panel (ADR 071): `role="tabpanel"`, named by its tab, hidden when not selected (unmounted unless
 * `keepMounted`). A panel with nothing tabbable in it is focusable itself (WAI-ARIA's tabs pattern), and
 * arrow keys on the focused panel move between tabs. Whether it holds something tabbable is checked with a
 * selector (see `tabbable`), which reads no layout or style, in the commit that shows the panel and again
 * when its content changes. It used to wait for the paint (a frame, then a task), and a Tab pressed before
 * that stopped on the panel instead of its first control.
 */
function TabsPanel({ id, tabId, shown, keepMounted = false, onKeyDown, children }: TabsPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Whether the panel is a tab stop of its own is kept on the element, not in React state: the check is a
  // selector (no style read), cheap enough to run in the commit that shows the panel, so the panel is right
  // before the first Tab press, and setting an attribute re-renders nothing (ADR 075). Content that changes
  // later (a list arriving under a spinner) is watched, so a panel that gains a control stops being a stop.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (panel === null || !shown) return;
    const update = () => {
      const stop = panel.querySelector(tabbable) === null;
      if (stop && panel.tabIndex !== 0) panel.tabIndex = 0;
      else if (!stop && panel.hasAttribute('tabindex')) panel.removeAttribute('tabindex');
    };
    update();
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    observer?.observe(panel, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'href', 'contenteditable', 'type', 'controls'],
    });
    return () => {
      observer?.disconnect();
    };
  }, [shown, tabId]);
  return (
    // A panel with nothing to tab to is itself focusable (WAI-ARIA's tabs pattern); its arrow keys are the tabs'.
    // Its `tabindex` is set by the effect above, never by React (a prop would undo the effect on each render).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
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
