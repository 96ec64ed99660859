import type { RateRequest } from '@freightkit/api';
import { rateRequestStatuses, rateRequestStatusTone } from '@freightkit/domain';
import { DateTime, Money, StatusChip, useFormat, useI18n } from '@freightkit/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RateRequestAnswer } from './RateRequestAnswer.tsx';
import { equipmentOf, laneOf, pickupDateOptions, serviceLevelOf } from './rateRequestShape.ts';
import * as styles from './rates.css.ts';

/** Props of {@link RateRequestItem}. */
export interface RateRequestItemProps {
  /** The request. */
  readonly request: RateRequest;
  /** Where its lane links (its page, or the dashboard's preview path). */
  readonly href: string;
  /** @default 2 */
  readonly headingLevel?: 2 | 3;
}

/**
 * One rate request in a list: an article named by its lane (a link to its page), its status, who asks,
 * pickup date, equipment and shipment, the answer given once there is one, and Respond and Decline
 * while it is open.
 */
export function RateRequestItem({ request, href, headingLevel = 2 }: RateRequestItemProps) {
  const { t } = useI18n();
  const { formatDate } = useFormat();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const statusKey = rateRequestStatuses.messageKey(request.status);
  const fact = (term: string, value: ReactNode) => (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <Heading id={headingId} className={styles.itemTitle}>
          <Link to={href}>{laneOf(request, t)}</Link>
        </Heading>
        <StatusChip tone={rateRequestStatusTone(request.status)}>
          {statusKey ? t(statusKey) : request.status}
        </StatusChip>
      </div>
      <dl className={styles.itemFacts}>
        {fact(t('rates.item.customer'), request.customerName)}
        {fact(t('rates.item.pickup'), formatDate(request.pickupDate, pickupDateOptions))}
        {fact(t('rates.item.equipment'), equipmentOf(request.equipmentMode, t))}
        {fact(t('rates.item.shipment'), request.shipmentNumber ?? t('rates.item.adHoc'))}
        {request.responseRate === null
          ? fact(t('rates.item.asked'), <DateTime value={request.createdAt} format="dateTime" />)
          : fact(t('rates.item.yourRate'), <Money amount={request.responseRate} />)}
        {request.serviceLevel === null
          ? null
          : fact(t('rates.item.serviceLevel'), serviceLevelOf(request.serviceLevel, t))}
        {request.respondedAt === null
          ? null
          : fact(t('rates.item.answered'), <DateTime value={request.respondedAt} format="dateTime" />)}
      </dl>
      <div className={styles.actions}>
        <RateRequestAnswer request={request} />
      </div>
    </article>
  );
}
