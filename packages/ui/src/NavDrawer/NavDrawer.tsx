import { useCallback, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { AppLink } from '../shellMessages/AppLink.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './NavDrawer.css.ts';

/** One entry of the {@link NavDrawer}: a link, an external link, or an action. */
export interface NavDrawerItem {
  /** Stable id (also the React key). */
  id: string;
  /** The visible label, also the accessible name when the drawer is collapsed. */
  label: string;
  /** A decorative icon, e.g. `<Icon name="home" />`; it stays visible when collapsed. */
  icon: ReactNode;
  /** Where the item leads (through the app's link component, or a plain anchor when `external`). */
  href?: string;
  /** Opens `href` in a new tab (e.g. Support → the help desk). @default false */
  external?: boolean;
  /** Makes the item an action button instead of a link (e.g. Logout). */
  onSelect?: () => void;
  /** A count shown as a badge; nothing shows for `0` or `undefined`. */
  badge?: number;
  /** Accessible wording of the badge. @default '{count} new' (kit catalog) */
  badgeLabel?: string;
  /** The page the user is on: rendered with `aria-current="page"`. @default false */
  current?: boolean;
}

/** A group of items, with an optional heading (e.g. 'Manage Freight'). */
export interface NavDrawerGroup {
  /** Stable id (also the React key). */
  id: string;
  /** The group's heading; ungrouped items (Dashboard, Load Board) have none. */
  heading?: string;
  /** The group's items, in order. */
  items: readonly NavDrawerItem[];
}

/** Props of {@link NavDrawer}. */
export interface NavDrawerProps {
  /** The groups of items, in order. Build them from the domain's `visibleNavItems(user)`. */
  groups: readonly NavDrawerGroup[];
  /** Pinned open (240 px) or collapsed (60 px), controlled. */
  open?: boolean;
  /** Pinned open at first, uncontrolled (a stored state under `storageKey` wins). @default false */
  defaultOpen?: boolean;
  /** Called when the user pins or collapses the drawer. */
  onOpenChange?: (open: boolean) => void;
  /**
   * localStorage key under which the pinned state is remembered across visits (wide screens only,
   * uncontrolled only). No persistence when absent.
   */
  storageKey?: string;
  /**
   * `'rail'`: the wide-screen drawer (collapses, peeks on hover and keyboard focus, hidden below the
   * narrow breakpoint). `'panel'`: always open, for the narrow-screen navigation drawer.
   * @default 'rail'
   */
  variant?: 'rail' | 'panel';
  /** Called after any item is chosen (e.g. to close the narrow-screen drawer). */
  onNavigate?: () => void;
  /** Accessible name of the navigation landmark. @default 'Main navigation' (kit catalog) */
  label?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

function readStored(key: string | undefined): boolean | undefined {
  if (!key || typeof window === 'undefined') return undefined;
  try {
    const value = window.localStorage.getItem(key);
    return value === 'open' ? true : value === 'closed' ? false : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(key: string | undefined, open: boolean): void {
  if (!key) return;
  try {
    window.localStorage.setItem(key, open ? 'open' : 'closed');
  } catch {
    // Storage may be unavailable (private mode, quota): the state is then not remembered.
  }
}

function NavEntry({ item, onNavigate }: { item: NavDrawerItem; onNavigate: (() => void) | undefined }) {
  const { t } = useI18n();
  const badge =
    item.badge !== undefined && item.badge > 0 ? (
      <>
        <Badge count={item.badge} className={styles.badge} />
        <VisuallyHidden>{item.badgeLabel ?? t('kit.shell.badgeCount', { count: item.badge })}</VisuallyHidden>
      </>
    ) : null;
  const content = (
    <>
      <span className={styles.icon}>{item.icon}</span>
      <span className={styles.label}>{item.label}</span>
      {item.external ? <VisuallyHidden>{t('kit.shell.opensInNewTab')}</VisuallyHidden> : null}
      {badge}
    </>
  );
  if (item.onSelect || item.href === undefined) {
    return (
      <button
        type="button"
        className={styles.item}
        onClick={() => {
          item.onSelect?.();
          onNavigate?.();
        }}
      >
        {content}
      </button>
    );
  }
  if (item.external) {
    return (
      <a
        className={styles.item}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {content}
      </a>
    );
  }
  return (
    <AppLink
      className={styles.item}
      href={item.href}
      aria-current={item.current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </AppLink>
  );
}

/**
 * The left navigation drawer of spec 1 §2: 240 px pinned open, 60 px collapsed (domain constants).
 * A toggle button (`aria-expanded`) pins it open or collapses it; while collapsed it peeks open
 * over the content on hover and while the keyboard is inside it. Items are grouped under headings,
 * carry icons and count badges, mark the current page with `aria-current="page"` (through the app's
 * link component), and may open an external page in a new tab or run an action (Logout).
 * The pinned state is remembered under `storageKey`. Below the narrow-screen breakpoint the rail
 * hides; `AppShell` shows the `'panel'` variant in a drawer opened from the top bar instead.
 *
 * @example
 * <NavDrawer
 *   storageKey="fk.nav.open"
 *   groups={[{ id: 'top', items: [{ id: 'dashboard', label: 'Dashboard', icon: <Icon name="home" />, href: '/dashboard', current: true }] },
 *            { id: 'financials', heading: 'Financials', items: [{ id: 'accounting', label: 'Accounting', icon: …, href: '/accounting', badge: 4 }] }]}
 * />
 */
export function NavDrawer({
  groups,
  open,
  defaultOpen = false,
  onOpenChange,
  storageKey,
  variant = 'rail',
  onNavigate,
  label,
  className,
}: NavDrawerProps) {
  const { t } = useI18n();
  const id = useId();
  const rail = variant === 'rail';
  const [innerOpen, setInnerOpen] = useState(() => readStored(rail ? storageKey : undefined) ?? defaultOpen);
  const pinned = rail ? (open ?? innerOpen) : true;
  // Peeking: the pointer is over the rail, or keyboard focus is on one of its items. Not on the
  // toggle, so collapsing from the keyboard shows at once; not after a click on an item, or a
  // clicked item would hold the drawer open once the pointer has left.
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const pointerPressed = useRef(false);
  const itemsRef = useRef<HTMLUListElement>(null);
  const peeking = rail && !pinned && (hovered || keyboardInside);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setKeyboardInside(!pointerPressed.current && (itemsRef.current?.contains(event.target) ?? false));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };

  const toggle = useCallback(() => {
    const next = !pinned;
    if (open === undefined) setInnerOpen(next);
    writeStored(storageKey, next);
    onOpenChange?.(next);
  }, [pinned, open, storageKey, onOpenChange]);

  return (
    // The listeners only observe the pointer and focus inside the landmark to peek; the items and the
    // toggle inside are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      aria-label={label ?? t('kit.shell.mainNavigation')}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-open={pinned || undefined}
      data-peek={peeking || undefined}
      data-hide-on-narrow={rail || undefined}
      onPointerEnter={() => {
        setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
        pointerPressed.current = false; // a press dragged out ends here
      }}
      // A press focuses its target between pointerdown and pointerup: that focus is not the keyboard's.
      onPointerDown={() => {
        pointerPressed.current = true;
      }}
      onPointerUp={() => {
        pointerPressed.current = false;
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.panel}>
        {rail ? (
          <div className={styles.toggleRow}>
            <IconButton
              label={t('kit.shell.navigationToggle')}
              tooltip={false}
              aria-expanded={pinned}
              icon={<Icon name="chevronRight" className={styles.toggleIcon} />}
              onClick={toggle}
            />
          </div>
        ) : null}
        <ul ref={itemsRef} className={styles.groups}>
          {groups.map((group) => {
            const headingId = `${id}-${group.id}`;
            return (
              <li key={group.id} className={styles.group}>
                {group.heading ? (
                  <h2 id={headingId} className={styles.heading}>
                    {group.heading}
                  </h2>
                ) : null}
                <ul className={styles.list} aria-labelledby={group.heading ? headingId : undefined}>
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <NavEntry item={item} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
