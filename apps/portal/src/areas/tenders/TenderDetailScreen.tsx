import { ApiError } from '@freightkit/api';
import { useTender, useTenderCharges } from '@freightkit/api/react';
import { equipmentModes, shipmentPreviewPath, tenderRejectReasons } from '@freightkit/domain';
import { Banner, Card, Money, Spinner, StopTimeline, TenderCard, useI18n } from '@freightkit/ui';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { timelineStopOf } from '../shipments/kitShapes.ts';
import { CustomerScoreCard } from './CustomerScoreCard.tsx';
import { TenderAnswer } from './TenderAnswer.tsx';
import { tenderCardOf } from './tenderShape.ts';
import * as styles from './tenders.css.ts';

/**
 * `/tenders/{tenderId}` and `/tenders/{shipmentNumber}`: the tender's card with Accept and Reject,
 * its stops in their local times, the rate with its additional charges, the answer given, and the
 * carrier's record with the tender's customer.
 * Another carrier's tender is a 404, shown as not found.
 */
export function TenderDetailScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const { tenderIdOrShipmentNumber = '' } = useParams();
  const tender = useTender(tenderIdOrShipmentNumber);
  const charges = useTenderCharges(tenderIdOrShipmentNumber);
  if (tender.isPending) return <Spinner />;
  if (tender.isError) {
    const missing = tender.error instanceof ApiError && tender.error.status === 404;
    return (
      <Page as="section">
        <Banner
          tone="critical"
          title={missing ? t('tenders.detail.notFound') : failureText(t, tender.error)}
          actions={<Link to="/tenders">{t('tenders.detail.back')}</Link>}
        />
      </Page>
    );
  }
  const data = tender.data;
  const reasonKey =
    data.rejectReason === null ? undefined : tenderRejectReasons.messageKey(data.rejectReason);
  const equipmentKey = equipmentModes.messageKey(data.equipmentMode);
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <Page as="section" aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.sectionTitle}>
        {t('tenders.detail.title', { number: data.shipmentNumber })}
      </h1>
      <TenderCard
        tender={tenderCardOf(data, t)}
        href={shipmentPreviewPath(data.shipmentNumber)}
        headingLevel={2}
        actions={<TenderAnswer tender={data} />}
      />
      {data.answeredAt !== null && data.rejectReason !== null ? (
        <Card title={t('tenders.detail.answer')} headingLevel={2}>
          <dl className={styles.facts}>
            {fact(t('tenders.detail.rejectReason'), reasonKey ? t(reasonKey) : String(data.rejectReason))}
            {data.counterRate === null
              ? null
              : fact(t('tenders.detail.counterRate'), <Money amount={data.counterRate} />)}
            {data.note === null ? null : fact(t('tenders.detail.note'), data.note)}
          </dl>
        </Card>
      ) : null}
      {/* What the carrier has done for this customer, read before answering (ADR 053). */}
      <CustomerScoreCard tenderIdOrShipmentNumber={tenderIdOrShipmentNumber} />
      <Card title={t('tenders.detail.charges')} headingLevel={2}>
        <dl className={styles.facts}>
          {fact(t('tenders.detail.lineHaul'), <Money amount={data.rate} />)}
          {(charges.data ?? []).map((charge) => (
            <Fragmentless
              key={charge.code}
              term={charge.description}
              value={<Money amount={charge.amount} />}
            />
          ))}
          {fact(t('tenders.detail.total'), <Money amount={data.totalRate} />)}
          {fact(
            equipmentKey ? t(equipmentKey) : String(data.equipmentMode),
            data.miles === null ? '—' : t('tenders.detail.miles', { miles: data.miles }),
          )}
        </dl>
        {charges.isError ? <Banner tone="critical" title={failureText(t, charges.error)} /> : null}
      </Card>
      <Card title={t('tenders.detail.route')} headingLevel={2}>
        <StopTimeline stops={data.stops.map(timelineStopOf)} label={t('tenders.detail.stops')} />
      </Card>
    </Page>
  );
}

/** One term and value of a description list (keyed, for lists of charges). */
function Fragmentless({ term, value }: { readonly term: string; readonly value: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
}
