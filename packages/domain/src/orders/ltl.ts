import { answer, type AnswerMessage } from '../messages/answers.ts';
import { ShippingMode, shippingModes } from '../enums/freight.ts';
import { OrderStatus, orderStatuses } from './status.ts';

/**
 * An LTL carrier's tariff (ADR 052): a rate per hundredweight (100 lbs, rounded up), a minimum charge,
 * and the heaviest shipment it quotes. What the sandbox's rating engine prices an LTL order with.
 */
export interface LtlTariff {
  readonly ratePerHundredweight: number;
  readonly minimumCharge: number;
  readonly maxWeightLbs: number;
}

/**
 * The price of an LTL order on a tariff: each started hundredweight at the rate, never below the
 * minimum, in cents; `null` when the tariff does not quote that weight (none, or over its maximum).
 */
export function ltlQuoteAmount(weightLbs: number, tariff: LtlTariff): number | null {
  if (!(weightLbs > 0) || weightLbs > tariff.maxWeightLbs) return null;
  const cents = Math.ceil(weightLbs / 100) * Math.round(tariff.ratePerHundredweight * 100);
  return Math.max(cents, Math.round(tariff.minimumCharge * 100)) / 100;
}

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
