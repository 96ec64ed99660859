import {
  defaultTenderStatusFilter,
  EquipmentMode,
  listPageSize,
  TenderOfferStatus,
  tenderNoteMaxLength,
  TenderRejectReason,
  tenderRejectionProblemKeys,
} from '@freightkit/domain';
import { z } from 'zod';
import { addProblemIssues, byIdParamsSchema, idSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { chargeLineSchema } from './shipmentResources.ts';
import { shipmentStatusDisplaySchema, shipmentStopDetailSchema } from './shipments.ts';
import { lazySchema } from './lazySchema.ts';

/** A tender offer status value (spec 1 §3). */
export const tenderOfferStatusSchema = lazySchema(() => z.enum(TenderOfferStatus));

/** A tender offer status with its display name. */
export const tenderStatusDisplaySchema = lazySchema(() =>
  z.object({
    value: tenderOfferStatusSchema,
    displayName: z.string(),
  }),
);

/** A reject reason value (spec 1 §3). */
export const tenderRejectReasonSchema = lazySchema(() => z.enum(TenderRejectReason));

/** The first or last stop as a tender summary carries it: place, window start and the stop's zone. */
export const tenderEndpointSchema = lazySchema(() =>
  z.object({
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    early: z.string(),
    ianaTimezone: z.string(),
  }),
);

/**
 * A tender in a list. The spec does not show tender fields (spec 1 §3); these are what a dispatcher
 * decides on at a glance (ADR 021): the load, who offers it, the lane, the equipment and the rate.
 * `id` is the tender offer's id; `status` is the offer's status, not the shipment's.
 */
export const tenderListItemSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentId: idSchema,
    shipmentNumber: z.string(),
    status: tenderStatusDisplaySchema,
    customerName: z.string(),
    origin: tenderEndpointSchema,
    destination: tenderEndpointSchema,
    stopCount: z.number().int().min(0),
    equipmentMode: z.enum(EquipmentMode),
    weightLbs: z.number().nullable(),
    /** The line-haul rate offered, in dollars. */
    rate: z.number(),
    /** Line haul plus additional charges, in dollars. */
    totalRate: z.number(),
    currency: z.literal('USD'),
    sentAt: z.string(),
    /** When the broker wants an answer by, if they said. */
    respondBy: z.string().nullable(),
  }),
);
/** A tender as listed. */
export type TenderListItem = z.output<typeof tenderListItemSchema>;

/**
 * One tender: the list fields plus the shipment's status, every stop with its local zone, the
 * answer given (reject reason, note, counter rate, when) and any miles.
 */
export const tenderSchema = lazySchema(() =>
  tenderListItemSchema.extend({
    shipmentStatus: shipmentStatusDisplaySchema,
    stops: z.array(shipmentStopDetailSchema),
    miles: z.number().nullable(),
    rejectReason: tenderRejectReasonSchema.nullable(),
    note: z.string().nullable(),
    counterRate: z.number().nullable(),
    answeredAt: z.string().nullable(),
  }),
);
/** One tender with its stops and answer. */
export type Tender = z.output<typeof tenderSchema>;

/** A share with what it was counted over (domain's `ScoreShare`); `rate` null when nothing was counted. */
export const scoreShareSchema = lazySchema(() =>
  z.object({
    count: z.number().int().min(0),
    of: z.number().int().min(0),
    rate: z.number().min(0).max(1).nullable(),
  }),
);

/**
 * The carrier's score on a tender's customer (domain's `CustomerScore`, ADR 053): offers received,
 * loads hauled, acceptance (accepted over answered), rejections, on-time pickup and delivery.
 */
export const customerScoreSchema = lazySchema(() =>
  z.object({
    customerName: z.string(),
    tendersReceived: z.number().int().min(0),
    loadsHauled: z.number().int().min(0),
    acceptance: scoreShareSchema,
    tendersRejected: z.number().int().min(0),
    onTimePickup: scoreShareSchema,
    onTimeDelivery: scoreShareSchema,
  }),
);
/** A share with what it was counted over. */
export type ScoreShareWire = z.output<typeof scoreShareSchema>;
/** The carrier's score on a customer. */
export type CustomerScoreWire = z.output<typeof customerScoreSchema>;

/** Sortable columns of the tender list. */
export const tenderSortProperties = ['sentAt', 'shipmentNumber', 'pickup', 'rate', 'customerName'] as const;
/** One sortable column. */
export type TenderSortProperty = (typeof tenderSortProperties)[number];

const asList = (value: unknown) =>
  value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value];

/**
 * Query of the tender list (spec 1 §7): text (shipment number or customer), paging, statuses
 * (repeated keys; default Sent, spec 1 §4), customers (repeated names), sort column and direction.
 */
