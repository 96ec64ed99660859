import {
  InvoiceListFilter,
  InvoiceStatus,
  noteOriginatingApplication,
  ShipmentStatus,
  TenderOfferStatus,
} from '@freightkit/domain';
import type { HttpHandler } from 'msw';
import { allEndpoints, contract } from '../contract/index.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import type { CurrentUserWire } from '../contract/identity.ts';
import { tenderOfferStatusDisplay } from '../contract/shipmentResources.ts';
import { shipmentStatusDisplay } from '../contract/shipments.ts';
import {
  availableShipmentFixture,
  availableShipmentPageFixture,
  quotableLocationsFixture,
  rateBookingSucceededFixture,
  ltlBookingSucceededFixture,
  adHocRatesFixture,
  orderRatesFixture,
  apiQuoteFixture,
  customerScoreFixture,
  rateRequestPageFixture,
  shipmentRatesFixture,
  rateRequestResponseFixture,
  sentRateRequestDetailFixture,
  declinedRateRequestDetailFixture,
  sentTenderDetailFixture,
  tenderChargesFixture,
  tenderPageFixture,
  contactFixture,
  contactListFixture,
  invitedContactFixture,
  companyLocationsFixture,
  brokerChicagoLocationFixture,
  locationListFixture,
  openOrderFixture,
  orderFilterSetsFixture,
  orderListFixture,
  orderStatusCountsFixture,
  tenderCarriersFixture,
  tenderedOrderFixture,
  orderRateRequestsFixture,
  plannedOrderFixture,
  postedTruckFixture,
  postedTrucksFixture,
  reloadOriginFixture,
  savedLaneFixture,
  savedLanesFixture,
  equipmentCountsFixture,
  powerUnitFixture,
  swiftlineUnitsFixture,
  trailerFixture,
} from '../fixtures/index.ts';
import {
  autoTenderSettingsFixture,
  consolidatableOrdersFixture,
  consolidateResultFixture,
  ltlQuotesFixture,
} from '../fixtures/orderPlanning.ts';
import type { EquipmentInputBody, EquipmentUnit } from '../contract/equipment.ts';
import type { ContactInputBody, ContactRecord } from '../contract/contacts.ts';
import { buildCase, buildCases, buildCaseViews } from './cases.ts';
import { buildDocument, documentFiles } from './documents.ts';
import type { HandlerOptions } from './endpointHandler.ts';
import {
  buildCarrier,
  buildCompany,
  buildContact,
  buildMockToken,
  buildShipment,
  buildShipmentSearchResult,
  buildShipmentSearchResults,
  mockCounts,
  mockPersonas,
  type MockPersonaKey,
} from './factories.ts';
import { fixture, page, type FixtureResolver } from './fixture.ts';
import { buildInvoice, buildInvoiceViews } from './invoices.ts';
import { buildNote, mentionableFrom } from './notes.ts';
import { buildPayment, buildPayments, toPaymentSummary } from './payments.ts';
import { buildVideo, buildVideoCatalog } from './videos.ts';
import {
  buildThirdPartyPayerInvoice,
  buildThirdPartyPayerInvoices,
  buildThirdPartyPayerViews,
} from './thirdPartyPayerInvoices.ts';
import {
  buildBookedCarrier,
  buildCharges,
  buildLineItems,
  buildProblem,
  buildScoreCard,
  buildTrip,
  fixturePlaces,
} from './shipmentResources.ts';
import {
  buildDriver,
  buildEquipment,
  buildShipmentListPages,
  buildStop,
  buildStops,
  buildTrackingActivities,
} from './shipments.ts';

type Contract = typeof contract;

/** A fixed contact with a sent body's fields on it (what a create or update answers). */
function echoContact(base: ContactRecord, body: ContactInputBody, id: string): ContactRecord {
  return {
    ...base,
    ...body,
    id,
    functionTitle: body.functionTitle ?? null,
    linkedInProfileUrl: body.linkedInProfileUrl ?? null,
    emailAddresses: [...body.emailAddresses],
    phoneNumbers: [...body.phoneNumbers],
    roles: [...body.roles],
    permissions: [...body.permissions],
  };
}

