import {
  driverPageSize,
  EquipmentMode,
  listPageSize,
  ShipmentStatus,
  shipmentStatuses,
} from '@freightkit/domain';
import { z } from 'zod';
import { byIdParamsSchema, idParamSchema, idSchema, pageOf } from './common.ts';
import { countSchema } from './counts.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/** A shipment status value (spec 1 §3 enumerations). */
export const shipmentStatusSchema = lazySchema(() => z.enum(ShipmentStatus));

/** A status as search results carry it: the value and its display name. */
export const shipmentStatusDisplaySchema = lazySchema(() =>
  z.object({
    value: shipmentStatusSchema,
    displayName: z.string(),
  }),
);

/** A stop's address as the shipment carries it. */
export const locationAddressSchema = lazySchema(() =>
  z.object({ zip: z.string(), city: z.string(), state: z.string() }),
);

/** A stop of a shipment (spec 1 §3): early / late window and optional appointment, ISO date-times. */
export const shipmentStopSchema = lazySchema(() =>
  z.object({
    shipmentStopId: idSchema,
    early: z.string(),
    late: z.string(),
    appointment: z.string().nullable(),
    locationAddress: locationAddressSchema,
  }),
);

/**
 * A stop as its own sub-resource answers it: the shipment stop plus its sequence and type, the
 * actual arrival and departure, and the stop's IANA zone. Every time is an ISO instant in UTC;
 * `location.ianaTimezone` is the zone the portal shows them in (spec 1 §5).
 */
export const shipmentStopDetailSchema = lazySchema(() =>
  shipmentStopSchema.extend({
    sequence: z.number().int(),
    stopType: z.enum(['Shipping', 'Receiving']),
    arrival: z.string().nullable(),
    departure: z.string().nullable(),
    location: z.object({
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
      ianaTimezone: z.string(),
    }),
  }),
);
/** One stop with its times and zone. */
export type ShipmentStopDetail = z.output<typeof shipmentStopDetailSchema>;

/**
 * A shipment (spec 1 §3 "Shipment"), plus its shipping PRO number: the spec sets it with
 * `PATCH {id}/shipping_pro_number` but lists no read of it, so the shipment read carries it (`null`
 * until one is saved) and the detail page can show the saved value. Sub-resources are their own calls.
 */
export const shipmentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    shipmentStatus: shipmentStatusSchema,
    maxBuy: z.number().nullable(),
    orderId: idSchema.nullable(),
    equipmentMode: z.enum(EquipmentMode),
    proNumber: z.string().nullable(),
    stops: z.array(shipmentStopSchema),
  }),
);
/** A shipment as parsed by the contract. */
export type Shipment = z.output<typeof shipmentSchema>;

/** Builds the `{ value, displayName }` pair of a status with domain's English label. */
export function shipmentStatusDisplay(value: ShipmentStatus): z.output<typeof shipmentStatusDisplaySchema> {
  return { value, displayName: shipmentStatuses.label(value) ?? String(value) };
}

/** The two shipment lists (spec 1 §2 "booking and tracking views"). */
export const shipmentListViews = ['booking', 'tracking'] as const;
/** One shipment list view. */
export type ShipmentListView = (typeof shipmentListViews)[number];

/**
 * Statuses each view lists when no status filter is given. The spec names the views but not their
 * statuses; booking holds the loads still being placed (Ready to Book, Tendering, Booked) and tracking
 * the loads on the road or done (Booked through Delivery Confirmed). A status filter narrows within the view.
 */
export const shipmentViewStatuses: Readonly<Record<ShipmentListView, readonly ShipmentStatus[]>> = {
  booking: [ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering, ShipmentStatus.Booked],
  tracking: [
    ShipmentStatus.Booked,
    ShipmentStatus.Dispatched,
    ShipmentStatus.InTransit,
    ShipmentStatus.AtStop,
    ShipmentStatus.Delivered,
    ShipmentStatus.DeliveryConfirmed,
  ],
};

const asList = (value: unknown) =>
  value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value];

const isoDate = lazySchema(() => z.iso.date());

/**
 * The on-time filter of the tracking view, the two boxes of the on-time counts: `late` = loads that
 * have begun moving (Dispatched and later) and are late as {@link shipmentListItemSchema}`.isLate`
 * says; `onTime` = the other loads that have begun moving. The spec names the on-time counts only.
 */
