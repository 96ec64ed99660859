import {
  listPageSize,
  ShipmentProblemType,
  TenderOfferStatus,
  tenderOfferStatuses,
} from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idParamSchema, idSchema, pageOf, placeSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  driverSchema,
  shipmentEquipmentSchema,
  shipmentSchema,
  shipmentStatusDisplaySchema,
  stopTimeInputSchema,
  trackingActivitySchema,
} from './shipments.ts';
import { lazySchema } from './lazySchema.ts';

/*
 * One shipment's further sub-resources, trips, the carrier score card and problems (spec 1 §7
 * "Shipments"). Where the spec names a path it is used as written; where it only names an operation
 * (trip, score card, preload, rescind, booked carrier, carrier charge details) the path is FreightKit's
 * choice in the existing `api/v2/...` snake_case style, and the entry's JSDoc says so.
 */

/** A first or last stop of a shipment in a summary: place, zone and the stop's early time (ISO instant). */
export const summaryStopSchema = lazySchema(() =>
  placeSchema.extend({ early: z.string(), ianaTimezone: z.string() }),
);

/** One shipment of a trip, in trip order. */
export const tripShipmentSchema = lazySchema(() =>
  z.object({
    /** 1-based position in the trip. */
    sequence: z.number().int().min(1),
    id: idSchema,
    shipmentNumber: z.string(),
    status: shipmentStatusDisplaySchema,
    stopCount: z.number().int(),
    origin: summaryStopSchema,
    destination: summaryStopSchema,
  }),
);

/** A trip in a shipment's trip list (`GET {id}/trips`). */
export const tripSummarySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    tripNumber: z.string(),
    shipmentCount: z.number().int().min(0),
  }),
);
/** A trip in a list. */
export type TripSummary = z.output<typeof tripSummarySchema>;

/**
 * A trip: shipments of one carrier run back to back by the same drivers and truck. `shipments` are
 * in trip order; `drivers` and `equipment` summarise the distinct drivers and equipment of those
 * shipments; `status` is the status of the first shipment not yet delivered (the trip's current leg),
 * or the last shipment's when all are delivered.
 */
export const tripSchema = lazySchema(() =>
  tripSummarySchema.extend({
    status: shipmentStatusDisplaySchema,
    stopCount: z.number().int().min(0),
    shipments: z.array(tripShipmentSchema),
    drivers: z.array(driverSchema),
    equipment: z.array(shipmentEquipmentSchema),
  }),
);
/** A trip with its shipments. */
export type Trip = z.output<typeof tripSchema>;

/** Keys of the score card measures. */
export const scoreMeasureKeys = [
  'onTimePickup',
  'onTimeDelivery',
  'trackingCompliance',
  'documentTurnaround',
  'tenderAcceptance',
  'loadsHauled',
] as const;

/**
 * One measure of the carrier score card, in the shape of the kit's `ScoreMeasure`: percent measures
 * are 0–1 ratios; `documentTurnaround` is a count of hours and `loadsHauled` a count of loads.
 */
export const scoreMeasureSchema = lazySchema(() =>
  z.object({
    key: z.enum(scoreMeasureKeys),
    label: z.string(),
    value: z.number().min(0),
    unit: z.enum(['percent', 'count']),
    target: z.number().nullable(),
    /** How many shipments (or tender offers) the measure was computed over; 0 means no data (value 0). */
    sampleSize: z.number().int().min(0),
  }),
);
/** A score card measure. */
export type ScoreMeasureWire = z.output<typeof scoreMeasureSchema>;

/** One month of the score card's series (loads delivered that month and their on-time ratios). */
export const scoreMonthSchema = lazySchema(() =>
  z.object({
    /** `yyyy-MM`. */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    loadsHauled: z.number().int().min(0),
    onTimePickup: z.number().min(0).max(1).nullable(),
    onTimeDelivery: z.number().min(0).max(1).nullable(),
  }),
);

/** The carrier score card of the caller's company over a window of months ending with the current one. */
export const carrierScoreCardSchema = lazySchema(() =>
  z.object({
    companyId: idSchema,
    companyName: z.string(),
    /** First day of the window, `yyyy-MM-dd` (UTC). */
    from: z.iso.date(),
    /** Last day of the window, `yyyy-MM-dd` (UTC). */
    to: z.iso.date(),
    measures: z.array(scoreMeasureSchema),
    monthly: z.array(scoreMonthSchema),
  }),
);
/** The carrier score card. */
export type CarrierScoreCard = z.output<typeof carrierScoreCardSchema>;

/** A requirement of the shipment or of one of its orders (equipment, certification, handling). */
export const shipmentRequirementSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    description: z.string(),
  }),
);

