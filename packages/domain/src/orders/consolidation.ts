import { consolidationDefaults } from '../constants/limits.ts';
import { greatCircleMiles, type GeoPoint } from '../load-board/geo.ts';
import { answer, type AnswerMessage } from '../messages/answers.ts';
import { equipmentModes, shippingModes } from '../enums/freight.ts';
import { OrderStatus, orderStatuses } from './status.ts';

/** Most total weight in pounds of the orders on one consolidated shipment (spec 1 §9, spec 2 §9). */
export const consolidationMaxWeightLbs = consolidationDefaults.maxWeight;
/** Most total units (line-item pieces) on one consolidated shipment (spec 1 §9, spec 2 §9). */
export const consolidationMaxUnits = consolidationDefaults.maxUnits;
/** Most miles between an order's first pickup (or last delivery) and the anchor order's (spec 1 §9). */
export const consolidationMaxMiles = consolidationDefaults.distance;
/** Days each pickup window is widened by, on both sides, before two windows must overlap (spec 1 §9). */
export const consolidationWindowDays = consolidationDefaults.dateWindowDays;

/** The limits a consolidation is checked against; a broker may narrow or widen them per search. */
export interface ConsolidationLimits {
  readonly maxWeight: number;
  readonly maxUnits: number;
  readonly distance: number;
  readonly dateWindowDays: number;
}

/** The spec's defaults (45,000 lbs, 60 units, 40 miles, windows widened by 2 days). */
export const defaultConsolidationLimits: ConsolidationLimits = {
  maxWeight: consolidationMaxWeightLbs,
  maxUnits: consolidationMaxUnits,
  distance: consolidationMaxMiles,
  dateWindowDays: consolidationWindowDays,
};

/** Bounds a broker's override of a limit may take (beyond them a consolidation stops being one truck). */
export const consolidationLimitRanges: Readonly<
  Record<keyof ConsolidationLimits, { readonly min: number; readonly max: number }>
> = {
  maxWeight: { min: 1, max: 80_000 },
  maxUnits: { min: 1, max: 500 },
  distance: { min: 0, max: 500 },
  dateWindowDays: { min: 0, max: 14 },
};

/** The limits counted in whole numbers (units and days); weight and distance may have decimals. */
export const wholeConsolidationLimits: readonly (keyof ConsolidationLimits)[] = [
  'maxUnits',
  'dateWindowDays',
];

/**
 * Whether a broker may set a limit to this value: a finite number within its range, whole for units and
 * days. The consolidate dialog checks what is typed with it; the contract's schema holds the same bounds.
 */
export function isConsolidationLimit(key: keyof ConsolidationLimits, value: number): boolean {
  const range = consolidationLimitRanges[key];
  if (!Number.isFinite(value) || value < range.min || value > range.max) return false;
  return !wholeConsolidationLimits.includes(key) || Number.isInteger(value);
}

/** The defaults with a broker's overrides (absent ones keep the default). */
export function consolidationLimits(overrides: Partial<ConsolidationLimits> = {}): ConsolidationLimits {
  return { ...defaultConsolidationLimits, ...overrides };
}

/** One end of an order a consolidation compares: where (null when its postal code cannot be placed) and its window. */
export interface ConsolidationEnd {
  readonly point: GeoPoint | null;
  readonly early: Date;
  readonly late: Date;
}

/** What the rule reads of an order. */
export interface ConsolidationOrder {
  readonly orderNumber: string;
  readonly companyId: string;
  readonly status: OrderStatus;
  /** The shipment it is on, if any (a Draft or Voided one leaves the order Open). */
  readonly shipmentNumber: string | null;
  /** Equipment mode (Dry, Reefer…): one truck carries one kind. */
  readonly equipmentMode: number;
  /** Shipping mode (TL, LTL…): the orders of one shipment ship one way. */
  readonly shippingMode: number;
  readonly weightLbs: number;
  /** Pieces of all its line items. */
  readonly units: number;
  readonly firstPickup: ConsolidationEnd;
  readonly lastDelivery: ConsolidationEnd;
}

/** How a candidate sits against the anchor: miles between the first pickups and between the last deliveries. */
export interface ConsolidationFit {
  readonly pickupMiles: number | null;
  readonly deliveryMiles: number | null;
}

/** Weight and units already on the shipment before a candidate joins. */
export interface ConsolidationTotals {
  readonly weightLbs: number;
  readonly units: number;
}

const DAY_MS = 86_400_000;

/** Miles between two ends, or null when either cannot be placed. */
function milesBetween(a: ConsolidationEnd, b: ConsolidationEnd): number | null {
  return a.point && b.point ? greatCircleMiles(a.point, b.point) : null;
}

/** Whether two pickup windows overlap once each is widened by `days` on both sides. */
export function windowsMeet(a: ConsolidationEnd, b: ConsolidationEnd, days: number): boolean {
  const widen = days * DAY_MS;
  return (
    a.early.getTime() - widen <= b.late.getTime() + widen &&
    b.early.getTime() - widen <= a.late.getTime() + widen
  );
}

/** Miles between the ends of a candidate and the anchor, for the dialog's "distance" column. */
export function consolidationFit(
  candidate: ConsolidationOrder,
  anchor: ConsolidationOrder,
): ConsolidationFit {
  return {
    pickupMiles: milesBetween(candidate.firstPickup, anchor.firstPickup),
    deliveryMiles: milesBetween(candidate.lastDelivery, anchor.lastDelivery),
  };
}

const miles = (n: number) => Math.round(n);

