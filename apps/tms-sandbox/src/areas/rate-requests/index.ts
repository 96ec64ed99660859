import { contract } from '@freightkit/api';
import { RateRequestStatus as S } from '@freightkit/domain';
import { requireBadge } from '../../http/access.ts';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';

const plan: Readonly<Record<string, readonly string[]>> = {
  swiftline: [S.Sent, S.Sent, S.Sent, S.Sent, S.Offered, S.Offered, S.Offered, S.Declined, S.Declined],
  ironhorse: [S.Sent, S.Declined],
};

/** Rate requests: the counts behind the Rate Requests badge (open = Sent, responded = Offered, declined = Declined). */
export const rateRequestsArea: Area = {
  name: 'rate-requests',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    for (const [company, statuses] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      for (const status of statuses) {
        await db.query('INSERT INTO rate_requests (company_id, status) VALUES ($1, $2)', [companyId, status]);
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
  },
};