/** A requirement that comes from one of the shipment's orders. */
export const orderRequirementSchema = lazySchema(() =>
  shipmentRequirementSchema.extend({ orderNumber: z.string() }),
);

/** Another shipment of the caller's company on the same lane (origin state → destination state). */
export const laneMatchSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    status: shipmentStatusDisplaySchema,
    origin: summaryStopSchema,
    destination: summaryStopSchema,
    maxBuy: z.number().nullable(),
  }),
);

/** How the shipment is billed. */
export const billingConfigurationSchema = lazySchema(() =>
  z.object({
    billToName: z.string(),
    invoiceEmail: z.string().nullable(),
    paymentTermsDays: z.number().int().min(0),
    quickPayEligible: z.boolean(),
    factoringCompanyName: z.string().nullable(),
    currency: z.string().length(3),
  }),
);

/** Kind of a reported problem: domain's {@link ShipmentProblemType} (FreightKit's kinds; the spec names none). */
export const shipmentProblemTypeSchema = lazySchema(() => z.enum(ShipmentProblemType));

/** A problem reported on a shipment (also a tracking problem when it is about movement). */
export const shipmentProblemSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: shipmentProblemTypeSchema,
    description: z.string(),
    reportedAt: z.string(),
    reportedBy: z.string(),
    resolved: z.boolean(),
  }),
);
/** A reported problem. */
export type ShipmentProblem = z.output<typeof shipmentProblemSchema>;

/** Body of reporting a problem. */
export const reportProblemBodySchema = lazySchema(() =>
  z.object({
    type: shipmentProblemTypeSchema,
    description: z.string().trim().min(1, 'Describe the problem.').max(1000),
  }),
);

/** A row of the problem shipments list: the shipment and its newest open problem. */
export const problemShipmentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    status: shipmentStatusDisplaySchema,
    openProblems: z.number().int().min(1),
    latestProblem: shipmentProblemSchema,
  }),
);

/** A contact of the shipment (who to call at a stop, at the broker, at dispatch). */
export const shipmentContactSchema = lazySchema(() =>
  z.object({
    role: z.enum(['Shipper', 'Consignee', 'Broker', 'Dispatcher']),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
);

/** A line item (commodity) of the shipment. */
export const shipmentLineItemSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    description: z.string(),
    pieces: z.number().int().min(0),
    packagingType: z.string(),
    weightLbs: z.number().min(0),
    freightClass: z.string().nullable(),
    hazmat: z.boolean(),
  }),
);

/** A tender offer of this shipment to the caller's company. */
export const shipmentTenderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    status: z.object({ value: z.enum(TenderOfferStatus), displayName: z.string() }),
    rejectReason: z.number().int().nullable(),
    sentAt: z.string(),
  }),
);

/** Builds the `{ value, displayName }` pair of a tender offer status with domain's label. */
export function tenderOfferStatusDisplay(value: TenderOfferStatus) {
  return { value, displayName: tenderOfferStatuses.label(value) ?? String(value) };
}

/** An offer (bid) the caller's company made on the shipment. */
export const shipmentOfferSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    amount: z.number(),
    status: z.enum(['Pending', 'Accepted', 'Declined']),
    createdAt: z.string(),
  }),
);

/** A charge line: type code, description and amount in dollars. */
export const chargeLineSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    description: z.string(),
    amount: z.number(),
  }),
);

/** A charge type that may be billed on this shipment. */
export const chargeTypeSchema = lazySchema(() => z.object({ code: z.string(), description: z.string() }));

/** The carrier's charges on the shipment and their total. */
export const carrierChargeDetailsSchema = lazySchema(() =>
  z.object({
    currency: z.string().length(3),
    charges: z.array(chargeLineSchema),
    total: z.number(),
  }),
);

/** The rate confirmation of a booked shipment (what the carrier signs). */
export const rateConfirmationSchema = lazySchema(() =>
  z.object({
    shipmentId: idSchema,
    shipmentNumber: z.string(),
    carrierName: z.string(),
    fileName: z.string(),
    issuedAt: z.string(),
    signedAt: z.string().nullable(),
    charges: z.array(chargeLineSchema),
    total: z.number(),
  }),
);

/** The carrier a shipment is booked with and its dispatcher. */
export const bookedCarrierSchema = lazySchema(() =>
  z.object({
    carrierId: idSchema,
    carrierName: z.string(),
    mcNumber: z.string().nullable(),
    dotNumber: z.string().nullable(),
    dispatcherName: z.string().nullable(),
    dispatcherPhone: z.string().nullable(),
    dispatcherEmail: z.string().nullable(),
  }),
);
/** The booked carrier. */
export type BookedCarrier = z.output<typeof bookedCarrierSchema>;

