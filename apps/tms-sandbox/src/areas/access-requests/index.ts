import { contract } from '@freightkit/api';
import { canSeeAccessRequestCount } from '@freightkit/domain';
import { forbidden } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { seededId, type Area } from '../area.ts';

const plan: Readonly<Record<string, readonly (readonly [email: string, status: string])[]>> = {
  swiftline: [
    ['r.nguyen@swiftline.test', 'Open'],
    ['t.baker@swiftline.test', 'Open'],
    ['k.osei@swiftline.test', 'Open'],
    ['former@swiftline.test', 'Denied'],
  ],
  ironhorse: [['new.hire@ironhorse.test', 'Open']],
};

/** Access requests: the open count admins see (domain's `canSeeAccessRequestCount`; others get 403). */
export const accessRequestsArea: Area = {
  name: 'access-requests',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    for (const [company, requests] of Object.entries(plan)) {
      const companyId = seededId(ids.companies, company);
      for (const [email, status] of requests) {
        await db.query('INSERT INTO access_requests (company_id, email, status) VALUES ($1, $2, $3)', [
          companyId,
          email,
          status,
        ]);
      }
    }
  },
  routes(app) {
    mount(app, contract.counts.accessRequests, async ({ services, caller }) => {
      if (!canSeeAccessRequestCount(caller)) throw forbidden();
      const { rows } = await services.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM access_requests WHERE company_id = $1 AND status = 'Open'",
        [caller.companyId],
      );
      return { count: rows[0]?.count ?? 0 };
    });
  },
};
