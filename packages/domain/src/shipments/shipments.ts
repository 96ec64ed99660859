import { contractRateMaxBuyMargin } from '../constants/limits.ts';
import { ShipmentStatus, TenderOfferStatus, type TenderRejectReason } from '../enums/freight.ts';
import { answer, answerText, type AnswerMessage } from '../messages/answers.ts';
import { fromCents, toCents } from '../money/money.ts';
import { statusAnswer } from './statusAnswer.ts';

/**
 * The sub-page a shipment opens on by status (spec 1 §2 "Shipment view tabs", as ADR 022 reads it):
 * where a carrier expects to land, not the spec's bare indexes counted against the order of the
 * sub-pages, which opened moving loads on an (usually empty) cases tab and delivered ones on the
 * signed rate confirmation.
 * - Booked, Dispatched, In Transit, At Stop: `details`, where the stops, appointments, arrivals and
 *   departures are (what a moving or about-to-move load is worked on).
 * - Delivered: `documents`, where the proof of delivery is (what a delivered load is closed on).
 * - Ready to Book, Tendering: `financials` (the price is what is being decided; the spec's tab 1).
 * - Draft, Voided, Delivery Confirmed and anything else: `details` (the spec's tab 0).
 */
export function defaultShipmentPage(status: number): ShipmentPreviewPage {
  switch (status) {
    case ShipmentStatus.Delivered:
      return 'documents';
    case ShipmentStatus.ReadyToBook:
    case ShipmentStatus.Tendering:
      return 'financials';
    default:
      return 'details';
  }
}

/** The position of {@link defaultShipmentPage} among {@link shipmentPreviewPages} (the tab strip's order). */
export function defaultShipmentTab(status: number): number {
  return shipmentPreviewPages.indexOf(defaultShipmentPage(status));
}

/** Sub-pages of the all-shipments preview (spec 1 §2). */
export const shipmentPreviewPages = [
  'details',
  'financials',
  'cases',
  'documents',
  'SignedRateConfirmation',
] as const;
/** One shipment preview sub-page. */
export type ShipmentPreviewPage = (typeof shipmentPreviewPages)[number];

/** Path of a shipment's preview page (spec 1 §2 `/all-shipments/{shipmentNumber}/preview/…`). */
export function shipmentPreviewPath(
  shipmentNumber: string | number,
  page: ShipmentPreviewPage = 'details',
): string {
  return `/all-shipments/${encodeURIComponent(String(shipmentNumber))}/preview/${page}`;
}

/** Path of a trip (spec 1 §2 `/all-shipments/trip/{tripId}`), linked from each of its shipments. */
export function tripPath(tripId: string): string {
  return `/all-shipments/trip/${encodeURIComponent(tripId)}`;
}

/** Where choosing a search result goes (spec 1 §2): nowhere for drafts, else a path. */
export type SearchResultDestination =
  | { readonly kind: 'none' }
  | { readonly kind: 'tender' | 'availableFreight' | 'detail'; readonly path: string };

/**
 * Draft: nothing happens; Tendering: the tender page; Ready to Book: the available-freight page;
 * anything else: the shipment details page (spec 1 §2 "Global shipment search").
 */
export function searchResultDestination(result: {
  readonly shipmentNumber: string | number;
  readonly status: number;
}): SearchResultDestination {
  const n = encodeURIComponent(String(result.shipmentNumber));
  switch (result.status) {
    case ShipmentStatus.Draft:
      return { kind: 'none' };
    case ShipmentStatus.Tendering:
      return { kind: 'tender', path: `/tenders/${n}` };
    case ShipmentStatus.ReadyToBook:
      return { kind: 'availableFreight', path: `/available-freight/${n}` };
    default:
      return { kind: 'detail', path: shipmentPreviewPath(result.shipmentNumber) };
  }
}

/** Whether a shipment has reached a status (Voided never reaches anything). */
export function hasReachedStatus(status: number, target: ShipmentStatus): boolean {
  return status !== ShipmentStatus.Voided && status >= target;
}

/**
 * Booking a contract rate: maxBuy becomes rate + 5 when it is missing or below the rate, else stays
 * (spec 1 §4, §9). Computed in cents.
 */
export function contractRateMaxBuy(maxBuy: number | null | undefined, rate: number): number {
  if (maxBuy == null || maxBuy < rate) return fromCents(toCents(rate) + toCents(contractRateMaxBuyMargin));
  return maxBuy;
}

/** The default tender list filter is status Sent (spec 1 §4). */
export const defaultTenderStatusFilter: readonly TenderOfferStatus[] = [TenderOfferStatus.Sent];

/** Body of PUT api/v2/tenders/{id}/offers (spec 1 §4, §7). */
export type TenderOfferUpdate =
  | { readonly status: typeof TenderOfferStatus.Accepted }
  | {
      readonly status: typeof TenderOfferStatus.Rejected;
      readonly rejectReason: TenderRejectReason;
      readonly [extra: string]: unknown;
    };

/** Accepting a tender sends status Accepted. */
export function acceptTenderOffer(): TenderOfferUpdate {
  return { status: TenderOfferStatus.Accepted };
}

