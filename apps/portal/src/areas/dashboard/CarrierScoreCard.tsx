import type { ScoreMeasureWire } from '@freightkit/api';
import { useCarrierScoreCard } from '@freightkit/api/react';
import { ScoreCard, useI18n, type ScoreMeasure } from '@freightkit/ui';
import type { PortalMessageKey } from '../../app/messages.ts';

/** The portal's wording of each measure (the back end's `label` is English only). */
const measureLabels: Readonly<Record<ScoreMeasureWire['key'], PortalMessageKey>> = {
  onTimePickup: 'dashboard.scoreCard.onTimePickup',
  onTimeDelivery: 'dashboard.scoreCard.onTimeDelivery',
  trackingCompliance: 'dashboard.scoreCard.trackingCompliance',
  documentTurnaround: 'dashboard.scoreCard.documentTurnaround',
  tenderAcceptance: 'dashboard.scoreCard.tenderAcceptance',
  loadsHauled: 'dashboard.scoreCard.loadsHauled',
};

/**
 * The carrier score card on the dashboard (spec 1 §1 "a dashboard with a carrier score card", §7
 * "carrier score card"): the company's measures as numbers with their targets and a small chart.
 */
export function CarrierScoreCard() {
  const { t } = useI18n();
  const card = useCarrierScoreCard();
  const measures: ScoreMeasure[] = (card.data?.measures ?? []).map((measure) => ({
    key: measure.key,
    // Every key the contract allows has a portal wording (the type check fails on a new one).
    label: t(measureLabels[measure.key]),
    value: measure.value,
    unit: measure.unit,
    target: measure.target,
  }));
  return (
    <ScoreCard
      measures={measures}
      loading={card.isPending}
      error={card.isError ? t('dashboard.scoreCard.error') : undefined}
    />
  );
}
