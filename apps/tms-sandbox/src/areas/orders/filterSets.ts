import { contract, type OrderFilterSet } from '@freightkit/api';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';

interface FilterSetRow {
  id: string;
  name: string;
  filters: OrderFilterSet['filters'];
  created_at: Date;
}

const columns = 'id, name, filters, created_at';

const filterSetOut = (row: FilterSetRow): OrderFilterSet => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  createdAt: row.created_at.toISOString(),
});

/**
 * The order list's saved filter sets (ADR 058): each user's own, so another user's id is 404 like a
 * made-up one. The filters are stored as the contract checked them (blank ones already dropped).
 * Static paths: mounted before `orders/{orderNumber}`.
 */
export function orderFilterSetRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.orderFilterSets.list, async ({ services, caller }) => {
    const { rows } = await services.db.query<FilterSetRow>(
      `SELECT ${columns} FROM order_filter_sets WHERE user_id = $1 ORDER BY lower(name), created_at`,
      [caller.userId],
    );
    return { items: rows.map(filterSetOut) };
  });

  mount(app, contract.orderFilterSets.create, async ({ services, caller, body }) => {
    const { rows } = await services.db.query<FilterSetRow>(
      `INSERT INTO order_filter_sets (user_id, name, filters) VALUES ($1, $2, $3) RETURNING ${columns}`,
      [caller.userId, body.name, JSON.stringify(body.filters)],
    );
    return filterSetOut(rows[0] as FilterSetRow);
  });

  mount(app, contract.orderFilterSets.rename, async ({ services, caller, params, body }) => {
    const { rows } = await services.db.query<FilterSetRow>(
      `UPDATE order_filter_sets SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING ${columns}`,
      [params.id, caller.userId, body.name],
    );
    if (!rows[0]) throw notFound('The saved view');
    return filterSetOut(rows[0]);
  });

  mount(app, contract.orderFilterSets.remove, async ({ services, caller, params }) => {
    const { rows } = await services.db.query<{ id: string }>(
      'DELETE FROM order_filter_sets WHERE id = $1 AND user_id = $2 RETURNING id',
      [params.id, caller.userId],
    );
    if (!rows[0]) throw notFound('The saved view');
    return { resultId: rows[0].id };
  });
}
