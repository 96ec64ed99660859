import {
  canChangeShipmentStatus,
  canRecordStopTimes,
  ShipmentStatus,
  shipmentStatuses,
  stopDateTime,
  timeZoneForPostalCode,
} from '@freightkit/domain';
import type { HttpHandler } from 'msw';
import {
  shipmentEndpoints,
  shipmentStatusDisplay,
  shipmentViewStatuses,
  type Driver,
  type Shipment,
  type ShipmentEquipment,
  type ShipmentFilterSet,
  type ShipmentListItem,
  type ShipmentOnTimeFilter,
  type ShipmentStopDetail,
} from '../contract/shipments.ts';
import type { z } from 'zod';
import type { trackingActivitySchema } from '../contract/shipments.ts';
import { buildShipment, buildShipmentSearchResult } from './factories.ts';
import { endpointHandler, errorResponse, type HandlerOptions } from './endpointHandler.ts';

/** One tracking activity as the contract answers it. */
export type TrackingActivity = z.output<typeof trackingActivitySchema>;

/** Options of {@link createShipmentListHandlers}. */
export interface MockShipmentOptions extends HandlerOptions {
  /** List rows. @default 120 generated rows over every status */
  readonly shipments?: readonly ShipmentListItem[];
  /** Stops answered for any shipment. @default two stops in Chicago and Denver */
  readonly stops?: readonly ShipmentStopDetail[];
  /** Drivers of the company (search answers these). @default three drivers */
  readonly drivers?: readonly Driver[];
  /** Answer every list call with this status (a failed load). */
  readonly failListsWith?: number;
  /** Equipment answered for any shipment until saved. @default {@link buildEquipment}() */
  readonly equipment?: ShipmentEquipment;
  /** Tracking history answered for any shipment. @default {@link buildTrackingActivities}() */
  readonly trackingActivities?: readonly TrackingActivity[];
  /**
   * Status of a shipment whose id is not a list row (quick closure and status changes start from
   * it). @default In Transit
   */
  readonly detailStatus?: ShipmentStatus;
}

/** Equipment with defaults (a tractor, a trailer and an Illinois plate). */
export function buildEquipment(overrides: Partial<ShipmentEquipment> = {}): ShipmentEquipment {
  return {
    tractorNumber: 'T-118',
    trailerNumber: 'TR-5042',
    licensePlate: 'SWF1042',
    licensePlateState: 'IL',
    ...overrides,
  };
}

/** A tracking history, newest first: dispatched, arrived and departed at Chicago, arrived at Denver. */
export function buildTrackingActivities(): TrackingActivity[] {
  const rows: [string, ShipmentStatus, string, string, string][] = [
    ['2026-11-25T15:00:00.000Z', ShipmentStatus.AtStop, 'Denver', 'CO', 'Arrived at stop 2'],
    ['2026-11-23T17:00:00.000Z', ShipmentStatus.InTransit, 'Chicago', 'IL', 'Departed stop 1'],
    ['2026-11-23T15:00:00.000Z', ShipmentStatus.AtStop, 'Chicago', 'IL', 'Arrived at stop 1'],
    ['2026-11-22T14:00:00.000Z', ShipmentStatus.Dispatched, 'Chicago', 'IL', 'Driver dispatched'],
  ];
  return rows.map(([occurredAt, status, city, state, description], i) => ({
    id: `activity-${String(rows.length - i)}`,
    occurredAt,
    status: shipmentStatusDisplay(status),
    city,
    state,
    description,
  }));
}

/** A driver with defaults. */
export function buildDriver(overrides: Partial<Driver> = {}): Driver {
  const firstName = overrides.firstName ?? 'Ava';
  const lastName = overrides.lastName ?? 'Ortiz';
  return {
    id: `driver-${firstName}-${lastName}`.toLowerCase(),
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    primaryEmail: `${firstName}.${lastName}@swiftline.example`.toLowerCase(),
    primaryPhone: '555-0100',
    profilePictureFileId: null,
    ...overrides,
  };
}