/** A fixed unit of the sent kind with the sent fields on it (what a unit create or update answers). */
function echoUnit(body: EquipmentInputBody, id: string): EquipmentUnit {
  const base = body.kind === 'Trailer' ? trailerFixture : powerUnitFixture;
  return {
    ...base,
    ...body,
    id,
    kind: body.kind,
    status: body.status === 'OutOfService' ? 'OutOfService' : 'Active',
    lengthFeet: body.lengthFeet,
    year: body.year,
    updatedAt: '2026-11-26T15:00:00.000Z',
  };
}

/** A Swiftline unit by id; any other id, trailer 5301 under that id. */
const unitById = (id: string): EquipmentUnit =>
  swiftlineUnitsFixture.find((u) => u.id === id) ?? { ...trailerFixture, id };

/** What an upload answers by default: the stored record (name and type echo the request). */
const uploadedDocument = buildDocument({
  id: 'document-uploaded',
  createDateTime: '2026-11-24T15:00:00.000Z',
});

/** One fixture per endpoint of the contract, by area and call (the type makes a missing one an error). */
export type FixtureSet = {
  readonly [A in keyof Contract]: {
    readonly [K in keyof Contract[A]]: Contract[A][K] extends Endpoint
      ? FixtureResolver<Contract[A][K]>
      : never;
  };
};

/** A partial {@link FixtureSet}: the answers a story replaces. */
export type FixtureOverrides = {
  readonly [A in keyof FixtureSet]?: Partial<FixtureSet[A]>;
};

/** Options of {@link defaultFixtures} and {@link defaultHandlers}. */
export interface DefaultFixtureOptions extends HandlerOptions {
  /** The signed-in persona the identity, contact and sign-in answers describe. @default 'dispatcher' */
  readonly persona?: MockPersonaKey;
  /** Answers replacing the defaults. */
  readonly overrides?: FixtureOverrides;
}

/**
 * The default answer of every endpoint, static data from the builders: every read answers something
 * a screen can render, every change a fixed success. Nothing here depends on who asks or on what
 * happened before; a story that needs another state replaces an answer.
 */
