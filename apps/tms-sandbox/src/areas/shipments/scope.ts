import { isDriverOnly, TenderOfferStatus } from '@freightkit/domain';
import type { Caller } from '../../http/context.ts';

/**
 * SQL true when the company in parameter `$param` holds the shipment: it owns it (a carrier's own
 * load, a broker's order-born load) or it won it, with an accepted tender offer of a load another
 * company (a broker) owns (spec 1 §6: a carrier sees the loads booked to it). Without the second
 * arm a load a carrier accepted from a broker's order vanished from its lists once booked.
 */
export function heldByCompany(alias: string, param: number): string {
  return `(${alias}.company_id = $${param} OR ${wonByTender(alias, param)})`;
}

/** SQL true when the company in `$param` holds shipment `alias` by an accepted tender offer. */
const wonByTender = (alias: string, param: number) => `EXISTS (
    SELECT 1 FROM tender_offers scope_t WHERE scope_t.shipment_id = ${alias}.id
       AND scope_t.company_id = $${param} AND scope_t.status = ${TenderOfferStatus.Accepted})`;

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
      sql: `${held} AND ${drivenBy(alias, firstParam + 1)}`,
      params: [caller.companyId, caller.userId],
    };
  }
  return { sql: held, params: [caller.companyId] };
}

/** SQL true when one of the driver records of the user in `$param` is assigned to shipment `alias`. */
const drivenBy = (alias: string, param: number) => `EXISTS (
        SELECT 1 FROM shipment_drivers scope_sd JOIN drivers scope_d ON scope_d.id = scope_sd.driver_id
         WHERE scope_sd.shipment_id = ${alias}.id AND scope_d.user_id = $${param})`;

/**
 * {@link shipmentScope} as two conditions that exclude each other and together say the same: the
 * company's own shipments (`own`), and the loads of other companies it holds by an accepted tender
 * (`won`). A list asks each part on its own and puts the two together (ADR 063): `own` alone walks
 * the index `(company_id, pickup_early DESC NULLS LAST, shipment_number)` in the list's order and
 * stops after a page, which `company_id = … OR EXISTS (…)` prevents; `won` starts from the
 * company's accepted offers, a handful beside its own loads.
 */
export function shipmentScopeParts(
  caller: Caller,
  alias: string,
  firstParam: number,
): { own: string; won: string; params: unknown[] } {
  const own = `${alias}.company_id = $${firstParam}`;
  const won = `${alias}.company_id <> $${firstParam} AND ${wonByTender(alias, firstParam)}`;
  if (isDriverOnly(caller)) {
    const driven = drivenBy(alias, firstParam + 1);
    return {
      own: `${own} AND ${driven}`,
      won: `${won} AND ${driven}`,
      params: [caller.companyId, caller.userId],
    };
  }
  return { own, won, params: [caller.companyId] };
}
