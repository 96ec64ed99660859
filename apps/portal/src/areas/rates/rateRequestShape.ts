import type { RateRequest, RateSelection } from '@freightkit/api';
import { equipmentModes, serviceLevels, type Translate } from '@freightkit/domain';
import type { RateTableRate } from '@freightkit/ui';

/** A place as a request names it: 'Chicago, IL'. */
export const placeOf = (place: RateRequest['origin']) => `${place.city}, ${place.state}`;

/** The request's lane in words: 'Chicago, IL to Dallas, TX'. */
export const laneOf = (request: Pick<RateRequest, 'origin' | 'destination'>, t: Translate) =>
  t('rates.item.title', { origin: placeOf(request.origin), destination: placeOf(request.destination) });

/** The equipment in words (domain's label through the catalog). */
export function equipmentOf(mode: number, t: Translate): string {
  const key = equipmentModes.messageKey(mode);
  return key ? t(key) : String(mode);
}

/** A service level in words. */
export function serviceLevelOf(level: number, t: Translate): string {
  const key = serviceLevels.messageKey(level);
  return key ? t(key) : String(level);
}

/**
 * The pickup date as the broker gave it: a calendar date (no time, no zone), so it is formatted in
 * UTC, where '2026-11-27' is that day everywhere, not shifted by the viewer's zone. Frozen, so the kept
 * formatter is found by identity rather than by a key sorted on every row (ADR 070).
 */
export const pickupDateOptions: Intl.DateTimeFormatOptions = Object.freeze({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

/** The request's own page (the spec's `/rates/{rateId}/preview`). */
export const rateRequestHref = (request: Pick<RateRequest, 'id'>) =>
  `/rates/${encodeURIComponent(request.id)}/preview`;

/** Unified rates (a shipment's, an order's, an ad hoc lane's) as the kit's RateTable rows, words from the catalog. */
export function rateTableRows(rates: readonly RateSelection[], t: Translate): RateTableRate[] {
  return rates.map((rate) => ({
    id: rate.id,
    carrierName: rate.carrierName,
    rateType: t(`rates.type.${rate.rateType}`),
    serviceLevel: serviceLevelOf(rate.serviceLevelCode, t),
    serviceDays: rate.serviceDays,
    price: rate.price,
    isGuaranteedRate: rate.isGuaranteedRate,
  }));
}
