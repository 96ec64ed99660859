import {
  dockScheduleProblemKeys,
  locationLookupPageSize,
  locationPhoneTypes,
  locationProblemKeys,
  locationsPageSize,
  StopType,
} from '@freightkit/domain';
import { z } from 'zod';
import { addProblemIssues, idSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { companyLocationSchema } from './orders.ts';
import { lazySchema } from './lazySchema.ts';

/** A location's phone number and its kind. */
export const locationPhoneSchema = lazySchema(() =>
  z.object({
    number: z.string().max(40),
    type: z.enum(locationPhoneTypes),
  }),
);

/** One day's dock hours as read (spec 2 §3 "Dock hour"); a closed or 24-hour day has no times. */
export const dockHourSchema = lazySchema(() =>
  z.object({
    dayOfWeek: z.number().int().min(0).max(6),
    isClosed: z.boolean(),
    isTwentyFourHour: z.boolean(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
  }),
);
/** A dock hour as read. */
export type DockHourRead = z.output<typeof dockHourSchema>;

/** A dock schedule as read (spec 2 §3 "Dock schedule"): its location, modes, stop types and seven days. */
export const dockScheduleSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    locationId: idSchema,
    name: z.string(),
    isAppointmentRequired: z.boolean(),
    equipmentModes: z.array(z.number().int()),
    shippingModes: z.array(z.number().int()),
    stopTypes: z.array(z.enum(StopType)),
    dockHours: z.array(dockHourSchema),
    tmsCompanyId: idSchema,
  }),
);
/** A dock schedule as read. */
export type DockSchedule = z.output<typeof dockScheduleSchema>;

/** A location as read (spec 2 §3 "Location"), with its zone and its dock schedules. */
export const locationSchema = lazySchema(() =>
  z.object({
    locationNumber: z.string(),
    companyId: idSchema,
    companyName: z.string(),
    name: z.string(),
    locationType: z.string(),
    isPrimaryLocation: z.boolean(),
    lumpersAvailable: z.boolean(),
    isAppointmentRequired: z.boolean(),
    overnightParking: z.boolean(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    country: z.string(),
    ianaTimezone: z.string(),
    phoneNumbers: z.array(locationPhoneSchema),
    ediCodes: z.array(z.string()),
    email: z.string().nullable(),
    dockLength: z.number().nullable(),
    directions: z.string().nullable(),
    dockSchedules: z.array(dockScheduleSchema),
  }),
);
/** A location as read. */
export type Location = z.output<typeof locationSchema>;

/**
 * Body of a location create or update. Shapes are checked here (generous bounds, so a long text reads
 * domain's sentence rather than zod's), the rules by domain's `locationProblemKeys`, whose field names
 * (`postalCode`, `ediCodes.1`) become the model state's keys.
 */
export const locationInputSchema = lazySchema(() =>
  z
    .object({
      name: z.string().max(1000),
      locationType: z.string().max(100).default(''),
      isPrimaryLocation: z.boolean().default(false),
      lumpersAvailable: z.boolean().default(false),
      isAppointmentRequired: z.boolean().default(false),
      overnightParking: z.boolean().default(false),
      addressLine1: z.string().max(1000),
      addressLine2: z.string().max(1000).nullish(),
      city: z.string().max(1000),
      province: z.string().max(100),
      postalCode: z.string().max(100),
      country: z.string().max(100).default(''),
      phoneNumbers: z.array(locationPhoneSchema).max(20).default([]),
      ediCodes: z.array(z.string().max(100)).max(50).default([]),
      email: z.string().max(1000).nullish(),
      dockLength: z.number().nullable().default(null),
      directions: z.string().max(10_000).nullish(),
    })
    .superRefine((input, ctx) => {
      addProblemIssues(ctx, locationProblemKeys(input));
    }),
);
/** What a location create or update sends. */
export type LocationInputBody = z.input<typeof locationInputSchema>;

/** Body of a dock schedule create or update: domain's `dockScheduleProblemKeys` names what is wrong. */
export const dockScheduleInputSchema = lazySchema(() =>
  z
    .object({
      name: z.string().max(1000),
      isAppointmentRequired: z.boolean().default(false),
      equipmentModes: z.array(z.number()).max(20),
      shippingModes: z.array(z.number()).max(20),
      stopTypes: z.array(z.string().max(40)).max(10),
      dockHours: z
        .array(
          z.object({
            dayOfWeek: z.number(),
            isClosed: z.boolean().default(false),
            isTwentyFourHour: z.boolean().default(false),
            startTime: z.string().max(20).nullish(),
            endTime: z.string().max(20).nullish(),
          }),
        )
        .max(14),
    })
    .superRefine((input, ctx) => {
      addProblemIssues(ctx, dockScheduleProblemKeys(input));
    }),
);
/** What a dock schedule create or update sends. */
export type DockScheduleInputBody = z.input<typeof dockScheduleInputSchema>;

const searchQuery = (pageSize: number) =>
  z.object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(100).default(pageSize),
  });

