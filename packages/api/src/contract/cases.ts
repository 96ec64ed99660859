import {
  accessorialTypes,
  caseDescriptionMaxLength,
  caseDraftProblemKeys,
  casesPageSize,
  caseDisplayGroups,
  shipmentCasesPageSize,
  type AccessorialType,
  type CaseDisplayGroup,
} from '@freightkit/domain';
import { z } from 'zod';
import { addProblemIssues, byIdParamsSchema, idParamSchema, idSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/** The four display groups of spec 2 §4 as a schema (`resolved`, `onHold`, `inProgress`, `new`). */
export const caseDisplayGroupSchema = lazySchema(() =>
  z.enum(Object.keys(caseDisplayGroups) as [CaseDisplayGroup, ...CaseDisplayGroup[]]),
);

/** A company involved in a case (the carrier, the broker); the list is scoped by these ids (spec 2 §7). */
export const caseInvolvedPartySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
  }),
);

/**
 * A case (accessorial request). Spec 2 §3 fields (status, statusDescription, isVoided,
 * carrierCaseResolutionType, caseSource, involvedParties, shipmentId, case number) plus what a list
 * row needs: the case type as `title` (Detention, Lumper, …), the shipment's number and the date
 * the case was raised. `status` is the wire status name; domain's `caseDisplayGroup` folds it into
 * the group users see.
 */
export const caseSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    caseNumber: z.string(),
    /** The kind of accessorial asked for (Detention, Lumper, Layover, TONU). */
    title: z.string(),
    status: z.string(),
    statusDescription: z.string(),
    isVoided: z.boolean(),
    carrierCaseResolutionType: z.string(),
    /** Where the case was raised (`Carrier Portal`, `Broker`). */
    caseSource: z.string(),
    involvedParties: z.array(caseInvolvedPartySchema),
    shipmentId: idSchema.nullable(),
    shipmentNumber: z.string().nullable(),
    /** ISO date-time the case was raised. */
    createdDateTime: z.string(),
    /** The dollars asked for, when the request named an amount (ADR 032). */
    amount: z.number().nullable(),
    /** What the carrier said happened, as raised (ADR 032); null on cases raised elsewhere. */
    description: z.string().nullable(),
  }),
);
/** A case as parsed by the contract. */
export type CaseRecord = z.output<typeof caseSchema>;

/**
 * Query of the cases list: page (1-based), page size (spec 2 §9: 50), an optional display group,
 * and the spec's `involvedPartyIds` scope. The back end always scopes to the caller's company; an
 * `involvedPartyIds` naming another company finds nothing.
 */
export const caseListQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(casesPageSize).default(casesPageSize),
    group: caseDisplayGroupSchema.optional(),
    involvedPartyIds: idParamSchema.optional(),
  }),
);
/** What the list call takes. */
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

/** Query of the cases of one shipment: page size up to 1000 (spec 2 §9), which is also the default. */
export const shipmentCasesQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce
      .number<number>()
      .int()
      .min(1)
      .max(shipmentCasesPageSize)
      .default(shipmentCasesPageSize),
  }),
);

/** Path params of the one-case call: the case number the portal's route carries (`CASE-5001`). */
export const caseNumberParamsSchema = lazySchema(() =>
  z.object({ caseNumber: z.string().trim().min(1).max(64) }),
);

/** A kind of accessorial request (domain's `accessorialTypes`). */
export const accessorialTypeSchema = lazySchema(() => z.enum(accessorialTypes));

/**
 * Body of `POST api/v2/cases` (spec 2 §7 "create a case", ADR 032): the shipment by its number (what
 * the carrier reads on paperwork and types on `/cases`), the kind of request, the amount where the
 * kind needs one and the description, checked by domain's `caseDraftProblemKeys` field by field. The
 * documents are uploaded to the new case afterwards (`documents.upload` with `caseId`).
 */
export const raiseCaseBodySchema = lazySchema(() =>
  z
    .object({
      shipmentNumber: z.string().trim().min(1, 'Enter the shipment number.').max(32),
      type: z.string().trim().max(32),
      amount: z.number().nullish(),
      description: z.string().max(caseDescriptionMaxLength * 2),
    })
    .superRefine((body, ctx) => {
      addProblemIssues(ctx, caseDraftProblemKeys(body));
    })
    .transform((body) => ({
      ...body,
      // caseDraftProblemKeys has checked the kind: a failed refinement never reaches this transform.
      type: body.type as AccessorialType,
      amount: body.amount ?? null,
      description: body.description.trim(),
    })),
);
/** What a new accessorial request sends. */
export type RaiseCaseBody = z.input<typeof raiseCaseBodySchema>;

/**
 * Case calls (spec 2 §7 Cases). The list path is the spec's; the spec names "get a case" and
 * "cases of a shipment" without paths, so those two paths are ours (see each entry). The case's
 * notes, history and documents are in the notes and documents contracts, addressed by case id.
 */
export const caseEndpoints = {
  /** A page of the caller's company's cases, newest first, optionally one display group (spec path). */
  list: defineEndpoint({
    name: 'cases.list',
    method: 'GET',
    path: 'api/v2/cases',
    access: 'authenticated',
    capability: 'cases.view',
    summary: "A page of the caller's company's cases, newest first, optionally one display group.",
    query: caseListQuerySchema,
    response: lazySchema(() => pageOf(caseSchema)),
  }),
  /**
   * One case by its case number. Path ours: by number, not id, because the portal's route
   * `/cases/{caseNumber}/preview` carries the number; the answer's `id` then addresses the case's
   * notes, history and documents. Another company's case (or, for a driver-only user, a case of a
   * shipment not assigned to them) answers 404.
   */
  byNumber: defineEndpoint({
    name: 'cases.byNumber',
    method: 'GET',
    path: 'api/v2/cases/{caseNumber}',
    access: 'authenticated',
    capability: 'cases.view',
    summary: 'One case by its case number.',
    params: caseNumberParamsSchema,
    response: caseSchema,
  }),
  /** The cases of one shipment, newest first, up to 1000 a page (spec 2 §9). Path ours. */
  ofShipment: defineEndpoint({
    name: 'cases.ofShipment',
    method: 'GET',
    path: 'api/v2/shipments/{id}/cases',
    access: 'authenticated',
    capability: 'cases.view',
    summary: 'Cases of a shipment, newest first (page size up to 1000).',
    params: byIdParamsSchema,
    query: shipmentCasesQuerySchema,
    response: lazySchema(() => pageOf(caseSchema)),
  }),
  /**
   * Raises an accessorial request on a shipment (spec 2 §7 "create a case"; path ours, the list's
   * with POST). A New case of the caller's company, source Carrier Portal. Another company's
   * shipment (or, for a driver-only user, a load not assigned to them) answers 404; a kind that does
   * not fit the shipment's status 400 on `type` (domain's `caseStatusRefusal`).
   */
  create: defineEndpoint({
    name: 'cases.create',
    method: 'POST',
    path: 'api/v2/cases',
    access: 'authenticated',
    capability: 'cases.raise',
    summary: 'Raises an accessorial request (a case) on a shipment.',
    body: raiseCaseBodySchema,
    response: caseSchema,
    successStatus: 201,
  }),
} as const;
