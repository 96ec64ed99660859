import { ShipmentStatus } from '@freightkit/domain';
import type { z } from 'zod';
import {
  type BookedCarrier,
  type CarrierScoreCard,
  type ShipmentProblem,
  type Trip,
  type chargeLineSchema,
  type shipmentLineItemSchema,
} from '../contract/shipmentResources.ts';
import { shipmentStatusDisplay } from '../contract/shipments.ts';
import { buildDriver, buildEquipment } from './shipments.ts';

type ChargeLine = z.output<typeof chargeLineSchema>;
type LineItem = z.output<typeof shipmentLineItemSchema>;

const chicago = {
  city: 'Chicago',
  state: 'IL',
  postalCode: '60607',
  early: '2026-11-23T14:00:00.000Z',
  ianaTimezone: 'America/Chicago',
};
const denver = {
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  early: '2026-11-25T15:00:00.000Z',
  ianaTimezone: 'America/Denver',
};
const dallas = {
  city: 'Dallas',
  state: 'TX',
  postalCode: '75201',
  early: '2026-11-27T14:00:00.000Z',
  ianaTimezone: 'America/Chicago',
};

/** Places the shipment fixtures use, with their zones and first pickup times. */
export const fixturePlaces = { chicago, denver, dallas } as const;

/** A trip of three shipments (Chicago → Denver → Dallas → Chicago), the first delivered, the second in transit. */
export function buildTrip(overrides: Partial<Trip> = {}): Trip {
  const statuses = [ShipmentStatus.Delivered, ShipmentStatus.InTransit, ShipmentStatus.Dispatched];
  const legs = [
    [chicago, denver],
    [denver, dallas],
    [dallas, chicago],
  ] as const;
  return {
    id: 'trip-7001',
    tripNumber: 'TR7001',
    shipmentCount: 3,
    status: shipmentStatusDisplay(ShipmentStatus.InTransit),
    stopCount: 8,
    shipments: legs.map(([origin, destination], i) => ({
      sequence: i + 1,
      id: `s${String(i + 1)}`,
      shipmentNumber: String(611121 + i),
      status: shipmentStatusDisplay(statuses[i] ?? ShipmentStatus.Booked),
      stopCount: i === 1 ? 4 : 2 + i,
      origin,
      destination,
    })),
    drivers: [buildDriver(), buildDriver({ firstName: 'Ben', lastName: 'Nguyen' })],
    equipment: [buildEquipment()],
    ...overrides,
  };
}

/** A score card with every measure, some under target, and six months of series. */
export function buildScoreCard(overrides: Partial<CarrierScoreCard> = {}): CarrierScoreCard {
  return {
    companyId: 'company-swiftline',
    companyName: 'Swiftline Carriers',
    from: '2026-06-01',
    to: '2026-11-30',
    measures: [
      {
        key: 'onTimePickup',
        label: 'On-time pickup',
        value: 0.9,
        unit: 'percent',
        target: 0.95,
        sampleSize: 62,
      },
      {
        key: 'onTimeDelivery',
        label: 'On-time delivery',
        value: 0.8,
        unit: 'percent',
        target: 0.95,
        sampleSize: 30,
      },
      {
        key: 'trackingCompliance',
        label: 'Tracking compliance',
        value: 0.93,
        unit: 'percent',
        target: 0.9,
        sampleSize: 80,
      },
      {
        key: 'documentTurnaround',
        label: 'Document turnaround (hours)',
        value: 37.1,
        unit: 'count',
        target: 24,
        sampleSize: 30,
      },
      {
        key: 'tenderAcceptance',
        label: 'Tender acceptance',
        value: 0.6,
        unit: 'percent',
        target: 0.8,
        sampleSize: 5,
      },
      { key: 'loadsHauled', label: 'Loads hauled', value: 30, unit: 'count', target: null, sampleSize: 30 },
    ],
    monthly: [
      { month: '2026-06', loadsHauled: 0, onTimePickup: null, onTimeDelivery: null },
      { month: '2026-07', loadsHauled: 3, onTimePickup: 1, onTimeDelivery: 0.67 },
      { month: '2026-08', loadsHauled: 5, onTimePickup: 0.8, onTimeDelivery: 0.8 },
      { month: '2026-09', loadsHauled: 4, onTimePickup: 1, onTimeDelivery: 0.75 },
      { month: '2026-10', loadsHauled: 6, onTimePickup: 0.83, onTimeDelivery: 0.83 },
      { month: '2026-11', loadsHauled: 12, onTimePickup: 0.92, onTimeDelivery: 0.83 },
    ],
    ...overrides,
  };
}

/** A reported problem with defaults. */
export function buildProblem(overrides: Partial<ShipmentProblem> = {}): ShipmentProblem {
  return {
    id: 'problem-1',
    type: 'Delay',
    description: 'Shipper running 3 hours behind on loading.',
    reportedAt: '2026-11-23T16:00:00.000Z',
    reportedBy: 'Dana Dispatch',
    resolved: false,
    ...overrides,
  };
}

/** The booked carrier with defaults (Swiftline). */
export function buildBookedCarrier(overrides: Partial<BookedCarrier> = {}): BookedCarrier {
  return {
    carrierId: 'company-swiftline',
    carrierName: 'Swiftline Carriers',
    mcNumber: 'MC-100200',
    dotNumber: '3100200',
    dispatcherName: 'Dispatch desk',
    dispatcherPhone: '555-0150',
    dispatcherEmail: 'dispatch@swiftline.example',
    ...overrides,
  };
}

/** Carrier charges: line haul, fuel surcharge and one extra stop. */
export function buildCharges(): ChargeLine[] {
  return [
    { code: 'LH', description: 'Line haul', amount: 1442.5 },
    { code: 'FSC', description: 'Fuel surcharge', amount: 332.5 },
    { code: 'STOP', description: 'Extra stops (1)', amount: 75 },
  ];
}

/** Two line items. */
export function buildLineItems(): LineItem[] {
  return [
    {
      id: 'line-1',
      description: 'Canned goods',
      pieces: 18,
      packagingType: 'Pallet',
      weightLbs: 14250,
      freightClass: '70',
      hazmat: false,
    },
    {
      id: 'line-2',
      description: 'Paper rolls',
      pieces: 6,
      packagingType: 'Roll',
      weightLbs: 5200,
      freightClass: '55',
      hazmat: false,
    },
  ];
}
