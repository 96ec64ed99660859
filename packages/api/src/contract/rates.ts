import { adHocQuoteProblemKeys, quoteMaxProducts, ServiceLevel, ShippingMode } from '@freightkit/domain';
import { z } from 'zod';
import {
  addProblemIssues,
  answerMessageSchema,
  byIdParamsSchema,
  idParamSchema,
  idSchema,
  pageOf,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { orderNumberParamsSchema, orderStatusSchema } from './orders.ts';
import { shipmentStatusDisplaySchema } from './shipments.ts';
import { lazySchema } from './lazySchema.ts';

/** Rate types a shipment's unified rates carry (ADR 025): a carrier's contract rate, a spot rate, an API quote. */
export const rateTypes = ['Contract', 'Spot', 'Quote'] as const;
/** One rate type. */
export const rateTypeSchema = lazySchema(() => z.enum(rateTypes));
/** A rate type. */
export type RateType = z.output<typeof rateTypeSchema>;

/**
 * One rate of a shipment, the spec's "Rate selection" (spec 1 §3): price (rate plus markup), rate,
 * markupTotal, webServiceDescriptionId, isGuaranteedRate, quoteId, serviceLevelCode, rateSource,
 * serviceDays, carrierId, rateType, chargeRateType; plus its id, the carrier's name and the shipping
 * mode it prices (TL or LTL), which a page needs to word and book it. Rates in error are never listed
 * (spec 1 §5).
 */
export const rateSelectionSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    carrierId: idSchema,
    carrierName: z.string(),
    rateType: rateTypeSchema,
    chargeRateType: z.string(),
    shippingMode: z.enum(ShippingMode),
    price: z.number(),
    rate: z.number(),
    markupTotal: z.number(),
    isGuaranteedRate: z.boolean(),
    quoteId: z.string().nullable(),
    webServiceDescriptionId: z.string().nullable(),
    serviceLevelCode: z.enum(ServiceLevel),
    rateSource: z.string(),
    serviceDays: z.number().int().nullable(),
  }),
);
/** One rate of a shipment. */
export type RateSelection = z.output<typeof rateSelectionSchema>;

/** The shipment a page of rates prices: its number, status, maxBuy and the rate it is booked on, if any. */
export const ratedShipmentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    status: shipmentStatusDisplaySchema,
    maxBuy: z.number().nullable(),
    bookedRateId: idSchema.nullable(),
  }),
);
/** The shipment of a page of rates. */
export type RatedShipment = z.output<typeof ratedShipmentSchema>;

/** The unified rates of a shipment (page size 50, spec 1 §7), with the shipment they price. */
export const shipmentRatesSchema = lazySchema(() =>
  pageOf(rateSelectionSchema).extend({ shipment: ratedShipmentSchema }),
);
/** The unified rates of a shipment. */
export type ShipmentRates = z.output<typeof shipmentRatesSchema>;

/** Path params of the unified rates of a shipment. */
export const shipmentRatesParamsSchema = lazySchema(() => z.object({ shipmentNumber: idParamSchema }));

/** Query of the unified rates: one rate type (the `/rates/{rateType}/shipment/…` page) and paging (size 50). */
export const shipmentRatesQuerySchema = lazySchema(() =>
  z.object({
    rateType: rateTypeSchema.optional(),
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(50).default(50),
  }),
);

/**
 * The answer to a booking (spec 1 §8): `bookingSucceeded` and, when false, each error message; the
 * shipment as it now is (its maxBuy after the contract-rate rule of spec 1 §4). `errorKeys` runs
 * parallel to `errors` (ADR 048, 057): each message's catalog key and values (domain's
 * `contractRateBookingProblemKeys`, `ltlQuoteBookingProblemKeys`), `null` for a text without a key, so
 * a portal lists them in its user's language; `errors` stays English for every existing reader.
 */
