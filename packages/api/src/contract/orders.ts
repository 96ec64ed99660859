import {
  answerMessagesEn,
  EquipmentMode,
  listPageSize,
  orderBodyProblemKeys,
  orderListLimits,
  OrderStatus,
  orderStopLimits,
  orderTextLimits,
  OrderType,
  orderRateRequestMaxCarriers,
  RateRequestStatus,
  ServiceLevel,
  ShippingMode,
  StopType,
  TenderOfferStatus,
} from '@freightkit/domain';
import { z } from 'zod';
import { addProblemIssues, answerMessageSchema, idSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { shipmentStatusDisplaySchema } from './shipments.ts';
import { lazySchema } from './lazySchema.ts';

/** An order status value (ADR 035: read from the order's shipment). */
export const orderStatusSchema = lazySchema(() => z.enum(OrderStatus));

const text = (max: number) => z.string().max(max);
const referenceNumbersSchema = lazySchema(() =>
  z
    .array(z.object({ label: text(100).optional(), value: text(100).optional() }))
    .max(orderListLimits.referenceNumbers),
);

/** A line item as sent: `id` only when it was saved before (GUID), spec 2 §5. */
export const orderLineItemInputSchema = lazySchema(() =>
  z.object({
    id: z.string().max(64).optional(),
    description: text(orderTextLimits.address).optional(),
    quantity: z.number(),
    weightLbs: z.number(),
  }),
);

/** A manual stop's address as sent (spec 2 §5 "A manually entered stop"). */
export const orderStopLocationInputSchema = lazySchema(() =>
  z.object({
    companyName: text(orderTextLimits.name * 2).optional(),
    addressLine1: text(orderTextLimits.address * 2).optional(),
    addressLine2: text(orderTextLimits.address * 2).optional(),
    city: text(100).optional(),
    state: text(10).optional(),
    postalCode: text(12).optional(),
    country: z.enum(['US', 'CA']).optional(),
    phoneNumbers: z
      .array(z.object({ number: text(30), type: z.literal('OfficeNumber') }))
      .max(1)
      .optional(),
    email: text(254).optional(),
    googleId: text(200).optional(),
  }),
);

/** A stop as sent (spec 2 §3 "Order stop"), plus its type: pickup (Shipping) or delivery (Receiving). */
export const orderStopInputSchema = lazySchema(() =>
  z.object({
    stopType: z.enum(StopType),
    locationNumber: z.string().trim().max(40),
    ediCode: text(40).optional(),
    location: orderStopLocationInputSchema.optional(),
    earlyDateTime: z.iso.datetime().nullish(),
    lateDateTime: z.iso.datetime().nullish(),
    appointmentDateTime: z.iso.datetime().nullish(),
    referenceNumbers: referenceNumbersSchema.optional(),
    lineItems: z
      .array(orderLineItemInputSchema)
      .max(orderListLimits.lineItems * 2)
      .optional(),
  }),
);

/**
 * Body of an order create or update (spec 2 §3 "Order", the fields FreightKit's form holds, ADR 035).
 * Shapes are checked here, the rules by domain's `orderBodyProblemKeys`, whose field paths
 * (`stops.1.location.postalCode`) become the 400's model-state keys.
 */
export const orderInputSchema = lazySchema(() =>
  z
    .object({
      orderType: z.enum(OrderType).optional(),
      customerName: text(orderTextLimits.name * 2).optional(),
      equipmentMode: z.enum(EquipmentMode),
      shippingMode: z.enum(ShippingMode),
      freightValue: z.number().max(100_000_000).nullish(),
      specialInstructions: text(orderTextLimits.instructions).optional(),
      referenceNumbers: referenceNumbersSchema.optional(),
      tmsOrderDetails: z
        .object({
          freightTermType: z.enum(['Prepaid', 'Collect', 'ThirdParty']).optional(),
          markup: z.number().min(-100).max(1000).optional(),
        })
        .nullish(),
      stops: z.array(orderStopInputSchema).max(orderStopLimits.max * 2),
    })
    .superRefine((body, ctx) => {
      addProblemIssues(ctx, orderBodyProblemKeys(body));
    }),
);
/** What an order create or update sends. */
export type OrderInputBody = z.input<typeof orderInputSchema>;

/** A stop's place as read back: the manual address, or the picked location's. */
export const orderStopLocationSchema = lazySchema(() =>
  z.object({
    companyName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
);

/** An order stop as read back, with the zone its times are shown in. */
export const orderStopSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    sequence: z.number().int().min(1),
    stopType: z.enum(StopType),
    locationNumber: z.string(),
    location: orderStopLocationSchema,
    ianaTimezone: z.string(),
    earlyDateTime: z.string(),
    lateDateTime: z.string(),
    appointmentDateTime: z.string().nullable(),
    referenceNumbers: z.array(z.object({ label: z.string(), value: z.string() })),
    lineItems: z.array(
      z.object({ id: idSchema, description: z.string(), quantity: z.number(), weightLbs: z.number() }),
    ),
  }),
);
/** One stop of an order. */
export type OrderStop = z.output<typeof orderStopSchema>;