/** Body of a stop preload: the trailer loaded ahead of pickup and when, in the stop's zone. */
export const stopPreloadBodySchema = lazySchema(() =>
  z.object({
    trailerNumber: z.string().trim().min(1, 'A trailer number is required.').max(50),
    preloadedAt: stopTimeInputSchema,
  }),
);

/** A stop's preload as recorded. */
export const stopPreloadSchema = lazySchema(() =>
  z.object({
    shipmentStopId: idSchema,
    trailerNumber: z.string(),
    preloadedAt: z.string(),
  }),
);

/** Body of rescinding a booking: an optional reason. */
export const rescindBookingBodySchema = lazySchema(() =>
  z.object({ reason: z.string().trim().max(500).optional() }),
);

const stopParamsSchema = lazySchema(() => z.object({ id: idParamSchema, stopId: idParamSchema }));

const sub = <S extends z.ZodType>(name: string, path: string, summary: string, response: S) =>
  defineEndpoint({
    name: `shipments.${name}`,
    method: 'GET',
    path: `api/v2/shipments/{id}/${path}`,
    access: 'authenticated',
    capability: 'shipments.view',
    summary,
    params: byIdParamsSchema,
    response,
  });

/**
 * Shipment sub-resources, trips, the score card and problems. Every call is scoped to the caller's
 * company (a driver-only user: their loads); another company's shipment answers 404.
 */
