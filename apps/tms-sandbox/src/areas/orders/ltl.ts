import { contract, type LtlQuote } from '@freightkit/api';
import {
  answer,
  listableRates,
  ltlBookingRefusal,
  orderStatusFor,
  ShipmentStatus,
  ShippingMode,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv, Caller } from '../../http/context.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import {
  priceOnTariff,
  storeApiQuote,
  tariffsFor,
  type Queryable,
  type TariffRow,
} from '../rates/lanePricing.ts';
import { setStatus } from '../shipments/detail.ts';
import { orderLane } from './orderLane.ts';
import { shipmentForOrder } from './shipmentForOrder.ts';
import { orderColumns, orderFrom, orderOut, ownOrder, type OrderRow } from './store.ts';

/** One LTL tariff's quote for an order, with the tariff and the lane it priced (a booking stores them). */
interface PricedQuote {
  quote: LtlQuote;
  tariff: TariffRow;
  lane: NonNullable<Awaited<ReturnType<typeof orderLane>>>;
}

/**
 * The LTL quotes of an order, cheapest first: every LTL tariff not in error priced by the rates area's
 * one price list (domain's `lanePrice` over `carrier_tariffs`, ADR 053 amended) on the order's lane and
 * line items; the amount is the price the ad hoc and order rates show (rate plus markup).
 */
async function quotesFor(db: Queryable, order: OrderRow): Promise<PricedQuote[]> {
  const priced = await orderLane(db, { ...order, shipping_mode: ShippingMode.LTL });
  if (priced === null) return [];
  const tariffs = listableRates(await tariffsFor(db, ShippingMode.LTL));
  return tariffs
    .map((tariff) => {
      const rate = priceOnTariff(tariff, priced.request, priced.lane, null);
      return {
        tariff,
        lane: priced,
        quote: {
          carrierId: rate.carrierId,
          carrierName: rate.carrierName,
          amount: rate.price,
          serviceDays: rate.serviceDays,
        },
      };
    })
    .sort(
      (a, b) => a.quote.amount - b.quote.amount || a.quote.carrierName.localeCompare(b.quote.carrierName),
    );
}

/**
 * The rate a booking stores among the shipment's rates, as the tariff priced it: a carrier API's
 * quote is asked for and stored first, so its quote id names something the carrier knows.
 */
function bookedRate(db: Queryable, caller: Caller, { tariff, lane }: PricedQuote) {
  return tariff.rate_type === 'Quote'
    ? storeApiQuote(db, caller, tariff, lane.request, lane.lane)
    : Promise.resolve(priceOnTariff(tariff, lane.request, lane.lane, null));
}

/**
 * Booking an LTL order (spec 2 §7 "book an LTL order"; ADR 052): the quotes of LTL carriers for the
 * order's weight, and booking an Open LTL order on the cheapest or a chosen one. The order is put on
 * its shipment (its draft reused), the quote stored among the shipment's rates and booked, and the
 * shipment goes Ready to Book → Booked: the order is Covered.
 */
export function ltlRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.orderPlanning.ltlQuotes, async ({ services, caller, params }) => {
    const order = await ownOrder(services.db, caller, params.orderNumber);
    const quotes = await quotesFor(services.db, order);
    return { weightLbs: order.weight_lbs, items: quotes.map((q) => q.quote) };
  });

  mount(app, contract.orderPlanning.bookLtl, async ({ services, caller, params, body }) => {
    const { db } = services;
    await ownOrder(db, caller, params.orderNumber);
    // One transaction holding the order's row: two bookings at once end with one shipment, booked once.
    const booked = await db.transaction(async (tx) => {
      // Lock, then read: the read sees a booking committed while this one waited (ADR 055).
      await tx.query('SELECT 1 FROM orders WHERE company_id = $1 AND order_number = $2 FOR UPDATE', [
        caller.companyId,
        params.orderNumber,
      ]);
      const { rows } = await tx.query<OrderRow>(
        `SELECT ${orderColumns} ${orderFrom} WHERE o.company_id = $1 AND o.order_number = $2`,
        [caller.companyId, params.orderNumber],
      );
      const order = rows[0] as OrderRow;
      const refused = ltlBookingRefusal({
        orderNumber: order.order_number,
        shippingMode: order.shipping_mode as ShippingMode,
        status: orderStatusFor(order.shipment_status),
      });
      if (refused) throw new HttpError(409, refused);
      const quotes = await quotesFor(tx, order);
      if (quotes.length === 0)
        throw new HttpError(
          409,
          answer('answer.ltl.noQuote', { number: order.order_number, weight: order.weight_lbs }),
        );
      const chosen =
        body.carrierId === undefined ? quotes[0] : quotes.find((q) => q.quote.carrierId === body.carrierId);
      if (!chosen) throw invalidField('carrierId', answer('answer.ltl.unknownQuote'));
      const rate = await bookedRate(tx, caller, chosen);
      const { shipment } = await shipmentForOrder(tx, caller, order, null);
      const { rows: rates } = await tx.query<{ id: string }>(
        `INSERT INTO shipment_rates (shipment_id, carrier_id, carrier_name, rate_type, charge_rate_type, shipping_mode,
                                     rate, markup_total, is_guaranteed, quote_id, web_service_description_id,
                                     service_level, rate_source, service_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          shipment.id,
          rate.carrierId,
          rate.carrierName,
          rate.rateType,
          rate.chargeRateType,
          ShippingMode.LTL,
          rate.rate,
          rate.markupTotal,
          rate.isGuaranteedRate,
          rate.quoteId,
          rate.webServiceDescriptionId,
          rate.serviceLevelCode,
          rate.rateSource,
          rate.serviceDays,
        ],
      );
      await tx.query('INSERT INTO rate_bookings (shipment_id, rate_id, booked_by) VALUES ($1, $2, $3)', [
        shipment.id,
        rates[0]?.id,
        caller.userId,
      ]);
      await setStatus(tx, shipment, ShipmentStatus.Booked);
      return {
        shipmentNumber: shipment.shipment_number,
        carrierName: chosen.quote.carrierName,
        amount: chosen.quote.amount,
      };
    });
    return { order: await orderOut(db, await ownOrder(db, caller, params.orderNumber)), ...booked };
  });
}
