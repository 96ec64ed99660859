import { contract, type LtlQuote } from '@freightkit/api';
import {
  answer,
  ltlBookingRefusal,
  ltlQuoteAmount,
  orderStatusFor,
  ShipmentStatus,
  ShippingMode,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { setStatus } from '../shipments/detail.ts';
import { shipmentForOrder, type Queryable } from './shipmentForOrder.ts';
import { orderColumns, orderFrom, orderOut, ownOrder, type OrderRow } from './store.ts';

/** The LTL quotes of a weight on every tariff that quotes it, cheapest first (domain's ltlQuoteAmount). */
async function quotesFor(db: Queryable, weightLbs: number): Promise<LtlQuote[]> {
  const { rows } = await db.query<{
    carrier_id: string;
    carrier_name: string;
    rate_per_hundredweight: number;
    minimum_charge: number;
    max_weight_lbs: number;
    service_days: number | null;
  }>(
    `SELECT carrier_id, carrier_name, rate_per_hundredweight::float8 AS rate_per_hundredweight,
            minimum_charge::float8 AS minimum_charge, max_weight_lbs, service_days FROM ltl_tariffs`,
  );
  const quotes: LtlQuote[] = [];
  for (const row of rows) {
    const amount = ltlQuoteAmount(weightLbs, {
      ratePerHundredweight: row.rate_per_hundredweight,
      minimumCharge: row.minimum_charge,
      maxWeightLbs: row.max_weight_lbs,
    });
    if (amount !== null)
      quotes.push({
        carrierId: row.carrier_id,
        carrierName: row.carrier_name,
        amount,
        serviceDays: row.service_days,
      });
  }
  return quotes.sort((a, b) => a.amount - b.amount || a.carrierName.localeCompare(b.carrierName));
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
    return { weightLbs: order.weight_lbs, items: await quotesFor(services.db, order.weight_lbs) };
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
      const quotes = await quotesFor(tx, order.weight_lbs);
      if (quotes.length === 0)
        throw new HttpError(
          409,
          answer('answer.ltl.noQuote', { number: order.order_number, weight: order.weight_lbs }),
        );
      const quote =
        body.carrierId === undefined ? quotes[0] : quotes.find((q) => q.carrierId === body.carrierId);
      if (!quote) throw invalidField('carrierId', answer('answer.ltl.unknownQuote'));
      const { shipment } = await shipmentForOrder(tx, caller, order, null);
      const { rows: rates } = await tx.query<{ id: string }>(
        `INSERT INTO shipment_rates (shipment_id, carrier_id, carrier_name, rate_type, charge_rate_type, shipping_mode,
                                     rate, quote_id, service_level, rate_source, service_days)
         VALUES ($1, $2, $3, 'Quote', 'PerHundredweight', $4, $5, 'LTL-' || $6, 0, 'API', $7) RETURNING id`,
        [
          shipment.id,
          quote.carrierId,
          quote.carrierName,
          ShippingMode.LTL,
          quote.amount,
          shipment.shipment_number,
          quote.serviceDays,
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
        carrierName: quote.carrierName,
        amount: quote.amount,
      };
    });
    return { order: await orderOut(db, await ownOrder(db, caller, params.orderNumber)), ...booked };
  });
}
