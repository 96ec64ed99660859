import { contract } from '@freightkit/api';
import { orderStatusFor } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { mount } from '../../http/route.ts';
import { orderLane } from '../orders/orderLane.ts';
import { ownOrder } from '../orders/store.ts';
import { unifiedLaneRates } from './lanePricing.ts';

/**
 * The unified rates of an order (spec 1 §7 "find unified rates by orderId"; ADR 057): the order's lane,
 * products, equipment and shipping mode priced on the one price list, as the ad hoc rates and the
 * order's Book LTL are, so the three agree. Rates in error are left out (spec 1 §5) before paging; the
 * carrier API's quote is asked for and stored, as an ad hoc one is. Another company's order is 404.
 */
export function orderRateRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.rates.forOrder, async ({ services, caller, params, query }) => {
    const order = await ownOrder(services.db, caller, params.orderNumber);
    const priced = await orderLane(services.db, order);
    const all =
      priced === null ? [] : await unifiedLaneRates(services.db, caller, priced.request, priced.lane);
    const listed = query.rateType === undefined ? all : all.filter((r) => r.rateType === query.rateType);
    const start = (query.page - 1) * query.pageSize;
    return {
      order: {
        orderNumber: order.order_number,
        status: orderStatusFor(order.shipment_status),
        shippingMode: order.shipping_mode as 0,
        equipmentMode: order.equipment_mode,
        weightLbs: order.weight_lbs,
        shipmentNumber: order.shipment_number,
      },
      lane: priced?.lane ?? null,
      items: listed.slice(start, start + query.pageSize),
      totalCount: listed.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
