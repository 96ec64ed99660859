import { dashboardTabPath, dashboardTabs, defaultDashboardTab } from '@freightkit/domain';
import { Box, Tabs, useI18n } from '@freightkit/ui';
import { Outlet, useLocation } from 'react-router-dom';
import * as styles from './dashboard.css.ts';

/**
 * The dashboard (spec 1 §2): the four tabs as route links (`/dashboard/shipments`,
 * `/tenders`, `/rates`, `/accounting`); the routed tab renders in the tab panel.
 */
export function DashboardPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const selected =
    dashboardTabs.find(({ id }) => pathname.startsWith(dashboardTabPath(id)))?.id ?? defaultDashboardTab;
  return (
    // The shell's top bar holds the page's h1 ('Dashboard'); the tabs are the page's first landmark.
    <Box padding={{ base: 'lg', narrow: 'md' }} className={styles.page}>
      <Tabs
        label={t('dashboard.tabs')}
        selectedId={selected}
        items={dashboardTabs.map(({ id, label }) => ({ id, label: t(label), href: dashboardTabPath(id) }))}
      >
        <Outlet />
      </Tabs>
    </Box>
  );
}
