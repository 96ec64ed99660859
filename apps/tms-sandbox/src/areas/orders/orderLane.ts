import type { QuotedLane } from '@freightkit/api';
import { quoteMaxWeightLbs } from '@freightkit/domain';
import { findLane, type LaneRequest, type Queryable } from '../rates/lanePricing.ts';
import type { OrderRow } from './store.ts';

/**
 * An order as a lane to price (ADR 053, amended): its first stop's postal code to its last one's,
 * picked up on the first stop's early day, on its equipment and shipping mode, each line item a
 * product (its weight and quantity; one weighing nothing is left out). Order line items carry no NMFC class, so they price at class
 * 100, the tariffs' base. `null` when nothing can be priced: a place no postal code is known for, or
 * a weight no carrier hauls (none, or more than a full truck, spec 1 §9's 45,000 lb, the ad hoc
 * quote's limit too).
 */
export async function orderLane(
  db: Queryable,
  order: OrderRow,
): Promise<{ request: LaneRequest; lane: QuotedLane } | null> {
  const { rows: items } = await db.query<{ weight_lbs: number; quantity: number }>(
    `SELECT li.weight_lbs::float8 AS weight_lbs, li.quantity FROM order_line_items li
       JOIN order_stops st ON st.id = li.stop_id WHERE st.order_id = $1 ORDER BY st.sequence, li.position`,
    [order.id],
  );
  // A line item weighing nothing adds nothing to the price (and an ad hoc quote would refuse it).
  const products = items
    .filter((i) => i.weight_lbs > 0)
    .map((i) => ({ weightLbs: i.weight_lbs, pieces: i.quantity, freightClass: 100 }));
  const weight = products.reduce((sum, p) => sum + p.weightLbs, 0);
  if (products.length === 0 || weight > quoteMaxWeightLbs) return null;
  if (!order.origin || !order.destination) return null;
  const found = await findLane(db, {
    originPostalCode: order.origin.postalCode,
    destinationPostalCode: order.destination.postalCode,
  });
  if (!('lane' in found)) return null;
  return {
    lane: found.lane,
    request: {
      originPostalCode: found.lane.origin.postalCode,
      destinationPostalCode: found.lane.destination.postalCode,
      pickupDate: order.origin.early.slice(0, 10),
      equipmentMode: order.equipment_mode,
      shippingMode: order.shipping_mode,
      products,
    },
  };
}
