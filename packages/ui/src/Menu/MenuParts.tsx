import {
  Menu as AriakitMenu,
  MenuGroup as AriakitMenuGroup,
  MenuGroupLabel,
  MenuItem as AriakitMenuItem,
  MenuSeparator as AriakitMenuSeparator,
  useMenuStore,
  type MenuStore,
  type MenuStoreProps,
} from '@ariakit/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { useLinkComponent } from '../UiProvider/LinkContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import type { MenuGroupProps, MenuItemProps, MenuLinkItemProps } from './Menu.tsx';

/**
 * The Ariakit half of the kit `Menu`, loaded the first time a menu opens (ADR 080): its popover and
 * store, and the items' Ariakit implementations. `Menu.tsx` keeps the trigger, the props, the class
 * names and the stylesheet, so a page that only shows a closed menu loads none of Ariakit's menu,
 * composite or popover code.
 */

/** Which item a menu focuses when it opens: its first, its last, or the menu itself (a pointer's click). */
export type InitialFocus = 'first' | 'last' | 'container';

/** Props of {@link MenuPopover}. */
export interface MenuPopoverProps {
  /** Gets the store once it exists, and `null` when the popover goes. */
  onStore: (store: MenuStore | null) => void;
  getTrigger: () => HTMLElement | null;
  /** The opening asked for before the popover existed (it opens with that focus), taken once. */
  takePendingOpen: () => InitialFocus | null;
  id: string;
  placement: MenuStoreProps['placement'];
  open: boolean | undefined;
  defaultOpen: boolean | undefined;
  setOpen: (open: boolean) => void;
  className: string;
  children: ReactNode;
}

/** The menu itself and its store, mounted when the menu first opens (or from the start when open). */
export function MenuPopover({
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
}: MenuPopoverProps) {
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
    <AriakitMenu store={store} id={id} gutter={4} unmountOnHide className={className}>
      {children}
    </AriakitMenu>
  );
}

/** The Ariakit `MenuItem` of the kit's; `className` already carries the kit's classes. */
export function MenuItem({ children, icon, disabled, onSelect, className }: MenuItemProps) {
  return (
    <AriakitMenuItem disabled={disabled} accessibleWhenDisabled onClick={onSelect} className={className}>
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
    </AriakitMenuItem>
  );
}

/** The Ariakit `MenuLinkItem` of the kit's; `className` already carries the kit's classes. */
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
      className={className}
    >
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
      {external ? <VisuallyHidden>{t('kit.shell.opensInNewTab')}</VisuallyHidden> : null}
    </AriakitMenuItem>
  );
}

/** The Ariakit `MenuSeparator` of the kit's. */
export function MenuSeparator({ className }: { className: string }) {
  return <AriakitMenuSeparator className={className} />;
}

/** The Ariakit `MenuGroup` of the kit's, labelled by its visible label. */
export function MenuGroup({ label, children, labelClassName }: MenuGroupProps & { labelClassName: string }) {
  return (
    <AriakitMenuGroup>
      <MenuGroupLabel className={labelClassName}>{label}</MenuGroupLabel>
      {children}
    </AriakitMenuGroup>
  );
}
