import { answer, type AnswerMessage } from '../messages/answers.ts';
import { OrderStatus } from '../orders/status.ts';

/**
 * Whether an order in this status still needs the locations its stops name (ADR 051 amended). Every
 * order stop keeps its own copy of the address, so a delivered order loses nothing when a location goes;
 * an order not yet delivered is still planned, tendered or driven against the location's dock and
 * appointment rules, so its locations stay until its stops change or it is delivered.
 */
export function orderHoldsItsLocations(status: OrderStatus): boolean {
  return status !== OrderStatus.Delivered;
}

/** At most this many order numbers are named in a refusal; the count says how many there are in all. */
export const locationInUseOrdersNamed = 5;

/**
 * The refusal (409) of deleting a location that orders not yet delivered stop at: it names the location,
 * how many orders hold it and the first few of their numbers, so the broker knows which stops to change.
 */
export function locationInUse(locationNumber: string, orderNumbers: readonly string[]): AnswerMessage {
  const named = orderNumbers.slice(0, locationInUseOrdersNamed);
  const more = orderNumbers.length - named.length;
  return answer('answer.locations.inUse', {
    number: locationNumber,
    count: orderNumbers.length,
    orders: more > 0 ? `${named.join(', ')} …` : named.join(', '),
  });
}
