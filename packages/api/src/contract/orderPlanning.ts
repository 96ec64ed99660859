import { autoTenderStatuses, consolidationLimitRanges, ShipmentStatus } from '@freightkit/domain';
import { z } from 'zod';
import { answerMessageSchema, idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  orderListItemSchema,
  orderNumberParamsSchema,
  orderSchema,
  newShipmentTenderSchema,
} from './orders.ts';
import { shipmentStatusDisplaySchema } from './shipments.ts';
import { lazySchema } from './lazySchema.ts';

const limit = (range: { readonly min: number; readonly max: number }) =>
  z.coerce.number<number>().min(range.min).max(range.max);

/** A broker's overrides of the consolidation limits (absent: domain's defaults, spec 1 §9). */
export const consolidationLimitsInputSchema = lazySchema(() =>
  z.object({
    maxWeight: limit(consolidationLimitRanges.maxWeight).optional(),
    maxUnits: limit(consolidationLimitRanges.maxUnits).int().optional(),
    distance: limit(consolidationLimitRanges.distance).optional(),
    dateWindowDays: limit(consolidationLimitRanges.dateWindowDays).int().optional(),
  }),
);

/** Query of "find consolidatable orders": limit overrides, and orders to judge even when not Open. */
export const consolidatableQuerySchema = lazySchema(() =>
  consolidationLimitsInputSchema.extend({
    /** Order numbers, comma-separated, the broker picked in the list (judged whatever their status). */
    include: z.string().trim().max(2000).optional(),
  }),
);
/** Query of "find consolidatable orders". */
export type ConsolidatableQuery = z.input<typeof consolidatableQuerySchema>;

/** The limits a consolidation was judged against. */
export const consolidationLimitsSchema = lazySchema(() =>
  z.object({
    maxWeight: z.number(),
    maxUnits: z.number(),
    distance: z.number(),
    dateWindowDays: z.number(),
  }),
);

/**
 * An order judged against the anchor: its list row, its units, the miles between its first pickup
 * (last delivery) and the anchor's (null: a postal code the map does not know), and why it cannot join
 * (null: it can), as a catalog key with its English next to it.
 */
export const consolidationCandidateSchema = lazySchema(() =>
  z.object({
    order: orderListItemSchema,
    units: z.number(),
    pickupMiles: z.number().nullable(),
    deliveryMiles: z.number().nullable(),
    reason: answerMessageSchema.nullable(),
    reasonText: z.string().nullable(),
  }),
);
/** An order judged against the anchor. */
export type ConsolidationCandidate = z.output<typeof consolidationCandidateSchema>;

/** The anchor order's totals, the limits, and its candidates: those that can join first, nearest first. */
export const consolidatableOrdersSchema = lazySchema(() =>
  z.object({
    anchor: z.object({ orderNumber: z.string(), weightLbs: z.number(), units: z.number() }),
    limits: consolidationLimitsSchema,
    items: z.array(consolidationCandidateSchema),
  }),
);
/** The answer of "find consolidatable orders". */
export type ConsolidatableOrders = z.output<typeof consolidatableOrdersSchema>;

/**
 * Body of "consolidate orders" onto the anchor's shipment (ADR 052): the other orders (1 to 59, the
 * 60-unit limit caps a truck anyway), the limits they were found with, the max buy, and optionally the
 * carrier to tender the shipment to at a line-haul rate, or several at once (ADR 059).
 */
export const consolidateInputSchema = lazySchema(() =>
  z.object({
    orderNumbers: z.array(z.string().min(1).max(40)).min(1).max(59),
    limits: consolidationLimitsInputSchema.optional(),
    maxBuy: z.number().positive().max(1_000_000).nullish(),
    tender: newShipmentTenderSchema.nullish(),
  }),
);
/** What consolidating orders sends. */
export type ConsolidateInput = z.input<typeof consolidateInputSchema>;

/** A tender sent with a new shipment: to whom, at what, and whether automatic tendering sent it. */
export const sentTenderSchema = lazySchema(() =>
  z.object({
    carrierName: z.string(),
    /** Sent to several carriers at once (ADR 059): all of them, `carrierName` the first. */
    carrierNames: z.array(z.string()).optional(),
    rate: z.number(),
    automatic: z.boolean(),
  }),
);

/** The answer of "consolidate orders": the shipment, its orders, whether a draft was reused, the tender. */
export const consolidateResultSchema = lazySchema(() =>
  z.object({
    order: orderSchema,
    shipmentNumber: z.string(),
    orderNumbers: z.array(z.string()),
    reusedDraft: z.boolean(),
    /**
     * The joining orders' other draft shipments, voided because none of their orders is left on them (ADR 059):
     * one draft is reused (the anchor's, else the first joining order's). Absent from an older server.
     */
    voidedDrafts: z.array(z.string()).optional(),
    tender: sentTenderSchema.nullable(),
  }),
);
/** The answer of "consolidate orders". */
export type ConsolidateResult = z.output<typeof consolidateResultSchema>;

const autoTenderStatusSchema = lazySchema(() =>
  z.literal([ShipmentStatus.Draft, ShipmentStatus.ReadyToBook]),
);

