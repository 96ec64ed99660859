import type { MenuStore, MenuStoreProps } from '@ariakit/react';
import { useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { isDevelopment } from '../devWarnings/isDevelopment.ts';
import type { IconName } from '../Icon/icons.tsx';
import { onDemand, useOnDemand } from '../onDemand/onDemand.ts';
import * as styles from './Menu.css.ts';
import type { InitialFocus } from './MenuParts.tsx';
import { MergedTrigger } from '../trigger/MergedTrigger.tsx';

/**
 * The menu's Ariakit half (popover, store, items), loaded the first time a menu opens (ADR 080). The
 * stylesheet stays with this module, so the menu's place in the cascade is the one it always had.
 */
const menuParts = onDemand(() => import('./MenuParts.tsx'));

/** Joins the class names that are set. */
const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Props of {@link Menu}. */
export interface MenuProps {
  /**
   * The button that opens the menu: a kit `Button` or `IconButton` (its name names the menu).
   * @example trigger={<IconButton icon="user" label={t('topBar.userMenu')} />}
   */
  trigger: ReactElement;
  /** The items: `MenuItem`, `MenuLinkItem`, `MenuSeparator`, `MenuGroup`. */
  children: ReactNode;
  /** Where the menu opens relative to the trigger. @default 'bottom-end' */
  placement?: MenuStoreProps['placement'];
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class on the menu popover, merged last. */
  className?: string;
}

/** The item an arrow key opens the menu on, for a menu placed on that side (Ariakit's `MenuButton`). */
function arrowFocus(key: string, placement: string): InitialFocus | null {
  const side = placement.split('-')[0];
  if (key === 'ArrowDown' && (side === 'bottom' || side === 'top')) return 'first';
  if (key === 'ArrowUp' && (side === 'bottom' || side === 'top')) return 'last';
  if (key === 'ArrowRight' && side === 'right') return 'first';
  if (key === 'ArrowLeft' && side === 'left') return 'first';
  return null;
}

/**
 * A menu of actions or links behind a button (Ariakit Menu: arrow keys, typeahead, Escape, focus return).
 *
 * The trigger is the given element with the menu button's behaviour of Ariakit's `MenuButton` (click,
 * Enter or Space open it, on its first item from the keyboard; ArrowDown and ArrowUp open it on the
 * first or last item; `aria-haspopup`, `aria-expanded`, `aria-controls`), and the menu's Ariakit store
 * is created the first time it opens: a closed menu costs a button. A store per closed menu (the
 * user menu on every page) set state while mounting, inside the first page's commit (ADR 075). Ariakit
 * itself loads then too (`MenuParts.tsx`, ADR 080): hovering or focusing the trigger starts the load, an
 * opening asked for before it arrived happens when it does, with the same initial focus.
 *
 * @example
 * <Menu trigger={<IconButton icon="user" label="User Menu" />}>
 *   <MenuLinkItem href="/profile">My Profile</MenuLinkItem>
 *   <MenuSeparator />
 *   <MenuItem onSelect={logout}>Logout</MenuItem>
 * </Menu>
 */
export function Menu({
  trigger,
  children,
  placement = 'bottom-end',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: MenuProps) {
  // A controlled or initially open menu has its store (and so its part) from the start.
  const [mounted, setMounted] = useState(open !== undefined || defaultOpen === true);
  const parts = useOnDemand(menuParts, mounted);
  const [expanded, setExpanded] = useState(defaultOpen ?? false);
  const store = useRef<MenuStore | null>(null);
  const triggerElement = useRef<HTMLElement | null>(null);
  // How the menu opens once its store exists (the action that created it).
  const pendingOpen = useRef<InitialFocus | null>(null);
  const triggerId = useId();
  const menuId = useId();
  const isOpen = open ?? expanded;

  const openOn = (initialFocus: InitialFocus) => {
    const current = store.current;
    if (!current) {
      // The popover opens with this focus when it mounts, which waits for its part the first time.
      pendingOpen.current = initialFocus;
      if (menuParts.current()) {
        setMounted(true);
        return;
      }
      menuParts.load().then(
        () => {
          setMounted(true);
        },
        (cause: unknown) => {
          // Offline: the menu stays closed; the next click tries again.
          pendingOpen.current = null;
          console.warn('FreightKit UI: a part of the kit failed to load.', cause);
        },
      );
      return;
    }
    current.setDisclosureElement(triggerElement.current);
    current.setAutoFocusOnShow(true);
    current.setInitialFocus(initialFocus);
    current.show();
  };

  return (
    <>
      {/* Merged into the trigger as Ariakit's MenuButton (and its Role) did: the trigger's own handlers
          run first, its own id and attributes win, and both refs get the element. */}
      <MergedTrigger
        render={trigger}
        ref={triggerElement}
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        // Intent to open: the part usually arrives before the click.
        onPointerEnter={() => {
          menuParts.warm();
        }}
        onFocus={(event) => {
          menuParts.warm();
          if (event.defaultPrevented) return;
          store.current?.setAutoFocusOnShow(false);
          store.current?.setActiveId(null);
        }}
        onClick={(event) => {
          if (event.defaultPrevented) return;
          // Enter and Space click with `detail` 0: open on the first item; a pointer opens on the menu.
          if (isOpen) store.current?.hide();
          else openOn(event.detail === 0 ? 'first' : 'container');
        }}
        onKeyDown={(event) => {
          if (event.defaultPrevented) return;
          const initialFocus = arrowFocus(event.key, placement);
          if (!initialFocus) return;
          event.preventDefault();
          const current = store.current;
          if (isOpen && current) current.move(initialFocus === 'last' ? current.last() : current.first());
          else openOn(initialFocus);
        }}
      />
      {mounted && parts ? (
        <parts.MenuPopover
          onStore={(created) => {
            store.current = created;
          }}
          getTrigger={() => triggerElement.current}
          takePendingOpen={() => {
            const initialFocus = pendingOpen.current;
            pendingOpen.current = null;
            return initialFocus;
          }}
          id={menuId}
          placement={placement}
          open={open}
          defaultOpen={defaultOpen}
          setOpen={(next) => {
            setExpanded(next);
            onOpenChange?.(next);
          }}
          className={classNames(styles.menu, className)}
        >
          {children}
        </parts.MenuPopover>
      ) : null}
    </>
  );
}

/**
 * The loaded part for an item. Items render only inside an open menu, whose popover mounts only once
 * the part has arrived, so it is there; outside a `Menu` nothing renders (and development says why).
 */
function itemParts(name: string) {
  const parts = menuParts.current();
  if (!parts && isDevelopment()) console.error(`${name}: render it inside a <Menu>.`);
  return parts;
}

/** Props shared by menu items. */
interface ItemBaseProps {
  /** The item's text. */
  children: ReactNode;
  /** A kit icon before the text. */
  icon?: IconName;
  /** Disabled items stay focusable but do nothing. @default false */
  disabled?: boolean;
  /** Extra class on the item, merged last. */
  className?: string;
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends ItemBaseProps {
  /** Called when chosen by click, Enter or Space; the menu then closes. */
  onSelect?: () => void;
  /** `critical` for destructive actions (e.g. Delete). @default 'neutral' */
  tone?: 'neutral' | 'critical';
}

/** An action in a {@link Menu}. */
export function MenuItem({ tone = 'neutral', className, ...props }: MenuItemProps) {
  const parts = itemParts('MenuItem');
  if (!parts) return null;
  return (
    <parts.MenuItem
      {...props}
      className={classNames(styles.item, tone === 'critical' && styles.critical, className)}
    />
  );
}

/** Props of {@link MenuLinkItem}. */
export interface MenuLinkItemProps extends ItemBaseProps {
  /** Where the link goes; rendered with the app's link component. */
  href: string;
  /** Marks the link as the current page (`aria-current="page"`). @default false */
  current?: boolean;
  /**
   * A page outside the app (e.g. API Documentation): a plain anchor that opens in a new tab, with
   * '(opens in a new tab)' for screen readers. @default false
   */
  external?: boolean;
}

/**
 * A navigation link in a {@link Menu}, rendered with the link component given to `UiProvider`; an
 * `external` one is a plain anchor opening a new tab, which it says to screen readers.
 */
export function MenuLinkItem({ className, ...props }: MenuLinkItemProps) {
  const parts = itemParts('MenuLinkItem');
  if (!parts) return null;
  return <parts.MenuLinkItem {...props} className={classNames(styles.item, className)} />;
}

/** A line between groups of items. */
export function MenuSeparator() {
  const parts = itemParts('MenuSeparator');
  if (!parts) return null;
  return <parts.MenuSeparator className={styles.separator} />;
}

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps {
  /** The group's visible label. */
  label: string;
  /** The group's items. */
  children: ReactNode;
}

/** A labelled group of items. */
export function MenuGroup(props: MenuGroupProps) {
  const parts = itemParts('MenuGroup');
  if (!parts) return null;
  return <parts.MenuGroup {...props} labelClassName={styles.groupLabel} />;
}