/** Query of the location list and the EDI lookup: text (name, number, city, postal code, EDI code), paging. */
export const locationSearchQuerySchema = lazySchema(() => searchQuery(locationsPageSize));
/** Query of the location list. */
export type LocationSearchQuery = z.input<typeof locationSearchQuerySchema>;

const locationNumberParamsSchema = lazySchema(() => z.object({ locationNumber: z.string().min(1).max(40) }));
const dockScheduleParamsSchema = lazySchema(() =>
  locationNumberParamsSchema.extend({ scheduleId: idSchema }),
);

/**
 * Locations and dock schedules (spec 2 §7 "Locations"), the broker's, scoped to the caller's company
 * (another company's number is 404). Paths are ours (ADR 051); `company` is the order form's stop lookup
 * (ADR 035), moved here unchanged.
 */
export const locationEndpoints = {
  /** Company locations an order stop can be at (spec 2 §7 "company locations"; ADR 035). */
  company: defineEndpoint({
    name: 'locations.company',
    method: 'GET',
    path: 'api/v2/locations',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "The company's locations by name, number or city (some lookups 10 per page).",
    query: lazySchema(() => searchQuery(locationLookupPageSize)),
    response: lazySchema(() => pageOf(companyLocationSchema)),
  }),
  /** Every location of the company with its dock schedules, searched, 50 a page (spec 2 §7 "all locations"). */
  list: defineEndpoint({
    name: 'locations.list',
    method: 'GET',
    path: 'api/v2/locations/all',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: "The company's locations with their dock schedules, searched and paged (50).",
    query: locationSearchQuerySchema,
    response: lazySchema(() => pageOf(locationSchema)),
  }),
  /** Locations that carry EDI codes, found by text or code (spec 2 §7 "EDI locations"). */
  edi: defineEndpoint({
    name: 'locations.edi',
    method: 'GET',
    path: 'api/v2/locations/edi',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: "The company's locations with at least one EDI code, searched and paged.",
    query: locationSearchQuerySchema,
    response: lazySchema(() => pageOf(locationSchema)),
  }),
  /** One location by its number, with its dock schedules (spec 2 §7 "get by number"). */
  byNumber: defineEndpoint({
    name: 'locations.byNumber',
    method: 'GET',
    path: 'api/v2/locations/{locationNumber}',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: 'One location of the company with its dock schedules.',
    params: locationNumberParamsSchema,
    response: locationSchema,
  }),
  /** Adds a location; it gets the next location number. */
  create: defineEndpoint({
    name: 'locations.create',
    method: 'POST',
    path: 'api/v2/locations',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: 'Create a location (Warehouse unless another type is chosen).',
    body: locationInputSchema,
    response: locationSchema,
    successStatus: 201,
  }),
  /** Changes a location's fields (its number and company stay). */
  update: defineEndpoint({
    name: 'locations.update',
    method: 'PUT',
    path: 'api/v2/locations/{locationNumber}',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: 'Change a location.',
    params: locationNumberParamsSchema,
    body: locationInputSchema,
    response: locationSchema,
  }),
  /** Adds a dock schedule to a location (a location may have several: a shipping and a receiving dock). */
  createDockSchedule: defineEndpoint({
    name: 'locations.createDockSchedule',
    method: 'POST',
    path: 'api/v2/locations/{locationNumber}/dock_schedules',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: 'Add a dock schedule with its seven days of hours to a location.',
    params: locationNumberParamsSchema,
    body: dockScheduleInputSchema,
    response: locationSchema,
    successStatus: 201,
  }),
  /** Changes one of a location's dock schedules (its days replaced as sent). */
  updateDockSchedule: defineEndpoint({
    name: 'locations.updateDockSchedule',
    method: 'PUT',
    path: 'api/v2/locations/{locationNumber}/dock_schedules/{scheduleId}',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: "Change a location's dock schedule and its hours.",
    params: dockScheduleParamsSchema,
    body: dockScheduleInputSchema,
    response: locationSchema,
  }),
  /**
   * Deletes a location and its dock schedules. Refused (409) while orders not yet delivered stop there
   * (domain's `orderHoldsItsLocations`; ADR 051 amended): their stops name it.
   */
  remove: defineEndpoint({
    name: 'locations.remove',
    method: 'DELETE',
    path: 'api/v2/locations/{locationNumber}',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: 'Delete a location that no order still to be delivered stops at.',
    params: locationNumberParamsSchema,
    response: lazySchema(() => z.object({ locationNumber: z.string() })),
  }),
  /** Deletes one of a location's dock schedules with its days; answers the location as it is now. */
  removeDockSchedule: defineEndpoint({
    name: 'locations.removeDockSchedule',
    method: 'DELETE',
    path: 'api/v2/locations/{locationNumber}/dock_schedules/{scheduleId}',
    access: 'authenticated',
    capability: 'locations.manage',
    summary: "Delete one of a location's dock schedules.",
    params: dockScheduleParamsSchema,
    response: locationSchema,
  }),
} as const;
