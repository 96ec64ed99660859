import { RateRequestStatus, serviceLevels } from '../enums/freight.ts';
import { answer, problemTexts, type FieldProblems } from '../messages/answers.ts';
import type { Tone } from '../tone.ts';

/** Highest rate in dollars a carrier can send for one load (a guard against a slipped key, not a price rule). */
export const rateResponseMaxRate = 1_000_000;

/** Longest note a rate request response or decline carries. */
export const rateRequestNoteMaxLength = 500;

/** What a carrier sends in answer to a rate request: a rate in dollars, a service level, a note. */
export interface RateRequestResponseInput {
  readonly rate: number | null | undefined;
  readonly serviceLevel: number | null | undefined;
  readonly note?: string | null | undefined;
}

/** Which fields of a response are wrong, each with the sentence to show next to it. */
export type RateRequestResponseProblems = Partial<Record<'rate' | 'serviceLevel' | 'note', string>>;

/**
 * The rule of a carrier's response to a rate request (FreightKit's, the spec names the fields only):
 * a rate above $0 and at most {@link rateResponseMaxRate}, one of the spec's service levels, a
 * note of at most {@link rateRequestNoteMaxLength} characters. Asked by the dialog before sending
 * and by the back end's schema, so both say the same.
 */
export function rateRequestResponseProblems(input: RateRequestResponseInput): RateRequestResponseProblems {
  return problemTexts(rateRequestResponseProblemKeys(input));
}

/** {@link rateRequestResponseProblems} as catalog keys (ADR 048), which the portal renders in its user's language. */
export function rateRequestResponseProblemKeys(
  input: RateRequestResponseInput,
): FieldProblems<keyof RateRequestResponseProblems> {
  const problems: FieldProblems<keyof RateRequestResponseProblems> = {};
  const { rate, serviceLevel, note } = input;
  if (rate == null || Number.isNaN(rate)) problems.rate = answer('answer.rateRequests.rateRequired');
  else if (rate <= 0) problems.rate = answer('answer.rateRequests.ratePositive');
  else if (rate > rateResponseMaxRate) problems.rate = answer('answer.rateRequests.rateTooHigh');
  if (serviceLevel == null || !serviceLevels.is(serviceLevel))
    problems.serviceLevel = answer('answer.rateRequests.serviceLevel');
  if (note != null && note.trim().length > rateRequestNoteMaxLength)
    problems.note = answer('answer.rateRequests.noteTooLong', { max: String(rateRequestNoteMaxLength) });
  return problems;
}

/** The tone a rate request's status shows in: open asks for action, responded went out, declined did not. */
export function rateRequestStatusTone(status: string): Tone {
  switch (status) {
    case RateRequestStatus.Sent:
      return 'info';
    case RateRequestStatus.Offered:
      return 'positive';
    case RateRequestStatus.Declined:
      return 'neutral';
    default:
      return 'neutral';
  }
}
