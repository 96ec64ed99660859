import {
  EquipmentMode,
  listPageSize,
  rateRequestNoteMaxLength,
  rateResponseMaxRate,
  RateRequestStatus,
  ServiceLevel,
  specMessagesEn,
} from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idSchema, pageOf } from './common.ts';
import { rateRequestCountsSchema } from './counts.ts';
import { defineEndpoint } from './endpoint.ts';
import { shipmentStatusDisplaySchema, shipmentStopDetailSchema } from './shipments.ts';
import { lazySchema } from './lazySchema.ts';

/** A rate request status (spec 1 §3: Sent = open, Offered = responded, Declined). */
export const rateRequestStatusSchema = lazySchema(() => z.enum(RateRequestStatus));

/**
 * A broker's request for the carrier's price on a lane (ADR 021): who asks, the lane, the pickup
 * date, the equipment, and the carrier's response once given (rate, service level, note, when).
 */
export const rateRequestSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    status: rateRequestStatusSchema,
    customerName: z.string(),
    shipmentNumber: z.string().nullable(),
    origin: z.object({ city: z.string(), state: z.string() }),
    destination: z.object({ city: z.string(), state: z.string() }),
    pickupDate: z.iso.date(),
    equipmentMode: z.enum(EquipmentMode),
    createdAt: z.string(),
    responseRate: z.number().nullable(),
    serviceLevel: z.enum(ServiceLevel).nullable(),
    note: z.string().nullable(),
    respondedAt: z.string().nullable(),
  }),
);
/** A rate request. */
export type RateRequest = z.output<typeof rateRequestSchema>;

/**
 * One rate request as its page shows it (ADR 025): the request plus the load it prices when the
 * broker named one: its status and every stop with its window and IANA zone (the stop-detail shape
 * of the shipments area), so the carrier sees the times in the stops' own local time. A request on
 * ad hoc stops has no shipment: `shipmentStatus` null and no stops.
 */
export const rateRequestDetailSchema = lazySchema(() =>
  rateRequestSchema.extend({
    shipmentStatus: shipmentStatusDisplaySchema.nullable(),
    stops: z.array(shipmentStopDetailSchema),
  }),
);
/** One rate request with its load's stops. */
export type RateRequestDetail = z.output<typeof rateRequestDetailSchema>;

const asList = (value: unknown) =>
  value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value];

/** Query of the rate request search: statuses (repeated; default open ones), text, paging. */
export const rateRequestSearchQuerySchema = lazySchema(() =>
  z.object({
    statuses: z.preprocess(asList, z.array(rateRequestStatusSchema).default([RateRequestStatus.Sent])),
    query: z.string().trim().max(100).optional(),
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000).default(listPageSize),
  }),
);

/** A page of rate requests with the counts by outcome (spec 1 §4). */
export const rateRequestPageSchema = lazySchema(() =>
  pageOf(rateRequestSchema).extend({ counts: rateRequestCountsSchema }),
);

/** The carrier's response: a rate in dollars, a service level, an optional note (domain's `rateRequestResponseProblems`). */
export const rateRequestResponseSchema = lazySchema(() =>
  z.object({
    rate: z.number().positive().max(rateResponseMaxRate),
    serviceLevel: z.enum(ServiceLevel),
    note: z.string().trim().max(rateRequestNoteMaxLength).nullish(),
  }),
);

/** Declining: an optional note. */
export const rateRequestDeclineSchema = lazySchema(() =>
  z.object({
    note: z.string().trim().max(rateRequestNoteMaxLength).nullish(),
  }),
);

/** The answer to a response: the spec's 'Response sent!' and the request as it now is. */
export const rateRequestResponseAnswerSchema = lazySchema(() =>
  z.object({
    message: z.literal(specMessagesEn['shipments.responseSent']),
    rateRequest: rateRequestDetailSchema,
  }),
);

/** Rate requests: search with counts, detail, respond, decline. */
export const rateRequestEndpoints = {
  /** Rate requests to the caller's company (spec 1 §6 scoping). */
  search: defineEndpoint({
    name: 'rateRequests.search',
    method: 'GET',
    path: 'api/v2/rate_requests',
    access: 'authenticated',
    capability: 'rateRequests.view',
    summary: 'Rate requests to the carrier with counts (default status Sent).',
    query: rateRequestSearchQuerySchema,
    response: rateRequestPageSchema,
  }),
  /** One rate request; another company's is 404. */
  byId: defineEndpoint({
    name: 'rateRequests.byId',
    method: 'GET',
    path: 'api/v2/rate_requests/{id}',
    access: 'authenticated',
    capability: 'rateRequests.view',
    summary: "One rate request with its load's status and stops.",
    params: byIdParamsSchema,
    response: rateRequestDetailSchema,
  }),
  /** Sends the carrier's rate (Sent → Offered); 409 once answered. */
  respond: defineEndpoint({
    name: 'rateRequests.respond',
    method: 'POST',
    path: 'api/v2/rate_requests/{id}/responses',
    access: 'authenticated',
    capability: 'rateRequests.respond',
    summary: "Sends the carrier's rate, service level and note; answers 'Response sent!'.",
    params: byIdParamsSchema,
    body: rateRequestResponseSchema,
    response: rateRequestResponseAnswerSchema,
    successStatus: 201,
  }),
  /** Declines the request (Sent → Declined); 409 once answered. */
  decline: defineEndpoint({
    name: 'rateRequests.decline',
    method: 'POST',
    path: 'api/v2/rate_requests/{id}/declines',
    access: 'authenticated',
    capability: 'rateRequests.respond',
    summary: 'Declines a rate request.',
    params: byIdParamsSchema,
    body: rateRequestDeclineSchema,
    response: rateRequestDetailSchema,
  }),
} as const;