/** The first or last stop of an order in a list: place, window start and zone. */
export const orderEndSchema = lazySchema(() =>
  z.object({
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    early: z.string(),
    ianaTimezone: z.string(),
  }),
);

/** One offer sent on an order's shipment: the carrier, the rate, where it stands and when it was sent. */
export const orderTenderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    carrierName: z.string(),
    status: z.object({ value: z.enum(TenderOfferStatus), displayName: z.string() }),
    rate: z.number(),
    sentAt: z.string(),
  }),
);
/** One offer on an order's shipment. */
export type OrderTender = z.output<typeof orderTenderSchema>;

/**
 * The shipment an order is on, with its offers. `tender` is the one that says where the load stands
 * (the accepted offer, else the newest still waiting, else the newest; domain `offersOfALoadInOrder`);
 * `tenders` is every offer sent on it in that order, so a load tendered to several carriers at once
 * (ADR 059) shows each carrier and its answer.
 */
export const orderShipmentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    status: shipmentStatusDisplaySchema,
    tender: orderTenderSchema.nullable(),
    tenders: z.array(orderTenderSchema),
  }),
);

/** An order in a list (ADR 035): what a broker scans for: number, status, customer, lane, weight, shipment. */
export const orderListItemSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    orderNumber: z.string(),
    status: orderStatusSchema,
    orderType: z.enum(OrderType),
    customerName: z.string(),
    equipmentMode: z.enum(EquipmentMode),
    origin: orderEndSchema.nullable(),
    destination: orderEndSchema.nullable(),
    stopCount: z.number().int().min(0),
    weightLbs: z.number(),
    shipmentNumber: z.string().nullable(),
    updatedAt: z.string(),
  }),
);
/** An order as listed. */
export type OrderListItem = z.output<typeof orderListItemSchema>;

/**
 * A caution the back end returns with an order (ADR 051 amended, ADR 059): a stop's window that meets none
 * of its picked location's dock hours. The order is saved all the same; `field` is the stop's body path
 * (`stops.1.earlyDateTime`), `message` the English and `answer` its catalog key (ADR 048).
 */
export const orderNoticeSchema = lazySchema(() =>
  z.object({
    field: z.string(),
    message: z.string(),
    answer: answerMessageSchema,
  }),
);
/** A caution on a saved order. */
export type OrderNotice = z.output<typeof orderNoticeSchema>;

/** One order with its stops, line items and the shipment it is on. */
export const orderSchema = lazySchema(() =>
  orderListItemSchema.omit({ shipmentNumber: true }).extend({
    shippingMode: z.enum(ShippingMode),
    freightValue: z.number().nullable(),
    specialInstructions: z.string().nullable(),
    referenceNumbers: z.array(z.object({ label: z.string(), value: z.string() })),
    tmsOrderDetails: z.object({ freightTermType: z.string().nullable(), markup: z.number().nullable() }),
    stops: z.array(orderStopSchema),
    shipment: orderShipmentSchema.nullable(),
    createdAt: z.string(),
    /** Cautions on the order as saved (stop windows outside dock hours); absent from an older server. */
    notices: z.array(orderNoticeSchema).optional(),
  }),
);
/** One order. */
export type Order = z.output<typeof orderSchema>;

