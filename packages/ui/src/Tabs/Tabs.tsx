import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import type { ReactNode } from 'react';
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
  className,
}: TabsProps) {
  const Link = useLinkComponent();
  const routeMode = items.some((item) => item.href !== undefined);
  const current = selectedId ?? defaultSelectedId ?? items[0]?.id;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <TabProvider
        selectedId={selectedId}
        defaultSelectedId={defaultSelectedId ?? items[0]?.id}
        setSelectedId={(id) => {
          if (id != null) onSelectedIdChange?.(id);
        }}
      >
        <TabList
          aria-label={label}
          className={[styles.list, fitted ? styles.fitted : null].filter(Boolean).join(' ')}
        >
          {items.map((item) => (
            <Tab
              key={item.id}
              id={item.id}
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
          <TabPanel tabId={current} className={styles.panel}>
            {children}
          </TabPanel>
        ) : (
          items.map((item) => (
            <TabPanel key={item.id} tabId={item.id} className={styles.panel} unmountOnHide>
              {item.content}
            </TabPanel>
          ))
        )}
      </TabProvider>
    </div>
  );
}
