import { answer, answerText, problemTexts, type AnswerMessage } from '../messages/answers.ts';
import { ShipmentStatus } from '../enums/freight.ts';
import { describeEnum, type EnumValue } from '../enums/describeEnum.ts';
import type { Tone } from '../tone.ts';

/**
 * Where an order stands (the spec names order status counts, spec 2 §2 and §7, but not the statuses;
 * ADR 035). An order's status is read from the shipment it is on, so it can never disagree with it:
 * Open (on no shipment, or on a draft or voided one), Planned (on a shipment ready to book), Tendered
 * (its shipment is out to a carrier), Covered (a carrier booked it and it is moving), Delivered.
 */
export const OrderStatus = {
  Open: 'Open',
  Planned: 'Planned',
  Tendered: 'Tendered',
  Covered: 'Covered',
  Delivered: 'Delivered',
} as const;
/** An order status value. */
export type OrderStatus = EnumValue<typeof OrderStatus>;
/** Labels and lookups of {@link OrderStatus}. */
export const orderStatuses = describeEnum('orderStatus', OrderStatus, {
  Open: 'Open',
  Planned: 'Planned',
  Tendered: 'Tendered',
  Covered: 'Covered',
  Delivered: 'Delivered',
});

/** The order status of each shipment status (a shipment status missing here leaves the order Open). */
export const orderStatusByShipmentStatus: Readonly<Record<ShipmentStatus, OrderStatus>> = {
  [ShipmentStatus.Voided]: OrderStatus.Open,
  [ShipmentStatus.Draft]: OrderStatus.Open,
  [ShipmentStatus.ReadyToBook]: OrderStatus.Planned,
  [ShipmentStatus.Tendering]: OrderStatus.Tendered,
  [ShipmentStatus.Booked]: OrderStatus.Covered,
  [ShipmentStatus.Dispatched]: OrderStatus.Covered,
  [ShipmentStatus.InTransit]: OrderStatus.Covered,
  [ShipmentStatus.AtStop]: OrderStatus.Covered,
  [ShipmentStatus.Delivered]: OrderStatus.Delivered,
  [ShipmentStatus.DeliveryConfirmed]: OrderStatus.Delivered,
};

/** An order's status from its shipment's status (`null`: on no shipment). */
export function orderStatusFor(shipmentStatus: number | null | undefined): OrderStatus {
  if (shipmentStatus === null || shipmentStatus === undefined) return OrderStatus.Open;
  return (
    (orderStatusByShipmentStatus as Readonly<Record<number, OrderStatus | undefined>>)[shipmentStatus] ??
    OrderStatus.Open
  );
}

/**
 * Whether an order may still be edited: only while Open. Once on a shipment that is ready to book or
 * further, the shipment's stops are what carriers see; changing the order under it would make the
 * two disagree (ADR 035).
 */
export function canEditOrder(status: OrderStatus): boolean {
  return status === OrderStatus.Open;
}

/** The back end's refusal (409) of an edit to an order that is no longer Open. */
export function orderNotEditableMessage(number: string, status: OrderStatus): string {
  return answerText(orderNotEditable(number, status));
}

/** {@link orderNotEditableMessage} as its catalog key and parameters (ADR 048). */
export function orderNotEditable(number: string, status: OrderStatus): AnswerMessage {
  return orderStatusAnswer('answer.orders.notEditable', number, status);
}

/** An order refusal naming the order and its status; the status is an enum label, in the reader's language. */
export function orderStatusAnswer(
  key: 'answer.orders.notEditable' | 'answer.orders.notTenderable' | 'answer.orders.ratesClosed',
  number: string,
  status: OrderStatus,
): AnswerMessage {
  const labelKey = orderStatuses.messageKey(status);
  return answer(
    key,
    { number, status: orderStatuses.label(status) ?? status },
    labelKey === undefined ? undefined : { status: labelKey },
  );
}

/**
 * Creating a shipment from an order (spec 1 §4): an Open order gets one, reusing a draft shipment it
 * is already on; an order already on a live shipment does not get a second one.
 */
export function canCreateShipmentFromOrder(status: OrderStatus): boolean {
  return status === OrderStatus.Open;
}

/** The refusal (409) of a second shipment for an order. */
export function orderAlreadyOnShipmentMessage(number: string, shipmentNumber: string): string {
  return answerText(orderAlreadyOnShipment(number, shipmentNumber));
}

/** {@link orderAlreadyOnShipmentMessage} as its catalog key and parameters (ADR 048). */
export function orderAlreadyOnShipment(number: string, shipmentNumber: string): AnswerMessage {
  return answer('answer.orders.alreadyOnShipment', { number, shipmentNumber });
}

/** The refusal (400, on `tender.carrierId`) of a tender to a company that is not a carrier one can tender to. */
export const tenderCarrierRefusal = 'Choose a carrier you can tender to.';

/**
 * What is wrong with creating a shipment from an order (spec 1 §7 "create (orders, origination,
 * maxBuy)"): a tender's rate may not be above the most the broker said they will pay.
 */
export function orderShipmentProblems(input: {
  readonly maxBuy?: number | null;
  readonly tender?: { readonly rate: number } | null;
}): Record<string, string> {
  return problemTexts(orderShipmentProblemKeys(input));
}

/** {@link orderShipmentProblems} as catalog keys (ADR 048); the max buy travels written as dollars. */
export function orderShipmentProblemKeys(input: {
  readonly maxBuy?: number | null;
  readonly tender?: { readonly rate: number } | null;
}): Record<string, AnswerMessage> {
  if (input.tender && input.maxBuy != null && input.tender.rate > input.maxBuy)
    return { 'tender.rate': answer('answer.orders.aboveMaxBuy', { maxBuy: `$${input.maxBuy.toFixed(2)}` }) };
  return {};
}

/** Hours a carrier has to answer a tender sent from an order (ADR 035: the next business day's worth). */
export const orderTenderAnswerHours = 24;

/** The tone of each order status on a chip: what needs the broker (Open) stands out. */
export const orderStatusTone: Readonly<Record<OrderStatus, Tone>> = {
  [OrderStatus.Open]: 'info',
  [OrderStatus.Planned]: 'neutral',
  [OrderStatus.Tendered]: 'caution',
  [OrderStatus.Covered]: 'positive',
  [OrderStatus.Delivered]: 'positive',
};
