import { TenderOfferStatus } from '../enums/freight.ts';

/** What the broker's view of a load needs of each offer sent on it. */
export interface OfferOfALoad {
  readonly status: TenderOfferStatus;
  /** When the offer was sent (ISO 8601, or a Date). */
  readonly sentAt: string | Date;
}

/**
 * How much an offer says about where a load stands, most first: the carrier that accepted it holds the
 * load; an offer still waiting is what the broker watches; a rejected or withdrawn one is history.
 */
const weightOf: Record<TenderOfferStatus, number> = {
  [TenderOfferStatus.Accepted]: 0,
  [TenderOfferStatus.Sent]: 1,
  [TenderOfferStatus.Rejected]: 2,
  [TenderOfferStatus.BookingRescinded]: 2,
  [TenderOfferStatus.Rescinded]: 2,
};

/**
 * The offers sent on one load in the order a broker reads them (ADR 059: a load tendered to up to ten
 * carriers at once): the accepted one first, then those still waiting, then the answered or withdrawn,
 * each group newest first. The first is the one that says where the load stands: when one carrier
 * accepted a load tendered to three, it is that carrier, not whichever withdrawn offer was sent last.
 * Returns a new array.
 */
export function offersOfALoadInOrder<T extends OfferOfALoad>(offers: readonly T[]): T[] {
  const time = (offer: OfferOfALoad) => new Date(offer.sentAt).getTime();
  return [...offers].sort((a, b) => weightOf[a.status] - weightOf[b.status] || time(b) - time(a));
}
