import type { ScoreShareWire } from '@freightkit/api';
import { useTenderCustomerScore } from '@freightkit/api/react';
import { Banner, Card, Spinner, useFormat, useI18n } from '@freightkit/ui';
import type { ReactNode } from 'react';
import { failureText } from '../common/failureText.ts';
import * as styles from './tenders.css.ts';

/**
 * The carrier's record with the tender's customer (issue 13; ADR 053): offers received, loads hauled,
 * tenders accepted of those answered, rejected, on-time pickup and delivery. Every figure is text in a
 * description list (no chart), a share says what it counts over ("2 of 3 on time (67%)"), and a share of
 * nothing says "None yet" instead of 0%.
 */
export function CustomerScoreCard({
  tenderIdOrShipmentNumber,
}: {
  readonly tenderIdOrShipmentNumber: string;
}) {
  const { t } = useI18n();
  const { formatNumber, formatPercent } = useFormat();
  const score = useTenderCustomerScore(tenderIdOrShipmentNumber);
  if (score.isPending) return <Spinner label={t('tenders.score.loading')} />;
  if (score.isError)
    return (
      <Banner tone="critical" title={t('tenders.score.failed')} description={failureText(t, score.error)} />
    );
  const data = score.data;
  const share = (value: ScoreShareWire, key: 'tenders.score.acceptedOf' | 'tenders.score.onTimeOf') =>
    value.rate === null
      ? t('tenders.score.none')
      : t(key, {
          count: formatNumber(value.count),
          of: formatNumber(value.of),
          percent: formatPercent(value.rate),
        });
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <Card title={t('tenders.score.title', { customer: data.customerName })} headingLevel={2}>
      <dl className={styles.facts}>
        {fact(t('tenders.score.received'), formatNumber(data.tendersReceived))}
        {fact(t('tenders.score.hauled'), formatNumber(data.loadsHauled))}
        {fact(t('tenders.score.accepted'), share(data.acceptance, 'tenders.score.acceptedOf'))}
        {fact(t('tenders.score.rejected'), formatNumber(data.tendersRejected))}
        {fact(t('tenders.score.onTimePickup'), share(data.onTimePickup, 'tenders.score.onTimeOf'))}
        {fact(t('tenders.score.onTimeDelivery'), share(data.onTimeDelivery, 'tenders.score.onTimeOf'))}
      </dl>
    </Card>
  );
}
