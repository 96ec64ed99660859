import { useRateRequests } from '@freightkit/api/react';
import { dashboardPreviewPath } from '@freightkit/domain';
import { Banner, EmptyState, Spinner, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { RateRequestItem } from '../rates/RateRequestItem.tsx';
import * as styles from '../rates/rates.css.ts';

/** How many open rate requests the dashboard shows before pointing to the full list. */
export const dashboardRateRequestCount = 5;

/**
 * The dashboard's rate requests tab: the open (Sent) requests, newest first, each answerable in place
 * and with its preview path (`/dashboard/rates/{rateId}/preview`), and a link to all rate requests.
 */
export function RatesTab() {
  const { t } = useI18n();
  const headingId = useId();
  const { rateId: open } = useParams();
  const requests = useRateRequests({ pageSize: dashboardRateRequestCount });
  if (open) return <Outlet />;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('rates.dashboard.title')}
      </h2>
      {requests.isPending ? (
        <Spinner />
      ) : requests.isError ? (
        <Banner tone="critical" title={failureText(t, requests.error)} />
      ) : requests.data.items.length === 0 ? (
        <EmptyState
          title={t('rates.empty.open.title')}
          description={t('rates.empty.open.body')}
          headingLevel={3}
        />
      ) : (
        <ul className={styles.items} aria-label={t('rates.dashboard.title')}>
          {requests.data.items.map((item) => (
            <li key={item.id}>
              <RateRequestItem
                request={item}
                href={dashboardPreviewPath('rates', item.id)}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to="/rates">{t('rates.dashboard.all')}</Link>
    </section>
  );
}
