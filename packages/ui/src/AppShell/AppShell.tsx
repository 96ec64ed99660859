import { useId, useMemo, useState, type ReactNode } from 'react';
import { EnvironmentBanner } from '../EnvironmentBanner/EnvironmentBanner.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { NavDrawer, type NavDrawerProps } from '../NavDrawer/NavDrawer.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { AppShellContext, type AppShellContextValue } from './AppShellContext.ts';
import * as styles from './AppShell.css.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The top bar, usually a `TopBar`; its menu button opens the navigation drawer on narrow screens. */
  topBar: ReactNode;
  /** The left navigation (groups, badges, `storageKey`, …); see `NavDrawer`. */
  navigation: Omit<NavDrawerProps, 'variant' | 'onNavigate' | 'className'>;
  /** Shows the 'UAT Data' banner above the top bar (decide with the domain's `showsEnvironmentBanner`). @default false */
  showEnvironmentBanner?: boolean;
  /** Narrow screens: whether the navigation drawer is open (controlled). */
  navigationOpen?: boolean;
  /** Narrow screens: called when the navigation drawer opens or closes. */
  onNavigationOpenChange?: (open: boolean) => void;
  /** Force the narrow or wide layout (tests, docs). @default the viewport (< 900 px is narrow) */
  narrow?: boolean;
  /** The screen. Rendered in the `main` landmark, which scrolls on its own. */
  children: ReactNode;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The portal's frame: a skip link, the environment banner, the top bar, the left navigation and
 * the screen in a `main` landmark. On wide screens the navigation is the `NavDrawer` rail (open
 * 240 px / collapsed 60 px, remembered); below the narrow-screen breakpoint it is hidden and the
 * top bar's menu button opens it as a modal drawer, which closes after an item is chosen.
 *
 * @example
 * <AppShell
 *   showEnvironmentBanner={showsEnvironmentBanner(env)}
 *   topBar={<TopBar title={title} search={<ShipmentSearch />} userMenu={…} />}
 *   navigation={{ groups, storageKey: 'fk.nav.open' }}
 * >
 *   <Outlet />
 * </AppShell>
 */
export function AppShell({
  topBar,
  navigation,
  showEnvironmentBanner = false,
  navigationOpen,
  onNavigationOpenChange,
  narrow: forcedNarrow,
  children,
  className,
}: AppShellProps) {
  const { t } = useI18n();
  const mainId = useId();
  const viewportNarrow = useNarrowScreen();
  const narrow = forcedNarrow ?? viewportNarrow;
  const [innerOpen, setInnerOpen] = useState(false);
  const drawerOpen = narrow && (navigationOpen ?? innerOpen);
  const context = useMemo<AppShellContextValue>(() => {
    const setOpen = (open: boolean) => {
      if (navigationOpen === undefined) setInnerOpen(open);
      onNavigationOpenChange?.(open);
    };
    return {
      narrow,
      navigationOpen: drawerOpen,
      openNavigation: () => {
        setOpen(true);
      },
      closeNavigation: () => {
        setOpen(false);
      },
    };
  }, [narrow, drawerOpen, navigationOpen, onNavigationOpenChange]);

  return (
    <AppShellContext.Provider value={context}>
      <div className={[styles.root, className].filter(Boolean).join(' ')} data-narrow={narrow || undefined}>
        <a
          href={`#${mainId}`}
          className={styles.skipLink}
          onClick={(event) => {
            // Move focus without touching the address (a router may own the hash).
            event.preventDefault();
            document.getElementById(mainId)?.focus();
          }}
        >
          {t('kit.shell.skipToContent')}
        </a>
        <EnvironmentBanner show={showEnvironmentBanner} />
        {topBar}
        <div className={styles.body}>
          {narrow ? null : <NavDrawer {...navigation} variant="rail" />}
          <main id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        {narrow ? (
          <Drawer
            placement="left"
            size="small"
            title={navigation.label ?? t('kit.shell.mainNavigation')}
            hideTitle
            open={drawerOpen}
            onOpenChange={(open) => {
              if (open) context.openNavigation();
              else context.closeNavigation();
            }}
            className={styles.navigationDrawer}
          >
            <NavDrawer {...navigation} variant="panel" onNavigate={context.closeNavigation} />
          </Drawer>
        ) : null}
      </div>
    </AppShellContext.Provider>
  );
}
