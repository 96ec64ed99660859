import { answer, problemTexts, type AnswerMessage } from '../messages/answers.ts';

/**
 * Duplicating an order (spec 2 §2 "duplicate (a number of copies)"): each copy is a new Open order of the
 * same customer, equipment, freight, references and stops (with their times and line items), on no
 * shipment yet. The spec names the action but no bounds; FreightKit's: one to twenty copies at a time,
 * a week's worth of a daily lane with room to spare, not a bulk import (ADR 047).
 */
export const orderCopiesRange = { min: 1, max: 20 } as const;

/**
 * How many days each copy's stops move from the one before (ADR 047): 0 keeps the original's dates, 1
 * makes a daily lane, 7 a weekly one. Copy k (from 1) moves k × the shift; a stop keeps its local time
 * of day in its own time zone. At most 30: a month between copies.
 */
export const orderCopyShiftRange = { min: 0, max: 30 } as const;

/** What is wrong with a number of copies and their shift in days, by field (empty when nothing), in English. */
export function orderCopiesProblems(copies: number, shiftDays = 0): Record<string, string> {
  return problemTexts(orderCopiesProblemKeys(copies, shiftDays));
}

/** {@link orderCopiesProblems} as catalog keys (ADR 048). */
export function orderCopiesProblemKeys(copies: number, shiftDays = 0): Record<string, AnswerMessage> {
  const problems: Record<string, AnswerMessage> = {};
  if (!Number.isInteger(copies) || copies < orderCopiesRange.min || copies > orderCopiesRange.max)
    problems['copies'] = answer('answer.orders.copies', {
      min: orderCopiesRange.min,
      max: orderCopiesRange.max,
    });
  if (
    !Number.isInteger(shiftDays) ||
    shiftDays < orderCopyShiftRange.min ||
    shiftDays > orderCopyShiftRange.max
  )
    problems['shiftDays'] = answer('answer.orders.copyShift', {
      min: orderCopyShiftRange.min,
      max: orderCopyShiftRange.max,
    });
  return problems;
}