export const rateBookingResultSchema = lazySchema(() =>
  z.object({
    bookingSucceeded: z.boolean(),
    errors: z.array(z.string()),
    errorKeys: z.array(answerMessageSchema.nullable()).optional(),
    shipment: ratedShipmentSchema,
  }),
);
/** The answer to a booking. */
export type RateBookingResult = z.output<typeof rateBookingResultSchema>;

/** One product of an ad hoc quote: weight in pounds, pieces and, for LTL, the NMFC freight class. */
export const quoteProductSchema = lazySchema(() =>
  z.object({
    weightLbs: z.number(),
    pieces: z.number(),
    freightClass: z.number().nullish(),
  }),
);

/** A day before today in UTC: the broker's calendar day west of UTC may still be yesterday there. */
const earliestPickupDay = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * Body of the unified rates for ad hoc stops and products and of the API quote (spec 1 §7; ADR 053):
 * the lane by postal codes, the pickup day, equipment, shipping mode (TL or LTL) and the products.
 * Refined with domain's `adHocQuoteProblemKeys`, so a 400 names each field in the reader's language.
 */
export const adHocQuoteBodySchema = lazySchema(() =>
  z
    .object({
      originPostalCode: z.string().trim().max(10),
      destinationPostalCode: z.string().trim().max(10),
      pickupDate: z.string().trim().max(10),
      equipmentMode: z.number().int(),
      shippingMode: z.number().int(),
      products: z.array(quoteProductSchema).max(quoteMaxProducts + 1),
    })
    .superRefine((body, ctx) => {
      addProblemIssues(ctx, adHocQuoteProblemKeys(body, earliestPickupDay()));
    }),
);
/** What a broker sends to be quoted. */
export type AdHocQuoteBody = z.input<typeof adHocQuoteBodySchema>;

/** One end of a quoted lane: the place its postal code was found at. */
export const quotedPlaceSchema = lazySchema(() =>
  z.object({
    postalCode: z.string(),
    city: z.string(),
    state: z.string(),
  }),
);

/** The lane a quote priced: both ends and the miles between them (great circle, as the load board). */
export const quotedLaneSchema = lazySchema(() =>
  z.object({
    origin: quotedPlaceSchema,
    destination: quotedPlaceSchema,
    miles: z.number().int().min(0),
  }),
);
/** A quoted lane. */
export type QuotedLane = z.output<typeof quotedLaneSchema>;

/** The unified rates for ad hoc stops and products: rates not in error (page size 50) and the lane priced. */
export const adHocRatesSchema = lazySchema(() =>
  pageOf(rateSelectionSchema).extend({ lane: quotedLaneSchema }),
);
/** The unified rates of an ad hoc lane. */
export type AdHocRates = z.output<typeof adHocRatesSchema>;

/** Paging of the ad hoc rates (size 50, spec 1 §9). */
export const adHocRatesQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(50).default(50),
  }),
);

/** The API quote on its own: the carrier API's priced quote (with its quoteId and service days) and the lane. */
export const apiQuoteSchema = lazySchema(() =>
  z.object({ quote: rateSelectionSchema, lane: quotedLaneSchema }),
);
/** An API quote. */
export type ApiQuote = z.output<typeof apiQuoteSchema>;

/**
 * The order a page of rates prices (spec 1 §7 "find unified rates by orderId"; ADR 057): its number,
 * status, modes, weight and the shipment it is on, if any.
 */
export const ratedOrderSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    status: orderStatusSchema,
    shippingMode: z.enum(ShippingMode),
    equipmentMode: z.number().int(),
    weightLbs: z.number(),
    shipmentNumber: z.string().nullable(),
  }),
);
/** The order of a page of rates. */
export type RatedOrder = z.output<typeof ratedOrderSchema>;

/**
 * The unified rates of an order (page size 50, only rates not in error): its lane priced on the one
 * price list, with the lane (`null` when the order cannot be priced: a postal code no place is known
 * for, or no weight, or more than a full truck; the items are then empty).
 */
