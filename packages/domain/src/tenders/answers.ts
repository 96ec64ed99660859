import {
  answer,
  answerText,
  problemTexts,
  type AnswerMessage,
  type FieldProblems,
} from '../messages/answers.ts';
import {
  ShipmentStatus,
  TenderOfferStatus,
  TenderRejectReason,
  tenderOfferStatuses,
} from '../enums/freight.ts';
import { canChangeShipmentStatus } from '../shipments/transitions.ts';
import type { Tone } from '../tone.ts';

/**
 * Whether a tender offer can still be answered: only a Sent offer can (spec 1 §4 "A carrier accepts
 * or rejects a tender by sending a status update on the tender's offers"); once accepted, rejected or
 * rescinded by the broker, the answer is final.
 */
export function canAnswerTender(status: number): boolean {
  return status === TenderOfferStatus.Sent;
}

/**
 * The sentence the back end answers (409) and the portal shows when an offer is no longer Sent, for
 * instance because another dispatcher answered it or the broker rescinded it meanwhile. FreightKit's
 * wording; the spec shows no message for it.
 */
export function tenderAnswerRefusalMessage(status: number): string {
  return answerText(tenderAnswerRefusal(status));
}

/** {@link tenderAnswerRefusalMessage} as its catalog key and parameters, which the back end answers with it (ADR 048). */
export function tenderAnswerRefusal(status: number): AnswerMessage {
  switch (status) {
    case TenderOfferStatus.Accepted:
      return answer('answer.tenders.alreadyAccepted');
    case TenderOfferStatus.Rejected:
      return answer('answer.tenders.alreadyRejected');
    case TenderOfferStatus.Rescinded:
    case TenderOfferStatus.BookingRescinded:
      return answer('answer.tenders.rescinded');
    default: {
      const labelKey = tenderOfferStatuses.messageKey(status);
      return answer(
        'answer.tenders.closed',
        { status: tenderOfferStatuses.label(status) ?? String(status) },
        labelKey === undefined ? undefined : { status: labelKey },
      );
    }
  }
}

/**
 * The shipment status an accepted tender books its load to: Booked, for the carrier that accepted
 * (spec 1 §4 "Booked" follows "Tendering"). `null` when the load's status does not allow booking
 * (already booked elsewhere, voided), which the back end refuses.
 */
export function shipmentStatusOnAccept(shipmentStatus: number): ShipmentStatus | null {
  return canChangeShipmentStatus(shipmentStatus, ShipmentStatus.Booked) ? ShipmentStatus.Booked : null;
}

/**
 * What the other open offers of a load become when one carrier accepts it (ADR 059: a tender to several
 * carriers, the first to accept wins): Rescinded, withdrawn by the broker, so a late accept is refused as one.
 */
export const offerStatusWhenLoadTaken = TenderOfferStatus.Rescinded;

/** The sentence for a tender whose load can no longer be booked (see {@link shipmentStatusOnAccept}). */
export const tenderLoadNotBookableMessage = 'The load of this tender can no longer be booked.';

/** What a carrier sends with a rejection (spec 1 §4 "a reject reason plus extra fields"). */
export interface TenderRejection {
  readonly rejectReason: number;
  /** A free-text note to the broker. */
  readonly note?: string | null | undefined;
  /** For "Dislikes Rate": the all-in rate in dollars the carrier would take. */
  readonly counterRate?: number | null | undefined;
}

/** Longest note a rejection carries. */
export const tenderNoteMaxLength = 500;

/** Field → message of what is missing or wrong in a rejection; empty when it can be sent. */
export type TenderRejectionProblems = Partial<Record<'rejectReason' | 'note' | 'counterRate', string>>;

/**
 * What a rejection needs beyond its reason, in English (the back end's model state). See
 * {@link tenderRejectionProblemKeys} for the rule.
 */
export function tenderRejectionProblems(rejection: TenderRejection): TenderRejectionProblems {
  return problemTexts(tenderRejectionProblemKeys(rejection));
}

/**
 * What a rejection needs beyond its reason, as catalog keys (ADR 048). The spec says only "extra
 * fields on rejection"; FreightKit's reading is what a broker needs to act on the answer: "Dislikes
 * Rate" carries the rate the carrier would take (a positive amount), "Other" carries a note saying
 * why. Notes are at most 500 characters.
 */
export function tenderRejectionProblemKeys(
  rejection: TenderRejection,
): FieldProblems<'rejectReason' | 'note' | 'counterRate'> {
  const problems: FieldProblems<'rejectReason' | 'note' | 'counterRate'> = {};
  const reasons: readonly number[] = Object.values(TenderRejectReason);
  if (!reasons.includes(rejection.rejectReason))
    problems.rejectReason = answer('answer.tenders.reasonRequired');
  const note = rejection.note?.trim() ?? '';
  if (rejection.rejectReason === TenderRejectReason.Other && note === '')
    problems.note = answer('answer.tenders.noteRequired');
  if (note.length > tenderNoteMaxLength)
    problems.note = answer('answer.tenders.noteTooLong', { max: tenderNoteMaxLength });
  if (rejection.rejectReason === TenderRejectReason.DislikesRate) {
    const rate = rejection.counterRate;
    if (rate == null || !Number.isFinite(rate) || rate <= 0)
      problems.counterRate = answer('answer.tenders.counterRateRequired');
  }
  return problems;
}

/** Whether a reject reason asks for the rate the carrier would take. */
export function rejectReasonNeedsRate(reason: number | null | undefined): boolean {
  return reason === TenderRejectReason.DislikesRate;
}

/** Whether a reject reason asks for a note (it is optional for the others). */
export function rejectReasonNeedsNote(reason: number | null | undefined): boolean {
  return reason === TenderRejectReason.Other;
}

/** The tone a tender offer's status is shown in: open (info), accepted, rejected, rescinded (caution). */
export function tenderStatusTone(status: number): Tone {
  switch (status) {
    case TenderOfferStatus.Sent:
      return 'info';
    case TenderOfferStatus.Accepted:
      return 'positive';
    case TenderOfferStatus.Rejected:
      return 'critical';
    case TenderOfferStatus.Rescinded:
    case TenderOfferStatus.BookingRescinded:
      return 'caution';
    default:
      return 'neutral';
  }
}

/**
 * Whether a rate request can still be answered (a rate sent, or declined): only an open (Sent) one
 * can; Offered and Declined are final (spec 1 §4 counts them as responded and declined).
 */
export function canAnswerRateRequest(status: string): boolean {
  return status === 'Sent';
}

/** The 409 sentence for an answer to a rate request that is no longer open. */
export function rateRequestAnswerRefusalMessage(status: string): string {
  return status === 'Declined'
    ? 'This rate request has already been declined, so it can no longer be answered.'
    : 'This rate request has already been answered, so it can no longer be answered again.';
}
