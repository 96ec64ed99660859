import { contract } from '@freightkit/api';
import { TenderOfferStatus as T } from '@freightkit/domain';
import { requireBadge } from '../../http/access.ts';
import { mount } from '../../http/route.ts';
import type { Area } from '../area.ts';
import { tenderRoutes } from './routes.ts';
import { seedTenders } from './seed.ts';

/**
 * Tenders: offers of loads to a carrier. The open sent count behind the Tenders badge, the list,
 * one tender with its charges, and the carrier's answer (accepting books the load). The count
 * mounts first so `tenders/counts` is never read as a tender id.
 */
export const tendersArea: Area = {
  name: 'tenders',
  migrations: new URL('./migrations/', import.meta.url),
  seed: seedTenders,
  routes(app) {
    mount(app, contract.counts.tenders, async ({ services, caller }) => {
      requireBadge(caller, 'openSentTenders');
      const { rows } = await services.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM tender_offers WHERE company_id = $1 AND status = $2',
        [caller.companyId, T.Sent],
      );
      return { sent: rows[0]?.count ?? 0 };
    });
    tenderRoutes(app);
  },
};