export const orderRatesSchema = lazySchema(() =>
  pageOf(rateSelectionSchema).extend({
    order: ratedOrderSchema,
    lane: quotedLaneSchema.nullable(),
  }),
);
/** The unified rates of an order. */
export type OrderRates = z.output<typeof orderRatesSchema>;

/** Unified rates of a shipment and booking a contract TL rate. */
export const rateEndpoints = {
  /**
   * The order's rates not in error (spec 1 §7 "find unified rates by orderId"; ADR 057): the broker's
   * (`rates.book`, as the ad hoc rates); another company's order is 404.
   */
  forOrder: defineEndpoint({
    name: 'rates.forOrder',
    method: 'GET',
    path: 'api/v2/rates/orders/{orderNumber}',
    access: 'authenticated',
    capability: 'rates.book',
    summary: 'Unified rates of an order (page size 50), only rates not in error, with the lane priced.',
    params: orderNumberParamsSchema,
    query: shipmentRatesQuerySchema,
    response: orderRatesSchema,
  }),
  /** The shipment's rates not in error (another company's shipment is 404). */
  forShipment: defineEndpoint({
    name: 'rates.forShipment',
    method: 'GET',
    path: 'api/v2/rates/shipments/{shipmentNumber}',
    access: 'authenticated',
    capability: 'rates.view',
    summary: 'Unified rates of a shipment (page size 50), only rates not in error.',
    params: shipmentRatesParamsSchema,
    query: shipmentRatesQuerySchema,
    response: shipmentRatesSchema,
  }),
  /** Books the shipment on a contract TL rate; raises maxBuy by the rule of spec 1 §4; 409 once booked. */
  bookContractTl: defineEndpoint({
    name: 'rates.bookContractTl',
    method: 'POST',
    path: 'api/v2/rates/{id}/bookings',
    access: 'authenticated',
    capability: 'rates.book',
    summary: 'Books a shipment on a contract TL rate; answers bookingSucceeded and each error message.',
    params: byIdParamsSchema,
    response: rateBookingResultSchema,
  }),
  /**
   * Books the shipment on a carrier's LTL quote (spec 1 §7 "book LTL"; ADR 053): bookingSucceeded
   * false with each of domain's `ltlQuoteBookingProblems`; 409 once the shipment is booked.
   */
  bookLtl: defineEndpoint({
    name: 'rates.bookLtl',
    method: 'POST',
    path: 'api/v2/rates/{id}/ltl_bookings',
    access: 'authenticated',
    capability: 'rates.book',
    summary: "Books a shipment on a carrier's LTL quote; answers bookingSucceeded and each error message.",
    params: byIdParamsSchema,
    response: rateBookingResultSchema,
  }),
  /**
   * The unified rates for ad hoc stops and products (spec 1 §7): every carrier tariff that prices the
   * mode, priced by domain's `lanePrice` over the lane's miles, plus the API quote; rates in error left out.
   */
  forAdHoc: defineEndpoint({
    name: 'rates.forAdHoc',
    method: 'POST',
    path: 'api/v2/rates/ad_hoc',
    access: 'authenticated',
    capability: 'rates.book',
    summary: 'Unified rates for ad hoc stops and products (page size 50), only rates not in error.',
    query: adHocRatesQuerySchema,
    body: adHocQuoteBodySchema,
    response: adHocRatesSchema,
  }),
  /** The API quote on its own (spec 1 §7 "API quote"): one carrier API's priced quote, stored with its quoteId. */
  apiQuote: defineEndpoint({
    name: 'rates.apiQuote',
    method: 'POST',
    path: 'api/v2/rates/quotes',
    access: 'authenticated',
    capability: 'rates.book',
    summary: "A carrier API's quote for ad hoc stops and products, with its quoteId and service days.",
    body: adHocQuoteBodySchema,
    response: apiQuoteSchema,
  }),
} as const;
