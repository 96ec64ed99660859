import {
  availableFreightSearchMessages as m,
  availableFreightSorts,
  availableShipmentRadiusMiles,
  EquipmentMode,
  listPageSize,
  maxSearchRadiusMiles,
  quotableLocationPageSize,
  quotableLocationTypes,
  ServiceLevel,
  ShippingMode,
  allEquipmentTypesMask,
} from '@freightkit/domain';
import { z } from 'zod';
import { idSchema, pageOf, pagingQuerySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/** A kind of quotable location: a city ('district') or a postal code ('zip'). */
export const quotableLocationTypeSchema = lazySchema(() => z.enum(quotableLocationTypes));

/**
 * A place a load search can start from (spec 1 §3 "Quotable location"): id, city, ianaTimezone,
 * latitude, longitude, name, postalCode, state; plus its kind and country. `name` is how a person
 * reads it ("Chicago, IL" for a city, "60607 Chicago, IL" for a ZIP code). A Canadian city has an
 * empty postal code (ADR 026).
 */
export const quotableLocationSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    type: quotableLocationTypeSchema,
    name: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.enum(['US', 'CA']),
    latitude: z.number(),
    longitude: z.number(),
    ianaTimezone: z.string(),
  }),
);
/** A quotable location. */
export type QuotableLocation = z.output<typeof quotableLocationSchema>;

const asList = (value: unknown) =>
  value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value];

/**
 * Query of the quotable-location search (spec 1 §7): types (repeated, default both), q (a city's
 * first letters, optionally ", ST", or a postal code's first digits), page, pageSize (100, spec 1 §9).
 */
export const quotableLocationQuerySchema = lazySchema(() =>
  pagingQuerySchema.extend({
    pageSize: z.coerce
      .number<number>()
      .int()
      .min(1)
      .max(quotableLocationPageSize)
      .default(quotableLocationPageSize),
    types: z.preprocess(
      asList,
      z
        .array(quotableLocationTypeSchema)
        .min(1)
        .default([...quotableLocationTypes]),
    ),
    q: z
      .string()
      .trim()
      .min(1, 'Type the first letters of a city or the first digits of a ZIP code.')
      .max(100),
  }),
);
/** Query of the quotable-location search. */
export type QuotableLocationQuery = z.input<typeof quotableLocationQuerySchema>;

/** One end of an available load: where, and the window, with the place's zone. */
export const availableFreightEndSchema = lazySchema(() =>
  z.object({
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    ianaTimezone: z.string(),
    early: z.string(),
    late: z.string(),
  }),
);
/** One end of an available load. */
export type AvailableFreightEnd = z.output<typeof availableFreightEndSchema>;

/**
 * A load on the board. `equipmentTypes` is the spec's bit-flag mask of what it may go on;
 * `originDeadheadMiles` / `destinationDeadheadMiles` are the great-circle miles from the searched
 * origin / destination (null when the search had none).
 */
export const availableShipmentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    customerName: z.string(),
    shippingMode: z.enum(ShippingMode),
    equipmentMode: z.enum(EquipmentMode),
    equipmentTypes: z.number().int().positive(),
    serviceLevel: z.enum(ServiceLevel),
    origin: availableFreightEndSchema,
    destination: availableFreightEndSchema,
    stopCount: z.number().int().min(2),
    miles: z.number().nullable(),
    weightLbs: z.number().nullable(),
    rate: z.number(),
    ratePerMile: z.number().nullable(),
    currency: z.literal('USD'),
    originDeadheadMiles: z.number().nullable(),
    destinationDeadheadMiles: z.number().nullable(),
  }),
);
/** A load on the board. */
export type AvailableShipment = z.output<typeof availableShipmentSchema>;

const latitude = lazySchema(() =>
  z.coerce.number<number>().min(-90, m.latitude).max(90, m.latitude).optional(),
);
const longitude = lazySchema(() =>
  z.coerce.number<number>().min(-180, m.longitude).max(180, m.longitude).optional(),
);
const radius = lazySchema(() =>
  z.coerce
    .number<number>()
    .int(m.radius)
    .min(1, m.radius)
    .max(maxSearchRadiusMiles, m.radius)
    .default(availableShipmentRadiusMiles),
);
const isoDate = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
    .optional(),
);

/**
 * Query of the available-shipments list (spec 1 §7, §9): origin and destination each as a quotable
 * location id or a latitude/longitude point, with a radius in miles (default 100); the pickup date
 * range (days in the origin's zone, inclusive); equipment types as a bit-flag mask (a load matches
 * when it may go on any of them); shipping modes (repeated); sort and paging. `distance` sorts by the
 * miles from the searched origin, or by the load's miles when there is none.
 */
