import { EquipmentMode, ShippingMode } from '../enums/freight.ts';
import { greatCircleMiles, type GeoPoint } from '../load-board/geo.ts';
import { answer, problemTexts, type AnswerMessage, type FieldProblems } from '../messages/answers.ts';
import { fromCents, toCents } from '../money/money.ts';
import { canadianPostalCodePattern } from '../orders/payloads.ts';
import { timeZoneForPostalCode } from '../regions/regions.ts';
import { consolidationDefaults } from '../constants/limits.ts';

/**
 * Quotes for ad hoc stops and products (spec 1 §7 "find unified rates by … ad hoc stops and
 * products", "API quote"; ADR 053): what a broker types, what is wrong with it, and how a carrier's
 * tariff prices a lane. The back end and the quote screen ask the same rules.
 */

/** The shipping modes a quote prices: a truckload or a less-than-truckload shipment (spec 1 §3). */
export const quotableShippingModes: readonly number[] = [ShippingMode.TL, ShippingMode.LTL];

/** The NMFC freight classes an LTL product is rated in (50 the densest, 500 the lightest). */
export const freightClasses = [
  50, 55, 60, 65, 70, 77.5, 85, 92.5, 100, 110, 125, 150, 175, 200, 250, 300, 400, 500,
] as const;

/**
 * The most a quote's products weigh together: a full truck, the spec's consolidation maximum
 * weight (spec 1 §9, 45,000 lb).
 */
export const quoteMaxWeightLbs = consolidationDefaults.maxWeight;
/** The most product lines a quote carries. */
export const quoteMaxProducts = 20;
/** The most pieces one product line counts. */
export const quoteMaxPieces = 999;
/**
 * How long a carrier API's quote stays good for the same request (ADR 053, amended 2026-11-27): asking
 * again for the same lane, day, equipment and products within it answers the quote already given, so
 * reopening an order's rates does not ask the carrier again and store a new quote each visit.
 */
export const apiQuoteValidMinutes = 30;

const zipPattern = /^\d{5}(-\d{4})?$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** One product of an ad hoc quote: its weight, its pieces and, for LTL, its freight class. */
export interface QuoteProductInput {
  readonly weightLbs: number | null | undefined;
  readonly pieces: number | null | undefined;
  readonly freightClass?: number | null | undefined;
}

/** What a broker types to be quoted: the lane by postal codes, the pickup day, equipment, mode and products. */
export interface AdHocQuoteInput {
  readonly originPostalCode: string | null | undefined;
  readonly destinationPostalCode: string | null | undefined;
  /** Calendar date `yyyy-MM-dd`. */
  readonly pickupDate: string | null | undefined;
  readonly equipmentMode: number | null | undefined;
  readonly shippingMode: number | null | undefined;
  readonly products: readonly QuoteProductInput[];
}

/** A field of an ad hoc quote a problem sits at (`products.0.weightLbs` for a product's field). */
export type AdHocQuoteField =
  | 'originPostalCode'
  | 'destinationPostalCode'
  | 'pickupDate'
  | 'equipmentMode'
  | 'shippingMode'
  | 'products'
  | `products.${number}.${'weightLbs' | 'pieces' | 'freightClass'}`;

/** The postal code rule of a stop (the orders area's, spec 2 §5): a ZIP or Canadian code whose zone is known. */
function postalProblem(value: string | null | undefined): AnswerMessage | undefined {
  const postal = (value ?? '').trim();
  if (postal === '') return answer('answer.orders.postalRequired');
  if (!zipPattern.test(postal) && !canadianPostalCodePattern.test(postal))
    return answer('answer.orders.postalFormat');
  if (timeZoneForPostalCode(postal) === undefined) return answer('answer.orders.postalZone');
  return undefined;
}

