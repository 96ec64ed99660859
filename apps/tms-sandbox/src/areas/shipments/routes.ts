import { contract, shipmentStatusDisplay } from '@freightkit/api';
import type { ShipmentStatus } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { mount } from '../../http/route.ts';
import { ownShipment, shipmentOut } from './detail.ts';
import { shipmentScope } from './scope.ts';

interface SearchRow {
  id: string;
  shipment_number: string;
  status: number;
  reference_numbers: { label: string; value: string }[];
  origin: { city: string; state: string; postalCode: string } | null;
  destination: { city: string; state: string; postalCode: string } | null;
  total: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const unknownPlace = { city: '', state: '', postalCode: '' };

/** Global search, one shipment by id, and the needing-updates count. */
export function shipmentRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.search.shipments, async ({ services, caller, query }) => {
    const scope = shipmentScope(caller, 's', 1);
    const next = scope.params.length + 1;
    const pattern = `%${escapeLike(query.query)}%`;
    const { rows } = await services.db.query<SearchRow>(
      `SELECT s.id, s.shipment_number, s.status, s.reference_numbers,
              (SELECT json_build_object('city', city, 'state', state, 'postalCode', postal_code)
                 FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence LIMIT 1) AS origin,
              (SELECT json_build_object('city', city, 'state', state, 'postalCode', postal_code)
                 FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence DESC LIMIT 1) AS destination,
              count(*) OVER ()::int AS total
         FROM shipments s
        WHERE ${scope.sql}
          AND (s.shipment_number ILIKE $${next}
               OR ($${next + 1} AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.reference_numbers) r
                                              WHERE r->>'value' ILIKE $${next})))
        ORDER BY s.shipment_number
        LIMIT $${next + 2} OFFSET $${next + 3}`,
      [...scope.params, pattern, caller.isBroker, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        shipmentNumber: row.shipment_number,
        status: shipmentStatusDisplay(row.status as ShipmentStatus),
        origin: row.origin ?? unknownPlace,
        destination: row.destination ?? unknownPlace,
        ...(caller.isBroker ? { referenceNumbers: row.reference_numbers } : {}),
      })),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.counts.shipmentsNeedingUpdates, async ({ services, caller }) => {
    const scope = shipmentScope(caller, 's', 1);
    const { rows } = await services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM shipments s WHERE ${scope.sql} AND s.needs_tracking_update`,
      scope.params,
    );
    return { count: rows[0]?.count ?? 0 };
  });

  // The same read the detail routes use (scope, 404, stops, PRO number), so the shapes cannot drift.
  mount(app, contract.shipments.byId, async ({ services, caller, params }) =>
    shipmentOut(services.db, await ownShipment(services.db, caller, params.id)),
  );
}