export function defaultFixtures(persona: MockPersonaKey = 'dispatcher'): FixtureSet {
  const user: CurrentUserWire = mockPersonas[persona];
  const session = { accessToken: buildMockToken(user), user };
  const hits = buildShipmentSearchResults();
  const shipment = buildShipment(buildShipmentSearchResult(2));
  /** The shipment of a search hit by id (its number, status and lane); any other id, hit 100003's. */
  const shipmentById = (id: string) => {
    const hit = hits.find((h) => h.id === id);
    return hit ? buildShipment(hit) : { ...shipment, id };
  };
  const listPages = buildShipmentListPages();
  const charges = buildCharges();
  const total = charges.reduce((sum, c) => sum + c.amount, 0);
  const invoiceViews = buildInvoiceViews();
  const invoiceById = (id: string) =>
    invoiceViews.views[InvoiceListFilter.All].find((i) => i.id === id) ?? buildInvoice({ id });
  const { chicago, denver, dallas } = fixturePlaces;
  const drivers = [buildDriver(), buildDriver({ firstName: 'Ben', lastName: 'Nguyen' })];
  const note = buildNote();
  const cases = buildCases();
  const caseViews = buildCaseViews();
  const payments = buildPayments();
  const tppViews = buildThirdPartyPayerViews();
  const tppByNumber = (invoiceNumber: string) =>
    buildThirdPartyPayerInvoices().find((i) => i.invoiceNumber === invoiceNumber) ??
    buildThirdPartyPayerInvoice({ invoiceNumber });

  return {
    identity: {
      login: { data: session },
      mobileLogin: { data: session },
      driverTokenSignIn: {
        data: { accessToken: buildMockToken(mockPersonas.driver), user: mockPersonas.driver },
      },
      requestPasswordReset: { accepted: true },
      resetPassword: session,
      activateUser: session,
      carrier: buildCarrier(user),
      company: buildCompany(user),
      notificationPreferences: [{ key: 'tenderOffers', email: true, sms: false }],
      // A renewal answers the token valid again, showing the last four characters of what was pasted.
      renewSamsaraToken: ({ body }) => ({
        samsaraIsExpired: false,
        tokenHint: body.apiToken.trim().slice(-4),
        renewedAt: '2026-11-26T15:00:00.000Z',
      }),
    },
    contacts: {
      currentUser: buildContact(user),
      // The profile echoes what was sent onto the signed-in persona's contact.
      updateProfile: ({ body }) => ({
        ...buildContact(user),
        ...body,
        functionTitle: body.functionTitle ?? null,
        linkedInProfileUrl: body.linkedInProfileUrl ?? null,
      }),
      // A saved picture becomes a fixed document id; a removal clears it.
      updateProfilePicture: { ...buildContact(user), fileId: 'profile-picture-1' },
      removeProfilePicture: { ...buildContact(user), fileId: null },
      list: ({ query }) => page(contactListFixture, { pageSize: query.pageSize }),
      byId: ({ params }) =>
        contactListFixture.find((c) => c.id === params.id) ?? { ...contactFixture, id: params.id },
      // Changes echo what was sent onto a fixed contact (an invited one when portal access was sent).
      create: ({ body }) =>
        echoContact(body.isPortalEnabled ? invitedContactFixture : contactFixture, body, 'contact-created'),
      update: ({ params, body }) =>
        echoContact(body.isPortalEnabled ? invitedContactFixture : contactFixture, body, params.id),
    },
    search: {
      shipments: ({ query }) =>
        page(
          hits.map(({ referenceNumbers: _references, ...hit }) => hit),
          { pageSize: query.pageSize },
        ),
    },
    shipments: {
      byId: ({ params }) => shipmentById(params.id),
      list: ({ query }) => page(listPages[query.view].items, { pageSize: query.pageSize }),
      totalCount: ({ query }) => ({ count: listPages[query.view].items.length }),
      statusCounts: ({ query }) => ({ items: listPages[query.view].statusCounts }),
      onTimeCounts: ({ query }) => listPages[query.view].onTimeCounts,
      filterSets: { items: [] },
      createFilterSet: ({ body }) => ({ id: 'set-1', ...body, createdAt: '2026-11-24T15:00:00.000Z' }),
      renameFilterSet: ({ params, body }) => ({
        id: params.id,
        name: body.name,
        view: 'tracking',
        filters: {},
        createdAt: '2026-11-24T15:00:00.000Z',
      }),
      deleteFilterSet: ({ params }) => ({ resultId: params.id }),
      stops: buildStops(),
      updateStopAppointment: ({ params }) => ({
        ...buildStop(),
        shipmentStopId: params.stopId,
        appointment: '2026-11-23T16:00:00.000Z',
      }),
      updateStopArrivalDeparture: ({ params }) => ({
        ...buildStop(),
        shipmentStopId: params.stopId,
        arrival: '2026-11-23T15:00:00.000Z',
      }),
      drivers: [],
      assignDriver: [buildDriver()],
      removeDriver: [],
      searchDrivers: ({ query }) =>
        page([...drivers, buildDriver({ firstName: 'Carla', lastName: 'Brooks' })], {
          pageSize: query.pageSize,
        }),
      equipment: buildEquipment(),
      saveEquipment: buildEquipment(),
      trackingActivities: buildTrackingActivities(),
      updateProNumber: ({ params, body }) => ({ id: params.id, proNumber: body.value || null }),
      quickClosure: ({ params }) => ({
        ...shipmentById(params.id),
        shipmentStatus: ShipmentStatus.Delivered,
      }),
      updateStatus: ({ params, body }) => ({ ...shipmentById(params.id), shipmentStatus: body.status }),
    },
    shipmentResources: {
      trips: [{ id: 'trip-7001', tripNumber: 'TR7001', shipmentCount: 3 }],
      trip: ({ params }) => ({ ...buildTrip(), id: params.tripId }),
      scoreCard: buildScoreCard(),
      requirements: [
        { code: 'TARP', description: 'Tarps required' },
        { code: 'SEAL', description: 'Driver records the seal number' },
      ],
      laneMatches: [
        {
          id: 's9',
          shipmentNumber: '611199',
          status: shipmentStatusDisplay(ShipmentStatus.Delivered),
          origin: chicago,
          destination: denver,
          maxBuy: 1850,
        },
      ],
      latestActivity: {
        id: 'activity-4',
        occurredAt: '2026-11-25T15:00:00.000Z',
        status: shipmentStatusDisplay(ShipmentStatus.AtStop),
        city: 'Denver',
        state: 'CO',
        description: 'Arrived at stop 2',
      },
      reloads: [
        {
          id: 's10',
          shipmentNumber: '611200',
          status: shipmentStatusDisplay(ShipmentStatus.ReadyToBook),
          origin: denver,
          destination: dallas,
          maxBuy: 1425,
        },
      ],
      billingConfiguration: {
        billToName: 'Summit Brokerage',
        invoiceEmail: 'ap@summitbrokerage.example',
        paymentTermsDays: 30,
        quickPayEligible: true,
        factoringCompanyName: null,
        currency: 'USD',
      },
      trackingProblems: [buildProblem()],
      orderRequirements: [
        { code: 'PPE', description: 'Hard hat and safety vest at the dock', orderNumber: 'ORD-611121-1' },
      ],
      contactDetails: [
        { role: 'Shipper', name: 'Chicago Distribution Center', phone: '555-0141', email: null },
        { role: 'Consignee', name: 'Denver Receiving', phone: '555-0142', email: null },
        { role: 'Broker', name: 'Summit Brokerage', phone: '555-0143', email: 'loads@summit.example' },
      ],
      lineItems: buildLineItems(),
      tenders: [
        {
          id: 'tender-1',
          status: tenderOfferStatusDisplay(TenderOfferStatus.Accepted),
          rejectReason: null,
          sentAt: '2026-11-20T15:00:00.000Z',
        },
      ],
      offers: [{ id: 'offer-1', amount: 1925, status: 'Pending', createdAt: '2026-11-18T15:00:00.000Z' }],
      ltlAccessorials: [{ code: 'LIFT', description: 'Liftgate delivery', amount: 85 }],
      chargeTypes: [
        { code: 'DET', description: 'Detention' },
        { code: 'FSC', description: 'Fuel surcharge' },
        { code: 'LH', description: 'Line haul' },
        { code: 'LUM', description: 'Lumper' },
      ],
      rateConfirmation: ({ params }) => ({
        shipmentId: params.id,
        shipmentNumber: '611121',
        carrierName: 'Swiftline Carriers',
        fileName: 'RateConfirmation-611121.pdf',
        issuedAt: '2026-11-20T15:00:00.000Z',
        signedAt: null,
        charges,
        total,
      }),
      carrierChargeDetails: { currency: 'USD', charges, total },
      bookedCarrier: buildBookedCarrier(),
      reportProblem: ({ body }) => buildProblem({ id: 'problem-2', ...body }),
      problemShipments: ({ query }) =>
        page(
          [
            {
              id: 's1',
              shipmentNumber: '611121',
              status: shipmentStatusDisplay(ShipmentStatus.InTransit),
              openProblems: 1,
              latestProblem: buildProblem(),
            },
          ],
          { pageSize: query.pageSize },
        ),
      preloadStop: ({ params, body }) => ({
        shipmentStopId: params.stopId,
        trailerNumber: body.trailerNumber,
        preloadedAt: '2026-11-23T14:00:00.000Z',
      }),
      rescindBooking: ({ params }) => ({
        ...shipmentById(params.id),
        shipmentStatus: ShipmentStatus.ReadyToBook,
      }),
    },
    counts: {
      tenders: mockCounts.tenders,
      rateRequests: mockCounts.rateRequests,
      cases: mockCounts.cases,
      invoices: mockCounts.invoices,
      shipmentsNeedingUpdates: mockCounts.shipmentsNeedingUpdates,
      accessRequests: mockCounts.accessRequests,
    },
    documents: {
      upload: ({ body }) => ({ ...uploadedDocument, name: body.name, type: body.type }),
      delete: ({ params }) => ({ resultId: params.id }),
      trigger: ({ params, body }) => ({
        id: 'event-1',
        shipmentId: params.id,
        fileType: body.fileType,
        createDateTime: '2026-11-24T15:00:00.000Z',
      }),
      shipmentDocuments: [],
      shipmentRequiredDocuments: [],
      shipmentOrderDropoffs: [],
      uploadToShipment: ({ body }) => ({ ...uploadedDocument, name: body.name, type: body.type }),
      invoiceDocuments: [],
      invoiceRequiredDocuments: [],
      caseDocuments: [],
    },
    notes: {
      shipmentNotes: { items: [] },
      invoiceNotes: { items: [] },
      caseNotes: ({ query }) => page([], { pageSize: query.pageSize }),
      caseHistory: { items: [] },
      add: ({ body }) => ({
        ...note,
        entityId: body.entityId,
        entityType: body.entityType,
        noteContent: body.noteContent ?? '',
        noteHTML: body.noteHTML ?? null,
        allowPortalAccess: body.allowPortalAccess,
      }),
      update: ({ params, body }) => ({
        ...note,
        id: params.id,
        noteContent: body.noteContent ?? '',
        noteHTML: body.noteHTML ?? null,
      }),
      delete: ({ params }) => ({ resultId: params.id }),
      mentions: [
        mentionableFrom(mockPersonas.dispatcher, ['CarrierPortal']),
        mentionableFrom(mockPersonas.broker, [noteOriginatingApplication]),
      ],
    },
    invoices: {
      list: ({ query }) =>
        page(
          invoiceViews.views[query.status].map(({ charges: _charges, ...summary }) => summary),
          { pageSize: query.pageSize },
        ),
      byId: ({ params }) => invoiceById(params.id),
      update: ({ params, body }) => ({
        ...invoiceById(params.id),
        externalInvoiceNumber: body.externalInvoiceNumber ?? null,
        externalInvoiceAmount: body.externalInvoiceAmount ?? null,
      }),
    },
    orders: {
      // The fixed first page narrowed by the filters a story can see in its rows.
      list: ({ query }) =>
        page(
          orderListFixture.filter(
            (o) =>
              (query.status === undefined || o.status === query.status) &&
              (query.orderType === undefined || o.orderType === query.orderType) &&
              (query.equipmentMode === undefined || o.equipmentMode === query.equipmentMode) &&
              (query.customer === undefined ||
                o.customerName.toLowerCase().includes(query.customer.toLowerCase())),
          ),
          { pageSize: query.pageSize },
        ),
      statusCounts: orderStatusCountsFixture,
      tenderCarriers: [...tenderCarriersFixture],
      byNumber: ({ params }) => ({ ...openOrderFixture, orderNumber: params.orderNumber }),
      // Changes answer the fixed Open order (the sandbox stores what was sent).
      create: openOrderFixture,
      update: ({ params }) => ({ ...openOrderFixture, orderNumber: params.orderNumber }),
      // Copies number on from the fixture orders.
      duplicate: ({ body }) => ({
        orderNumbers: Array.from({ length: Math.max(1, body.copies) }, (_, i) => String(500201 + i)),
      }),
      createShipment: ({ params }) => ({
        order: { ...tenderedOrderFixture, orderNumber: params.orderNumber },
        shipmentNumber: tenderedOrderFixture.shipment?.shipmentNumber ?? '700001',
        reusedDraft: false,
      }),
      rateRequests: orderRateRequestsFixture,
      requestRates: ({ params }) => ({
        ...orderRateRequestsFixture,
        order: { ...plannedOrderFixture, orderNumber: params.orderNumber },
      }),
      tender: ({ params }) => ({
        order: { ...tenderedOrderFixture, orderNumber: params.orderNumber },
        shipmentNumber: tenderedOrderFixture.shipment?.shipmentNumber ?? '700001',
      }),
    },
    locations: {
      company: ({ query }) => page(companyLocationsFixture, { pageSize: query.pageSize }),
      list: ({ query }) => page(locationListFixture, { pageSize: query.pageSize }),
      edi: ({ query }) =>
        page(
          locationListFixture.filter((l) => l.ediCodes.length > 0),
          { pageSize: query.pageSize },
        ),
      byNumber: ({ params }) =>
        locationListFixture.find((l) => l.locationNumber === params.locationNumber) ?? {
          ...brokerChicagoLocationFixture,
          locationNumber: params.locationNumber,
        },
      // Changes answer the fixed Chicago location (the sandbox stores what was sent).
      create: { ...brokerChicagoLocationFixture, locationNumber: 'L-1005', dockSchedules: [] },
      update: ({ params }) => ({ ...brokerChicagoLocationFixture, locationNumber: params.locationNumber }),
      createDockSchedule: ({ params }) => ({
        ...brokerChicagoLocationFixture,
        locationNumber: params.locationNumber,
      }),
      updateDockSchedule: ({ params }) => ({
        ...brokerChicagoLocationFixture,
        locationNumber: params.locationNumber,
      }),
      remove: ({ params }) => ({ locationNumber: params.locationNumber }),
      // The location without the schedule deleted.
      removeDockSchedule: ({ params }) => ({
        ...brokerChicagoLocationFixture,
        locationNumber: params.locationNumber,
        dockSchedules: brokerChicagoLocationFixture.dockSchedules.filter((s) => s.id !== params.scheduleId),
      }),
    },
    orderFilterSets: {
      list: { items: [...orderFilterSetsFixture] },
      create: ({ body }) => ({
        id: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a09',
        name: body.name,
        filters: body.filters,
        createdAt: '2026-11-27T15:00:00.000Z',
      }),
      rename: ({ params, body }) => {
        const set = orderFilterSetsFixture.find((s) => s.id === params.id);
        return {
          id: params.id,
          name: body.name,
          filters: set?.filters ?? {},
          createdAt: set?.createdAt ?? '2026-11-27T15:00:00.000Z',
        };
      },
      remove: ({ params }) => ({ resultId: params.id }),
    },
    orderPlanning: {
      consolidatable: ({ params }) => ({
        ...consolidatableOrdersFixture,
        anchor: { ...consolidatableOrdersFixture.anchor, orderNumber: params.orderNumber },
      }),
      consolidate: ({ params, body }) => ({
        ...consolidateResultFixture,
        orderNumbers: [params.orderNumber, ...body.orderNumbers],
        tender: body.tender
          ? { carrierName: 'Swiftline Carriers', rate: body.tender.rate, automatic: false }
          : null,
      }),
      autoTender: autoTenderSettingsFixture,
      saveAutoTender: autoTenderSettingsFixture,
      ltlQuotes: { weightLbs: 2430, items: [...ltlQuotesFixture] },
      bookLtl: ({ params }) => ({
        order: { ...tenderedOrderFixture, orderNumber: params.orderNumber },
        shipmentNumber: tenderedOrderFixture.shipment?.shipmentNumber ?? '700001',
        carrierName: ltlQuotesFixture[0]?.carrierName ?? 'Prairie LTL',
        amount: ltlQuotesFixture[0]?.amount ?? 0,
      }),
    },
    tenders: {
      list: tenderPageFixture,
      byId: ({ params }) => ({ ...sentTenderDetailFixture, id: params.id }),
      additionalCharges: tenderChargesFixture,
      customerScore: customerScoreFixture,
      answer: ({ params }) => ({ ...sentTenderDetailFixture, id: params.id }),
    },
    rateRequests: {
      search: rateRequestPageFixture,
      byId: ({ params }) => ({ ...sentRateRequestDetailFixture, id: params.id }),
      respond: rateRequestResponseFixture,
      decline: ({ params }) => ({ ...declinedRateRequestDetailFixture, id: params.id }),
    },
    loadBoard: {
      quotableLocations: ({ query }) => page(quotableLocationsFixture, { pageSize: query.pageSize }),
      availableShipments: ({ query }) => ({ ...availableShipmentPageFixture, pageSize: query.pageSize }),
      availableShipment: ({ params }) => ({
        ...availableShipmentFixture,
        shipmentNumber: params.shipmentNumber,
      }),
      reloadOrigin: ({ params }) => ({ ...reloadOriginFixture, shipmentNumber: params.shipmentNumber }),
    },
    // Available Trucks and saved lanes (ADR 037): fixed lists; changes answer the fixed record.
    trucks: {
      list: page(postedTrucksFixture),
      create: postedTruckFixture,
      update: ({ params }) => ({ ...postedTruckFixture, id: params.id }),
      remove: ({ params }) => ({ id: params.id }),
    },
    lanes: {
      list: page(savedLanesFixture),
      create: savedLaneFixture,
      update: ({ params }) => ({ ...savedLaneFixture, id: params.id }),
      remove: ({ params }) => ({ id: params.id }),
    },
    rates: {
      forShipment: ({ params }) => ({
        ...shipmentRatesFixture,
        shipment: { ...shipmentRatesFixture.shipment, shipmentNumber: params.shipmentNumber },
      }),
      bookContractTl: ({ params }) => ({
        ...rateBookingSucceededFixture,
        shipment: { ...rateBookingSucceededFixture.shipment, bookedRateId: params.id },
      }),
      bookLtl: ({ params }) => ({
        ...ltlBookingSucceededFixture,
        shipment: { ...ltlBookingSucceededFixture.shipment, bookedRateId: params.id },
      }),
      forAdHoc: adHocRatesFixture,
      forOrder: ({ params }) => ({
        ...orderRatesFixture,
        order: { ...orderRatesFixture.order, orderNumber: params.orderNumber },
      }),
      apiQuote: apiQuoteFixture,
    },
    cases: {
      list: ({ query }) =>
        page(query.group === undefined ? cases : caseViews[query.group], { pageSize: query.pageSize }),
      byNumber: ({ params }) => buildCase({ caseNumber: params.caseNumber }),
      ofShipment: ({ query }) => page(cases.slice(0, 2), { pageSize: query.pageSize }),
      create: ({ body }) =>
        buildCase({
          caseNumber: 'CASE-5010',
          title: body.type,
          amount: body.amount,
          description: body.description,
          shipmentId: `shipment-${body.shipmentNumber}`,
          shipmentNumber: body.shipmentNumber,
          createdDateTime: '2026-11-21T15:00:00.000Z',
        }),
    },
    payments: {
      list: ({ query }) => page(payments.map(toPaymentSummary), { pageSize: query.pageSize }),
      byCheckNumber: ({ params }) =>
        payments.find((p) => p.checkNumber === params.checkNumber) ??
        buildPayment({ checkNumber: params.checkNumber }),
    },
    equipment: {
      counts: equipmentCountsFixture,
      // The kind's units; the statuses asked for, else the fleet (Retired only when asked).
      list: ({ query }) =>
        page(
          swiftlineUnitsFixture.filter(
            (u) =>
              u.kind === query.kind &&
              (query.statuses ? query.statuses.includes(u.status) : u.status !== 'Retired'),
          ),
          { pageSize: query.pageSize },
        ),
      byId: ({ params }) => unitById(params.id),
      create: ({ body }) => echoUnit(body, 'unit-created'),
      update: ({ params, body }) => echoUnit(body, params.id),
      retire: ({ params }) => ({
        ...unitById(params.id),
        status: 'Retired',
        retiredAt: '2026-11-26T15:00:00.000Z',
      }),
    },
    videos: {
      list: { items: buildVideoCatalog() },
      byId: ({ params }) =>
        buildVideoCatalog().find((v) => v.id === params.id) ?? buildVideo({ id: params.id }),
      saveProgress: ({ body }) => ({ ...body, updatedAt: '2026-11-26T15:00:00.000Z' }),
    },
    thirdPartyPayerInvoices: {
      // The views written out (auditable only); a status filter of one listed view answers that view.
      list: ({ query }) => {
        const byStatus: Partial<Record<number, keyof typeof tppViews.views>> = {
          [InvoiceStatus.Draft]: 'draft',
          [InvoiceStatus.Received]: 'received',
          [InvoiceStatus.Settled]: 'settled',
        };
        const single = query.status?.length === 1 ? byStatus[query.status[0] ?? -2] : undefined;
        const view = query.actionRequired === true ? 'actionRequired' : (single ?? 'all');
        return page(tppViews.views[view], { pageSize: query.pageSize });
      },
      counts: tppViews.counts,
      byNumber: ({ params }) => tppByNumber(params.invoiceNumber),
      addInvoice: ({ params, body }) => ({
        ...tppByNumber(params.invoiceNumber),
        externalInvoiceNumber: body.externalInvoiceNumber ?? null,
        externalInvoiceAmount: body.externalInvoiceAmount ?? null,
        actionRequired: false,
      }),
    },
  };
}