/** Rejecting a tender sends status Rejected with a reject reason plus extra fields (spec 1 §4). */
export function rejectTenderOffer(
  rejectReason: TenderRejectReason,
  extra: Readonly<Record<string, unknown>> = {},
): TenderOfferUpdate {
  return { ...extra, status: TenderOfferStatus.Rejected, rejectReason };
}

/** Only rates not in error are listed (spec 1 §5). */
export function listableRates<T extends { readonly isError?: boolean | null; readonly error?: unknown }>(
  rates: readonly T[],
): T[] {
  return rates.filter((rate) => rate.isError !== true && (rate.error == null || rate.error === ''));
}

/** What a rate booking reads of the rate (spec 1 §3 "Rate selection"). */
export interface BookableRateFacts {
  /** The rate's type: only `Contract` rates are booked by "book contract TL rate" (spec 1 §7). */
  readonly rateType: string;
  /** Shipping mode of the rate (TL 0, LTL 1, …). */
  readonly shippingMode: number;
  /** The error the rate came back with, if any (spec 1 §5: a rate in error is not listed nor booked). */
  readonly error?: string | null;
}

/** Shipment statuses a load can be booked from: not yet booked, not voided nor a draft. */
export const bookableShipmentStatuses: readonly number[] = [
  ShipmentStatus.ReadyToBook,
  ShipmentStatus.Tendering,
];

/** The rate is in error (spec 1 §5), with the carrier's own reason as sent. */
function rateErrorProblem(rate: BookableRateFacts): AnswerMessage | undefined {
  return rate.error != null && rate.error !== ''
    ? answer('answer.rates.rateInError', { error: rate.error })
    : undefined;
}

/** The shipment is not Ready to Book nor Tendering; both statuses travel as enum labels (ADR 048). */
function notBookableProblem(shipment: { readonly status: number }): AnswerMessage | undefined {
  return bookableShipmentStatuses.includes(shipment.status)
    ? undefined
    : statusAnswer('answer.rates.notBookable', {
        first: ShipmentStatus.ReadyToBook,
        second: ShipmentStatus.Tendering,
      });
}

/**
 * Why a contract TL booking is refused, each as a catalog key with its values (ADR 048), in the order
 * the page lists them (spec 1 §8 "A booking result with bookingSucceeded false shows each returned
 * error message"); empty when it can go ahead and the maxBuy rule of spec 1 §4 applies. Every problem
 * is listed, not only the first.
 */
export function contractRateBookingProblemKeys(
  rate: BookableRateFacts,
  shipment: { readonly status: number },
): AnswerMessage[] {
  return [
    rateErrorProblem(rate),
    rate.rateType !== 'Contract' ? answer('answer.rates.notContract') : undefined,
    rate.shippingMode !== 0 ? answer('answer.rates.notTl') : undefined,
    notBookableProblem(shipment),
  ].filter((problem) => problem !== undefined);
}

/**
 * {@link contractRateBookingProblemKeys} in English: the `errors` a contract TL booking answers with
 * `bookingSucceeded: false`, byte for byte as before the keys.
 */
export function contractRateBookingProblems(
  rate: BookableRateFacts,
  shipment: { readonly status: number },
): string[] {
  return contractRateBookingProblemKeys(rate, shipment).map(answerText);
}

/** What an LTL booking reads of the rate: the contract-rate facts plus the carrier's quote id. */
export interface BookableQuoteFacts extends BookableRateFacts {
  /** The carrier API's quote id; an LTL quote without one cannot be booked with the carrier. */
  readonly quoteId?: string | null;
}

/**
 * Why a "book LTL" is refused (spec 1 §7 "book LTL", §8), each as a catalog key with its values
 * (ADR 048), every one found: the rate in error, not a carrier's API quote, not LTL, without its quote
 * id, the shipment not bookable (ADR 053). Quotes carry no expiry in the spec's rate selection, so none
 * is checked.
 */
export function ltlQuoteBookingProblemKeys(
  rate: BookableQuoteFacts,
  shipment: { readonly status: number },
): AnswerMessage[] {
  return [
    rateErrorProblem(rate),
    rate.rateType !== 'Quote' ? answer('answer.rates.notQuote') : undefined,
    rate.shippingMode !== 1 ? answer('answer.rates.notLtl') : undefined,
    rate.rateType === 'Quote' && (rate.quoteId == null || rate.quoteId === '')
      ? answer('answer.rates.noQuoteId')
      : undefined,
    notBookableProblem(shipment),
  ].filter((problem) => problem !== undefined);
}

/** {@link ltlQuoteBookingProblemKeys} in English: the `errors` a "book LTL" answers, byte for byte as before. */
export function ltlQuoteBookingProblems(
  rate: BookableQuoteFacts,
  shipment: { readonly status: number },
): string[] {
  return ltlQuoteBookingProblemKeys(rate, shipment).map(answerText);
}

/** Rate request counts: open = Sent, responded = Offered, declined = Declined (spec 1 §4). */
export function rateRequestCounts(statuses: Iterable<string>): {
  open: number;
  responded: number;
  declined: number;
} {
  const counts = { open: 0, responded: 0, declined: 0 };
  for (const status of statuses) {
    if (status === 'Sent') counts.open += 1;
    else if (status === 'Offered') counts.responded += 1;
    else if (status === 'Declined') counts.declined += 1;
  }
  return counts;
}
