import { showsEnvironmentBanner, topBarTitle } from '@freightkit/domain';
import { Drawer, EnvironmentBanner, IconButton, useI18n, VisuallyHidden } from '@freightkit/ui';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePortalConfig } from '../../app/services.tsx';
import { ApplicationUpdatesDialog } from './ApplicationUpdates.tsx';
import { GlobalSearch } from './GlobalSearch.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { SamsaraExpiredModal } from './SamsaraExpiredModal.tsx';
import * as styles from './shell.css.ts';
import { UserMenu } from './UserMenu.tsx';
import { useWideScreen } from './useWideScreen.ts';

const drawerStateKey = 'freightkit.navDrawer';
const navId = 'fk-main-navigation';

/** The page title of the top bar for a path (spec 1 §2), worded through the catalog. */
export function useTopBarTitle(): string {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const title = topBarTitle(pathname);
  return 'key' in title ? t(title.key) : title.text;
}

/**
 * The signed-in frame (spec 1 §2): 'UAT Data' banner by environment, the top bar (title, shipment
 * search, Help Desk, Application Updates, user menu), the left navigation and the page.
 */
export function ShellLayout() {
  const { t } = useI18n();
  const config = usePortalConfig();
  const wide = useWideScreen();
  const title = useTopBarTitle();
  const [collapsed, setCollapsed] = useState(
    () => window.localStorage.getItem(drawerStateKey) === 'collapsed',
  );
  const [hovering, setHovering] = useState(false);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [updatesOpen, setUpdatesOpen] = useState(false);

  const toggleDrawer = () => {
    if (!wide) {
      setNarrowOpen((value) => !value);
      return;
    }
    const next = !collapsed;
    setCollapsed(next);
    // The open state is remembered on wide screens only (spec 1 §2).
    window.localStorage.setItem(drawerStateKey, next ? 'collapsed' : 'open');
  };

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {t('portal.skipToContent')}
      </a>
      <EnvironmentBanner show={showsEnvironmentBanner(config.environment)} />
      <header className={styles.topBar}>
        <IconButton
          icon="menu"
          label={t('shell.mainNavigation')}
          aria-controls={navId}
          aria-expanded={wide ? !collapsed : narrowOpen}
          onClick={toggleDrawer}
        />
        <p className={styles.title}>{title}</p>
        <span className={styles.spacer} />
        {wide ? (
          <>
            <GlobalSearch />
            <a className={styles.topLink} href={config.helpDeskUrl} target="_blank" rel="noopener noreferrer">
              {t('topBar.helpDesk')}
              <VisuallyHidden> {t('shell.opensInNewTab')}</VisuallyHidden>
            </a>
            <button
              type="button"
              className={styles.topLink}
              onClick={() => {
                setUpdatesOpen(true);
              }}
            >
              {t('topBar.applicationUpdates')}
            </button>
            <UserMenu
              wideScreen
              onAbout={() => {
                setUpdatesOpen(true);
              }}
            />
          </>
        ) : (
          <IconButton
            icon="search"
            label={t('shell.search.open')}
            onClick={() => {
              setSearchOpen(true);
            }}
          />
        )}
      </header>
      <div className={styles.body}>
        <NavDrawer
          id={navId}
          collapsed={wide && collapsed && !hovering}
          narrowOpen={narrowOpen}
          onNavigate={() => {
            setNarrowOpen(false);
          }}
          onHover={setHovering}
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {wide ? null : (
        <Drawer
          placement="top"
          open={searchOpen}
          onOpenChange={setSearchOpen}
          title={t('search.drawerTitle')}
        >
          <GlobalSearch
            inline
            onChosen={() => {
              setSearchOpen(false);
            }}
          />
        </Drawer>
      )}
      <ApplicationUpdatesDialog open={updatesOpen} onOpenChange={setUpdatesOpen} />
      <SamsaraExpiredModal />
    </div>
  );
}

/** Route module: the signed-in frame. */
export const Component = ShellLayout;