export const shipmentOnTimeFilters = ['onTime', 'late'] as const;
/** One on-time filter. */
export type ShipmentOnTimeFilter = (typeof shipmentOnTimeFilters)[number];

/**
 * Filters of the shipment lists, also the content of a saved filter set: statuses (repeated `status`
 * keys), origin and destination text (city, state or postal code of the first / last stop), a pickup
 * date range (`pickupFrom` … `pickupTo`, yyyy-MM-dd, inclusive, UTC days), a shipment-number query
 * and the on-time filter (see {@link shipmentOnTimeFilters}).
 */
export const shipmentListFiltersSchema = lazySchema(() =>
  z.object({
    status: z.preprocess(asList, z.array(z.coerce.number<number>().pipe(shipmentStatusSchema)).optional()),
    onTime: z.enum(shipmentOnTimeFilters).optional(),
    origin: z.string().trim().max(100).optional(),
    destination: z.string().trim().max(100).optional(),
    pickupFrom: isoDate.optional(),
    pickupTo: isoDate.optional(),
    query: z.string().trim().max(100).optional(),
  }),
);
/** Filters of a shipment list. */
export type ShipmentListFilters = z.input<typeof shipmentListFiltersSchema>;

/** Query of the list calls: view, filters and paging (page size defaults to domain's 50). */
export const shipmentListQuerySchema = lazySchema(() =>
  shipmentListFiltersSchema.extend({
    view: z.enum(shipmentListViews),
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000).default(listPageSize),
  }),
);
/** Query of a shipment list call. */
export type ShipmentListQuery = z.input<typeof shipmentListQuerySchema>;

/** Query of the count calls: view and filters. */
export const shipmentCountQuerySchema = lazySchema(() =>
  shipmentListFiltersSchema.extend({ view: z.enum(shipmentListViews) }),
);

const placeWithDate = lazySchema(() =>
  z.object({
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    /** Early time of the stop, ISO instant. */
    early: z.string(),
    ianaTimezone: z.string(),
  }),
);

/** A row of the booking and tracking lists. */
export const shipmentListItemSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    shipmentNumber: z.string(),
    status: shipmentStatusDisplaySchema,
    equipmentMode: z.enum(EquipmentMode),
    maxBuy: z.number().nullable(),
    stopCount: z.number().int(),
    origin: placeWithDate,
    destination: placeWithDate,
    /** Names of the assigned drivers. */
    drivers: z.array(z.string()),
    proNumber: z.string().nullable(),
    /** True when a stop was reached after its late time, or its late time passed without arrival. */
    isLate: z.boolean(),
  }),
);
/** A row of a shipment list. */
export type ShipmentListItem = z.output<typeof shipmentListItemSchema>;

/** Answer of the status counts: one entry per status of the view (zero included). */
export const shipmentStatusCountsSchema = lazySchema(() =>
  z.object({
    items: z.array(z.object({ status: shipmentStatusDisplaySchema, count: z.number().int().min(0) })),
  }),
);

/**
 * Answer of the on-time counts over the view's filtered shipments that have begun moving (Dispatched
 * and later): late as in {@link shipmentListItemSchema}`.isLate`, on time otherwise. The `onTime`
 * filter itself is ignored, so both boxes keep their number while one of them filters the list.
 */
export const shipmentOnTimeCountsSchema = lazySchema(() =>
  z.object({
    onTime: z.number().int().min(0),
    late: z.number().int().min(0),
  }),
);

/** A saved filter set (a "saved view") of one user for one list view. */
export const shipmentFilterSetSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    view: z.enum(shipmentListViews),
    name: z.string(),
    filters: shipmentListFiltersSchema,
    createdAt: z.string(),
  }),
);
/** A saved filter set. */
export type ShipmentFilterSet = z.output<typeof shipmentFilterSetSchema>;

const filterSetName = lazySchema(() => z.string().trim().min(1, 'A name is required.').max(100));