/** A filter's text: a name, a city, a state or a postal code. */
const filterText = lazySchema(() => z.string().trim().max(100).optional());
/** A calendar day, `yyyy-MM-dd`. */
const calendarDay = lazySchema(() => z.iso.date());

/**
 * Filters of the order list, also what a saved filter set keeps (ADR 058): text (order number, customer,
 * reference, shipment), status, customer, order type, equipment, origin and destination (city, state or
 * postal code of the first / last stop), and a pickup range (`pickupFrom` … `pickupTo`, inclusive days
 * of the first stop's early time in that stop's own time zone, as its shipper reads it).
 */
export const orderListFiltersSchema = lazySchema(() =>
  z.object({
    query: filterText,
    status: orderStatusSchema.optional(),
    customer: filterText,
    orderType: z.enum(OrderType).optional(),
    equipmentMode: z.coerce.number<number>().pipe(z.enum(EquipmentMode)).optional(),
    origin: filterText,
    destination: filterText,
    pickupFrom: calendarDay.optional(),
    pickupTo: calendarDay.optional(),
  }),
);
/** Filters of the order list. */
export type OrderListFilters = z.input<typeof orderListFiltersSchema>;

/** A pickup range must not run backwards (the list would be empty for no reason the broker sees). */
const pickupRangeInOrder = (filters: { pickupFrom?: string | undefined; pickupTo?: string | undefined }) =>
  filters.pickupFrom === undefined ||
  filters.pickupTo === undefined ||
  filters.pickupFrom <= filters.pickupTo;
const pickupRangeRefusal = { message: answerMessagesEn['answer.orders.pickupRange'], path: ['pickupTo'] };

/** Query of the order list: its filters and paging. */
export const orderListQuerySchema = lazySchema(() =>
  orderListFiltersSchema
    .extend({
      page: z.coerce.number<number>().int().min(1).default(1),
      pageSize: z.coerce.number<number>().int().min(1).max(1000).default(listPageSize),
    })
    .refine(pickupRangeInOrder, pickupRangeRefusal),
);
/** Query of the order list. */
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** The filters a saved filter set keeps, checked like the list's. */
export const orderFilterSetFiltersSchema = lazySchema(() =>
  orderListFiltersSchema.refine(pickupRangeInOrder, pickupRangeRefusal),
);

/** How many of the company's orders are in each status, and in all. */
export const orderStatusCountsSchema = lazySchema(() =>
  z.object({
    all: z.number().int().min(0),
    byStatus: z.record(orderStatusSchema, z.number().int().min(0)),
  }),
);
/** Order counts by status. */
export type OrderStatusCounts = z.output<typeof orderStatusCountsSchema>;

/** Path params of calls addressing one order by its number. */
export const orderNumberParamsSchema = lazySchema(() => z.object({ orderNumber: z.string().min(1).max(40) }));

/**
 * The tender sent with a new shipment (creating one from an order, consolidating orders onto one): the
 * carrier and its line-haul rate, or several carriers at once (ADR 059), the first to accept booking the
 * load and the others' offers withdrawn.
 */
export const newShipmentTenderSchema = lazySchema(() =>
  z.object({
    carrierId: idSchema,
    /** More carriers tendered at the same time as `carrierId` (each once; ten in all at most). */
    carrierIds: z.array(idSchema).max(orderRateRequestMaxCarriers).optional(),
    rate: z.number().positive().max(1_000_000),
  }),
);
/** What a new shipment's tender sends. */
export type NewShipmentTender = z.input<typeof newShipmentTenderSchema>;

/**
 * Body of "create a shipment from an order" (spec 1 §4, §7 "create (orders, origination, maxBuy)"):
 * the most the broker will pay, and optionally the carrier to tender it to at a line-haul rate, or several
 * at once (`carrierIds`, ADR 059): the first to accept books the load and the others' offers are withdrawn.
 */
export const orderShipmentInputSchema = lazySchema(() =>
  z.object({
    maxBuy: z.number().positive().max(1_000_000).nullish(),
    tender: newShipmentTenderSchema.nullish(),
  }),
);
/** What creating a shipment from an order sends. */
export type OrderShipmentInput = z.input<typeof orderShipmentInputSchema>;

