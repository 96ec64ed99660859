import { contract, shipmentStatusDisplay, tenderOfferStatusDisplay } from '@freightkit/api';
import {
  can,
  canRescindBooking,
  canReportProblem,
  canRescindShipmentBooking,
  capabilityRefusals,
  isBookedOrLater,
  preloadRefusal,
  preloadRefusalAnswer,
  problemRefusal,
  rescindRefusal,
  ShipmentStatus,
  TenderOfferStatus,
  tenderOfferStatuses,
  type ShipmentStatus as Status,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import {
  driverColumns,
  driverOut,
  equipmentOut,
  instant,
  ownShipment,
  setStatus,
  shipmentOut,
  stopOf,
  syncDriverUser,
  trackingHistory,
  type DriverRow,
  type EquipmentRow,
} from './detail.ts';
import { bookedCompanyId, shipmentScope } from './scope.ts';

const R = contract.shipmentResources;

const statusOf = (value: number) => shipmentStatusDisplay(value as Status);

/** JSON of a first (`ORDER BY sequence`) or last (`DESC`) stop as the summaries carry it. */
const stopJson = (order: 'ASC' | 'DESC') =>
  `(SELECT json_build_object('city', city, 'state', state, 'postalCode', postal_code,
      'early', to_char(early AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'ianaTimezone', iana_timezone)
      FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence ${order} LIMIT 1)`;

interface SummaryRow {
  id: string;
  shipment_number: string;
  status: number;
  max_buy: number | null;
  stop_count: number;
  origin: { city: string; state: string; postalCode: string; early: string; ianaTimezone: string };
  destination: SummaryRow['origin'];
}

const summaryColumns = `s.id, s.shipment_number, s.status, s.max_buy::float8 AS max_buy,
  (SELECT count(*)::int FROM shipment_stops WHERE shipment_id = s.id) AS stop_count,
  ${stopJson('ASC')} AS origin, ${stopJson('DESC')} AS destination`;

const laneOut = (r: SummaryRow) => ({
  id: r.id,
  shipmentNumber: r.shipment_number,
  status: statusOf(r.status),
  origin: r.origin,
  destination: r.destination,
  maxBuy: r.max_buy,
});

interface ProblemRow {
  id: string;
  type: string;
  description: string;
  reported_at: Date;
  reported_by: string;
  resolved: boolean;
}

const problemOut = (p: ProblemRow) => ({
  id: p.id,
  type: p.type as 'Other',
  description: p.description,
  reportedAt: p.reported_at.toISOString(),
  reportedBy: p.reported_by,
  resolved: p.resolved,
});

async function chargesOf(db: Database, shipmentId: string, kind: 'carrier' | 'ltl') {
  const { rows } = await db.query<{ code: string; description: string; amount: number }>(
    `SELECT code, description, amount::float8 AS amount FROM shipment_charges
      WHERE shipment_id = $1 AND kind = $2 ORDER BY position`,
    [shipmentId, kind],
  );
  return rows;
}

const sum = (lines: readonly { amount: number }[]) =>
  Math.round(lines.reduce((total, l) => total + l.amount, 0) * 100) / 100;

/** Trips of the caller's company; a driver-only user sees a trip's loads they drive, and no trip without one. */
async function tripOut(db: Database, caller: Caller, tripId: string) {
  const { rows: trips } = await db.query<{ id: string; trip_number: string }>(
    'SELECT id, trip_number FROM trips WHERE id = $1 AND company_id = $2',
    [tripId, caller.companyId],
  );
  const trip = trips[0];
  if (!trip) throw notFound('The trip');
  const scope = shipmentScope(caller, 's', 2);
  const { rows } = await db.query<SummaryRow & { sequence: number }>(
    `SELECT ts.sequence, ${summaryColumns}
       FROM trip_shipments ts JOIN shipments s ON s.id = ts.shipment_id
      WHERE ts.trip_id = $1 AND ${scope.sql}
      ORDER BY ts.sequence`,
    [trip.id, ...scope.params],
  );
  if (rows.length === 0) throw notFound('The trip');
  const ids = rows.map((r) => r.id);
  const { rows: drivers } = await db.query<DriverRow>(
    `SELECT DISTINCT ON (d.id) ${driverColumns} FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id
      WHERE sd.shipment_id = ANY($1::text[]) ORDER BY d.id`,
    [ids],
  );
  const { rows: equipment } = await db.query<EquipmentRow>(
    `SELECT DISTINCT e.tractor_number, e.trailer_number, e.license_plate, e.license_plate_state
       FROM shipment_equipment e WHERE e.shipment_id = ANY($1::text[])
      ORDER BY e.tractor_number, e.trailer_number`,
    [ids],
  );
  const current = rows.find((r) => r.status < ShipmentStatus.Delivered) ?? rows[rows.length - 1];
  return {
    id: trip.id,
    tripNumber: trip.trip_number,
    shipmentCount: rows.length,
    status: statusOf(current?.status ?? ShipmentStatus.Booked),
    stopCount: rows.reduce((n, r) => n + r.stop_count, 0),
    shipments: rows.map((r) => ({
      sequence: r.sequence,
      id: r.id,
      shipmentNumber: r.shipment_number,
      status: statusOf(r.status),
      stopCount: r.stop_count,
      origin: r.origin,
      destination: r.destination,
    })),
    drivers: drivers
      .map(driverOut)
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName)),
    equipment: equipment.map(equipmentOut),
  };
}

