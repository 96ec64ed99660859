import { isDriverOnly, TenderOfferStatus } from '@freightkit/domain';
import type { Caller } from '../../http/context.ts';

/**
 * SQL true when the company in parameter `$param` holds the shipment: it owns it (a carrier's own
 * load, a broker's order-born load) or it won it, with an accepted tender offer of a load another
 * company (a broker) owns (spec 1 §6: a carrier sees the loads booked to it). Without the second
 * arm a load a carrier accepted from a broker's order vanished from its lists once booked.
 */
export function heldByCompany(alias: string, param: number): string {
  return `(${alias}.company_id = $${param} OR EXISTS (
    SELECT 1 FROM tender_offers scope_t WHERE scope_t.shipment_id = ${alias}.id
       AND scope_t.company_id = $${param} AND scope_t.status = ${TenderOfferStatus.Accepted}))`;
}

/**
 * SQL returning the company a shipment is booked to: the carrier whose offer was accepted, else the
 * owner (a carrier's own loads are booked to itself). Rate confirmations and the booked-carrier
 * panel name this company, not the broker that owns an order-born load.
 */
export function bookedCompanyId(alias: string): string {
  return `COALESCE((SELECT booked_t.company_id FROM tender_offers booked_t
     WHERE booked_t.shipment_id = ${alias}.id AND booked_t.status = ${TenderOfferStatus.Accepted}
     ORDER BY booked_t.answered_at DESC LIMIT 1), ${alias}.company_id)`;
}

/**
 * SQL condition and params scoping shipments to what a caller may see: those their company holds
 * ({@link heldByCompany}), and for a driver-only user the loads one of their driver records is
 * assigned to (co-drivers included, not only the first driver that `driver_user_id` remembers).
 */
export function shipmentScope(
  caller: Caller,
  alias: string,
  firstParam: number,
): { sql: string; params: unknown[] } {
  const held = heldByCompany(alias, firstParam);
  if (isDriverOnly(caller)) {
    return {
      sql: `${held} AND EXISTS (
        SELECT 1 FROM shipment_drivers scope_sd JOIN drivers scope_d ON scope_d.id = scope_sd.driver_id
         WHERE scope_sd.shipment_id = ${alias}.id AND scope_d.user_id = $${firstParam + 1})`,
      params: [caller.companyId, caller.userId],
    };
  }
  return { sql: held, params: [caller.companyId] };
}