/** Whether `yyyy-MM-dd` names a real calendar day. */
function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with an ad hoc quote, by field, as catalog keys (ADR 048); empty when it can be priced.
 * Postal codes follow the orders area's rule; the pickup day is a real date not before `today`
 * (`yyyy-MM-dd`, the broker's calendar day); equipment one of the spec's modes; the mode TL or LTL;
 * one to {@link quoteMaxProducts} products, each with a weight above 0 and whole pieces, an LTL
 * product with a freight class, all together at most {@link quoteMaxWeightLbs}.
 */
export function adHocQuoteProblemKeys(input: AdHocQuoteInput, today: string): FieldProblems<AdHocQuoteField> {
  const problems: FieldProblems<AdHocQuoteField> = {};
  const origin = postalProblem(input.originPostalCode);
  if (origin) problems.originPostalCode = origin;
  const destination = postalProblem(input.destinationPostalCode);
  if (destination) problems.destinationPostalCode = destination;
  const pickup = (input.pickupDate ?? '').trim();
  if (pickup === '') problems.pickupDate = answer('answer.quotes.pickupRequired');
  else if (!isCalendarDate(pickup)) problems.pickupDate = answer('answer.quotes.pickupFormat');
  else if (pickup < today) problems.pickupDate = answer('answer.quotes.pickupPast');
  const equipment = input.equipmentMode;
  if (equipment == null || !(Object.values(EquipmentMode) as number[]).includes(equipment))
    problems.equipmentMode = answer('answer.quotes.equipment');
  const mode = input.shippingMode;
  const modeKnown = mode != null && quotableShippingModes.includes(mode);
  if (!modeKnown) problems.shippingMode = answer('answer.quotes.shippingMode');
  if (input.products.length === 0) problems.products = answer('answer.quotes.productsRequired');
  else if (input.products.length > quoteMaxProducts)
    problems.products = answer('answer.quotes.productsTooMany', { max: quoteMaxProducts });
  let total = 0;
  for (const [i, product] of input.products.entries()) {
    const weight = product.weightLbs;
    if (weight == null || !Number.isFinite(weight) || weight <= 0 || weight > quoteMaxWeightLbs)
      problems[`products.${i}.weightLbs`] = answer('answer.quotes.weight', { max: quoteMaxWeightLbs });
    else total += weight;
    const pieces = product.pieces;
    if (pieces == null || !Number.isInteger(pieces) || pieces < 1 || pieces > quoteMaxPieces)
      problems[`products.${i}.pieces`] = answer('answer.quotes.pieces', { max: quoteMaxPieces });
    const freightClass = product.freightClass;
    if (mode === ShippingMode.LTL && (freightClass == null || !isFreightClass(freightClass)))
      problems[`products.${i}.freightClass`] = answer('answer.quotes.freightClass');
    else if (freightClass != null && !isFreightClass(freightClass))
      problems[`products.${i}.freightClass`] = answer('answer.quotes.freightClass');
  }
  if (problems.products === undefined && total > quoteMaxWeightLbs)
    problems.products = answer('answer.quotes.totalWeight', { max: quoteMaxWeightLbs });
  return problems;
}

/** {@link adHocQuoteProblemKeys} in English, field by field (what the back end writes in `modelState`). */
export function adHocQuoteProblems(
  input: AdHocQuoteInput,
  today: string,
): Partial<Record<AdHocQuoteField, string>> {
  return problemTexts(adHocQuoteProblemKeys(input, today));
}

/** Whether a number is one of the NMFC {@link freightClasses}. */
export function isFreightClass(value: number): boolean {
  return (freightClasses as readonly number[]).includes(value);
}

/**
 * How much more a load costs to haul on each equipment mode than on a dry van (a reefer's fuel and
 * unit, a flat bed's securement, a power-only move without a trailer…): the tariff's rate per mile
 * is multiplied by it.
 */
export const equipmentRateFactors: Readonly<Record<number, number>> = {
  [EquipmentMode.Dry]: 1,
  [EquipmentMode.Reefer]: 1.25,
  [EquipmentMode.Flatbed]: 1.15,
  [EquipmentMode.Bulk]: 1.2,
  [EquipmentMode.Drayage]: 1.1,
  [EquipmentMode.PowerOnly]: 0.85,
};

/** A truckload's weight up to which its rate per mile holds; each pound above adds {@link heavyLoadRatePerPoundMile}. */
export const heavyLoadThresholdLbs = 20_000;
/** Dollars per pound above {@link heavyLoadThresholdLbs} per mile (20,000 lb over, 1,000 miles: $400). */
export const heavyLoadRatePerPoundMile = 0.00002;

/** A carrier's tariff for a lane priced from scratch (the sandbox seeds one per carrier and rate type). */
export interface CarrierTariff {
  /** TL: dollars per mile on a dry van. */
  readonly perMile: number;
  /** LTL: dollars per hundred pounds of class 100 freight over 500 miles. */
  readonly perHundredweight: number;
  /** The least the carrier charges for a load. */
  readonly minimum: number;
}

/** What a lane price reads: the miles, the equipment and the products (weights and, for LTL, classes). */
export interface LanePriceInput {
  readonly miles: number;
  readonly equipmentMode: number;
  readonly shippingMode: number;
  readonly products: readonly { readonly weightLbs: number; readonly freightClass?: number | null }[];
}

/** A lane's miles: the great-circle distance between the two postal codes' places, rounded (as the load board). */
export function laneMiles(origin: GeoPoint, destination: GeoPoint): number {
  return Math.round(greatCircleMiles(origin, destination));
}

/**
 * The carrier's rate for a lane in dollars, to the cent (ADR 053):
 * - **TL**: `max(minimum, miles × perMile × equipment factor) + max(0, weight − 20,000) × miles × 0.00002`;
 *   a heavier load costs more per mile once above 20,000 lb.
 * - **LTL**: each product is charged by the hundredweight (rounded up) at `perHundredweight × class / 100
 *   × (0.5 + miles / 1,000) × equipment factor`; the load costs at least the minimum.
 */
export function lanePrice(input: LanePriceInput, tariff: CarrierTariff): number {
  const factor = equipmentRateFactors[input.equipmentMode] ?? 1;
  const weight = input.products.reduce((sum, p) => sum + p.weightLbs, 0);
  if (input.shippingMode === ShippingMode.LTL) {
    const distance = 0.5 + input.miles / 1000;
    let cents = 0;
    for (const product of input.products) {
      const hundredweights = Math.ceil(product.weightLbs / 100);
      const classFactor = (product.freightClass ?? 100) / 100;
      cents += toCents(hundredweights * tariff.perHundredweight * classFactor * distance * factor);
    }
    return fromCents(Math.max(cents, toCents(tariff.minimum)));
  }
  const lineHaul = Math.max(toCents(tariff.minimum), toCents(input.miles * tariff.perMile * factor));
  const heavy = toCents(
    Math.max(0, weight - heavyLoadThresholdLbs) * input.miles * heavyLoadRatePerPoundMile,
  );
  return fromCents(lineHaul + heavy);
}

/** Transit days for a lane: a truck covers 500 miles a day; LTL goes through terminals (400 a day, plus a day). */
export function laneServiceDays(miles: number, shippingMode: number): number {
  if (shippingMode === ShippingMode.LTL) return 2 + Math.ceil(miles / 400);
  return Math.max(1, Math.ceil(miles / 500));
}

export {
  placeOfCanadianPostalCode,
  provinceOfCanadianPostalCode,
  type CanadianPostalPlace,
} from './canadianPostalPlaces.ts';
