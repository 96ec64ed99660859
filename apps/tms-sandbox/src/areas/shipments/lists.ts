import {
  contract,
  shipmentStatusDisplay,
  shipmentViewStatuses,
  type ShipmentListView,
  type ShipmentOnTimeFilter,
} from '@freightkit/api';
import { isDriverOnly, onTimeFromStatus, ShipmentStatus } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv, Caller } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { shipmentScopeParts } from './scope.ts';

/** Validated filters of a list or count call. */
interface ListFilters {
  readonly view: ShipmentListView;
  readonly status?: readonly number[] | undefined;
  readonly origin?: string | undefined;
  readonly destination?: string | undefined;
  readonly pickupFrom?: string | undefined;
  readonly pickupTo?: string | undefined;
  readonly query?: string | undefined;
  readonly onTime?: ShipmentOnTimeFilter | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Statuses during which a passed late time without an arrival makes a load late. */
const movingStatuses = [ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop];

/** A view's statuses as `1,2,3`: integers from the contract, checked to be so before they enter SQL text. */
const viewStatusList = (view: ShipmentListView): string =>
  shipmentViewStatuses[view]
    .map((status) => {
      if (!Number.isInteger(status)) throw new Error(`Not a status: ${String(status)}`);
      return String(status);
    })
    .join(',');

/** The lists' order: pickup (the first stop's early time, kept on the shipment, ADR 054), latest first. */
const listOrder = 's.pickup_early DESC NULLS LAST, s.shipment_number';

/**
 * A load of the on-time view is late (see the contract's `isLate`) when a stop arrived after its late
 * time, or when it is moving and a stop not yet arrived is past its late time. Both are read from what
 * the stops' triggers keep on the shipment (`late_arrival`, `open_late`; ADR 056), never from a stop.
 * The two parts exclude each other, so the on-time counts count each through its own partial index.
 */
const lateArrivalSql = 's.late_arrival';
const overdueSql = `(NOT s.late_arrival AND s.open_late IS NOT NULL
                     AND s.status IN (${movingStatuses.join(', ')}) AND s.open_late < now())`;
/** Whether shipment `s` is late: always true or false, never null, so `NOT` it is the on-time loads. */
const lateSql = `(${lateArrivalSql} OR ${overdueSql})`;

/**
 * The lists' FROM + WHERE, as the two parts of the caller's scope (ADR 063): `own`, the company's own
 * shipments, and `won`, other companies' loads it holds by an accepted tender. Each is
 * `FROM shipments s WHERE <part> AND <the view's statuses> AND <the filters>`; the parts exclude each
 * other, so a count is the sum of theirs and a page is the top of both pages. Asked apart, `own`
 * walks the pickup index in the list's order and stops after a page, where `company_id = … OR
 * EXISTS (…)` read every match and sorted it. Every filter reads the shipment alone: the first and
 * last stops' places, the pickup and the lateness are kept on it by the stops' triggers (ADR 054,
 * 056). `lateSql` tells whether a load is late. A count call leaves out the filter its own boxes set
 * (`ignoreStatus`, `ignoreOnTime`). When nothing but the view and a status narrows the list (and the
 * caller is not a driver-only user), `kept` is the FROM + WHERE of the `own` part's counts as
 * migration 006 keeps them (`shipment_status_counts`, aliased `s`, one row per status with its
 * `shipments`): a count reads those few rows instead of counting the company's shipments. `viewOnly`:
 * nothing but the view narrows it, for such a caller (the list as first opened; ADR 069).
 */
export function listFrom(
  caller: Caller,
  filters: ListFilters,
  options: { ignoreStatus?: boolean; ignoreOnTime?: boolean } = {},
): { own: string; won: string; params: unknown[]; lateSql: string; kept: string | null; viewOnly: boolean } {
  const scope = shipmentScopeParts(caller, 's', 1);
  const params: unknown[] = [...scope.params];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The view's statuses are written into the text (a constant of the contract, never the caller's input;
  // one text a view), not passed as a parameter: a prepared statement's generic plan can then use the
  // booking view's own partial pickup index (migration 008, ADR 069), which a parameter's value hides.
  const where = [`s.status = ANY('{${viewStatusList(filters.view)}}'::int[])`];
  if (!options.ignoreStatus && filters.status && filters.status.length > 0) {
    where.push(`s.status = ANY(${add(filters.status)}::int[])`);
  }
  const statuses = where.join(' AND ');
  const statusesOnly = where.length;
  const place = (stop: 'origin' | 'destination', text: string) => {
    // The place's parts lowered into one text pick the candidates cheaply; ILIKE on each part decides.
    const p = add(`%${escapeLike(text)}%`);
    return `(s.${stop}_search LIKE lower(${p}::text)
             AND (s.${stop}_city ILIKE ${p} OR s.${stop}_state ILIKE ${p} OR s.${stop}_postal_code ILIKE ${p}))`;
  };
  if (filters.origin) where.push(place('origin', filters.origin));
  if (filters.destination) where.push(place('destination', filters.destination));
  if (filters.pickupFrom)
    where.push(`s.pickup_early >= ${add(filters.pickupFrom)}::date::timestamp AT TIME ZONE 'UTC'`);
  if (filters.pickupTo) {
    where.push(`s.pickup_early < (${add(filters.pickupTo)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filters.query) {
    // Three characters or more: the trigram index finds the numbers holding every trigram of the
    // search (lowered in SQL, as the index's are), then ILIKE decides (migration 005, ADR 056).
    // (A search of fewer characters in SQL than in UTF-16 units gives no trigram, and every number
    // holds the empty array: still right, only not narrowed.)
    if (filters.query.length >= 3) {
      where.push(
        `shipment_search_trigrams(s.shipment_number, s.pro_number) @> shipment_search_trigrams(${add(filters.query)}::text)`,
      );
    }
    const p = add(`%${escapeLike(filters.query)}%`);
    where.push(`(s.shipment_number ILIKE ${p} OR s.pro_number ILIKE ${p})`);
  }
  if (!options.ignoreOnTime && filters.onTime) {
    // The same loads the on-time counts count: from domain's onTimeFromStatus on, then late or not.
    where.push(`s.status >= ${add(onTimeFromStatus)}`);
    where.push(filters.onTime === 'late' ? lateSql : `NOT ${lateSql}`);
  }
  const rest = where.join(' AND ');
  return {
    own: `FROM shipments s WHERE ${scope.own} AND ${rest}`,
    won: `FROM shipments s WHERE ${scope.won} AND ${rest}`,
    params,
    lateSql,
    viewOnly: where.length === 1 && !isDriverOnly(caller),
    kept:
      where.length === statusesOnly && !isDriverOnly(caller)
        ? `FROM shipment_status_counts s WHERE ${scope.own} AND ${statuses}`
        : null,
  };
}

/** The list's shipments as one relation `s` (both parts of the scope, ADR 063), with `more` added to each part's WHERE. */
const bothParts = (from: { own: string; won: string }, more = '') =>
  `FROM (SELECT s.* ${from.own}${more} UNION ALL SELECT s.* ${from.won}${more}) s`;

interface ListRow {
  id: string;
  shipment_number: string;
  status: number;
  equipment_mode: number;
  max_buy: number | null;
  pro_number: string | null;
  stop_count: number;
  origin: { city: string; state: string; postalCode: string; early: string; ianaTimezone: string } | null;
  destination: ListRow['origin'];
  drivers: string[];
  is_late: boolean;
  total: number;
}

const emptyPlace = {
  city: '',
  state: '',
  postalCode: '',
  early: new Date(0).toISOString(),
  ianaTimezone: 'UTC',
};
/**
 * A list row's origin or destination, from what the stops' triggers keep on the shipment (ADR 056, 069):
 * the first stop's place, early time (`pickup_early`) and time zone, or the last stop's. Null without
 * stops, as a missing stop was.
 */
const placeJson = (end: 'origin' | 'destination') => {
  const early = end === 'origin' ? 's.pickup_early' : 's.destination_early';
  return `CASE WHEN s.stop_count = 0 THEN NULL ELSE json_build_object('city', s.${end}_city, 'state', s.${end}_state,
     'postalCode', s.${end}_postal_code, 'early', to_char(${early} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
     'ianaTimezone', s.${end}_timezone) END`;
};

/**
 * The statement of a list page (its parameters: `from.params`, then the page size and the offset). The
 * page's shipments first, in pickup order: each part of the scope gives its first `offset + pageSize`
 * from its own index (ADR 063), and the page is cut from the two together. Then only the page's drivers;
 * its stops' count, places and times are read from the shipment, where the stops' triggers keep them
 * (ADR 056, 069), as is its lateness. The total from its own count (ADR 054), asked in the same statement
 * (run once, as an InitPlan) so a page is one round trip (ADR 067). The route prepares it: its text is
 * one of a few shapes, every value a parameter.
 */
export function listPageSql(from: ReturnType<typeof listFrom>): string {
  const limit = from.params.length + 1;
  const upTo = `ORDER BY ${listOrder} LIMIT $${limit}::int + $${limit + 1}::int`;
  // The drivers of the page's loads are gathered once for the page (a semi-join on its ids): asked per
  // row, the small drivers table was read whole for each of the 50 rows, a third of the statement's CPU.
  return `WITH page AS MATERIALIZED (
              SELECT s.* FROM ((SELECT s.* ${from.own} ${upTo}) UNION ALL (SELECT s.* ${from.won} ${upTo})) s
               ORDER BY ${listOrder} LIMIT $${limit} OFFSET $${limit + 1}),
            crews AS (
              SELECT sd.shipment_id,
                     array_agg(dr.first_name || ' ' || dr.last_name ORDER BY sd.assigned_at, dr.last_name) AS names
                FROM shipment_drivers sd JOIN drivers dr ON dr.id = sd.driver_id
               WHERE sd.shipment_id IN (SELECT id FROM page)
               GROUP BY sd.shipment_id)
       SELECT s.id, s.shipment_number, s.status, s.equipment_mode, s.max_buy::float8 AS max_buy, s.pro_number,
              s.stop_count, ${placeJson('origin')} AS origin, ${placeJson('destination')} AS destination,
              coalesce(crews.names, '{}') AS drivers,
              ${from.lateSql} AS is_late, (${countSql(from)}) AS total
         FROM page s
         LEFT JOIN crews ON crews.shipment_id = s.id
        ORDER BY ${listOrder}`;
}

/** Booking and tracking lists, their counts, and the caller's saved filter sets. */
export function shipmentListRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.shipments.list, async ({ services, caller, query }) => {
    const from = listFrom(caller, query);
    const { rows } = await services.db.query<ListRow>(
      listPageSql(from),
      [...from.params, query.pageSize, (query.page - 1) * query.pageSize],
      // A list as first opened (its view, nothing else) has one right plan whatever the page, company or
      // size: planned once (ADR 069). With a filter the best plan depends on what is asked.
      { prepared: from.viewOnly ? 'generic' : true },
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        shipmentNumber: row.shipment_number,
        status: shipmentStatusDisplay(row.status as ShipmentStatus),
        equipmentMode: row.equipment_mode as 0,
        maxBuy: row.max_buy,
        stopCount: row.stop_count,
        origin: row.origin ?? emptyPlace,
        destination: row.destination ?? emptyPlace,
        drivers: row.drivers,
        proNumber: row.pro_number,
        isLate: row.is_late,
      })),
      // A page past the end has no row to carry the total: counted on its own.
      totalCount: rows[0]?.total ?? (await countOf(services.db, from)),
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.shipments.totalCount, async ({ services, caller, query }) => ({
    count: await countOf(services.db, listFrom(caller, query)),
  }));

  mount(app, contract.shipments.statusCounts, async ({ services, caller, query }) => {
    const from = listFrom(caller, query, { ignoreStatus: true });
    const { rows } = await services.db.query<{ status: number; count: number }>(
      from.kept === null
        ? `SELECT s.status, count(*)::int AS count ${bothParts(from)} GROUP BY s.status`
        : `SELECT s.status, sum(s.n)::int AS count
             FROM (SELECT s.status, s.shipments AS n ${from.kept} UNION ALL SELECT s.status, 1 ${from.won}) s
            GROUP BY s.status`,
      from.params,
    );
    const byStatus = new Map(rows.map((r) => [r.status, r.count]));
    return {
      items: shipmentViewStatuses[query.view].map((status) => ({
        status: shipmentStatusDisplay(status),
        count: byStatus.get(status) ?? 0,
      })),
    };
  });

  mount(app, contract.shipments.onTimeCounts, async ({ services, caller, query }) => {
    const from = listFrom(caller, query, { ignoreOnTime: true });
    const reached = `s.status >= $${String(from.params.length + 1)}`;
    // Three counts from indexes: the loads counted, and the late ones as their two disjoint parts.
    const { rows } = await services.db.query<{ late: number; total: number }>(
      `SELECT (SELECT count(*) ${bothParts(from, ` AND ${reached}`)})::int AS total,
              ((SELECT count(*) ${bothParts(from, ` AND ${reached} AND ${lateArrivalSql}`)})
               + (SELECT count(*) ${bothParts(from, ` AND ${reached} AND ${overdueSql}`)}))::int AS late`,
      [...from.params, onTimeFromStatus],
    );
    const { late = 0, total = 0 } = rows[0] ?? {};
    return { onTime: total - late, late };
  });

  mount(app, contract.shipments.filterSets, async ({ services, caller, query }) => {
    const { rows } = await services.db.query<FilterSetRow>(
      `SELECT id, view, name, filters, created_at FROM shipment_filter_sets
        WHERE user_id = $1 AND view = $2 ORDER BY lower(name), created_at`,
      [caller.userId, query.view],
    );
    return { items: rows.map(filterSetOut) };
  });

  mount(app, contract.shipments.createFilterSet, async ({ services, caller, body }) => {
    const { rows } = await services.db.query<FilterSetRow>(
      `INSERT INTO shipment_filter_sets (user_id, view, name, filters) VALUES ($1, $2, $3, $4)
       RETURNING id, view, name, filters, created_at`,
      [caller.userId, body.view, body.name, JSON.stringify(body.filters)],
    );
    return filterSetOut(rows[0] as FilterSetRow);
  });

  mount(app, contract.shipments.renameFilterSet, async ({ services, caller, params, body }) => {
    const { rows } = await services.db.query<FilterSetRow>(
      `UPDATE shipment_filter_sets SET name = $3 WHERE id = $1 AND user_id = $2
       RETURNING id, view, name, filters, created_at`,
      [params.id, caller.userId, body.name],
    );
    if (!rows[0]) throw notFound('The saved view');
    return filterSetOut(rows[0]);
  });

  mount(app, contract.shipments.deleteFilterSet, async ({ services, caller, params }) => {
    const { rows } = await services.db.query<{ id: string }>(
      'DELETE FROM shipment_filter_sets WHERE id = $1 AND user_id = $2 RETURNING id',
      [params.id, caller.userId],
    );
    if (!rows[0]) throw notFound('The saved view');
    return { resultId: rows[0].id };
  });
}

/** The statement of a list's total (ADR 063): the own part's kept counts when they answer, else counted. */
const countSql = (from: { own: string; won: string; kept: string | null }): string =>
  from.kept === null
    ? `SELECT count(*)::int AS count ${bothParts(from)}`
    : // The own part's kept counts (migration 006), and the few loads won by tender, counted.
      `SELECT ((SELECT coalesce(sum(s.shipments), 0) ${from.kept}) + (SELECT count(*) ${from.won}))::int AS count`;

async function countOf(
  db: AppEnv['Variables']['services']['db'],
  from: { own: string; won: string; params: unknown[]; kept: string | null },
): Promise<number> {
  const { rows } = await db.query<{ count: number }>(countSql(from), from.params, { prepared: true });
  return rows[0]?.count ?? 0;
}

interface FilterSetRow {
  id: string;
  view: ShipmentListView;
  name: string;
  filters: Record<string, unknown>;
  created_at: Date;
}

const filterSetOut = (row: FilterSetRow) => ({
  id: row.id,
  view: row.view,
  name: row.name,
  filters: row.filters,
  createdAt: row.created_at.toISOString(),
});