/**
 * Why `candidate` cannot join `anchor` on one shipment (spec 1 §4, §9; spec 2 §7 "find consolidatable
 * orders"), or null when it can: same company; Open and on no live shipment; the same equipment
 * and shipping mode (one truck, one way of shipping; FreightKit's reading); the totals with what is
 * already on the shipment (`joined`, the anchor alone by default) within the weight and unit limits;
 * first pickup and last delivery within `limits.distance` miles of the anchor's; pickup windows
 * overlapping once each is widened by `limits.dateWindowDays` days. The first rule broken is the reason.
 */
export function consolidationRefusal(
  candidate: ConsolidationOrder,
  anchor: ConsolidationOrder,
  limits: ConsolidationLimits = defaultConsolidationLimits,
  joined: ConsolidationTotals = anchor,
): AnswerMessage | null {
  const number = candidate.orderNumber;
  if (candidate.companyId !== anchor.companyId)
    return answer('answer.consolidation.otherCompany', { number });
  if (candidate.status !== OrderStatus.Open) {
    const labelKey = orderStatuses.messageKey(candidate.status);
    return answer(
      'answer.consolidation.notOpen',
      { number, status: orderStatuses.label(candidate.status) ?? candidate.status },
      labelKey === undefined ? undefined : { status: labelKey },
    );
  }
  if (candidate.equipmentMode !== anchor.equipmentMode)
    return labelled('answer.consolidation.equipmentDiffers', number, equipmentModes, {
      equipment: candidate.equipmentMode,
      anchorEquipment: anchor.equipmentMode,
    });
  if (candidate.shippingMode !== anchor.shippingMode)
    return labelled('answer.consolidation.modeDiffers', number, shippingModes, {
      mode: candidate.shippingMode,
      anchorMode: anchor.shippingMode,
    });
  const weight = joined.weightLbs + candidate.weightLbs;
  if (weight > limits.maxWeight)
    return answer('answer.consolidation.tooHeavy', { number, total: weight, max: limits.maxWeight });
  const units = joined.units + candidate.units;
  if (units > limits.maxUnits)
    return answer('answer.consolidation.tooManyUnits', { number, total: units, max: limits.maxUnits });
  const fit = consolidationFit(candidate, anchor);
  if (fit.pickupMiles === null || fit.deliveryMiles === null)
    return answer('answer.consolidation.placeUnknown', { number });
  if (fit.pickupMiles > limits.distance)
    return answer('answer.consolidation.pickupTooFar', {
      number,
      miles: miles(fit.pickupMiles),
      max: limits.distance,
    });
  if (fit.deliveryMiles > limits.distance)
    return answer('answer.consolidation.deliveryTooFar', {
      number,
      miles: miles(fit.deliveryMiles),
      max: limits.distance,
    });
  if (!windowsMeet(candidate.firstPickup, anchor.firstPickup, limits.dateWindowDays))
    return answer('answer.consolidation.datesApart', { number, days: limits.dateWindowDays });
  return null;
}

/** A refusal naming enum values (equipment, shipping modes) by their labels, in the reader's language. */
function labelled(
  key: 'answer.consolidation.equipmentDiffers' | 'answer.consolidation.modeDiffers',
  number: string,
  descriptor: typeof equipmentModes | typeof shippingModes,
  values: Readonly<Record<string, number>>,
): AnswerMessage {
  const params: Record<string, string> = { number };
  const labels: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    params[name] = descriptor.label(value) ?? String(value);
    const labelKey = descriptor.messageKey(value);
    if (labelKey !== undefined) labels[name] = labelKey;
  }
  return answer(key, params, Object.keys(labels).length === 0 ? undefined : labels);
}

/** Whether `candidate` may join `anchor` (see {@link consolidationRefusal}). */
export function consolidatable(
  candidate: ConsolidationOrder,
  anchor: ConsolidationOrder,
  limits: ConsolidationLimits = defaultConsolidationLimits,
  joined: ConsolidationTotals = anchor,
): boolean {
  return consolidationRefusal(candidate, anchor, limits, joined) === null;
}

/**
 * Every reason a consolidation of `others` onto `anchor` is refused, by order number (empty: it may go
 * ahead). The anchor itself must be Open; the others join in the order given, each checked with the
 * totals of the anchor and those before it, so the first order over a limit is the one named. An order
 * named twice, or the anchor named again, is refused as such.
 */
export function consolidationProblems(
  anchor: ConsolidationOrder,
  others: readonly ConsolidationOrder[],
  limits: ConsolidationLimits = defaultConsolidationLimits,
): Record<string, AnswerMessage> {
  const problems: Record<string, AnswerMessage> = {};
  const anchorProblem = consolidationRefusal(anchor, anchor, limits, { weightLbs: 0, units: 0 });
  if (anchorProblem) problems[anchor.orderNumber] = anchorProblem;
  const seen = new Set([anchor.orderNumber]);
  let totals: ConsolidationTotals = { weightLbs: anchor.weightLbs, units: anchor.units };
  for (const order of others) {
    if (seen.has(order.orderNumber)) {
      problems[order.orderNumber] = answer('answer.consolidation.twice', { number: order.orderNumber });
      continue;
    }
    seen.add(order.orderNumber);
    const problem = consolidationRefusal(order, anchor, limits, totals);
    if (problem) problems[order.orderNumber] = problem;
    else totals = { weightLbs: totals.weightLbs + order.weightLbs, units: totals.units + order.units };
  }
  return problems;
}

/** The totals of orders on one shipment, for the dialog's "against the limits" line. */
export function consolidationTotals(orders: readonly ConsolidationTotals[]): ConsolidationTotals {
  return orders.reduce((sum, o) => ({ weightLbs: sum.weightLbs + o.weightLbs, units: sum.units + o.units }), {
    weightLbs: 0,
    units: 0,
  });
}

/** Whether an order can anchor or join a consolidation: only while Open (on no live shipment). */
export function canConsolidateOrder(status: OrderStatus): boolean {
  return status === OrderStatus.Open;
}