/** A stop with defaults (Chicago, times in UTC, zone from domain's postal-code rule). */
export function buildStop(overrides: Partial<ShipmentStopDetail> = {}): ShipmentStopDetail {
  const postalCode = overrides.location?.postalCode ?? '60607';
  const location = {
    city: 'Chicago',
    state: 'IL',
    postalCode,
    ianaTimezone: timeZoneForPostalCode(postalCode) ?? 'UTC',
    ...overrides.location,
  };
  return {
    shipmentStopId: `stop-${String(overrides.sequence ?? 1)}`,
    sequence: 1,
    stopType: 'Shipping',
    early: '2026-11-23T14:00:00.000Z',
    late: '2026-11-23T18:00:00.000Z',
    appointment: null,
    arrival: null,
    departure: null,
    locationAddress: { zip: location.postalCode, city: location.city, state: location.state },
    ...overrides,
    location,
  };
}

/** `count` list rows cycling over the given statuses. */
export function buildShipmentListItems(
  count: number,
  statuses: readonly ShipmentStatus[],
): ShipmentListItem[] {
  return Array.from({ length: count }, (_, n) => {
    const status = statuses[n % statuses.length] ?? statuses[0] ?? 3;
    const early = new Date(Date.UTC(2026, 10, 1) + n * 3_600_000 * 7).toISOString();
    return {
      id: `s${String(n + 1)}`,
      shipmentNumber: String(700001 + n),
      status: shipmentStatusDisplay(status),
      equipmentMode: 0,
      maxBuy: 1500 + n,
      stopCount: 2 + (n % 3),
      origin: { city: 'Chicago', state: 'IL', postalCode: '60607', early, ianaTimezone: 'America/Chicago' },
      destination: {
        city: 'Denver',
        state: 'CO',
        postalCode: '80202',
        early,
        ianaTimezone: 'America/Denver',
      },
      drivers: n % 2 === 0 ? ['Ava Ortiz'] : [],
      proNumber: null,
      isLate: n % 5 === 0,
    };
  });
}

/** The mock shipment-list back end: handlers plus the current filter sets (for play-test assertions). */
export interface MockShipmentBackend {
  readonly handlers: HttpHandler[];
  readonly filterSets: () => readonly ShipmentFilterSet[];
}

/**
 * Handlers of the shipment lists, counts, saved filter sets, stops (appointment update in the stop's
 * zone), drivers (search, assign, remove), all derived from the contract entries.
 */
