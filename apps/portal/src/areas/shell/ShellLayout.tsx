import { showsEnvironmentBanner, topBarTitle } from '@freightkit/domain';
import { AppShell, Box, useI18n, useNarrowScreen } from '@freightkit/ui';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePortalConfig } from '../../app/services.tsx';
import { OutboxProvider } from '../capture/outbox/OutboxProvider.tsx';
import { ApplicationUpdatesDialog } from './ApplicationUpdates.tsx';
import { useNavGroups } from './navigation.tsx';
import { SamsaraExpiredModal } from './SamsaraExpiredModal.tsx';
import { ShellTopBar } from './ShellTopBar.tsx';

/** Where the wide-screen drawer's pinned state is remembered (spec 1 §2). */
const drawerStateKey = 'freightkit.navDrawer';

/** The page title of the top bar for a path (spec 1 §2): a catalog text, raw only for an unknown route. */
export function useTopBarTitle(): string {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const title = topBarTitle(pathname);
  return 'key' in title ? t(title.key) : title.text;
}

/**
 * The signed-in frame (spec 1 §2), composed from the kit's `AppShell`, `TopBar` and `NavDrawer`:
 * 'UAT Data' banner by environment, the top bar (title, shipment search, Help Desk, Application
 * Updates, user menu), the left navigation (240/60 px, remembered, hidden below 900 px where the
 * top bar's menu button opens it) and the page; plus Application Updates and the Samsara modal.
 */
export function ShellLayout({
  narrow: forcedNarrow,
}: {
  /** Force the narrow (below 900 px) or wide layout, for stories. @default the viewport */
  narrow?: boolean;
} = {}) {
  const { t } = useI18n();
  const config = usePortalConfig();
  const title = useTopBarTitle();
  const viewportNarrow = useNarrowScreen();
  const narrow = forcedNarrow ?? viewportNarrow;
  // Below 900 px the navigation is a drawer the top bar's menu opens: its groups and counts are
  // wanted only while it is open (ADR 084).
  const [navigationOpen, setNavigationOpen] = useState(false);
  const groups = useNavGroups({ onScreen: !narrow || navigationOpen });
  const [updatesOpen, setUpdatesOpen] = useState(false);

  return (
    // The signed-in user's outbox runs while they are in the frame, on every screen (ADR 039).
    <OutboxProvider>
      <AppShell
        showEnvironmentBanner={showsEnvironmentBanner(config.environment)}
        narrow={narrow}
        navigationOpen={navigationOpen}
        onNavigationOpenChange={setNavigationOpen}
        topBar={
          <ShellTopBar
            title={title}
            onApplicationUpdates={() => {
              setUpdatesOpen(true);
            }}
          />
        }
        navigation={{
          groups,
          label: t('shell.mainNavigation'),
          storageKey: drawerStateKey,
          defaultOpen: true,
        }}
      >
        {/* The screen inside the AppShell's `main` (which scrolls); screens expect this inset. */}
        <Box padding="lg">
          <Outlet />
        </Box>
      </AppShell>
      <ApplicationUpdatesDialog open={updatesOpen} onOpenChange={setUpdatesOpen} />
      <SamsaraExpiredModal />
    </OutboxProvider>
  );
}

/** Route module: the signed-in frame. */
export const Component = ShellLayout;
