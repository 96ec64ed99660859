import {
  Menu as AriakitMenu,
  MenuButton,
  MenuGroup as AriakitMenuGroup,
  MenuGroupLabel,
  MenuItem as AriakitMenuItem,
  MenuProvider,
  MenuSeparator as AriakitMenuSeparator,
  type MenuProviderProps,
} from '@ariakit/react';
import type { ReactElement, ReactNode } from 'react';
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
  placement?: MenuProviderProps['placement'];
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class on the menu popover, merged last. */
  className?: string;
}

/**
 * A menu of actions or links behind a button (Ariakit Menu: arrow keys, typeahead, Escape, focus return).
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
  return (
    <MenuProvider placement={placement} open={open} defaultOpen={defaultOpen} setOpen={onOpenChange}>
      <MenuButton render={trigger} />
      <AriakitMenu gutter={4} unmountOnHide className={[styles.menu, className].filter(Boolean).join(' ')}>
        {children}
      </AriakitMenu>
    </MenuProvider>
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
