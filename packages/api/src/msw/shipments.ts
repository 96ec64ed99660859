import { ShipmentStatus } from '@freightkit/domain';
import type { z } from 'zod';
import {
  shipmentStatusDisplay,
  type Driver,
  type ShipmentEquipment,
  type ShipmentListItem,
  type ShipmentListView,
  type ShipmentStopDetail,
  type trackingActivitySchema,
} from '../contract/shipments.ts';

/** One tracking activity as the contract answers it. */
export type TrackingActivity = z.output<typeof trackingActivitySchema>;

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

/** A stop with defaults (Chicago, times in UTC). */
export function buildStop(overrides: Partial<ShipmentStopDetail> = {}): ShipmentStopDetail {
  const location = {
    city: 'Chicago',
    state: 'IL',
    postalCode: '60607',
    ianaTimezone: 'America/Chicago',
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

/** The two stops answered for any shipment: pickup in Chicago, delivery in Denver. */
export function buildStops(): ShipmentStopDetail[] {
  return [
    buildStop(),
    buildStop({
      shipmentStopId: 'stop-2',
      sequence: 2,
      stopType: 'Receiving',
      location: { city: 'Denver', state: 'CO', postalCode: '80202', ianaTimezone: 'America/Denver' },
    }),
  ];
}

/** What the list screen of one view is answered: its rows, its status counts and its on-time counts. */
export interface ShipmentListFixture {
  readonly items: ShipmentListItem[];
  readonly statusCounts: { status: ReturnType<typeof shipmentStatusDisplay>; count: number }[];
  readonly onTimeCounts: { onTime: number; late: number };
}

/**
 * The 120 rows behind the default lists: they cycle through Booked, Dispatched, In Transit, At
 * Stop, Delivered, Delivery Confirmed, Ready to Book and Tendering (15 each); every fifth row is late.
 */
export function buildDefaultShipmentListRows(): ShipmentListItem[] {
  return buildShipmentListItems(120, [3, 4, 5, 6, 7, 8, 1, 2]);
}

/**
 * The default list of each view, written out from {@link buildDefaultShipmentListRows}. The booking view holds the Ready to Book, Tendering and Booked
 * rows (positions 7, 8 and 1 of each cycle), the tracking view the Booked to Delivery Confirmed rows
 * (positions 1 to 6); the counts are the numbers those rows make.
 */
export function buildShipmentListPages(): Record<ShipmentListView, ShipmentListFixture> {
  const rows = buildDefaultShipmentListRows();
  const at = (positions: readonly number[]) => rows.filter((_, n) => positions.includes(n % 8));
  const fifteen = (status: ShipmentStatus) => ({ status: shipmentStatusDisplay(status), count: 15 });
  return {
    booking: {
      items: at([0, 6, 7]),
      statusCounts: [ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering, ShipmentStatus.Booked].map(
        fifteen,
      ),
      onTimeCounts: { onTime: 0, late: 0 },
    },
    tracking: {
      items: at([0, 1, 2, 3, 4, 5]),
      statusCounts: [
        ShipmentStatus.Booked,
        ShipmentStatus.Dispatched,
        ShipmentStatus.InTransit,
        ShipmentStatus.AtStop,
        ShipmentStatus.Delivered,
        ShipmentStatus.DeliveryConfirmed,
      ].map(fifteen),
      onTimeCounts: { onTime: 60, late: 15 },
    },
  };
}
