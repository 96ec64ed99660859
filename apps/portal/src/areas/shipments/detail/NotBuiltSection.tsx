import { EmptyState, useI18n } from '@freightkit/ui';

/** A sub-page whose calls have not landed yet: says so plainly instead of showing an empty screen. */
export function NotBuiltSection() {
  const { t } = useI18n();
  return <EmptyState title={t('shipmentDetail.notBuilt')} headingLevel={3} icon="info" />;
}
