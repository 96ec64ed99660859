import { isDriverOnly } from '@freightkit/domain';
import type { Caller } from '../../http/context.ts';
import { shipmentScope } from '../shipments/scope.ts';

/**
 * The cases a caller may see, as SQL over `cases k` / `shipments s`: their company's (the
 * involved party, spec 2 §7); a driver-only user sees only cases of the shipments assigned to them,
 * the same rule the shipment lists apply (shipmentScope), so a case never reveals a load they cannot open.
 */
export function caseScope(caller: Caller, firstParam: number): { sql: string; params: unknown[] } {
  if (!isDriverOnly(caller)) return { sql: `k.company_id = $${firstParam}`, params: [caller.companyId] };
  const shipment = shipmentScope(caller, 's', firstParam);
  return { sql: `k.company_id = $${firstParam} AND ${shipment.sql}`, params: shipment.params };
}