/** Body of creating a saved filter set. */
export const newShipmentFilterSetSchema = lazySchema(() =>
  z.object({
    view: z.enum(shipmentListViews),
    name: filterSetName,
    filters: shipmentListFiltersSchema,
  }),
);
/** Body of renaming a saved filter set. */
export const renameShipmentFilterSetSchema = lazySchema(() => z.object({ name: filterSetName }));

/** Answer of deleting a filter set: the removed id. */
export const deleteFilterSetResultSchema = lazySchema(() => z.object({ resultId: idSchema }));

/** A driver (spec 1 §3 "Driver"). */
export const driverSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    profilePictureFileId: z.string().nullable(),
  }),
);
/** A driver. */
export type Driver = z.output<typeof driverSchema>;

/** Query of the driver search (spec 1 §7, §9): company, text, page, page size default 100. */
export const driverSearchQuerySchema = lazySchema(() =>
  z.object({
    companyId: idParamSchema,
    q: z.string().trim().max(100).default(''),
    page: z.coerce.number<number>().int().min(1).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(1000).default(driverPageSize),
  }),
);
/** Query of the driver search. */
export type DriverSearchQuery = z.input<typeof driverSearchQuerySchema>;

/** Equipment carrying a shipment (tractor, trailer, their plates). */
export const shipmentEquipmentSchema = lazySchema(() =>
  z.object({
    tractorNumber: z.string().trim().max(50).nullable(),
    trailerNumber: z.string().trim().max(50).nullable(),
    licensePlate: z.string().trim().max(20).nullable(),
    licensePlateState: z.string().trim().max(3).nullable(),
  }),
);
/** A shipment's equipment. */
export type ShipmentEquipment = z.output<typeof shipmentEquipmentSchema>;

/** One tracking activity of a shipment (newest first), times as ISO instants. */
export const trackingActivitySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    occurredAt: z.string(),
    status: shipmentStatusDisplaySchema,
    city: z.string(),
    state: z.string(),
    description: z.string(),
  }),
);

/** A stop time as entered: date + hour + minute in the stop's zone (domain's `StopTimeInput`). */
export const stopTimeInputSchema = lazySchema(() =>
  z.object({
    date: isoDate,
    hour: z.number().int().min(0).max(23),
    minute: z.number().int().min(0).max(59),
  }),
);

/** Body of the appointment update: the new appointment in the stop's zone, or `null` to clear it. */
export const stopAppointmentBodySchema = lazySchema(() =>
  z.object({ appointment: stopTimeInputSchema.nullable() }),
);

/** Body of the arrival / departure update; a field left out stays, `null` clears it. */
export const stopArrivalDepartureBodySchema = lazySchema(() =>
  z
    .object({
      arrival: stopTimeInputSchema.nullable().optional(),
      departure: stopTimeInputSchema.nullable().optional(),
    })
    .refine((b) => b.arrival !== undefined || b.departure !== undefined, {
      message: 'Give an arrival or a departure.',
    }),
);

const stopParamsSchema = lazySchema(() => z.object({ id: idParamSchema, stopId: idParamSchema }));
const driverParamsSchema = lazySchema(() => z.object({ id: idParamSchema, driverId: idParamSchema }));

