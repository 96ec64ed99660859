import { shipmentStatuses } from '../enums/freight.ts';
import { answer, type AnswerMessage, type AnswerMessageKey, type AnswerParams } from '../messages/answers.ts';

/**
 * A refusal that names shipment statuses (ADR 048): each named status travels as its English label
 * and as its enum label key, so a reader sees "Réservée" where the English says "Booked".
 *
 * @example statusAnswer('answer.shipments.transition', { from: 4, to: 7 })
 */
export function statusAnswer(
  key: AnswerMessageKey,
  statuses: Readonly<Record<string, number>>,
  params: AnswerParams = {},
): AnswerMessage {
  const english: Record<string, string | number> = { ...params };
  const labels: Record<string, string> = {};
  for (const [name, status] of Object.entries(statuses)) {
    english[name] = shipmentStatuses.label(status) ?? String(status);
    const labelKey = shipmentStatuses.messageKey(status);
    if (labelKey !== undefined) labels[name] = labelKey;
  }
  return answer(key, english, Object.keys(labels).length === 0 ? undefined : labels);
}