/**
 * MSW handlers answering every endpoint of the contract with {@link defaultFixtures} (as the given
 * persona, any overrides instead), plus document files (none); registered in routing order so
 * `shipments/status_counts` never reaches `shipments/{id}`. Stories put their own state on top:
 * MSW answers with the first handler that matches, so a story's fixtures go before the defaults in
 * one `msw.use`, or in a later `msw.use` (a story's `beforeEach` runs after its meta's).
 *
 * @example msw.use(fixture(contract.cases.list, page([])), ...defaultHandlers({ persona: 'driver' }))
 */
export function defaultHandlers(options: DefaultFixtureOptions = {}): HttpHandler[] {
  const set = defaultFixtures(options.persona);
  // Walked by area and call; the mapped FixtureSet type already ties each answer to its endpoint.
  const answers = new Map<Endpoint, unknown>();
  for (const [area, calls] of Object.entries(contract)) {
    const defaults = set[area as keyof FixtureSet] as Record<string, unknown>;
    const overrides = (options.overrides?.[area as keyof FixtureSet] ?? {}) as Record<string, unknown>;
    for (const [call, endpoint] of Object.entries<Endpoint>(calls)) {
      answers.set(endpoint, overrides[call] ?? defaults[call]);
    }
  }
  const o = { baseUrl: options.baseUrl ?? '' };
  return [
    ...allEndpoints.flatMap((endpoint) => {
      const answer = answers.get(endpoint);
      return answer === undefined ? [] : [fixture(endpoint, answer as FixtureResolver<Endpoint>, o)];
    }),
    // Document files (outside the JSON contract): none by default, a 404 in the back end's shape.
    documentFiles({}, o),
  ];
}
