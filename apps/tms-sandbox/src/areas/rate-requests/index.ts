import { contract } from '@freightkit/api';
import { RateRequestStatus as S, ShipmentStatus as Sh } from '@freightkit/domain';
import { requireBadge } from '../../http/access.ts';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';
import { rateRequestRoutes } from './routes.ts';

const plan: Readonly<Record<string, readonly string[]>> = {
  swiftline: [S.Sent, S.Sent, S.Sent, S.Sent, S.Offered, S.Offered, S.Offered, S.Declined, S.Declined],
  ironhorse: [S.Sent, S.Declined],
};

const customers = ['Acme Foods', 'Great Lakes Paper', 'Sunbelt Retail'] as const;

/** A load a rate request can price: the company's loads not yet booked, with their lane and pickup date. */
interface Load {
  id: string;
  origin_city: string;
  origin_state: string;
  destination_city: string;
  destination_state: string;
  pickup_date: string;
  equipment_mode: number;
}

const endpoint = (column: string, order: 'ASC' | 'DESC') =>
  `(SELECT ${column} FROM shipment_stops WHERE shipment_id = s.id ORDER BY sequence ${order} LIMIT 1)`;

/** Rate requests: the search, detail, response and decline, and the counts behind the Rate Requests badge (open = Sent, responded = Offered, declined = Declined). */
export const rateRequestsArea: Area = {
  name: 'rate-requests',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    for (const [company, statuses] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      // A broker asks a price for a load it has not booked yet (Ready to Book first, then Tendering);
      // the request's lane and pickup date are that load's, so the preview's stops agree with it.
      const { rows: loads } = await db.query<Load>(
        `SELECT s.id, ${endpoint('city', 'ASC')} AS origin_city, ${endpoint('state', 'ASC')} AS origin_state,
                ${endpoint('city', 'DESC')} AS destination_city, ${endpoint('state', 'DESC')} AS destination_state,
                to_char(${endpoint('early', 'ASC')} AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS pickup_date, s.equipment_mode
           FROM shipments s WHERE s.company_id = $1 AND s.status = ANY($2::int[])
          ORDER BY s.status = $3 DESC, s.shipment_number`,
        [companyId, [Sh.ReadyToBook, Sh.Tendering], Sh.ReadyToBook],
      );
      for (const [i, status] of statuses.entries()) {
        const load = loads[i % Math.max(1, loads.length)];
        if (!load) throw new Error(`No unbooked load to price for ${company}`);
        const answered = status !== S.Sent;
        await db.query(
          `INSERT INTO rate_requests (company_id, shipment_id, status, customer_name, origin_city, origin_state,
                                      destination_city, destination_state, pickup_date, equipment_mode, response_rate,
                                      service_level, responded_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, now() - $14 * interval '1 hour')`,
          [
            companyId,
            load.id,
            status,
            customers[i % customers.length],
            load.origin_city,
            load.origin_state,
            load.destination_city,
            load.destination_state,
            load.pickup_date,
            load.equipment_mode,
            status === S.Offered ? 1500 + i * 75 : null,
            status === S.Offered ? 0 : null,
            answered ? new Date().toISOString() : null,
            i + 1,
          ],
        );
      }
    }
  },
  routes(app) {
    mount(app, contract.counts.rateRequests, async ({ services, caller }) => {
      requireBadge(caller, 'openRateRequests');
      const { rows } = await services.db.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM rate_requests WHERE company_id = $1 GROUP BY status',
        [caller.companyId],
      );
      const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
      return { open: of(S.Sent), responded: of(S.Offered), declined: of(S.Declined) };
    });
    rateRequestRoutes(app);
  },
};
