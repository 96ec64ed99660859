import { answer, answerText, problemTexts, type AnswerMessage } from '../messages/answers.ts';
import { RateRequestStatus } from '../enums/freight.ts';
import { OrderStatus, orderStatusAnswer } from './status.ts';

/**
 * Asking carriers for their rate on an order (spec 1 §7 Rates: "send a rate request (broker)"; ADR 043).
 * A broker asks while the order is not yet out to a carrier: Open (it is put on a shipment first, as
 * "Create shipment" does) or Planned. Once tendered, covered or delivered, the price is settled.
 */
export function canRequestRatesForOrder(status: OrderStatus): boolean {
  return status === OrderStatus.Open || status === OrderStatus.Planned;
}

/** A Planned order (on a shipment ready to book) can be tendered to a carrier at a rate. */
export function canTenderPlannedOrder(status: OrderStatus): boolean {
  return status === OrderStatus.Planned;
}

/** A carrier's offered rate is one the broker can tender at. */
export function canTenderAtRateRequest(status: string): boolean {
  return status === RateRequestStatus.Offered;
}

/** The most carriers one request for rates goes to: a broker's short list, not a broadcast. */
export const orderRateRequestMaxCarriers = 10;

/** What is wrong with the carriers a request for rates goes to, by field (empty when nothing), in English. */
export function orderRateRequestProblems(carrierIds: readonly string[]): Record<string, string> {
  return problemTexts(orderRateRequestProblemKeys(carrierIds));
}

/** {@link orderRateRequestProblems} as catalog keys (ADR 048). */
export function orderRateRequestProblemKeys(carrierIds: readonly string[]): Record<string, AnswerMessage> {
  if (carrierIds.length === 0) return { carrierIds: answer('answer.orders.chooseCarrier') };
  if (carrierIds.length > orderRateRequestMaxCarriers)
    return { carrierIds: answer('answer.orders.tooManyCarriers', { max: orderRateRequestMaxCarriers }) };
  if (new Set(carrierIds).size !== carrierIds.length)
    return { carrierIds: answer('answer.orders.carrierTwice') };
  return {};
}

/** The refusal (409) of a request for rates on an order already tendered, covered or delivered. */
export function orderRatesClosedMessage(orderNumber: string, status: OrderStatus): string {
  return answerText(orderRatesClosed(orderNumber, status));
}

/** {@link orderRatesClosedMessage} as its catalog key and parameters (ADR 048). */
export function orderRatesClosed(orderNumber: string, status: OrderStatus): AnswerMessage {
  return orderStatusAnswer('answer.orders.ratesClosed', orderNumber, status);
}

/** The refusal (409) of a second open request to the same carrier for the same load. */
export function rateRequestAlreadyOpenMessage(carrierName: string, shipmentNumber: string): string {
  return answerText(rateRequestAlreadyOpen(carrierName, shipmentNumber));
}

/** {@link rateRequestAlreadyOpenMessage} as its catalog key and parameters (ADR 048). */
export function rateRequestAlreadyOpen(carrierName: string, shipmentNumber: string): AnswerMessage {
  return answer('answer.rateRequests.alreadyOpen', { carrier: carrierName, number: shipmentNumber });
}

/** The refusal (409) of a tender on an order that is not Planned. */
export function orderNotTenderableMessage(orderNumber: string, status: OrderStatus): string {
  return answerText(orderNotTenderable(orderNumber, status));
}

/** {@link orderNotTenderableMessage} as its catalog key and parameters (ADR 048). */
export function orderNotTenderable(orderNumber: string, status: OrderStatus): AnswerMessage {
  return orderStatusAnswer('answer.orders.notTenderable', orderNumber, status);
}