/** A broker company's automatic tendering (spec 1 §4): on or off per status, and the carrier it goes to. */
export const autoTenderSettingsSchema = lazySchema(() =>
  z.object({
    statuses: z.array(z.object({ status: shipmentStatusDisplaySchema, enabled: z.boolean() })),
    carrier: z.object({ id: idSchema, name: z.string() }).nullable(),
  }),
);
/** Automatic tendering settings as read. */
export type AutoTenderSettingsRead = z.output<typeof autoTenderSettingsSchema>;

/** Body of saving automatic tendering: each status switched, and the carrier (needed once one is on). */
export const autoTenderSettingsInputSchema = lazySchema(() =>
  z.object({
    statuses: z
      .array(z.object({ status: autoTenderStatusSchema, enabled: z.boolean() }))
      .max(autoTenderStatuses.length),
    carrierId: idSchema.nullable(),
  }),
);
/** What saving automatic tendering sends. */
export type AutoTenderSettingsInput = z.input<typeof autoTenderSettingsInputSchema>;

/** An LTL carrier's quote for an order (ADR 052): the price on its tariff for the order's weight. */
export const ltlQuoteSchema = lazySchema(() =>
  z.object({
    carrierId: idSchema,
    carrierName: z.string(),
    amount: z.number(),
    serviceDays: z.number().int().nullable(),
  }),
);
/** An LTL quote. */
export type LtlQuote = z.output<typeof ltlQuoteSchema>;

/** The LTL quotes of an order, cheapest first, for its weight. */
export const ltlQuotesSchema = lazySchema(() =>
  z.object({ weightLbs: z.number(), items: z.array(ltlQuoteSchema) }),
);

/** Body of "book an LTL order": the carrier whose quote to book (absent: the cheapest). */
export const ltlBookingInputSchema = lazySchema(() => z.object({ carrierId: idSchema.optional() }));
/** What booking an LTL order sends. */
export type LtlBookingInput = z.input<typeof ltlBookingInputSchema>;

/** The answer of booking an LTL order: the order (now Covered), its shipment, the carrier and price. */
export const ltlBookingResultSchema = lazySchema(() =>
  z.object({
    order: orderSchema,
    shipmentNumber: z.string(),
    carrierName: z.string(),
    amount: z.number(),
  }),
);

/**
 * Planning orders onto shipments (spec 2 §7 "find consolidatable orders", "book an LTL order", the
 * draft shipment reused before consolidating; spec 1 §4 automatic tendering by status; ADR 052).
 * Broker only (`orders.manage`); another company's order is 404.
 */
export const orderPlanningEndpoints = {
  consolidatable: defineEndpoint({
    name: 'orderPlanning.consolidatable',
    method: 'GET',
    path: 'api/v2/orders/{orderNumber}/consolidatable_orders',
    access: 'authenticated',
    capability: 'orders.manage',
    summary:
      "Open orders (and any named) judged against an order: miles, totals and why one cannot join; limits default to spec 1 §9's.",
    params: orderNumberParamsSchema,
    query: consolidatableQuerySchema,
    response: consolidatableOrdersSchema,
  }),
  consolidate: defineEndpoint({
    name: 'orderPlanning.consolidate',
    method: 'POST',
    path: 'api/v2/orders/{orderNumber}/consolidations',
    access: 'authenticated',
    capability: 'orders.manage',
    summary:
      "Puts orders on the order's draft shipment (or a new one), stops merged; 409 names each order that cannot join.",
    params: orderNumberParamsSchema,
    body: consolidateInputSchema,
    response: consolidateResultSchema,
    successStatus: 201,
  }),
  autoTender: defineEndpoint({
    name: 'orderPlanning.autoTender',
    method: 'GET',
    path: 'api/v2/orders/settings/auto_tendering',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "The broker company's automatic tendering: on or off per shipment status, and its carrier.",
    response: autoTenderSettingsSchema,
  }),
  saveAutoTender: defineEndpoint({
    name: 'orderPlanning.saveAutoTender',
    method: 'PUT',
    path: 'api/v2/orders/settings/auto_tendering',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Switches automatic tendering per status; a status switched on needs the carrier.',
    body: autoTenderSettingsInputSchema,
    response: autoTenderSettingsSchema,
  }),
  ltlQuotes: defineEndpoint({
    name: 'orderPlanning.ltlQuotes',
    method: 'GET',
    path: 'api/v2/orders/{orderNumber}/ltl_quotes',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "LTL carriers' quotes for an order's weight, cheapest first.",
    params: orderNumberParamsSchema,
    response: ltlQuotesSchema,
  }),
  bookLtl: defineEndpoint({
    name: 'orderPlanning.bookLtl',
    method: 'POST',
    path: 'api/v2/orders/{orderNumber}/ltl_booking',
    access: 'authenticated',
    capability: 'orders.manage',
    summary:
      'Books an Open LTL order on its cheapest LTL quote (or the carrier named); 409 says why it cannot be.',
    params: orderNumberParamsSchema,
    body: ltlBookingInputSchema,
    response: ltlBookingResultSchema,
    successStatus: 201,
  }),
} as const;
