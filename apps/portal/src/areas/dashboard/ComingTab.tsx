import { dashboardTabs, type DashboardTab } from '@freightkit/domain';
import { EmptyState, useI18n } from '@freightkit/ui';

/**
 * A dashboard tab whose area is not built yet (rates arrive with their area):
 * honest about it, inside the real dashboard and behind its real guard.
 */
export function ComingTab({
  tab,
}: {
  readonly tab: Exclude<DashboardTab, 'shipments' | 'accounting' | 'tenders'>;
}) {
  const { t } = useI18n();
  const label = dashboardTabs.find(({ id }) => id === tab)?.label ?? 'nav.dashboard';
  return (
    <EmptyState
      title={t('dashboard.comingSoon.title', { area: t(label) })}
      description={t('dashboard.comingSoon.body')}
    />
  );
}