export const tenderListQuerySchema = lazySchema(() =>
  z.object({
    query: z.string().trim().max(100).optional(),
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000).default(listPageSize),
    statuses: z.preprocess(
      asList,
      z
        .array(z.coerce.number<number>().pipe(tenderOfferStatusSchema))
        .default([...defaultTenderStatusFilter]),
    ),
    customers: z.preprocess(asList, z.array(z.string().trim().min(1).max(100)).optional()),
    sortProperty: z.enum(tenderSortProperties).default('sentAt'),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
  }),
);
/** Query of the tender list. */
export type TenderListQuery = z.input<typeof tenderListQuerySchema>;

/** A page of tenders plus the customers the carrier has tenders from (for the customer filter). */
export const tenderPageSchema = lazySchema(() =>
  pageOf(tenderListItemSchema).extend({ customers: z.array(z.string()) }),
);

/**
 * Body of `PUT tenders/{id}/offers` (spec 1 §4): Accepted (1), or Rejected (2) with a reason and the
 * extra fields domain's `tenderRejectionProblemKeys` asks for (a note; the rate the carrier would take).
 */
export const tenderAnswerSchema = lazySchema(() =>
  z
    .discriminatedUnion('status', [
      z.object({ status: z.literal(TenderOfferStatus.Accepted) }),
      z.object({
        status: z.literal(TenderOfferStatus.Rejected),
        rejectReason: tenderRejectReasonSchema,
        note: z.string().trim().max(tenderNoteMaxLength).nullish(),
        counterRate: z.number().positive().max(1_000_000).nullish(),
      }),
    ])
    .superRefine((answer, ctx) => {
      if (answer.status !== TenderOfferStatus.Rejected) return;
      addProblemIssues(ctx, tenderRejectionProblemKeys(answer));
    }),
);
/** An answer to a tender. */
export type TenderAnswer = z.input<typeof tenderAnswerSchema>;

/** Tenders: list, one tender, its additional charges, and the carrier's answer. */
export const tenderEndpoints = {
  /** Tenders sent to the caller's company (spec 1 §6 scoping). */
  list: defineEndpoint({
    name: 'tenders.list',
    method: 'GET',
    path: 'api/v2/tenders',
    access: 'authenticated',
    capability: 'tenders.view',
    summary: 'Tenders sent to the carrier, filtered, sorted and paged (default status Sent).',
    query: tenderListQuerySchema,
    response: tenderPageSchema,
  }),
  /**
   * One tender by its id, or by its shipment number (the portal's `/tenders/{shipmentNumber}`): the
   * newest offer of that shipment to the caller's company. Another company's tender is 404.
   */
  byId: defineEndpoint({
    name: 'tenders.byId',
    method: 'GET',
    path: 'api/v2/tenders/{id}',
    access: 'authenticated',
    capability: 'tenders.view',
    summary: 'One tender by id or shipment number, with stops and the answer given.',
    params: byIdParamsSchema,
    response: tenderSchema,
  }),
  /** Charges offered on top of the line haul. */
  additionalCharges: defineEndpoint({
    name: 'tenders.additionalCharges',
    method: 'GET',
    path: 'api/v2/tenders/{id}/additional_charges',
    access: 'authenticated',
    capability: 'tenders.view',
    summary: 'Additional charges offered with a tender.',
    params: byIdParamsSchema,
    response: lazySchema(() => z.array(chargeLineSchema)),
  }),
  /**
   * The carrier's record with the tender's customer (ADR 053): counted over the caller's company's
   * own offers from that customer and the loads it accepted. Another company's tender is 404.
   */
  customerScore: defineEndpoint({
    name: 'tenders.customerScore',
    method: 'GET',
    path: 'api/v2/tenders/{id}/customer_score',
    access: 'authenticated',
    capability: 'tenders.view',
    summary:
      "The carrier's score on the tender's customer: loads hauled, tenders accepted and rejected, on time.",
    params: byIdParamsSchema,
    response: customerScoreSchema,
  }),
  /**
   * Accepts or rejects a Sent tender. 409 when it was answered or rescinded meanwhile; accepting
   * books the load to the carrier.
   */
  answer: defineEndpoint({
    name: 'tenders.answer',
    method: 'PUT',
    path: 'api/v2/tenders/{id}/offers',
    access: 'authenticated',
    capability: 'tenders.respond',
    summary: 'Accept (1) or reject (2, with a reason) a sent tender; accepting books the load.',
    params: byIdParamsSchema,
    body: tenderAnswerSchema,
    response: tenderSchema,
  }),
} as const;
