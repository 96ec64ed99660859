import { dashboardTabPath, dashboardTabs, defaultDashboardTab } from '@freightkit/domain';
import { Tabs, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import * as styles from './dashboard.css.ts';

/**
 * The dashboard (spec 1 §2): a heading and the four tabs as route links (`/dashboard/shipments`,
 * `/tenders`, `/rates`, `/accounting`); the routed tab renders in the tab panel.
 */
export function DashboardPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const headingId = useId();
  const selected =
    dashboardTabs.find(({ id }) => pathname.startsWith(dashboardTabPath(id)))?.id ?? defaultDashboardTab;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('nav.dashboard')}
      </h1>
      <Tabs
        label={t('dashboard.tabs')}
        selectedId={selected}
        items={dashboardTabs.map(({ id, label }) => ({ id, label: t(label), href: dashboardTabPath(id) }))}
      >
        <Outlet />
      </Tabs>
    </section>
  );
}
