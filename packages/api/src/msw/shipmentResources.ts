import {
  canRescindBooking,
  canPreloadStop,
  canReportProblem,
  preloadRefusalMessage,
  problemRefusalMessage,
  rescindRefusalMessage,
  ShipmentStatus,
  stopDateTime,
  TenderOfferStatus,
} from '@freightkit/domain';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  shipmentResourceEndpoints,
  tenderOfferStatusDisplay,
  type BookedCarrier,
  type CarrierScoreCard,
  type ShipmentProblem,
  type Trip,
  type chargeLineSchema,
  type shipmentLineItemSchema,
} from '../contract/shipmentResources.ts';
import { shipmentStatusDisplay } from '../contract/shipments.ts';
import { buildShipment, buildShipmentSearchResult } from './factories.ts';
import { endpointHandler, errorResponse, type HandlerOptions } from './endpointHandler.ts';
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

/** Options of {@link createShipmentResourceHandlers}. */
export interface MockShipmentResourceOptions extends HandlerOptions {
  /** The trip answered for any trip id. @default {@link buildTrip}() */
  readonly trip?: Trip;
  /** The score card. @default {@link buildScoreCard}() */
  readonly scoreCard?: CarrierScoreCard;
  /** Answer the score card with this status (a failed load, or 403 for a user without CarrierPortal). */
  readonly failScoreCardWith?: number;
  /** The booked carrier; `null` answers 404 (not booked). @default {@link buildBookedCarrier}() */
  readonly bookedCarrier?: BookedCarrier | null;
  /** Open problems of any shipment. @default one delay */
  readonly problems?: readonly ShipmentProblem[];
  /** Status of every shipment (rescind and problem reports check it). @default Booked */
  readonly status?: ShipmentStatus;
}

/** The mock back end of trips, the score card, problems, preloads, rescinds and a shipment's sub-resources. */
export interface MockShipmentResourceBackend {
  readonly handlers: HttpHandler[];
  /** Problems reported so far (for play-test assertions). */
  readonly problems: () => readonly ShipmentProblem[];
}

const refused = (field: string, message: string) =>
  errorResponse(400, 'The request is invalid.', { [field]: [message] });

/**
 * Handlers of every `contract.shipmentResources` call over the factories' data, following the
 * sandbox's rules: problems only on a booked, undelivered load; rescind only where domain allows
 * Ready to Book from a booked status; the booked carrier 404 when not booked.
 */
