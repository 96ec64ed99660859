import {
  EquipmentKind,
  equipmentPageSize,
  equipmentProblemKeys,
  EquipmentUnitStatus,
  unitMakeMaxLength,
  unitNumberMaxLength,
} from '@freightkit/domain';
import { z } from 'zod';
import { addProblemIssues, byIdParamsSchema, idSchema, pageOf, pagingQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * One of the carrier's units (a trailer or a power unit), as the equipment pages read it (ADR 038).
 * `equipmentType` is the spec's bit flag the unit's type offers a load (null for a tractor).
 */
export const equipmentUnitSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    kind: z.enum(EquipmentKind),
    unitNumber: z.string(),
    /** A trailer type (the key of the spec's flag, `Van`) or a power unit type (`Tractor`). */
    type: z.string(),
    equipmentType: z.number().int().nullable(),
    lengthFeet: z.number().int().nullable(),
    isReefer: z.boolean(),
    plateNumber: z.string(),
    plateRegion: z.string(),
    vin: z.string().nullable(),
    year: z.number().int().nullable(),
    make: z.string().nullable(),
    status: z.enum(EquipmentUnitStatus),
    /** When the unit was retired (ISO instant); null while it is in the fleet. */
    retiredAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
/** A fleet unit as parsed by the contract. */
export type EquipmentUnit = z.output<typeof equipmentUnitSchema>;

const asList = (value: unknown) =>
  value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value];

/**
 * Query of the unit list: the kind (the two pages list one kind each), text (unit number, plate, VIN,
 * make), types and statuses (repeated keys; absent statuses mean the fleet: Active and Out of service),
 * page and page size (domain's 50).
 */
export const equipmentListQuerySchema = lazySchema(() =>
  pagingQuerySchema.extend({
    pageSize: pagingQuerySchema.shape.pageSize.default(equipmentPageSize),
    kind: z.enum(EquipmentKind),
    query: z.string().trim().max(100).optional(),
    types: z.preprocess(asList, z.array(z.string().max(40)).max(30).optional()),
    statuses: z.preprocess(asList, z.array(z.enum(EquipmentUnitStatus)).optional()),
  }),
);
/** Query of the unit list. */
export type EquipmentListQuery = z.input<typeof equipmentListQuerySchema>;

/** How many units of one kind the carrier has, by status. */
export const equipmentKindCountsSchema = lazySchema(() =>
  z.object({
    active: z.number().int().min(0),
    outOfService: z.number().int().min(0),
    retired: z.number().int().min(0),
  }),
);

/** The overview's counts: per kind, per status. */
export const equipmentCountsSchema = lazySchema(() =>
  z.object({
    trailers: equipmentKindCountsSchema,
    powerUnits: equipmentKindCountsSchema,
  }),
);
/** The overview's counts. */
export type EquipmentCounts = z.output<typeof equipmentCountsSchema>;

/**
 * Body of a unit create or update. Shapes are checked here, the form's rules by domain's
 * `equipmentProblemKeys`, whose field names become the model state's keys.
 */
export const equipmentInputSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(EquipmentKind),
      unitNumber: z.string().max(unitNumberMaxLength * 4),
      type: z.string().max(40),
      lengthFeet: z.number().nullable(),
      isReefer: z.boolean(),
      plateNumber: z.string().max(40),
      plateRegion: z.string().max(10),
      vin: z.string().max(40).nullable(),
      year: z.number().nullable(),
      make: z
        .string()
        .max(unitMakeMaxLength * 4)
        .nullable(),
      status: z.string().max(40),
    })
    .superRefine((input, ctx) => {
      addProblemIssues(ctx, equipmentProblemKeys(input));
    }),
);
/** What a unit create or update sends. */
export type EquipmentInputBody = z.input<typeof equipmentInputSchema>;

/** The carrier's equipment (spec 1 §2 `/equipment` and its sub-pages; calls in ADR 038). */
export const equipmentEndpoints = {
  /** Units per kind and status, for the overview. */
  counts: defineEndpoint({
    name: 'equipment.counts',
    method: 'GET',
    path: 'api/v2/equipment/counts',
    access: 'authenticated',
    capability: 'equipment.view',
    summary: 'How many trailers and power units the company has, by status.',
    response: equipmentCountsSchema,
  }),
  /** Units of one kind, by text, types and statuses, a page at a time. */
  list: defineEndpoint({
    name: 'equipment.list',
    method: 'GET',
    path: 'api/v2/equipment',
    access: 'authenticated',
    capability: 'equipment.view',
    summary: 'Trailers or power units of the company, searched and filtered, paged (50).',
    query: equipmentListQuerySchema,
    response: lazySchema(() => pageOf(equipmentUnitSchema)),
  }),
  /** One unit of the caller's company; another company's is 404. */
  byId: defineEndpoint({
    name: 'equipment.byId',
    method: 'GET',
    path: 'api/v2/equipment/{id}',
    access: 'authenticated',
    capability: 'equipment.view',
    summary: 'One trailer or power unit of the company.',
    params: byIdParamsSchema,
    response: equipmentUnitSchema,
  }),
  /** Adds a unit; a unit number the company already uses is 409. */
  create: defineEndpoint({
    name: 'equipment.create',
    method: 'POST',
    path: 'api/v2/equipment',
    access: 'authenticated',
    capability: 'equipment.manage',
    summary: 'Add a trailer or power unit.',
    body: equipmentInputSchema,
    response: equipmentUnitSchema,
    successStatus: 201,
  }),
  /** Changes a unit; a duplicate unit number, or a retired unit, is 409. Its kind cannot change (400). */
  update: defineEndpoint({
    name: 'equipment.update',
    method: 'PUT',
    path: 'api/v2/equipment/{id}',
    access: 'authenticated',
    capability: 'equipment.manage',
    summary: 'Change a trailer or power unit.',
    params: byIdParamsSchema,
    body: equipmentInputSchema,
    response: equipmentUnitSchema,
  }),
  /** Retires a unit: it stays listed under Retired and can no longer be changed or assigned (409 if already). */
  retire: defineEndpoint({
    name: 'equipment.retire',
    method: 'POST',
    path: 'api/v2/equipment/{id}/retire',
    access: 'authenticated',
    capability: 'equipment.manage',
    summary: 'Retire a trailer or power unit.',
    params: byIdParamsSchema,
    response: equipmentUnitSchema,
  }),
} as const;
