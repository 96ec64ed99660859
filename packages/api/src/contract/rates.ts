import { ServiceLevel, ShippingMode } from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idParamSchema, idSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { shipmentStatusDisplaySchema } from './shipments.ts';

/** Rate types a shipment's unified rates carry (ADR 025): a carrier's contract rate, a spot rate, an API quote. */
export const rateTypes = ['Contract', 'Spot', 'Quote'] as const;
/** One rate type. */
export const rateTypeSchema = z.enum(rateTypes);
/** A rate type. */
export type RateType = z.output<typeof rateTypeSchema>;

/**
 * One rate of a shipment, the spec's "Rate selection" (spec 1 §3): price (rate plus markup), rate,
 * markupTotal, webServiceDescriptionId, isGuaranteedRate, quoteId, serviceLevelCode, rateSource,
 * serviceDays, carrierId, rateType, chargeRateType; plus its id, the carrier's name and the shipping
 * mode it prices (TL or LTL), which a page needs to word and book it. Rates in error are never listed
 * (spec 1 §5).
 */
export const rateSelectionSchema = z.object({
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
});
/** One rate of a shipment. */
export type RateSelection = z.output<typeof rateSelectionSchema>;

/** The shipment a page of rates prices: its number, status, maxBuy and the rate it is booked on, if any. */
export const ratedShipmentSchema = z.object({
  id: idSchema,
  shipmentNumber: z.string(),
  status: shipmentStatusDisplaySchema,
  maxBuy: z.number().nullable(),
  bookedRateId: idSchema.nullable(),
});
/** The shipment of a page of rates. */
export type RatedShipment = z.output<typeof ratedShipmentSchema>;

/** The unified rates of a shipment (page size 50, spec 1 §7), with the shipment they price. */
export const shipmentRatesSchema = pageOf(rateSelectionSchema).extend({ shipment: ratedShipmentSchema });
/** The unified rates of a shipment. */
export type ShipmentRates = z.output<typeof shipmentRatesSchema>;

/** Path params of the unified rates of a shipment. */
export const shipmentRatesParamsSchema = z.object({ shipmentNumber: idParamSchema });

/** Query of the unified rates: one rate type (the `/rates/{rateType}/shipment/…` page) and paging (size 50). */
export const shipmentRatesQuerySchema = z.object({
  rateType: rateTypeSchema.optional(),
  page: z.coerce.number<number>().int().min(1).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(50),
});

/**
 * The answer to a booking (spec 1 §8): `bookingSucceeded` and, when false, each error message; the
 * shipment as it now is (its maxBuy after the contract-rate rule of spec 1 §4).
 */
export const rateBookingResultSchema = z.object({
  bookingSucceeded: z.boolean(),
  errors: z.array(z.string()),
  shipment: ratedShipmentSchema,
});
/** The answer to a booking. */
export type RateBookingResult = z.output<typeof rateBookingResultSchema>;

/** Unified rates of a shipment and booking a contract TL rate. */
export const rateEndpoints = {
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
} as const;
