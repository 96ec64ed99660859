import { answer, type AnswerMessage } from '../messages/answers.ts';
import { ShippingMode, shippingModes } from '../enums/freight.ts';
import { OrderStatus, orderStatuses } from './status.ts';

/**
 * Why an order cannot be booked on an LTL quote (spec 2 §7 "book an LTL order"), or null: it must ship
 * LTL and still be Open (a booked or tendered order has its carrier).
 */
export function ltlBookingRefusal(order: {
  readonly orderNumber: string;
  readonly shippingMode: ShippingMode;
  readonly status: OrderStatus;
}): AnswerMessage | null {
  const number = order.orderNumber;
  if (order.shippingMode !== ShippingMode.LTL) {
    const labelKey = shippingModes.messageKey(order.shippingMode);
    return answer(
      'answer.ltl.notLtl',
      { number, mode: shippingModes.label(order.shippingMode) ?? String(order.shippingMode) },
      labelKey === undefined ? undefined : { mode: labelKey },
    );
  }
  if (order.status !== OrderStatus.Open) {
    const labelKey = orderStatuses.messageKey(order.status);
    return answer(
      'answer.ltl.notOpen',
      { number, status: orderStatuses.label(order.status) ?? order.status },
      labelKey === undefined ? undefined : { status: labelKey },
    );
  }
  return null;
}