export function createShipmentListHandlers(options: MockShipmentOptions = {}): MockShipmentBackend {
  const e = shipmentEndpoints;
  const o = { baseUrl: options.baseUrl ?? '' };
  const all = options.shipments ?? buildShipmentListItems(120, [3, 4, 5, 6, 7, 8, 1, 2]);
  let stops = [
    ...(options.stops ?? [
      buildStop(),
      buildStop({
        shipmentStopId: 'stop-2',
        sequence: 2,
        stopType: 'Receiving',
        location: { city: 'Denver', state: 'CO', postalCode: '80202', ianaTimezone: 'America/Denver' },
      }),
    ]),
  ];
  const drivers = options.drivers ?? [
    buildDriver(),
    buildDriver({ firstName: 'Ben', lastName: 'Nguyen' }),
    buildDriver({ firstName: 'Carla', lastName: 'Brooks' }),
  ];
  const assigned = new Map<string, Driver[]>();
  const equipment = new Map<string, ShipmentEquipment>();
  const proNumbers = new Map<string, string | null>();
  const statusOf = new Map<string, ShipmentStatus>(all.map((s) => [s.id, s.status.value]));
  const shipmentOf = (id: string): Shipment => {
    const row = all.find((s) => s.id === id);
    const status = statusOf.get(id) ?? options.detailStatus ?? ShipmentStatus.InTransit;
    return buildShipment(
      buildShipmentSearchResult(0, {
        id,
        shipmentNumber: row?.shipmentNumber ?? id,
        status: shipmentStatusDisplay(status),
      }),
    );
  };
  const changeStatus = (id: string, to: ShipmentStatus): Shipment | Response => {
    const from = shipmentOf(id).shipmentStatus;
    if (!canChangeShipmentStatus(from, to)) {
      return errorResponse(400, 'The request is invalid.', {
        status: [
          `A shipment cannot go from ${shipmentStatuses.label(from) ?? String(from)} to ${shipmentStatuses.label(to) ?? String(to)}.`,
        ],
      });
    }
    statusOf.set(id, to);
    return shipmentOf(id);
  };
  let sets: ShipmentFilterSet[] = [];
  let nextSet = 1;

  // The on-time filter counts the loads the on-time counts count: begun moving, then late or not.
  const onTimeMatches = (s: ShipmentListItem, filter: ShipmentOnTimeFilter | undefined) =>
    !filter || (s.status.value >= ShipmentStatus.Dispatched && (filter === 'late' ? s.isLate : !s.isLate));
  const filtered = (
    q: {
      view: 'booking' | 'tracking';
      status?: number[] | undefined;
      query?: string | undefined;
      onTime?: ShipmentOnTimeFilter | undefined;
    },
    ignore: { status?: boolean; onTime?: boolean } = {},
  ) =>
    all.filter(
      (s) =>
        (shipmentViewStatuses[q.view] as readonly number[]).includes(s.status.value) &&
        (ignore.status || !q.status?.length || q.status.includes(s.status.value)) &&
        (ignore.onTime || onTimeMatches(s, q.onTime)) &&
        (!q.query || s.shipmentNumber.includes(q.query)),
    );

  const handlers = [
    endpointHandler(
      e.list,
      ({ query }) => {
        if (options.failListsWith) return errorResponse(options.failListsWith, 'Unable to load shipments');
        const rows = filtered(query);
        const start = (query.page - 1) * query.pageSize;
        return {
          items: rows.slice(start, start + query.pageSize),
          totalCount: rows.length,
          page: query.page,
          pageSize: query.pageSize,
        };
      },
      o,
    ),
    endpointHandler(e.totalCount, ({ query }) => ({ count: filtered(query).length }), o),
    endpointHandler(
      e.statusCounts,
      ({ query }) => {
        const rows = filtered(query, { status: true });
        return {
          items: shipmentViewStatuses[query.view].map((status) => ({
            status: shipmentStatusDisplay(status),
            count: rows.filter((r) => r.status.value === status).length,
          })),
        };
      },
      o,
    ),
    endpointHandler(
      e.onTimeCounts,
      ({ query }) => {
        const rows = filtered(query, { onTime: true }).filter(
          (r) => r.status.value >= ShipmentStatus.Dispatched,
        );
        const late = rows.filter((r) => r.isLate).length;
        return { onTime: rows.length - late, late };
      },
      o,
    ),
    endpointHandler(e.filterSets, ({ query }) => ({ items: sets.filter((s) => s.view === query.view) }), o),
    endpointHandler(
      e.createFilterSet,
      ({ body }) => {
        const set = { id: `set-${String(nextSet++)}`, ...body, createdAt: new Date().toISOString() };
        sets = [...sets, set];
        return set;
      },
      o,
    ),
    endpointHandler(
      e.renameFilterSet,
      ({ params, body }) => {
        const set = sets.find((s) => s.id === params.id);
        if (!set) return errorResponse(404, 'The saved view was not found.');
        const renamed = { ...set, name: body.name };
        sets = sets.map((s) => (s.id === set.id ? renamed : s));
        return renamed;
      },
      o,
    ),
    endpointHandler(
      e.deleteFilterSet,
      ({ params }) => {
        if (!sets.some((s) => s.id === params.id)) return errorResponse(404, 'The saved view was not found.');
        sets = sets.filter((s) => s.id !== params.id);
        return { resultId: params.id };
      },
      o,
    ),
    endpointHandler(e.stops, () => stops, o),
    endpointHandler(
      e.updateStopAppointment,
      ({ params, body }) => {
        const stop = stops.find((s) => s.shipmentStopId === params.stopId);
        if (!stop) return errorResponse(404, 'The stop was not found.');
        const appointment =
          body.appointment === null ? null : stopDateTime(body.appointment, stop.location.ianaTimezone);
        const updated = { ...stop, appointment };
        stops = stops.map((s) => (s.shipmentStopId === stop.shipmentStopId ? updated : s));
        return updated;
      },
      o,
    ),
    endpointHandler(e.drivers, ({ params }) => assigned.get(params.id) ?? [], o),
    endpointHandler(
      e.searchDrivers,
      ({ query }) => {
        const q = query.q.toLowerCase();
        const rows = drivers.filter((d) => d.name.toLowerCase().includes(q));
        return {
          items: rows.slice(0, query.pageSize),
          totalCount: rows.length,
          page: query.page,
          pageSize: query.pageSize,
        };
      },
      o,
    ),
    endpointHandler(
      e.assignDriver,
      ({ params, body }) => {
        const driver = drivers.find((d) => d.id === body.driverId);
        if (!driver) return errorResponse(404, 'The driver was not found.');
        const list = (assigned.get(params.id) ?? []).filter((d) => d.id !== driver.id);
        assigned.set(params.id, [...list, driver]);
        return assigned.get(params.id) ?? [];
      },
      o,
    ),
    endpointHandler(
      e.removeDriver,
      ({ params }) => {
        const list = assigned.get(params.id) ?? [];
        if (!list.some((d) => d.id === params.driverId))
          return errorResponse(404, 'The driver was not found.');
        assigned.set(
          params.id,
          list.filter((d) => d.id !== params.driverId),
        );
        return assigned.get(params.id) ?? [];
      },
      o,
    ),
  ];
  handlers.push(
    endpointHandler(
      e.updateStopArrivalDeparture,
      ({ params, body }) => {
        const stop = stops.find((s) => s.shipmentStopId === params.stopId);
        if (!stop) return errorResponse(404, 'The stop was not found.');
        const status = shipmentOf(params.id).shipmentStatus;
        if (!canRecordStopTimes(status)) {
          return errorResponse(400, 'The request is invalid.', {
            status: [
              `Stop times cannot be recorded while the shipment is ${shipmentStatuses.label(status) ?? String(status)}.`,
            ],
          });
        }
        const zone = stop.location.ianaTimezone;
        const at = (input: typeof body.arrival, current: string | null) =>
          input === undefined ? current : input === null ? null : stopDateTime(input, zone);
        const updated = {
          ...stop,
          arrival: at(body.arrival, stop.arrival),
          departure: at(body.departure, stop.departure),
        };
        if (updated.departure !== null && (updated.arrival === null || updated.departure < updated.arrival)) {
          return errorResponse(400, 'The request is invalid.', {
            departure: ['The departure cannot be before the arrival.'],
          });
        }
        stops = stops.map((s) => (s.shipmentStopId === stop.shipmentStopId ? updated : s));
        return updated;
      },
      o,
    ),
    endpointHandler(
      e.equipment,
      ({ params }) => equipment.get(params.id) ?? options.equipment ?? buildEquipment(),
      o,
    ),
    endpointHandler(
      e.saveEquipment,
      ({ params, body }) => {
        const blank = (v: string | null) => (v === '' ? null : v);
        const saved = {
          tractorNumber: blank(body.tractorNumber),
          trailerNumber: blank(body.trailerNumber),
          licensePlate: blank(body.licensePlate),
          licensePlateState: blank(body.licensePlateState),
        };
        equipment.set(params.id, saved);
        return saved;
      },
      o,
    ),
    endpointHandler(
      e.trackingActivities,
      () => [...(options.trackingActivities ?? buildTrackingActivities())],
      o,
    ),
    endpointHandler(
      e.updateProNumber,
      ({ params, body }) => {
        const value = body.value === '' ? null : body.value;
        proNumbers.set(params.id, value);
        return { id: params.id, proNumber: value };
      },
      o,
    ),
    endpointHandler(e.quickClosure, ({ params }) => changeStatus(params.id, ShipmentStatus.Delivered), o),
    endpointHandler(e.updateStatus, ({ params, body }) => changeStatus(params.id, body.status), o),
  );
  return { handlers, filterSets: () => sets };
}
