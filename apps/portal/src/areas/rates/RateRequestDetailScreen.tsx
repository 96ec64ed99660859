import { ApiError } from '@freightkit/api';
import { useRateRequest } from '@freightkit/api/react';
import { rateRequestStatuses, rateRequestStatusTone, shipmentPreviewPath } from '@freightkit/domain';
import {
  Banner,
  Card,
  DateTime,
  Money,
  Spinner,
  StatusChip,
  StopTimeline,
  Text,
  useFormat,
  useI18n,
} from '@freightkit/ui';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { timelineStopOf } from '../shipments/kitShapes.ts';
import { RateRequestAnswer } from './RateRequestAnswer.tsx';
import { equipmentOf, laneOf, pickupDateOptions, serviceLevelOf } from './rateRequestShape.ts';
import * as styles from './rates.css.ts';

/**
 * `/rates/{rateId}/preview` (and the dashboard's `/dashboard/rates/{rateId}/preview`): what the broker
 * asks (customer, lane, pickup date, equipment, the shipment and its status), the stops in their own
 * local times, Respond and Decline while open, and the answer once given. Another carrier's request
 * is a 404, shown as not found.
 */
export function RateRequestDetailScreen() {
  const { t } = useI18n();
  const { formatDate } = useFormat();
  const headingId = useId();
  const { rateId = '' } = useParams();
  const request = useRateRequest(rateId);
  if (request.isPending) return <Spinner />;
  if (request.isError) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    return (
      <Page as="section">
        <Banner
          tone="critical"
          title={missing ? t('rates.detail.notFound') : failureText(t, request.error)}
          actions={<Link to="/rates">{t('rates.detail.back')}</Link>}
        />
      </Page>
    );
  }
  const data = request.data;
  const statusKey = rateRequestStatuses.messageKey(data.status);
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <Page as="section" aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <h1 id={headingId} className={styles.sectionTitle}>
          {t('rates.detail.title', { lane: laneOf(data, t) })}
        </h1>
        <StatusChip tone={rateRequestStatusTone(data.status)}>
          {statusKey ? t(statusKey) : data.status}
        </StatusChip>
      </div>
      <Card title={t('rates.detail.request')} headingLevel={2} actions={<RateRequestAnswer request={data} />}>
        <dl className={styles.facts}>
          {fact(t('rates.item.customer'), data.customerName)}
          {fact(t('rates.item.pickup'), formatDate(data.pickupDate, pickupDateOptions))}
          {fact(t('rates.item.equipment'), equipmentOf(data.equipmentMode, t))}
          {fact(
            t('rates.detail.shipment'),
            data.shipmentNumber === null ? (
              t('rates.item.adHoc')
            ) : (
              <Link to={shipmentPreviewPath(data.shipmentNumber)}>{data.shipmentNumber}</Link>
            ),
          )}
          {data.shipmentStatus === null
            ? null
            : fact(t('rates.detail.shipmentStatus'), data.shipmentStatus.displayName)}
          {fact(t('rates.item.asked'), <DateTime value={data.createdAt} format="dateTime" />)}
        </dl>
      </Card>
      {data.respondedAt === null ? null : (
        <Card title={t('rates.detail.answer')} headingLevel={2}>
          <dl className={styles.facts}>
            {data.responseRate === null
              ? null
              : fact(t('rates.item.yourRate'), <Money amount={data.responseRate} />)}
            {data.serviceLevel === null
              ? null
              : fact(t('rates.item.serviceLevel'), serviceLevelOf(data.serviceLevel, t))}
            {data.note === null ? null : fact(t('rates.item.note'), data.note)}
            {fact(t('rates.item.answered'), <DateTime value={data.respondedAt} format="dateTime" />)}
          </dl>
        </Card>
      )}
      <Card title={t('rates.detail.route')} headingLevel={2}>
        {data.stops.length === 0 ? (
          <Text tone="secondary">{t('rates.detail.noStops')}</Text>
        ) : (
          <StopTimeline stops={data.stops.map(timelineStopOf)} label={t('rates.detail.stops')} />
        )}
      </Card>
    </Page>
  );
}
