import { dashboardTabPath, dashboardTabs, defaultDashboardTab } from '@freightkit/domain';
import { Box, Tabs, useI18n } from '@freightkit/ui';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import * as styles from './dashboard.css.ts';

/**
 * The dashboard (spec 1 §2): the four tabs as route links (`/dashboard/shipments`,
 * `/tenders`, `/rates`, `/accounting`); the routed tab renders in the tab panel.
 */
export function DashboardPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected =
    dashboardTabs.find(({ id }) => pathname.startsWith(dashboardTabPath(id)))?.id ?? defaultDashboardTab;
  return (
    // The shell's top bar holds the page's h1 ('Dashboard'); the tabs are the page's first landmark.
    <Box padding={{ base: 'lg', narrow: 'md' }} className={styles.page}>
      <Tabs
        label={t('dashboard.tabs')}
        selectedId={selected}
        // Tabs activate as focus moves (arrow keys, Home, End): each activation opens that tab's route. Without
        // this the route kept the selection and the arrow keys went nowhere.
        onSelectedIdChange={(id) => {
          const tab = dashboardTabs.find((candidate) => candidate.id === id);
          if (tab && tab.id !== selected) void navigate(dashboardTabPath(tab.id));
        }}
        items={dashboardTabs.map(({ id, label }) => ({ id, label: t(label), href: dashboardTabPath(id) }))}
      >
        <Outlet />
      </Tabs>
    </Box>
  );
}
