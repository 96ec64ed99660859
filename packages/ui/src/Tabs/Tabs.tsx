import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
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
  /** A count shown as a badge after the label (e.g. filter counts). */
  count?: number;
  /** @default false */
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
  /** Called when the user picks another tab (route mode: the link navigates as well). */
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
 * Tabs (Ariakit Tab: arrow keys move between tabs, Home/End, automatic activation). In route mode
 * (`href` on the items) each tab renders the app's link component, the selected one with
 * `aria-current="page"`, and `children` is the routed content.
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
  // Item ids are the caller's (e.g. 'views'); DOM ids get a per-instance prefix so two tab sets
  // on one page (or an element with the same id) never collide.
  const prefix = useId();
  const domId = (id: string | undefined) => (id === undefined ? undefined : `${prefix}-${id}`);
  const routeMode = items.some((item) => item.href !== undefined);
  const current = selectedId ?? defaultSelectedId ?? items[0]?.id;
  return (
    <div className={[styles.root, fill ? styles.fill : null, className].filter(Boolean).join(' ')}>
      <TabProvider
        selectedId={domId(selectedId)}
        defaultSelectedId={domId(defaultSelectedId ?? items[0]?.id)}
        setSelectedId={(id) => {
          if (id != null) onSelectedIdChange?.(id.slice(prefix.length + 1));
        }}
      >
        <TabList
          aria-label={label}
          className={[styles.list, fitted ? styles.fitted : null].filter(Boolean).join(' ')}
        >
          {items.map((item) => (
            <Tab
              key={item.id}
              id={domId(item.id)}
              disabled={item.disabled}
              accessibleWhenDisabled
              className={styles.tab}
              render={
                item.href !== undefined ? (
                  <Link href={item.href} aria-current={item.id === current ? 'page' : undefined} />
                ) : undefined
              }
            >
              {item.label}
              {item.count !== undefined ? <Badge count={item.count} tone="neutral" showZero /> : null}
            </Tab>
          ))}
        </TabList>
        {routeMode ? (
          <TabPanel tabId={domId(current)} className={styles.panel}>
            {children}
          </TabPanel>
        ) : (
          items.map((item) => (
            <TabPanel
              key={item.id}
              tabId={domId(item.id)}
              className={styles.panel}
              unmountOnHide={!keepMounted}
            >
              {item.content}
            </TabPanel>
          ))
        )}
      </TabProvider>
    </div>
  );
}