export const shipmentResourceEndpoints = {
  /** Trips the shipment belongs to (spec path `{id}/trips`). */
  trips: sub('trips', 'trips', 'Trips of a shipment.', z.array(tripSummarySchema)),
  /**
   * One trip with its shipments in order and its drivers / equipment. The spec names the portal route
   * `/all-shipments/trip/{tripId}` but not the call; `api/v2/trips/{tripId}` is FreightKit's path.
   */
  trip: defineEndpoint({
    name: 'shipments.trip',
    method: 'GET',
    path: 'api/v2/trips/{tripId}',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'A trip with its shipments in order.',
    params: lazySchema(() => z.object({ tripId: idParamSchema })),
    response: tripSchema,
  }),
  /**
   * The carrier score card of the caller's company, computed from its shipments over `months`
   * months ending this month (default 6). The spec names the call (rates, "carrier score card");
   * `api/v2/carrier_score_card` is FreightKit's path.
   */
  scoreCard: defineEndpoint({
    name: 'shipments.scoreCard',
    method: 'GET',
    path: 'api/v2/carrier_score_card',
    access: 'authenticated',
    capability: 'dashboard.view',
    summary: 'Carrier score card of the caller’s company.',
    query: lazySchema(() => z.object({ months: z.coerce.number<number>().int().min(1).max(24).default(6) })),
    response: carrierScoreCardSchema,
  }),
  /** Requirements of the shipment itself (spec path `{id}/requirements`). */
  requirements: sub(
    'requirements',
    'requirements',
    'Requirements of a shipment.',
    z.array(shipmentRequirementSchema),
  ),
  /** Other shipments of the company on the same lane, newest first, at most 20 (spec path `{id}/lane_matches`). */
  laneMatches: sub('laneMatches', 'lane_matches', 'Shipments on the same lane.', z.array(laneMatchSchema)),
  /** The newest tracking activity, or `null` when there is none (spec path `{id}/latest_activity`). */
  latestActivity: sub(
    'latestActivity',
    'latest_activity',
    'Newest tracking activity of a shipment.',
    trackingActivitySchema.nullable(),
  ),
  /**
   * Reloads: the company's Ready to Book shipments picking up in the destination state of this one
   * after its delivery window opens, soonest first, at most 20 (spec path `{id}/reloads`).
   */
  reloads: sub('reloads', 'reloads', 'Loads to take after this one.', z.array(laneMatchSchema)),
  /** How the shipment is billed (spec path `{id}/billing_configuration`). */
  billingConfiguration: sub(
    'billingConfiguration',
    'billing_configuration',
    'Billing configuration of a shipment.',
    billingConfigurationSchema,
  ),
  /** Open problems about the shipment's movement, newest first (spec path `{id}/tracking_problems`). */
  trackingProblems: sub(
    'trackingProblems',
    'tracking_problems',
    'Open tracking problems of a shipment.',
    z.array(shipmentProblemSchema),
  ),
  /** Requirements from the shipment's orders (spec path `{id}/order_requirements`). */
  orderRequirements: sub(
    'orderRequirements',
    'order_requirements',
    'Requirements of the shipment’s orders.',
    z.array(orderRequirementSchema),
  ),
  /** Who to call about the shipment (spec path `{id}/contact_details`). */
  contactDetails: sub(
    'contactDetails',
    'contact_details',
    'Contacts of a shipment.',
    z.array(shipmentContactSchema),
  ),
  /** Commodities of the shipment (spec path `{id}/line_items`). */
  lineItems: sub('lineItems', 'line_items', 'Line items of a shipment.', z.array(shipmentLineItemSchema)),
  /** Tender offers of the shipment to the caller's company, newest first (spec path `{id}/tenders`). */
  tenders: sub('tenders', 'tenders', 'Tender offers of a shipment.', z.array(shipmentTenderSchema)),
  /** The caller's company's offers (bids) on the shipment, newest first (spec path `{id}/offers`). */
  offers: sub('offers', 'offers', 'Offers on a shipment.', z.array(shipmentOfferSchema)),
  /** LTL accessorial charges of the shipment (spec path `{id}/ltl_accessorials`). */
  ltlAccessorials: sub(
    'ltlAccessorials',
    'ltl_accessorials',
    'LTL accessorials of a shipment.',
    z.array(chargeLineSchema),
  ),
  /** Charge types that may be billed on the shipment (spec path `{id}/charge_types`). */
  chargeTypes: sub('chargeTypes', 'charge_types', 'Charge types of a shipment.', z.array(chargeTypeSchema)),
  /**
   * The rate confirmation of a booked shipment (spec path `{id}/rate_confirmation_document`); 404
   * before the shipment is booked or once it is voided.
   */
  rateConfirmation: sub(
    'rateConfirmation',
    'rate_confirmation_document',
    'Rate confirmation of a booked shipment.',
    rateConfirmationSchema,
  ),
  /** The carrier's charges (spec names "carrier charge details"; path `{id}/carrier_charge_details` is FreightKit's). */
  carrierChargeDetails: sub(
    'carrierChargeDetails',
    'carrier_charge_details',
    'Carrier charges of a shipment.',
    carrierChargeDetailsSchema,
  ),
  /**
   * The carrier the shipment is booked with (spec: "booked carrier details (a 404 gives an empty
   * result)"); 404 when it is not booked. Path `{id}/booked_carrier` is FreightKit's.
   */
  bookedCarrier: sub('bookedCarrier', 'booked_carrier', 'Booked carrier of a shipment.', bookedCarrierSchema),
  /**
   * Reports a problem (spec path `POST {id}/problems`); only while the load is booked and not yet
   * delivered (Booked, Dispatched, In Transit, At Stop), else 400.
   */
  reportProblem: defineEndpoint({
    name: 'shipments.reportProblem',
    method: 'POST',
    path: 'api/v2/shipments/{id}/problems',
    access: 'authenticated',
    capability: 'shipments.track',
    summary: 'Reports a problem on a shipment.',
    params: byIdParamsSchema,
    body: reportProblemBodySchema,
    response: shipmentProblemSchema,
    successStatus: 201,
  }),
  /** Shipments of the caller with open problems, newest problem first (spec path `api/v2/problem_shipments`). */
  problemShipments: defineEndpoint({
    name: 'shipments.problemShipments',
    method: 'GET',
    path: 'api/v2/problem_shipments',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Shipments with open problems.',
    query: lazySchema(() =>
      z.object({
        page: z.coerce.number<number>().int().min(1).default(1),
        pageSize: z.coerce.number<number>().int().min(1).max(1000).default(listPageSize),
      }),
    ),
    response: lazySchema(() => pageOf(problemShipmentSchema)),
  }),
  /**
   * Records a preload at a stop where domain's `preloadRefusal` finds none (a pickup not yet left,
   * on a load in one of `preloadStatuses`); else 400 with `preloadRefusalMessage` (spec names
   * "preload"; the path is FreightKit's).
   */
  preloadStop: defineEndpoint({
    name: 'shipments.preloadStop',
    method: 'PUT',
    path: 'api/v2/shipments/{id}/stops/{stopId}/preload',
    access: 'authenticated',
    capability: 'shipments.track',
    summary: 'Records a stop preload.',
    params: stopParamsSchema,
    body: stopPreloadBodySchema,
    response: stopPreloadSchema,
  }),
  /**
   * Rescinds the caller's booking: the shipment goes back to Ready to Book, its drivers are removed
   * and the accepted tender offer becomes Booking Rescinded. Allowed where domain's transitions allow
   * Ready to Book from a booked status (Booked), else 400; users without CarrierPortal (drivers) get
   * 403 (spec names "rescind booking"; the path and the permission are FreightKit's).
   */
  rescindBooking: defineEndpoint({
    name: 'shipments.rescindBooking',
    method: 'POST',
    path: 'api/v2/shipments/{id}/rescind_booking',
    access: 'authenticated',
    capability: 'shipments.manage',
    summary: 'Rescinds a booking.',
    params: byIdParamsSchema,
    body: rescindBookingBodySchema,
    response: shipmentSchema,
  }),
} as const;
