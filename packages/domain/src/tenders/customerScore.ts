import { TenderOfferStatus } from '../enums/freight.ts';

/**
 * The carrier's record with one customer, shown on a tender from that customer (issue 13; ADR 053):
 * what a dispatcher weighs before answering. Counted by the back end over the carrier's own tender
 * offers from the customer and the loads it accepted; turned into shares here so every screen says
 * the same.
 */

/** Offer statuses that count as the carrier saying yes (a booking the broker later rescinded was a yes). */
export const acceptedOfferStatuses: readonly number[] = [
  TenderOfferStatus.Accepted,
  TenderOfferStatus.BookingRescinded,
];

/** Offer statuses that count as the carrier answering (a yes or a no; a rescinded offer was never answered). */
export const answeredOfferStatuses: readonly number[] = [
  ...acceptedOfferStatuses,
  TenderOfferStatus.Rejected,
];

/** What the back end counts for a carrier and a customer. */
export interface CustomerRecordCounts {
  /** Offers from the customer, in any status. */
  readonly tendersReceived: number;
  /** Offers accepted (Accepted or Booking Rescinded). */
  readonly tendersAccepted: number;
  /** Offers rejected. */
  readonly tendersRejected: number;
  /** Accepted loads delivered (Delivered or Delivery Confirmed). */
  readonly loadsHauled: number;
  /** Accepted loads whose first stop has an arrival. */
  readonly pickups: number;
  /** Of those, arrived at or before the first stop's late time (on time, as the score card counts it). */
  readonly pickupsOnTime: number;
  /** Delivered accepted loads whose last stop has an arrival. */
  readonly deliveries: number;
  /** Of those, arrived at or before the last stop's late time. */
  readonly deliveriesOnTime: number;
}

/** A share with what it was counted over: `rate` is null when nothing was counted (no "0 %" out of nothing). */
export interface ScoreShare {
  readonly count: number;
  readonly of: number;
  /** `count / of`, 0 to 1, or null when `of` is 0. */
  readonly rate: number | null;
}

/** The carrier's score on a customer. */
export interface CustomerScore {
  readonly customerName: string;
  readonly tendersReceived: number;
  readonly loadsHauled: number;
  /** Accepted over answered (accepted plus rejected). */
  readonly acceptance: ScoreShare;
  readonly tendersRejected: number;
  readonly onTimePickup: ScoreShare;
  readonly onTimeDelivery: ScoreShare;
}

/** A share of `count` over `of`, with a null rate when there is nothing to count. */
export function scoreShare(count: number, of: number): ScoreShare {
  return { count, of, rate: of === 0 ? null : count / of };
}

/** The score of a carrier on a customer from the back end's counts. */
export function customerScore(customerName: string, counts: CustomerRecordCounts): CustomerScore {
  return {
    customerName,
    tendersReceived: counts.tendersReceived,
    loadsHauled: counts.loadsHauled,
    acceptance: scoreShare(counts.tendersAccepted, counts.tendersAccepted + counts.tendersRejected),
    tendersRejected: counts.tendersRejected,
    onTimePickup: scoreShare(counts.pickupsOnTime, counts.pickups),
    onTimeDelivery: scoreShare(counts.deliveriesOnTime, counts.deliveries),
  };
}
