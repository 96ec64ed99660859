import { useTenderList } from '@freightkit/api/react';
import { dashboardPreviewPath } from '@freightkit/domain';
import { Banner, EmptyState, Spinner, TenderCard, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { TenderAnswer } from '../tenders/TenderAnswer.tsx';
import { tenderCardOf } from '../tenders/tenderShape.ts';
import * as styles from '../tenders/tenders.css.ts';

/** How many open tenders the dashboard shows before pointing to the full list. */
export const dashboardTenderCount = 5;

/**
 * The dashboard's tenders tab: the open (Sent) tenders, newest first, each answerable in place and
 * with its preview path (`/dashboard/tenders/{tenderId}/preview`), and a link to all tenders.
 */
export function TendersTab() {
  const { t } = useI18n();
  const headingId = useId();
  const { tenderIdOrShipmentNumber: open } = useParams();
  const tenders = useTenderList({ pageSize: dashboardTenderCount });
  if (open) return <Outlet />;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('tenders.dashboard.title')}
      </h2>
      {tenders.isPending ? (
        <Spinner />
      ) : tenders.isError ? (
        <Banner tone="critical" title={failureText(t, tenders.error)} />
      ) : tenders.data.items.length === 0 ? (
        <EmptyState title={t('tenders.empty.title')} description={t('tenders.empty.body')} headingLevel={3} />
      ) : (
        <ul className={styles.cards} aria-label={t('tenders.dashboard.title')}>
          {tenders.data.items.map((item) => (
            <li key={item.id}>
              <TenderCard
                tender={tenderCardOf(item, t)}
                href={dashboardPreviewPath('tenders', item.id)}
                actions={<TenderAnswer tender={item} />}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to="/tenders">{t('tenders.dashboard.all')}</Link>
    </section>
  );
}