export const availableShipmentsQuerySchema = lazySchema(() =>
  pagingQuerySchema
    .extend({
      pageSize: z.coerce.number<number>().int().min(1).max(200).default(listPageSize),
      originLocationId: z.coerce.number<number>().int().positive().optional(),
      originLatitude: latitude,
      originLongitude: longitude,
      originRadius: radius,
      destinationLocationId: z.coerce.number<number>().int().positive().optional(),
      destinationLatitude: latitude,
      destinationLongitude: longitude,
      destinationRadius: radius,
      pickupFrom: isoDate,
      pickupTo: isoDate,
      equipmentTypes: z.coerce.number<number>().int().min(1).max(allEquipmentTypesMask).optional(),
      shippingModes: z.preprocess(
        asList,
        z.array(z.coerce.number<number>().pipe(z.enum(ShippingMode))).optional(),
      ),
      sortProperty: z.enum(availableFreightSorts).default('pickupDate'),
      sortDirection: z.enum(['asc', 'desc']).default('asc'),
    })
    .superRefine((q, ctx) => {
      for (const end of ['origin', 'destination'] as const) {
        const lat = q[`${end}Latitude`];
        const lon = q[`${end}Longitude`];
        if ((lat === undefined) !== (lon === undefined))
          ctx.addIssue({ code: 'custom', path: [`${end}Latitude`], message: m.pointNeedsBoth });
        if (lat !== undefined && q[`${end}LocationId`] !== undefined)
          ctx.addIssue({ code: 'custom', path: [`${end}LocationId`], message: m.placeAndPoint });
      }
      if (q.pickupFrom !== undefined && q.pickupTo !== undefined && q.pickupFrom > q.pickupTo)
        ctx.addIssue({ code: 'custom', path: ['pickupTo'], message: m.pickupRange });
    }),
);
/** Query of the available-shipments list. */
export type AvailableShipmentsQuery = z.input<typeof availableShipmentsQuerySchema>;

/** A page of the board, with the quotable locations the search resolved its ids to. */
export const availableShipmentPageSchema = lazySchema(() =>
  pageOf(availableShipmentSchema).extend({
    origin: quotableLocationSchema.nullable(),
    destination: quotableLocationSchema.nullable(),
  }),
);
/** A page of the board. */
export type AvailableShipmentPage = z.output<typeof availableShipmentPageSchema>;

/**
 * Where the reloads of a load start (`/reloads?search={shipmentNumber}`, spec 1 §2): where it delivers
 * and when. `onBoard` says whether the number is a load on the board (else one of the caller's own
 * shipments, such as a booked one).
 */
export const reloadOriginSchema = lazySchema(() =>
  z.object({
    shipmentNumber: z.string(),
    onBoard: z.boolean(),
    destination: availableFreightEndSchema.omit({ late: true }),
  }),
);
/** Where the reloads of a load start. */
export type ReloadOrigin = z.output<typeof reloadOriginSchema>;

/** The load board's calls: the place search and the board itself (ADR 026). */
export const loadBoardEndpoints = {
  /** Quotable-location search over the US/Canada place table. */
  quotableLocations: defineEndpoint({
    name: 'loadBoard.quotableLocations',
    method: 'GET',
    path: 'api/v2/quotable_locations',
    access: 'authenticated',
    capability: 'loadBoard.view',
    summary:
      'Cities (district) and ZIP codes (zip) whose name starts with q; types, q, page, pageSize (100).',
    query: quotableLocationQuerySchema,
    response: lazySchema(() => pageOf(quotableLocationSchema)),
  }),
  /** Loads on the board open to every carrier, plus the caller's own Ready to Book ones. */
  availableShipments: defineEndpoint({
    name: 'loadBoard.availableShipments',
    method: 'GET',
    path: 'api/v2/available_shipments',
    access: 'authenticated',
    capability: 'loadBoard.view',
    summary: 'Available loads by origin/destination radius, pickup dates, equipment, mode; sorted and paged.',
    query: availableShipmentsQuerySchema,
    response: availableShipmentPageSchema,
  }),
  /** One load on the board by shipment number (the `/available-freight/{shipmentNumber}` preview). */
  availableShipment: defineEndpoint({
    name: 'loadBoard.availableShipment',
    method: 'GET',
    path: 'api/v2/available_shipments/{shipmentNumber}',
    access: 'authenticated',
    capability: 'loadBoard.view',
    summary: 'One available load by shipment number; 404 when it is not on the board for the caller.',
    params: lazySchema(() => z.object({ shipmentNumber: z.string().trim().min(1).max(32) })),
    response: availableShipmentSchema,
  }),
  /**
   * Where the reloads of a load start: a load on the board for the caller, else a shipment of the
   * caller's company (booked, on the road or delivered) placed by its last stop's ZIP code or city;
   * 404 for any other number (another company's shipment included). ADR 037.
   */
  reloadOrigin: defineEndpoint({
    name: 'loadBoard.reloadOrigin',
    method: 'GET',
    path: 'api/v2/reload_origins/{shipmentNumber}',
    access: 'authenticated',
    capability: 'loadBoard.view',
    summary: 'Where and when a board load or one of your shipments delivers: the start of its reloads.',
    params: lazySchema(() => z.object({ shipmentNumber: z.string().trim().min(1).max(32) })),
    response: reloadOriginSchema,
  }),
} as const;