/** The answer: the order as it now is, the shipment's number, whether a draft shipment was reused, the tender. */
export const orderShipmentResultSchema = lazySchema(() =>
  z.object({
    order: orderSchema,
    shipmentNumber: z.string(),
    reusedDraft: z.boolean(),
    /**
     * The tender sent with it: the one asked for, or automatic tendering's (ADR 052); null: none. Sent to
     * several carriers at once, `carrierNames` names them all (`carrierName` the first).
     */
    tender: z
      .object({
        carrierName: z.string(),
        carrierNames: z.array(z.string()).optional(),
        rate: z.number(),
        automatic: z.boolean(),
      })
      .nullable()
      .optional(),
  }),
);

/** Body of "request rates" on an order (ADR 043): the carriers asked, one to ten, each once. */
export const orderRateRequestInputSchema = lazySchema(() =>
  z.object({
    carrierIds: z.array(idSchema).min(1).max(orderRateRequestMaxCarriers),
  }),
);
/** What requesting rates on an order sends. */
export type OrderRateRequestInput = z.input<typeof orderRateRequestInputSchema>;

/** Body of duplicating an order: how many copies and how many days apart (any numbers here: domain's `orderCopiesProblems` says which, in words). */
export const orderDuplicateInputSchema = lazySchema(() =>
  z.object({
    copies: z.number(),
    /** Days each copy's stops move from the one before (0, the default, keeps the dates; ADR 047). */
    shiftDays: z.number().optional(),
  }),
);
/** What duplicating an order sends. */
export type OrderDuplicateInput = z.input<typeof orderDuplicateInputSchema>;

/** The answer of duplicating an order: the new orders' numbers, in the order they were made. */
export const orderDuplicateResultSchema = lazySchema(() =>
  z.object({ orderNumbers: z.array(z.string()).min(1) }),
);

/**
 * A rate request of an order as the broker follows it (ADR 043): the carrier asked, where the request
 * stands (Sent = waiting, Offered = the carrier's rate, Declined) and the carrier's answer.
 */
export const orderRateRequestSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    carrier: z.object({ id: idSchema, name: z.string() }),
    status: z.enum(RateRequestStatus),
    responseRate: z.number().nullable(),
    serviceLevel: z.enum(ServiceLevel).nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
    respondedAt: z.string().nullable(),
  }),
);
/** A rate request of an order, as the broker sees it. */
export type OrderRateRequest = z.output<typeof orderRateRequestSchema>;

/** The rate requests of an order, newest first, with the shipment they price (null: on none yet). */
export const orderRateRequestListSchema = lazySchema(() =>
  z.object({
    shipmentNumber: z.string().nullable(),
    items: z.array(orderRateRequestSchema),
  }),
);
/** The rate requests of an order. */
export type OrderRateRequestList = z.output<typeof orderRateRequestListSchema>;

/** The answer to "request rates": the order as it now is (Planned), and its requests. */
export const orderRateRequestResultSchema = lazySchema(() =>
  orderRateRequestListSchema.extend({ order: orderSchema }),
);

/** Body of "tender" on a Planned order: the carrier and its line-haul rate (e.g. the rate it offered). */
export const orderTenderInputSchema = lazySchema(() =>
  z.object({
    carrierId: idSchema,
    rate: z.number().positive().max(1_000_000),
  }),
);
/** What tendering a Planned order sends. */
export type OrderTenderInput = z.input<typeof orderTenderInputSchema>;

/** A carrier a broker can tender to (ADR 035): not marked Do Not Use. */
export const tenderCarrierSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    companyNumber: z.string(),
    mcNumber: z.string().nullable(),
  }),
);
/** A carrier to tender to. */
export type TenderCarrier = z.output<typeof tenderCarrierSchema>;

