import { isDriverOnly } from '@freightkit/domain';
import type { Caller } from '../../http/context.ts';

/**
 * SQL condition and params scoping shipments to what a caller may see: their company, and for a
 * driver-only user the loads one of their driver records is assigned to (co-drivers included, not
 * only the first driver that `driver_user_id` remembers).
 */
export function shipmentScope(
  caller: Caller,
  alias: string,
  firstParam: number,
): { sql: string; params: unknown[] } {
  if (isDriverOnly(caller)) {
    return {
      sql: `${alias}.company_id = $${firstParam} AND EXISTS (
        SELECT 1 FROM shipment_drivers scope_sd JOIN drivers scope_d ON scope_d.id = scope_sd.driver_id
         WHERE scope_sd.shipment_id = ${alias}.id AND scope_d.user_id = $${firstParam + 1})`,
      params: [caller.companyId, caller.userId],
    };
  }
  return { sql: `${alias}.company_id = $${firstParam}`, params: [caller.companyId] };
}