export function createShipmentResourceHandlers(
  options: MockShipmentResourceOptions = {},
): MockShipmentResourceBackend {
  const e = shipmentResourceEndpoints;
  const o = { baseUrl: options.baseUrl ?? '' };
  let problems = [...(options.problems ?? [buildProblem()])];
  const status = new Map<string, ShipmentStatus>();
  const statusOf = (id: string) => status.get(id) ?? options.status ?? ShipmentStatus.Booked;
  const isBooked = (id: string) => statusOf(id) >= ShipmentStatus.Booked;
  const charges = buildCharges();
  const total = charges.reduce((n, c) => n + c.amount, 0);
  const place = {
    city: 'Chicago',
    state: 'IL',
    postalCode: '60607',
    early: chicago.early,
    ianaTimezone: 'America/Chicago',
  };

  const handlers = [
    endpointHandler(e.trip, ({ params }) => ({ ...(options.trip ?? buildTrip()), id: params.tripId }), o),
    endpointHandler(e.trips, () => [{ id: 'trip-7001', tripNumber: 'TR7001', shipmentCount: 3 }], o),
    endpointHandler(
      e.scoreCard,
      ({ query }) => {
        if (options.failScoreCardWith)
          return errorResponse(options.failScoreCardWith, 'Unable to load the score card');
        const card = options.scoreCard ?? buildScoreCard();
        return { ...card, monthly: card.monthly.slice(-query.months) };
      },
      o,
    ),
    endpointHandler(
      e.requirements,
      () => [
        { code: 'TARP', description: 'Tarps required' },
        { code: 'SEAL', description: 'Driver records the seal number' },
      ],
      o,
    ),
    endpointHandler(
      e.orderRequirements,
      () => [
        { code: 'PPE', description: 'Hard hat and safety vest at the dock', orderNumber: 'ORD-611121-1' },
      ],
      o,
    ),
    endpointHandler(
      e.laneMatches,
      () => [
        {
          id: 's9',
          shipmentNumber: '611199',
          status: shipmentStatusDisplay(ShipmentStatus.Delivered),
          origin: place,
          destination: denver,
          maxBuy: 1850,
        },
      ],
      o,
    ),
    endpointHandler(
      e.reloads,
      () => [
        {
          id: 's10',
          shipmentNumber: '611200',
          status: shipmentStatusDisplay(ShipmentStatus.ReadyToBook),
          origin: denver,
          destination: dallas,
          maxBuy: 1425,
        },
      ],
      o,
    ),
    endpointHandler(
      e.latestActivity,
      () => ({
        id: 'activity-4',
        occurredAt: '2026-11-25T15:00:00.000Z',
        status: shipmentStatusDisplay(ShipmentStatus.AtStop),
        city: 'Denver',
        state: 'CO',
        description: 'Arrived at stop 2',
      }),
      o,
    ),
    endpointHandler(
      e.billingConfiguration,
      () => ({
        billToName: 'Summit Brokerage',
        invoiceEmail: 'ap@summitbrokerage.example',
        paymentTermsDays: 30,
        quickPayEligible: true,
        factoringCompanyName: null,
        currency: 'USD',
      }),
      o,
    ),
    endpointHandler(e.trackingProblems, () => problems.filter((p) => !p.resolved), o),
    endpointHandler(
      e.contactDetails,
      () => [
        { role: 'Shipper' as const, name: 'Chicago Distribution Center', phone: '555-0141', email: null },
        { role: 'Consignee' as const, name: 'Denver Receiving', phone: '555-0142', email: null },
        {
          role: 'Broker' as const,
          name: 'Summit Brokerage',
          phone: '555-0143',
          email: 'loads@summit.example',
        },
      ],
      o,
    ),
    endpointHandler(e.lineItems, () => buildLineItems(), o),
    endpointHandler(
      e.tenders,
      () => [
        {
          id: 'tender-1',
          status: tenderOfferStatusDisplay(TenderOfferStatus.Accepted),
          rejectReason: null,
          sentAt: '2026-11-20T15:00:00.000Z',
        },
      ],
      o,
    ),
    endpointHandler(
      e.offers,
      () => [
        { id: 'offer-1', amount: 1925, status: 'Pending' as const, createdAt: '2026-11-18T15:00:00.000Z' },
      ],
      o,
    ),
    endpointHandler(
      e.ltlAccessorials,
      () => [{ code: 'LIFT', description: 'Liftgate delivery', amount: 85 }],
      o,
    ),
    endpointHandler(
      e.chargeTypes,
      () => [
        { code: 'DET', description: 'Detention' },
        { code: 'FSC', description: 'Fuel surcharge' },
        { code: 'LH', description: 'Line haul' },
        { code: 'LUM', description: 'Lumper' },
      ],
      o,
    ),
    endpointHandler(e.carrierChargeDetails, () => ({ currency: 'USD', charges, total }), o),
    endpointHandler(
      e.rateConfirmation,
      ({ params }) =>
        isBooked(params.id)
          ? {
              shipmentId: params.id,
              shipmentNumber: '611121',
              carrierName: 'Swiftline Carriers',
              fileName: 'RateConfirmation-611121.pdf',
              issuedAt: '2026-11-20T15:00:00.000Z',
              signedAt: null,
              charges,
              total,
            }
          : errorResponse(404, 'The rate confirmation was not found.'),
      o,
    ),
    endpointHandler(
      e.bookedCarrier,
      ({ params }) =>
        options.bookedCarrier === null || !isBooked(params.id)
          ? errorResponse(404, 'The booked carrier was not found.')
          : (options.bookedCarrier ?? buildBookedCarrier()),
      o,
    ),
    endpointHandler(
      e.reportProblem,
      ({ params, body }) => {
        const s = statusOf(params.id);
        if (!canReportProblem(s)) {
          return refused('status', problemRefusalMessage(s));
        }
        const problem = buildProblem({
          id: `problem-${String(problems.length + 1)}`,
          ...body,
          reportedAt: new Date().toISOString(),
        });
        problems = [problem, ...problems];
        return problem;
      },
      o,
    ),
    endpointHandler(
      e.problemShipments,
      ({ query }) => {
        const open = problems.filter((p) => !p.resolved);
        const latest = open[0];
        const items = latest
          ? [
              {
                id: 's1',
                shipmentNumber: '611121',
                status: shipmentStatusDisplay(ShipmentStatus.InTransit),
                openProblems: open.length,
                latestProblem: latest,
              },
            ]
          : [];
        return { items, totalCount: items.length, page: query.page, pageSize: query.pageSize };
      },
      o,
    ),
    endpointHandler(
      e.preloadStop,
      ({ params, body }) => {
        const s = statusOf(params.id);
        if (!canPreloadStop(s)) return refused('status', preloadRefusalMessage('status'));
        const at = stopDateTime(body.preloadedAt, 'America/Chicago');
        if (at === null) return refused('preloadedAt', 'Not a valid date and time.');
        return { shipmentStopId: params.stopId, trailerNumber: body.trailerNumber, preloadedAt: at };
      },
      o,
    ),
    endpointHandler(
      e.rescindBooking,
      ({ params }) => {
        const s = statusOf(params.id);
        if (!canRescindBooking(s)) return refused('status', rescindRefusalMessage(s));
        status.set(params.id, ShipmentStatus.ReadyToBook);
        return buildShipment(
          buildShipmentSearchResult(0, {
            id: params.id,
            shipmentNumber: '611121',
            status: shipmentStatusDisplay(ShipmentStatus.ReadyToBook),
          }),
        );
      },
      o,
    ),
  ];
  return { handlers, problems: () => problems };
}
