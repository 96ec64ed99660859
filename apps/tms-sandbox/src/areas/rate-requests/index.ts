import { contract } from '@freightkit/api';
import { RateRequestStatus as S } from '@freightkit/domain';
import { requireBadge } from '../../http/access.ts';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';
import { rateRequestRoutes } from './routes.ts';

const plan: Readonly<Record<string, readonly string[]>> = {
  swiftline: [S.Sent, S.Sent, S.Sent, S.Sent, S.Offered, S.Offered, S.Offered, S.Declined, S.Declined],
  ironhorse: [S.Sent, S.Declined],
};

const customers = ['Acme Foods', 'Great Lakes Paper', 'Sunbelt Retail'] as const;
const lanes = [
  [
    { city: 'Chicago', state: 'IL' },
    { city: 'Dallas', state: 'TX' },
  ],
  [
    { city: 'Atlanta', state: 'GA' },
    { city: 'Columbus', state: 'OH' },
  ],
  [
    { city: 'Memphis', state: 'TN' },
    { city: 'Denver', state: 'CO' },
  ],
] as const;

/** Rate requests: the search, detail, response and decline, and the counts behind the Rate Requests badge (open = Sent, responded = Offered, declined = Declined). */
export const rateRequestsArea: Area = {
  name: 'rate-requests',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    for (const [company, statuses] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      for (const [i, status] of statuses.entries()) {
        const [origin, destination] = lanes[i % lanes.length] ?? lanes[0];
        const answered = status !== S.Sent;
        await db.query(
          `INSERT INTO rate_requests (company_id, status, customer_name, origin_city, origin_state, destination_city,
                                      destination_state, pickup_date, equipment_mode, response_rate, service_level,
                                      responded_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, current_date + $8::int, $9, $10, $11, $12, now() - $13 * interval '1 hour')`,
          [
            companyId,
            status,
            customers[i % customers.length],
            origin.city,
            origin.state,
            destination.city,
            destination.state,
            3 + i,
            i % 3,
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