/** The calls of `contract.shipmentResources` except the score card (see `scoreCard.ts`). */
export function shipmentResourceRoutes(app: Hono<AppEnv>): void {
  mount(app, R.problemShipments, async ({ services, caller, query }) => {
    const scope = shipmentScope(caller, 's', 1);
    const next = scope.params.length + 1;
    const { rows } = await services.db.query<{
      id: string;
      shipment_number: string;
      status: number;
      open_problems: number;
      latest: ProblemRow & { reported_at: string };
      total: number;
    }>(
      `SELECT s.id, s.shipment_number, s.status, p.open_problems, p.latest, count(*) OVER ()::int AS total
         FROM shipments s
         JOIN LATERAL (
           SELECT count(*)::int AS open_problems,
                  (SELECT row_to_json(x) FROM (SELECT id, type, description, reported_at, reported_by, resolved
                     FROM shipment_problems WHERE shipment_id = s.id AND NOT resolved
                    ORDER BY reported_at DESC, id LIMIT 1) x) AS latest,
                  max(reported_at) AS newest
             FROM shipment_problems WHERE shipment_id = s.id AND NOT resolved) p ON p.open_problems > 0
        WHERE ${scope.sql}
        ORDER BY p.newest DESC, s.shipment_number
        LIMIT $${next} OFFSET $${next + 1}`,
      [...scope.params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        shipmentNumber: r.shipment_number,
        status: statusOf(r.status),
        openProblems: r.open_problems,
        latestProblem: problemOut({ ...r.latest, reported_at: new Date(r.latest.reported_at) }),
      })),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, R.trip, async ({ services, caller, params }) => tripOut(services.db, caller, params.tripId));

  mount(app, R.trips, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{ id: string; trip_number: string; shipment_count: number }>(
      `SELECT t.id, t.trip_number, (SELECT count(*)::int FROM trip_shipments x WHERE x.trip_id = t.id) AS shipment_count
         FROM trip_shipments ts JOIN trips t ON t.id = ts.trip_id
        WHERE ts.shipment_id = $1 AND t.company_id = $2 ORDER BY t.trip_number`,
      [shipment.id, caller.companyId],
    );
    return rows.map((r) => ({ id: r.id, tripNumber: r.trip_number, shipmentCount: r.shipment_count }));
  });

  mount(app, R.requirements, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{ code: string; description: string }>(
      `SELECT code, description FROM shipment_requirements
        WHERE shipment_id = $1 AND order_number IS NULL ORDER BY code`,
      [shipment.id],
    );
    return rows;
  });

  mount(app, R.orderRequirements, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{ code: string; description: string; order_number: string }>(
      `SELECT code, description, order_number FROM shipment_requirements
        WHERE shipment_id = $1 AND order_number IS NOT NULL ORDER BY order_number, code`,
      [shipment.id],
    );
    return rows.map((r) => ({ code: r.code, description: r.description, orderNumber: r.order_number }));
  });

  mount(app, R.laneMatches, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const scope = shipmentScope(caller, 's', 2);
    const { rows } = await services.db.query<SummaryRow>(
      `WITH lane AS (
         SELECT (SELECT state FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence LIMIT 1) AS o,
                (SELECT state FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence DESC LIMIT 1) AS d)
       SELECT ${summaryColumns} FROM shipments s, lane
        WHERE ${scope.sql} AND s.id <> $1 AND s.status <> ${ShipmentStatus.Voided}
          AND (SELECT state FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) = lane.o
          AND (SELECT state FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) = lane.d
        ORDER BY (SELECT early FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) DESC
        LIMIT 20`,
      [shipment.id, ...scope.params],
    );
    return rows.map(laneOut);
  });

  mount(app, R.reloads, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const scope = shipmentScope(caller, 's', 2);
    const next = scope.params.length + 2;
    const { rows } = await services.db.query<SummaryRow>(
      `WITH drop AS (SELECT state, early FROM shipment_stops WHERE shipment_id = $1 ORDER BY sequence DESC LIMIT 1)
       SELECT ${summaryColumns} FROM shipments s
         JOIN LATERAL (SELECT * FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) o ON true
         CROSS JOIN drop
        WHERE ${scope.sql} AND s.id <> $1 AND s.status = $${next}
          AND o.state = drop.state AND o.early >= drop.early
        ORDER BY o.early, s.shipment_number LIMIT 20`,
      [shipment.id, ...scope.params, ShipmentStatus.ReadyToBook],
    );
    return rows.map(laneOut);
  });

  mount(app, R.latestActivity, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    return (await trackingHistory(services.db, shipment.id, 1))[0] ?? null;
  });

  mount(app, R.billingConfiguration, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{
      bill_to_name: string;
      invoice_email: string | null;
      payment_terms_days: number;
      quick_pay_eligible: boolean;
      factoring_company_name: string | null;
    }>('SELECT * FROM shipment_billing WHERE shipment_id = $1', [shipment.id]);
    const b = rows[0];
    if (!b) throw notFound('The billing configuration');
    return {
      billToName: b.bill_to_name,
      invoiceEmail: b.invoice_email,
      paymentTermsDays: b.payment_terms_days,
      quickPayEligible: b.quick_pay_eligible,
      factoringCompanyName: b.factoring_company_name,
      currency: 'USD',
    };
  });

  mount(app, R.trackingProblems, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<ProblemRow>(
      `SELECT id, type, description, reported_at, reported_by, resolved FROM shipment_problems
        WHERE shipment_id = $1 AND NOT resolved ORDER BY reported_at DESC, id`,
      [shipment.id],
    );
    return rows.map(problemOut);
  });

  mount(app, R.reportProblem, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    if (!canReportProblem(shipment.status)) {
      throw invalidField('status', problemRefusal(shipment.status));
    }
    const { rows } = await services.db.query<ProblemRow>(
      `INSERT INTO shipment_problems (shipment_id, type, description, reported_by) VALUES ($1, $2, $3, $4)
       RETURNING id, type, description, reported_at, reported_by, resolved`,
      [shipment.id, body.type, body.description, `${caller.firstName} ${caller.lastName}`.trim()],
    );
    await services.db.query('UPDATE shipments SET needs_tracking_update = true WHERE id = $1', [shipment.id]);
    const row = rows[0];
    if (!row) throw new Error('The problem was not saved.');
    return problemOut(row);
  });

  mount(app, R.contactDetails, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{
      role: 'Shipper';
      name: string;
      phone: string | null;
      email: string | null;
    }>('SELECT role, name, phone, email FROM shipment_contacts WHERE shipment_id = $1 ORDER BY position', [
      shipment.id,
    ]);
    return rows;
  });

  mount(app, R.lineItems, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{
      id: string;
      description: string;
      pieces: number;
      packaging_type: string;
      weight_lbs: number;
      freight_class: string | null;
      hazmat: boolean;
    }>(
      `SELECT id, description, pieces, packaging_type, weight_lbs::float8 AS weight_lbs, freight_class, hazmat
         FROM shipment_line_items WHERE shipment_id = $1 ORDER BY position`,
      [shipment.id],
    );
    return rows.map((r) => ({
      id: r.id,
      description: r.description,
      pieces: r.pieces,
      packagingType: r.packaging_type,
      weightLbs: r.weight_lbs,
      freightClass: r.freight_class,
      hazmat: r.hazmat,
    }));
  });

  mount(app, R.tenders, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{
      id: string;
      status: number;
      reject_reason: number | null;
      sent_at: Date;
    }>(
      `SELECT id, status, reject_reason, sent_at FROM tender_offers
        WHERE shipment_id = $1 AND company_id = $2 ORDER BY sent_at DESC, id`,
      [shipment.id, caller.companyId],
    );
    return rows
      .filter((r) => tenderOfferStatuses.is(r.status))
      .map((r) => ({
        id: r.id,
        status: tenderOfferStatusDisplay(r.status as TenderOfferStatus),
        rejectReason: r.reject_reason,
        sentAt: r.sent_at.toISOString(),
      }));
  });

  mount(app, R.offers, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{
      id: string;
      amount: number;
      status: 'Pending';
      created_at: Date;
    }>(
      `SELECT id, amount::float8 AS amount, status, created_at FROM shipment_offers
        WHERE shipment_id = $1 AND company_id = $2 ORDER BY created_at DESC, id`,
      [shipment.id, caller.companyId],
    );
    return rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      status: r.status,
      createdAt: r.created_at.toISOString(),
    }));
  });

  mount(app, R.ltlAccessorials, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    return chargesOf(services.db, shipment.id, 'ltl');
  });

  mount(app, R.chargeTypes, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{ code: string; description: string }>(
      `SELECT code, description FROM charge_types
        WHERE equipment_mode IS NULL OR equipment_mode = $1 ORDER BY description`,
      [shipment.equipment_mode],
    );
    return rows;
  });

  mount(app, R.carrierChargeDetails, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const charges = [
      ...(await chargesOf(services.db, shipment.id, 'carrier')),
      ...(await chargesOf(services.db, shipment.id, 'ltl')),
    ];
    return { currency: 'USD', charges, total: sum(charges) };
  });

  mount(app, R.rateConfirmation, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const { rows } = await services.db.query<{
      booked_at: Date | null;
      signed_at: Date | null;
      company_name: string;
    }>(
      `SELECT s.booked_at, s.rate_confirmation_signed_at AS signed_at, c.name AS company_name
         FROM shipments s JOIN companies c ON c.id = ${bookedCompanyId('s')} WHERE s.id = $1`,
      [shipment.id],
    );
    const row = rows[0];
    if (!isBookedOrLater(shipment.status) || !row?.booked_at) throw notFound('The rate confirmation');
    const charges = [
      ...(await chargesOf(services.db, shipment.id, 'carrier')),
      ...(await chargesOf(services.db, shipment.id, 'ltl')),
    ];
    return {
      shipmentId: shipment.id,
      shipmentNumber: shipment.shipment_number,
      carrierName: row.company_name,
      fileName: `RateConfirmation-${shipment.shipment_number}.pdf`,
      issuedAt: row.booked_at.toISOString(),
      signedAt: row.signed_at?.toISOString() ?? null,
      charges,
      total: sum(charges),
    };
  });

  mount(app, R.bookedCarrier, async ({ services, caller, params }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    if (!isBookedOrLater(shipment.status)) throw notFound('The booked carrier');
    const { rows } = await services.db.query<{
      id: string;
      name: string;
      mc_number: string | null;
      dot_number: string | null;
    }>(
      `SELECT c.id, c.name, c.mc_number, c.dot_number
         FROM shipments s JOIN companies c ON c.id = ${bookedCompanyId('s')} WHERE s.id = $1`,
      [shipment.id],
    );
    const { rows: dispatch } = await services.db.query<{
      name: string;
      phone: string | null;
      email: string | null;
    }>(
      `SELECT name, phone, email FROM shipment_contacts WHERE shipment_id = $1 AND role = 'Dispatcher' LIMIT 1`,
      [shipment.id],
    );
    const carrier = rows[0];
    if (!carrier) throw notFound('The booked carrier');
    return {
      carrierId: carrier.id,
      carrierName: carrier.name,
      mcNumber: carrier.mc_number,
      dotNumber: carrier.dot_number,
      dispatcherName: dispatch[0]?.name ?? null,
      dispatcherPhone: dispatch[0]?.phone ?? null,
      dispatcherEmail: dispatch[0]?.email ?? null,
    };
  });

  mount(app, R.preloadStop, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    const stop = await stopOf(services.db, shipment.id, params.stopId);
    // Domain's rule, the same one the portal asks before offering the preload.
    const departure = stop.departure?.toISOString() ?? null;
    const refusal = preloadRefusal(shipment.status, { type: stop.stop_type, departure });
    if (refusal !== null) {
      throw invalidField(refusal === 'status' ? 'status' : 'stopId', preloadRefusalAnswer(refusal));
    }
    const at = instant('preloadedAt', body.preloadedAt, stop.iana_timezone);
    await services.db.query(
      'UPDATE shipment_stops SET preload_trailer = $2, preloaded_at = $3 WHERE id = $1',
      [stop.id, body.trailerNumber, at],
    );
    return { shipmentStopId: stop.id, trailerNumber: body.trailerNumber, preloadedAt: at ?? '' };
  });

  mount(app, R.rescindBooking, async ({ services, caller, params, body }) => {
    const shipment = await ownShipment(services.db, caller, params.id);
    // Domain's rule, the one the portal offers "Rescind booking" by: the office's call, on a booked load.
    if (!canRescindShipmentBooking(caller, { status: shipment.status })) {
      if (!can(caller, 'shipments.manage')) throw forbidden(capabilityRefusals['shipments.manage']);
      if (!canRescindBooking(shipment.status)) throw invalidField('status', rescindRefusal(shipment.status));
    }
    const reopened = await setStatus(services.db, shipment, ShipmentStatus.ReadyToBook);
    await services.db.query('DELETE FROM shipment_drivers WHERE shipment_id = $1', [shipment.id]);
    await syncDriverUser(services.db, shipment.id);
    await services.db.query(
      'UPDATE shipments SET booked_at = NULL, rate_confirmation_signed_at = NULL WHERE id = $1',
      [shipment.id],
    );
    await services.db.query(
      'UPDATE tender_offers SET status = $3 WHERE shipment_id = $1 AND company_id = $2 AND status = $4',
      [shipment.id, caller.companyId, TenderOfferStatus.BookingRescinded, TenderOfferStatus.Accepted],
    );
    if (body.reason) {
      await services.db.query(
        `INSERT INTO tracking_activities (shipment_id, occurred_at, status, city, state, description)
         SELECT $1, now(), $2, city, state, $3 FROM tracking_activities
          WHERE shipment_id = $1 ORDER BY occurred_at DESC LIMIT 1`,
        [shipment.id, ShipmentStatus.ReadyToBook, `Booking rescinded: ${body.reason}`],
      );
    }
    return shipmentOut(services.db, reopened);
  });
}
