import { answer, problemTexts, type AnswerMessage } from '../messages/answers.ts';

/**
 * Duplicating an order (spec 2 §2 "duplicate (a number of copies)"): each copy is a new Open order of the
 * same customer, equipment, freight, references and stops (with their times and line items), on no
 * shipment yet. The spec names the action but no bounds; FreightKit's: one to twenty copies at a time,
 * a week's worth of a daily lane with room to spare, not a bulk import (ADR 047).
 */
export const orderCopiesRange = { min: 1, max: 20 } as const;

/** What is wrong with a number of copies, by field (empty when nothing), in English. */
export function orderCopiesProblems(copies: number): Record<string, string> {
  return problemTexts(orderCopiesProblemKeys(copies));
}

/** {@link orderCopiesProblems} as catalog keys (ADR 048). */
export function orderCopiesProblemKeys(copies: number): Record<string, AnswerMessage> {
  if (!Number.isInteger(copies) || copies < orderCopiesRange.min || copies > orderCopiesRange.max)
    return {
      copies: answer('answer.orders.copies', { min: orderCopiesRange.min, max: orderCopiesRange.max }),
    };
  return {};
}
