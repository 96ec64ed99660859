import { type ReactNode } from 'react';
import { useAppShell } from '../AppShell/AppShellContext.ts';
import { useNarrowScreen } from '../AppShell/useNarrowScreen.ts';
import { Drawer } from '../Drawer/Drawer.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Menu, MenuItem, MenuLinkItem } from '../Menu/Menu.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './TopBar.css.ts';

/**
 * One entry of the user menu: a link (`href`), an external link opening a new tab (`href` with
 * `target: '_blank'`, e.g. API Documentation) or an action (`onSelect`).
 */
export interface TopBarMenuItem {
  /** Stable id (also the React key). */
  id: string;
  /** The entry's label, e.g. 'My Profile'. */
  label: string;
  /** Where the entry leads, through the app's link component (a plain anchor with `target: '_blank'`). */
  href?: string;
  /**
   * `_blank`: `href` is a page outside the app, opened in a new tab; screen readers also hear
   * '(opens in a new tab)'. @default '_self'
   */
  target?: '_self' | '_blank';
  /** An action instead of a link (e.g. Logout). */
  onSelect?: () => void;
  /**
   * The language the label is written in when it differs from the page's (a language picker's
   * 'Español' in an English page), so screen readers pronounce it in that language.
   */
  lang?: string;
}

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The screen's title (spec 1 §2: Load Board, Available Freight, … or the first path segment). */
  title: string;
  /**
   * The global shipment search field. On narrow screens it moves into a top drawer titled
   * 'Search By Shipment #', opened by a search icon button.
   */
  search?: ReactNode;
  /** The narrow-screen search button's name. @default 'Search' */
  searchLabel?: string;
  /**
   * Narrow screens: whether the search drawer is open (controlled), e.g. to close it once the
   * search has taken the user elsewhere. Leave unset for the drawer to manage itself.
   */
  searchOpen?: boolean;
  /** Called when the search drawer opens or closes (search button, close button, Escape). */
  onSearchOpenChange?: (open: boolean) => void;
  /** Extra actions before the user menu (e.g. the admin's open access-request count). */
  actions?: ReactNode;
  /** The help desk's address: a 'Help Desk' link (new tab), wide screens only. */
  helpDeskHref?: string;
  /** Shows an 'Application Updates' button (wide screens only) that calls this. */
  onApplicationUpdates?: () => void;
  /** The user menu: the button's label (the user's name) and its entries (from the domain's `userMenuItems`). */
  userMenu?: { label: string; items: readonly TopBarMenuItem[] };
  /**
   * Narrow screens: the menu button that opens the navigation drawer calls this. Inside an
   * `AppShell` it defaults to opening the shell's drawer.
   */
  onMenuClick?: () => void;
  /** Force the narrow or wide layout (tests, docs). @default the enclosing AppShell's layout, else the viewport (< 900 px is narrow) */
  narrow?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

function UserMenu({ label, items }: { label: string; items: readonly TopBarMenuItem[] }) {
  const { t } = useI18n();
  return (
    <Menu
      trigger={
        <button
          type="button"
          className={styles.userButton}
          aria-label={t('kit.topBar.userMenuOf', { menu: t('topBar.userMenu'), name: label })}
        >
          <Icon name="user" />
          <span className={styles.userName}>{label}</span>
          <Icon name="chevronDown" size="small" />
        </button>
      }
    >
      {items.map((item) =>
        item.href !== undefined ? (
          <MenuLinkItem key={item.id} href={item.href} external={item.target === '_blank'}>
            {item.label}
          </MenuLinkItem>
        ) : (
          <MenuItem key={item.id} onSelect={item.onSelect}>
            {item.lang === undefined ? item.label : <span lang={item.lang}>{item.label}</span>}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}

function SearchDrawer({
  children,
  label,
  open,
  onOpenChange,
}: {
  children: ReactNode;
  label: string | undefined;
  open: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
}) {
  const { t } = useI18n();
  return (
    <Drawer
      placement="top"
      size="small"
      title={t('search.drawerTitle')}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <IconButton
          label={label ?? t('kit.topBar.search')}
          icon="search"
          tooltip={false}
          aria-haspopup="dialog"
        />
      }
    >
      {children}
    </Drawer>
  );
}

/**
 * The portal's top bar of spec 1 §2, 60 px high: title, global search, actions, Help Desk,
 * Application Updates and the user menu. Below the narrow-screen breakpoint it shows a menu
 * button for the navigation drawer, the search becomes an icon button opening a top drawer
 * ('Search By Shipment #', open state controllable with `searchOpen`/`onSearchOpenChange`), and
 * Help Desk and Application Updates are hidden.
 * It renders a `header` (the banner landmark) and the title as the page's `h1`.
 *
 * @example
 * <TopBar
 *   title="Accounting"
 *   search={<ShipmentSearch onChosen={() => setSearchOpen(false)} />}
 *   searchOpen={searchOpen}
 *   onSearchOpenChange={setSearchOpen}
 *   helpDeskHref={config.helpDeskUrl}
 *   onApplicationUpdates={openUpdates}
 *   userMenu={{ label: 'Dana Carter', items: userMenuItems(user, !narrow).map(toMenuItem) }}
 * />
 */
export function TopBar({
  title,
  search,
  searchLabel,
  searchOpen,
  onSearchOpenChange,
  actions,
  helpDeskHref,
  onApplicationUpdates,
  userMenu,
  onMenuClick,
  narrow: forcedNarrow,
  className,
}: TopBarProps) {
  const { t } = useI18n();
  const shell = useAppShell();
  const viewportNarrow = useNarrowScreen();
  const narrow = forcedNarrow ?? shell?.narrow ?? viewportNarrow;
  const openNavigation = onMenuClick ?? shell?.openNavigation;
  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')} data-narrow={narrow || undefined}>
      {narrow && openNavigation ? (
        <IconButton
          label={t('kit.shell.openNavigation')}
          icon="menu"
          tooltip={false}
          aria-haspopup="dialog"
          aria-expanded={shell?.navigationOpen ?? false}
          onClick={openNavigation}
        />
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {search && !narrow ? <div className={styles.search}>{search}</div> : <div className={styles.spacer} />}
      <div className={styles.actions}>
        {search && narrow ? (
          <SearchDrawer label={searchLabel} open={searchOpen} onOpenChange={onSearchOpenChange}>
            {search}
          </SearchDrawer>
        ) : null}
        {actions}
        {!narrow && helpDeskHref ? (
          <a className={styles.textAction} href={helpDeskHref} target="_blank" rel="noopener noreferrer">
            <Icon name="help" />
            {t('topBar.helpDesk')}
            <VisuallyHidden>{t('kit.shell.opensInNewTab')}</VisuallyHidden>
          </a>
        ) : null}
        {!narrow && onApplicationUpdates ? (
          <button type="button" className={styles.textAction} onClick={onApplicationUpdates}>
            <Icon name="info" />
            {t('topBar.applicationUpdates')}
          </button>
        ) : null}
        {userMenu ? <UserMenu label={userMenu.label} items={userMenu.items} /> : null}
      </div>
    </header>
  );
}
