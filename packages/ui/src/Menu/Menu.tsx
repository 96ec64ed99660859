import {
  Menu as AriakitMenu,
  MenuGroup as AriakitMenuGroup,
  MenuGroupLabel,
  MenuItem as AriakitMenuItem,
  MenuSeparator as AriakitMenuSeparator,
  Role,
  useMenuStore,
  type MenuStore,
  type MenuStoreProps,
} from '@ariakit/react';
import { useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useLinkComponent } from '../UiProvider/LinkContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Menu.css.ts';

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

/** Which item a menu focuses when it opens: its first, its last, or the menu itself (a pointer's click). */
type InitialFocus = 'first' | 'last' | 'container';

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
 * user menu on every page) set state while mounting, inside the first page's commit (ADR 075).
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
  // A controlled or initially open menu has its store from the start.
  const [mounted, setMounted] = useState(open !== undefined || defaultOpen === true);
  const [expanded, setExpanded] = useState(defaultOpen ?? false);
  const store = useRef<MenuStore | null>(null);
  const triggerElement = useRef<HTMLButtonElement | null>(null);
  // How the menu opens once its store exists (the action that created it).
  const pendingOpen = useRef<InitialFocus | null>(null);
  const triggerId = useId();
  const menuId = useId();
  const isOpen = open ?? expanded;

  const openOn = (initialFocus: InitialFocus) => {
    const current = store.current;
    if (!current) {
      pendingOpen.current = initialFocus;
      setMounted(true);
      return;
    }
    current.setDisclosureElement(triggerElement.current);
    current.setAutoFocusOnShow(true);
    current.setInitialFocus(initialFocus);
    current.show();
  };

  return (
    <>
      {/* Ariakit's Role merges these into the trigger as MenuButton did: the trigger's own handlers run
          first, its own id and attributes win, and both refs get the element. */}
      <Role.button
        render={trigger}
        ref={triggerElement}
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onFocus={(event) => {
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
      {mounted ? (
        <MenuPopover
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
          className={className}
        >
          {children}
        </MenuPopover>
      ) : null}
    </>
  );
}

/** The menu itself and its store, mounted when the menu first opens (or from the start when open). */
function MenuPopover({
  onStore,
  getTrigger,
  takePendingOpen,
  id,
  placement,
  open,
  defaultOpen,
  setOpen,
  className,
  children,
}: {
  onStore: (store: MenuStore | null) => void;
  getTrigger: () => HTMLElement | null;
  takePendingOpen: () => InitialFocus | null;
  id: string;
  placement: MenuStoreProps['placement'];
  open: boolean | undefined;
  defaultOpen: boolean | undefined;
  setOpen: (open: boolean) => void;
  className: string | undefined;
  children: ReactNode;
}) {
  const store = useMenuStore({ placement, open, defaultOpen, setOpen });
  useLayoutEffect(() => {
    onStore(store);
    const trigger = getTrigger();
    store.setDisclosureElement(trigger);
    store.setAnchorElement(trigger);
    const initialFocus = takePendingOpen();
    if (initialFocus) {
      store.setAutoFocusOnShow(true);
      store.setInitialFocus(initialFocus);
      store.show();
    }
    return () => {
      onStore(null);
    };
    // Once per store: the callbacks are new on each render of the menu but read the same refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return (
    <AriakitMenu
      store={store}
      id={id}
      gutter={4}
      unmountOnHide
      className={[styles.menu, className].filter(Boolean).join(' ')}
    >
      {children}
    </AriakitMenu>
  );
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
export function MenuItem({ children, icon, disabled, onSelect, tone = 'neutral', className }: MenuItemProps) {
  return (
    <AriakitMenuItem
      disabled={disabled}
      accessibleWhenDisabled
      onClick={onSelect}
      className={[styles.item, tone === 'critical' ? styles.critical : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
    </AriakitMenuItem>
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
export function MenuLinkItem({
  children,
  icon,
  disabled,
  href,
  current,
  external,
  className,
}: MenuLinkItemProps) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  return (
    <AriakitMenuItem
      disabled={disabled}
      accessibleWhenDisabled
      render={
        external ? (
          // Not an app route: the app's (router) link component would resolve it against the app.
          // Ariakit renders the item's children into it.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          <a href={href} target="_blank" rel="noopener noreferrer" />
        ) : (
          // The link component is injected once by UiProvider and stable for the app's lifetime; the
          // compiler rule cannot know a context value is not created during render.
          // eslint-disable-next-line react-hooks/static-components
          <Link href={href} aria-current={current ? 'page' : undefined} />
        )
      }
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
      {external ? <VisuallyHidden>{t('kit.shell.opensInNewTab')}</VisuallyHidden> : null}
    </AriakitMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <AriakitMenuSeparator className={styles.separator} />;
}

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps {
  /** The group's visible label. */
  label: string;
  /** The group's items. */
  children: ReactNode;
}

/** A labelled group of items. */
export function MenuGroup({ label, children }: MenuGroupProps) {
  return (
    <AriakitMenuGroup>
      <MenuGroupLabel className={styles.groupLabel}>{label}</MenuGroupLabel>
      {children}
    </AriakitMenuGroup>
  );
}
