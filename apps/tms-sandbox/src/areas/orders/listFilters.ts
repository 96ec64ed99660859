import type { OrderListFilters } from '@freightkit/api';
import type { Caller } from '../../http/context.ts';
import { statusSql } from './store.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first (`ASC`) or last (`DESC`) stop of the order `o`, as a correlated subquery's FROM … LIMIT 1. */
const endStop = (direction: 'ASC' | 'DESC', condition: string) =>
  `EXISTS (SELECT 1 FROM (SELECT city, state, postal_code, early, iana_timezone FROM order_stops
      WHERE order_id = o.id ORDER BY sequence ${direction} LIMIT 1) e WHERE ${condition})`;

/** A place filter: the text in the stop's city, its state or province code exactly, or its postal code's start. */
const placeCondition = (p: string, exact: string, prefix: string) =>
  `(e.city ILIKE ${p} OR upper(e.state) = ${exact} OR e.postal_code ILIKE ${prefix})`;

/**
 * The WHERE clause of the caller's orders matching the list filters (ADR 058), with its parameters
 * (`$1` is the company). The order list, its page and its status counts read the same clause, so a
 * count and the rows it opens agree. `status` is left out when `withStatus` is false (the counts).
 */
export function orderFilterWhere(
  caller: Caller,
  filters: Omit<OrderListFilters, 'equipmentMode'> & { equipmentMode?: number | undefined },
  withStatus = true,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [caller.companyId];
  const where = ['o.company_id = $1'];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (withStatus && filters.status) where.push(`${statusSql} = ${add(filters.status)}`);
  if (filters.query) {
    const p = add(`%${escapeLike(filters.query)}%`);
    where.push(`(o.order_number ILIKE ${p} OR o.customer_name ILIKE ${p} OR s.shipment_number ILIKE ${p}
      OR EXISTS (SELECT 1 FROM jsonb_array_elements(o.reference_numbers) r WHERE r->>'value' ILIKE ${p}))`);
  }
  if (filters.customer) where.push(`o.customer_name ILIKE ${add(`%${escapeLike(filters.customer)}%`)}`);
  if (filters.orderType) where.push(`o.order_type = ${add(filters.orderType)}`);
  if (filters.equipmentMode !== undefined) where.push(`o.equipment_mode = ${add(filters.equipmentMode)}`);
  for (const [key, direction] of [
    ['origin', 'ASC'],
    ['destination', 'DESC'],
  ] as const) {
    const text = filters[key];
    if (!text) continue;
    const condition = placeCondition(
      add(`%${escapeLike(text)}%`),
      add(text.toUpperCase()),
      add(`${escapeLike(text)}%`),
    );
    where.push(endStop(direction, condition));
  }
  // The pickup day is the first stop's early time on its own clock: a 23:00 pickup in Vancouver is that
  // day's, not the next UTC day's.
  if (filters.pickupFrom)
    where.push(
      endStop('ASC', `(e.early AT TIME ZONE e.iana_timezone)::date >= ${add(filters.pickupFrom)}::date`),
    );
  if (filters.pickupTo)
    where.push(
      endStop('ASC', `(e.early AT TIME ZONE e.iana_timezone)::date <= ${add(filters.pickupTo)}::date`),
    );
  return { sql: where.join(' AND '), params };
}