/** Shipment calls of this slice: one shipment by id. The shipments slice adds the rest. */
export const shipmentEndpoints = {
  /** One shipment of the caller's company; another company's id answers 404. */
  byId: defineEndpoint({
    name: 'shipments.byId',
    method: 'GET',
    path: 'api/v2/shipments/{id}',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'One shipment by id.',
    params: byIdParamsSchema,
    response: shipmentSchema,
  }),
  /** A page of the booking or tracking list, scoped to the caller (a driver-only user: their loads). */
  list: defineEndpoint({
    name: 'shipments.list',
    method: 'GET',
    path: 'api/v2/shipments',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Booking or tracking list with filters and paging.',
    query: shipmentListQuerySchema,
    response: lazySchema(() => pageOf(shipmentListItemSchema)),
  }),
  /** Total count of a filtered list. */
  totalCount: defineEndpoint({
    name: 'shipments.totalCount',
    method: 'GET',
    path: 'api/v2/shipments/total_count',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Total count of a filtered booking or tracking list.',
    query: shipmentCountQuerySchema,
    response: countSchema,
  }),
  /** Counts per status of a view (the status filter itself is ignored, so every box keeps a number). */
  statusCounts: defineEndpoint({
    name: 'shipments.statusCounts',
    method: 'GET',
    path: 'api/v2/shipments/status_counts',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Counts per status of a view with the other filters.',
    query: shipmentCountQuerySchema,
    response: shipmentStatusCountsSchema,
  }),
  /** On-time and late counts of a filtered view (its `onTime` filter ignored). */
  onTimeCounts: defineEndpoint({
    name: 'shipments.onTimeCounts',
    method: 'GET',
    path: 'api/v2/shipments/on_time_counts',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'On-time and late counts of a filtered view.',
    query: shipmentCountQuerySchema,
    response: shipmentOnTimeCountsSchema,
  }),
  /** The caller's saved filter sets of a view, by name. */
  filterSets: defineEndpoint({
    name: 'shipments.filterSets',
    method: 'GET',
    path: 'api/v2/shipments/filter_sets',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Saved filter sets of the caller for a view.',
    query: lazySchema(() => z.object({ view: z.enum(shipmentListViews) })),
    response: lazySchema(() => z.object({ items: z.array(shipmentFilterSetSchema) })),
  }),
  /** Saves a filter set for the caller. */
  createFilterSet: defineEndpoint({
    name: 'shipments.createFilterSet',
    method: 'POST',
    path: 'api/v2/shipments/filter_sets',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Saves a filter set.',
    body: newShipmentFilterSetSchema,
    response: shipmentFilterSetSchema,
    successStatus: 201,
  }),
  /** Renames one of the caller's filter sets. */
  renameFilterSet: defineEndpoint({
    name: 'shipments.renameFilterSet',
    method: 'PATCH',
    path: 'api/v2/shipments/filter_sets/{id}',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Renames a saved filter set.',
    params: byIdParamsSchema,
    body: renameShipmentFilterSetSchema,
    response: shipmentFilterSetSchema,
  }),
  /** Deletes one of the caller's filter sets. */
  deleteFilterSet: defineEndpoint({
    name: 'shipments.deleteFilterSet',
    method: 'DELETE',
    path: 'api/v2/shipments/filter_sets/{id}',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Deletes a saved filter set.',
    params: byIdParamsSchema,
    response: deleteFilterSetResultSchema,
  }),
  /** Stops of a shipment in sequence. */
  stops: defineEndpoint({
    name: 'shipments.stops',
    method: 'GET',
    path: 'api/v2/shipments/{id}/stops',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Stops of a shipment with times and zone.',
    params: byIdParamsSchema,
    response: lazySchema(() => z.array(shipmentStopDetailSchema)),
  }),
  /** Sets or clears a stop's appointment, entered in the stop's zone and stored in UTC. */
  updateStopAppointment: defineEndpoint({
    name: 'shipments.updateStopAppointment',
    method: 'PATCH',
    path: 'api/v2/shipments/{id}/stops/{stopId}/appointments',
    access: 'authenticated',
    capability: 'shipments.track',
    summary: "Sets or clears a stop's appointment.",
    params: stopParamsSchema,
    body: stopAppointmentBodySchema,
    response: shipmentStopDetailSchema,
  }),
  /** Sets or clears a stop's arrival and departure, entered in the stop's zone. */
  updateStopArrivalDeparture: defineEndpoint({
    name: 'shipments.updateStopArrivalDeparture',
    method: 'PATCH',
    path: 'api/v2/shipments/{id}/stops/{stopId}/arrival_departure',
    access: 'authenticated',
    capability: 'shipments.track',
    summary: "Sets a stop's arrival and departure.",
    params: stopParamsSchema,
    body: stopArrivalDepartureBodySchema,
    response: shipmentStopDetailSchema,
  }),
  /** Drivers assigned to a shipment. */
  drivers: defineEndpoint({
    name: 'shipments.drivers',
    method: 'GET',
    path: 'api/v2/shipments/{id}/drivers',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Drivers assigned to a shipment.',
    params: byIdParamsSchema,
    response: lazySchema(() => z.array(driverSchema)),
  }),
  /** Assigns one of the company's drivers; answers the assigned drivers. */
  assignDriver: defineEndpoint({
    name: 'shipments.assignDriver',
    method: 'POST',
    path: 'api/v2/shipments/{id}/drivers',
    access: 'authenticated',
    capability: 'shipments.manage',
    summary: 'Assigns a driver to a shipment.',
    params: byIdParamsSchema,
    body: lazySchema(() => z.object({ driverId: idSchema })),
    response: lazySchema(() => z.array(driverSchema)),
  }),
  /** Removes an assigned driver; answers the drivers left. */
  removeDriver: defineEndpoint({
    name: 'shipments.removeDriver',
    method: 'DELETE',
    path: 'api/v2/shipments/{id}/drivers/{driverId}',
    access: 'authenticated',
    capability: 'shipments.manage',
    summary: 'Removes a driver from a shipment.',
    params: driverParamsSchema,
    response: lazySchema(() => z.array(driverSchema)),
  }),
  /** Drivers of the caller's company by name, e-mail or phone (page size default 100). */
  searchDrivers: defineEndpoint({
    name: 'shipments.searchDrivers',
    method: 'GET',
    path: 'api/v2/drivers',
    access: 'authenticated',
    capability: 'shipments.manage',
    summary: 'Driver search of a company.',
    query: driverSearchQuerySchema,
    response: lazySchema(() => pageOf(driverSchema)),
  }),
  /** A shipment's equipment (all fields null when none was saved). */
  equipment: defineEndpoint({
    name: 'shipments.equipment',
    method: 'GET',
    path: 'api/v2/shipments/{id}/equipment',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: "A shipment's equipment.",
    params: byIdParamsSchema,
    response: shipmentEquipmentSchema,
  }),
  /** Saves a shipment's equipment. */
  saveEquipment: defineEndpoint({
    name: 'shipments.saveEquipment',
    method: 'PUT',
    path: 'api/v2/shipments/{id}/equipment',
    access: 'authenticated',
    capability: 'shipments.manage',
    summary: "Saves a shipment's equipment.",
    params: byIdParamsSchema,
    body: shipmentEquipmentSchema,
    response: shipmentEquipmentSchema,
  }),
  /** Tracking activities of a shipment, newest first. */
  trackingActivities: defineEndpoint({
    name: 'shipments.trackingActivities',
    method: 'GET',
    path: 'api/v2/shipments/{id}/tracking_activities',
    access: 'authenticated',
    capability: 'shipments.view',
    summary: 'Tracking history of a shipment.',
    params: byIdParamsSchema,
    response: lazySchema(() => z.array(trackingActivitySchema)),
  }),
  /** Sets the shipping pro number (spec 1 §7 `PATCH {id}/shipping_pro_number` with value). */
  updateProNumber: defineEndpoint({
    name: 'shipments.updateProNumber',
    method: 'PATCH',
    path: 'api/v2/shipments/{id}/shipping_pro_number',
    access: 'authenticated',
    capability: 'shipments.track',
    summary: 'Sets the shipping pro number.',
    params: byIdParamsSchema,
    body: lazySchema(() => z.object({ value: z.string().trim().max(50) })),
    response: lazySchema(() => z.object({ id: idSchema, proNumber: z.string().nullable() })),
  }),
  /**
   * Quick closure (spec 1 §7): marks every stop without an arrival / departure as reached now and
   * the shipment Delivered; refused (400) when Delivered is not a next status of the current one.
   */
  quickClosure: defineEndpoint({
    name: 'shipments.quickClosure',
    method: 'PATCH',
    path: 'api/v2/shipments/{id}/quick_closure',
    access: 'authenticated',
    capability: 'shipments.manage',
    summary: 'Closes a shipment in one step.',
    params: byIdParamsSchema,
    response: shipmentSchema,
  }),
  /** Changes the status, following domain's `canChangeShipmentStatus` (impossible jumps answer 400). */
  updateStatus: defineEndpoint({
    name: 'shipments.updateStatus',
    method: 'PATCH',
    path: 'api/v2/shipments/{id}/status',
    access: 'authenticated',
    capability: 'shipments.track',
    summary: 'Changes the shipment status.',
    params: byIdParamsSchema,
    body: lazySchema(() => z.object({ status: shipmentStatusSchema })),
    response: shipmentSchema,
  }),
} as const;
