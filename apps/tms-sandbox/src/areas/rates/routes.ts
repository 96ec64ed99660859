import { contract, shipmentStatusDisplay, type RateSelection } from '@freightkit/api';
import {
  answer,
  answerText,
  contractRateBookingProblemKeys,
  contractRateMaxBuy,
  listableRates,
  ltlQuoteBookingProblemKeys,
  type AnswerMessage,
  ShipmentStatus,
  type ShipmentStatus as Status,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';

interface ShipmentRow {
  id: string;
  shipment_number: string;
  status: number;
  max_buy: number | null;
  booked_rate_id: string | null;
}

interface RateRow {
  id: string;
  shipment_id: string;
  carrier_id: string;
  carrier_name: string;
  rate_type: RateSelection['rateType'];
  charge_rate_type: string;
  shipping_mode: number;
  rate: number;
  markup_total: number;
  is_guaranteed: boolean;
  quote_id: string | null;
  web_service_description_id: string | null;
  service_level: number;
  rate_source: string;
  service_days: number | null;
  error: string | null;
}

const shipmentColumns = `s.id, s.shipment_number, s.status, s.max_buy::float8 AS max_buy,
  (SELECT b.rate_id FROM rate_bookings b WHERE b.shipment_id = s.id) AS booked_rate_id`;
const rateColumns = `r.id, r.shipment_id, r.carrier_id, r.carrier_name, r.rate_type, r.charge_rate_type, r.shipping_mode,
  r.rate::float8 AS rate, r.markup_total::float8 AS markup_total, r.is_guaranteed, r.quote_id,
  r.web_service_description_id, r.service_level, r.rate_source, r.service_days, r.error`;

const shipmentOut = (s: ShipmentRow) => ({
  id: s.id,
  shipmentNumber: s.shipment_number,
  status: shipmentStatusDisplay(s.status as Status),
  maxBuy: s.max_buy,
  bookedRateId: s.booked_rate_id,
});

const cents = (n: number) => Math.round(n * 100);

const rateOut = (r: RateRow): RateSelection => ({
  id: r.id,
  carrierId: r.carrier_id,
  carrierName: r.carrier_name,
  rateType: r.rate_type,
  chargeRateType: r.charge_rate_type,
  shippingMode: r.shipping_mode as 0,
  // The price is what the shipper pays: the carrier's rate plus the markup, added in cents.
  price: (cents(r.rate) + cents(r.markup_total)) / 100,
  rate: r.rate,
  markupTotal: r.markup_total,
  isGuaranteedRate: r.is_guaranteed,
  quoteId: r.quote_id,
  webServiceDescriptionId: r.web_service_description_id,
  serviceLevelCode: r.service_level as 0,
  rateSource: r.rate_source,
  serviceDays: r.service_days,
});

/** A shipment of the caller's company by number, else 404 (another company's too). */
async function ownShipment(db: Database, caller: Caller, shipmentNumber: string): Promise<ShipmentRow> {
  const { rows } = await db.query<ShipmentRow>(
    `SELECT ${shipmentColumns} FROM shipments s WHERE s.shipment_number = $1 AND s.company_id = $2`,
    [shipmentNumber, caller.companyId],
  );
  if (!rows[0]) throw notFound('The shipment');
  return rows[0];
}

async function shipmentById(db: Database, id: string): Promise<ShipmentRow> {
  const { rows } = await db.query<ShipmentRow>(`SELECT ${shipmentColumns} FROM shipments s WHERE s.id = $1`, [
    id,
  ]);
  if (!rows[0]) throw notFound('The shipment');
  return rows[0];
}

/** The booked answer when a shipment already has its booking (the second of two bookings). */
const alreadyBooked = () => new HttpError(409, answer('answer.rates.alreadyBooked'));

/**
 * A booking answered `bookingSucceeded: false` (spec 1 §8): each problem's English in `errors`, as
 * before, and its key and values in `errorKeys` (ADR 048, 057), so the page lists them in its reader's
 * language.
 */
const refused = (problems: readonly AnswerMessage[], shipment: ShipmentRow) => ({
  bookingSucceeded: false,
  errors: problems.map(answerText),
  errorKeys: [...problems],
  shipment: shipmentOut(shipment),
});

/** The unified rates of a shipment and booking a contract TL rate. */
export function rateRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.rates.forShipment, async ({ services, caller, params, query }) => {
    const shipment = await ownShipment(services.db, caller, params.shipmentNumber);
    const { rows } = await services.db.query<RateRow>(
      `SELECT ${rateColumns} FROM shipment_rates r WHERE r.shipment_id = $1 AND ($2::text IS NULL OR r.rate_type = $2)
        ORDER BY r.sort_order, r.id`,
      [shipment.id, query.rateType ?? null],
    );
    // Rates in error are never listed (spec 1 §5): filtered by the domain's rule before paging.
    const listed = listableRates(rows);
    const start = (query.page - 1) * query.pageSize;
    return {
      shipment: shipmentOut(shipment),
      items: listed.slice(start, start + query.pageSize).map(rateOut),
      totalCount: listed.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.rates.bookContractTl, async ({ services, caller, params }) => {
    const { db } = services;
    const { rate, shipment } = await bookableRate(db, caller, params.id);
    const problems = contractRateBookingProblemKeys(
      { rateType: rate.rate_type, shippingMode: rate.shipping_mode, error: rate.error },
      { status: shipment.status },
    );
    if (problems.length > 0) return refused(problems, shipment);
    await storeBooking(db, caller, shipment, rate);
    // Spec 1 §4: booking a contract rate raises maxBuy to the rate plus 5 when missing or below it.
    await db.query('UPDATE shipments SET status = $2, max_buy = $3 WHERE id = $1', [
      shipment.id,
      ShipmentStatus.Booked,
      contractRateMaxBuy(shipment.max_buy, rate.rate),
    ]);
    return { bookingSucceeded: true, errors: [], shipment: shipmentOut(await shipmentById(db, shipment.id)) };
  });

  // Spec 1 §7 "book LTL" (ADR 053): the carrier's LTL quote books the load; maxBuy is the contract-rate
  // rule's (spec 1 §4) and stays as it is.
  mount(app, contract.rates.bookLtl, async ({ services, caller, params }) => {
    const { db } = services;
    const { rate, shipment } = await bookableRate(db, caller, params.id);
    const problems = ltlQuoteBookingProblemKeys(
      {
        rateType: rate.rate_type,
        shippingMode: rate.shipping_mode,
        error: rate.error,
        quoteId: rate.quote_id,
      },
      { status: shipment.status },
    );
    if (problems.length > 0) return refused(problems, shipment);
    await storeBooking(db, caller, shipment, rate);
    await db.query('UPDATE shipments SET status = $2 WHERE id = $1', [shipment.id, ShipmentStatus.Booked]);
    return { bookingSucceeded: true, errors: [], shipment: shipmentOut(await shipmentById(db, shipment.id)) };
  });
}

/** A rate of the caller's company's shipment and that shipment, not yet booked; 404 and 409 otherwise. */
async function bookableRate(db: Database, caller: Caller, id: string) {
  const { rows } = await db.query<RateRow & { shipment_company_id: string }>(
    `SELECT ${rateColumns}, s.company_id AS shipment_company_id
       FROM shipment_rates r JOIN shipments s ON s.id = r.shipment_id WHERE r.id = $1`,
    [id],
  );
  const rate = rows[0];
  if (!rate || rate.shipment_company_id !== caller.companyId) throw notFound('The rate');
  const shipment = await shipmentById(db, rate.shipment_id);
  if (shipment.booked_rate_id !== null) throw alreadyBooked();
  return { rate, shipment };
}

/** Stores the booking; the primary key on the shipment makes two bookings at once end with exactly one stored. */
async function storeBooking(
  db: Database,
  caller: Caller,
  shipment: ShipmentRow,
  rate: RateRow,
): Promise<void> {
  const { rows: booked } = await db.query<{ shipment_id: string }>(
    `INSERT INTO rate_bookings (shipment_id, rate_id, booked_by) VALUES ($1, $2, $3)
     ON CONFLICT (shipment_id) DO NOTHING RETURNING shipment_id`,
    [shipment.id, rate.id, caller.userId],
  );
  if (booked.length === 0) throw alreadyBooked();
}