/** One of the company's locations (spec 2 §3 "Location", what an order stop needs of it). */
export const companyLocationSchema = lazySchema(() =>
  z.object({
    locationNumber: z.string(),
    name: z.string(),
    locationType: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    country: z.string(),
    ianaTimezone: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
);
/** A company location. */
export type CompanyLocation = z.output<typeof companyLocationSchema>;

/** Orders (spec 2 §7 "Orders"): list, counts, one, create, update, shipment and tender; the broker's. */
export const orderEndpoints = {
  list: defineEndpoint({
    name: 'orders.list',
    method: 'GET',
    path: 'api/v2/orders',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "The company's orders, newest change first, by text and status, paged.",
    query: orderListQuerySchema,
    response: lazySchema(() => pageOf(orderListItemSchema)),
  }),
  statusCounts: defineEndpoint({
    name: 'orders.statusCounts',
    method: 'GET',
    path: 'api/v2/orders/status_counts',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "How many of the company's orders matching the filters (all but the status) are in each status.",
    query: lazySchema(() => orderListFiltersSchema.omit({ status: true })),
    response: orderStatusCountsSchema,
  }),
  tenderCarriers: defineEndpoint({
    name: 'orders.tenderCarriers',
    method: 'GET',
    path: 'api/v2/orders/tender_carriers',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Carriers a shipment can be tendered to (not Do Not Use), by name.',
    response: lazySchema(() => z.array(tenderCarrierSchema)),
  }),
  byNumber: defineEndpoint({
    name: 'orders.byNumber',
    method: 'GET',
    path: 'api/v2/orders/{orderNumber}',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "One order of the company by its number; another company's is 404.",
    params: orderNumberParamsSchema,
    response: orderSchema,
  }),
  create: defineEndpoint({
    name: 'orders.create',
    method: 'POST',
    path: 'api/v2/orders',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Creates an order; 400 names each field that is wrong.',
    body: orderInputSchema,
    response: orderSchema,
    successStatus: 201,
  }),
  update: defineEndpoint({
    name: 'orders.update',
    method: 'PUT',
    path: 'api/v2/orders/{orderNumber}',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Replaces an Open order; 409 once it is on a shipment.',
    params: orderNumberParamsSchema,
    body: orderInputSchema,
    response: orderSchema,
  }),
  duplicate: defineEndpoint({
    name: 'orders.duplicate',
    method: 'POST',
    path: 'api/v2/orders/{orderNumber}/duplicates',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Makes one to twenty copies of an order, each a new Open order with the same stops (ADR 047).',
    params: orderNumberParamsSchema,
    body: orderDuplicateInputSchema,
    response: orderDuplicateResultSchema,
    successStatus: 201,
  }),
  createShipment: defineEndpoint({
    name: 'orders.createShipment',
    method: 'POST',
    path: 'api/v2/orders/{orderNumber}/shipments',
    access: 'authenticated',
    capability: 'orders.manage',
    summary:
      'Puts an Open order on a shipment (reusing its draft one) and optionally tenders it to a carrier.',
    params: orderNumberParamsSchema,
    body: orderShipmentInputSchema,
    response: orderShipmentResultSchema,
    successStatus: 201,
  }),
  rateRequests: defineEndpoint({
    name: 'orders.rateRequests',
    method: 'GET',
    path: 'api/v2/orders/{orderNumber}/rate_requests',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "The rate requests of one of the company's orders, with each carrier's answer.",
    params: orderNumberParamsSchema,
    response: orderRateRequestListSchema,
  }),
  requestRates: defineEndpoint({
    name: 'orders.requestRates',
    method: 'POST',
    path: 'api/v2/orders/{orderNumber}/rate_requests',
    access: 'authenticated',
    capability: 'orders.manage',
    summary:
      'Asks one to ten carriers for their rate on an Open or Planned order (an Open one is put on a shipment first).',
    params: orderNumberParamsSchema,
    body: orderRateRequestInputSchema,
    response: orderRateRequestResultSchema,
    successStatus: 201,
  }),
  tender: defineEndpoint({
    name: 'orders.tender',
    method: 'POST',
    path: 'api/v2/orders/{orderNumber}/tenders',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "Tenders a Planned order's shipment to a carrier at a line-haul rate.",
    params: orderNumberParamsSchema,
    body: orderTenderInputSchema,
    response: lazySchema(() => orderShipmentResultSchema.omit({ reusedDraft: true })),
    successStatus: 201,
  }),
} as const;
